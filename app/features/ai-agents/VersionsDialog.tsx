import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Table from "@mui/joy/Table";
import Typography from "@mui/joy/Typography";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AgentDiff, DiffSide } from "../../../contract/wire/aiAgents";
import { NativeSelectField } from "~/components/NativeSelect";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { listPath } from "~/features/entities/resource";
import { formatDateTime } from "~/features/time/timezone";
import { AI_AGENTS_RESOURCE } from "./resource";
import type { VersionsDialogData } from "./versions.server";

/** One field's line diff: removed lines struck through in <del>, added ones in <ins>, each marked for screen readers too. */
function FieldDiff({ field, parts }: AgentDiff["fields"][number]) {
  const { t } = useTranslation(["ai-agents"]);
  return (
    <section aria-label={t("ai-agents:versions.field_changes", { field: t(`ai-agents:fields.${field}`) })}>
      <Typography level="title-sm" component="h4">
        {t(`ai-agents:fields.${field}`)}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1,
          overflowX: "auto",
          fontFamily: "code",
          fontSize: "sm",
          bgcolor: "background.level1",
          borderRadius: "sm",
          "& ins": { textDecoration: "none", bgcolor: "success.softBg", color: "success.softColor", display: "block" },
          "& del": { bgcolor: "danger.softBg", color: "danger.softColor", display: "block" },
        }}
      >
        {parts.map((part, i) => {
          const lines = part.value.replace(/\n$/, "").split("\n");
          if (part.added)
            return (
              <ins key={i}>
                {lines.map((l) => `+ ${l}`).join("\n")}
                {"\n"}
              </ins>
            );
          if (part.removed)
            return (
              <del key={i}>
                {lines.map((l) => `- ${l}`).join("\n")}
                {"\n"}
              </del>
            );
          return <span key={i}>{lines.map((l) => `  ${l}`).join("\n") + "\n"}</span>;
        })}
      </Box>
    </section>
  );
}

const sideLabel = (t: (k: string, o?: Record<string, unknown>) => string, side: DiffSide) =>
  side === "draft" ? t("ai-agents:versions.draft") : t("ai-agents:version.published", { version: side });

/**
 * The versions dialog (docs/features/ai-framework.md#versions): publish the draft, compare any two
 * (a GET form: the comparison is a URL), roll back. Each works without JavaScript.
 */
export function VersionsDialog() {
  const { record, versions, diff, from, to, canWrite } = useLoaderData<VersionsDialogData>();
  const { t } = useTranslation(["ai-agents", "common"]);
  const noteId = useId();
  const diffId = useId();
  const close = `${listPath(AI_AGENTS_RESOURCE, "portal")}`;
  const sides: DiffSide[] = ["draft", ...versions.map((v) => v.version)];
  const latest = versions[0]?.version ?? null;
  const status =
    latest === null
      ? t("ai-agents:versions.status_none")
      : record.draftChanged
        ? t("ai-agents:versions.status_changed", { version: latest })
        : t("ai-agents:versions.status_same", { version: latest });

  return (
    <RouteDialog title={t("ai-agents:versions.title", { name: record.name })} closeHref={close} width={860}>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography level="body-sm" role="status">
            {status}
          </Typography>

          {canWrite && (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="publish" />
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-end" }}>
                <FormControl sx={{ flex: 1 }}>
                  <FormLabel htmlFor={noteId}>{t("ai-agents:versions.note")}</FormLabel>
                  <Input slotProps={{ input: { id: noteId, maxLength: 200 } }} name="note" />
                </FormControl>
                <Button type="submit" disabled={!record.draftChanged}>
                  {t("ai-agents:versions.publish", { version: (latest ?? 0) + 1 })}
                </Button>
              </Stack>
            </Form>
          )}

          {versions.length > 0 && (
            <Form method="get" preventScrollReset>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} alignItems={{ sm: "flex-end" }}>
                <div style={{ flex: 1 }}>
                  <NativeSelectField
                    label={t("ai-agents:versions.from")}
                    name="from"
                    defaultValue={String(from ?? versions[0].version)}
                  >
                    {sides.map((s) => (
                      <option key={s} value={String(s)}>
                        {sideLabel(t, s)}
                      </option>
                    ))}
                  </NativeSelectField>
                </div>
                <div style={{ flex: 1 }}>
                  <NativeSelectField label={t("ai-agents:versions.to")} name="to" defaultValue={String(to ?? "draft")}>
                    {sides.map((s) => (
                      <option key={s} value={String(s)}>
                        {sideLabel(t, s)}
                      </option>
                    ))}
                  </NativeSelectField>
                </div>
                <Button type="submit" variant="outlined">
                  {t("ai-agents:versions.compare")}
                </Button>
              </Stack>
            </Form>
          )}

          {diff && (
            <Stack spacing={1.5} component="section" aria-labelledby={diffId}>
              <Typography level="title-md" component="h3" id={diffId}>
                {t("ai-agents:versions.diff_title", { from: sideLabel(t, diff.from), to: sideLabel(t, diff.to) })}
              </Typography>
              {diff.fields.length === 0 ? (
                <Typography level="body-sm">{t("ai-agents:versions.diff_none")}</Typography>
              ) : (
                diff.fields.map((f) => <FieldDiff key={f.field} {...f} />)
              )}
            </Stack>
          )}

          {versions.length === 0 ? (
            <Typography level="body-sm">{t("ai-agents:versions.none")}</Typography>
          ) : (
            <Table size="sm" aria-label={t("ai-agents:versions.table")}>
              <thead>
                <tr>
                  <th scope="col">{t("ai-agents:versions.version")}</th>
                  <th scope="col">{t("ai-agents:versions.published_at")}</th>
                  <th scope="col">{t("ai-agents:versions.by")}</th>
                  <th scope="col">{t("ai-agents:versions.note")}</th>
                  <th scope="col">{t("ai-agents:columns.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((v) => (
                  <tr key={v.version}>
                    <td>{sideLabel(t, v.version)}</td>
                    <td>{formatDateTime(v.createdAt, "UTC")}</td>
                    <td>{v.createdBy ?? ""}</td>
                    <td>{v.note ?? ""}</td>
                    <td>
                      <Stack direction="row" spacing={1} alignItems="center">
                        <Link to={`?from=${v.version}&to=draft`} preventScrollReset>
                          {t("ai-agents:versions.compare_with_draft", { version: v.version })}
                        </Link>
                        {canWrite && v.version !== latest && (
                          <Form method="post" preventScrollReset>
                            <input type="hidden" name="intent" value="rollback" />
                            <input type="hidden" name="version" value={v.version} />
                            <Button type="submit" size="sm" variant="plain">
                              {t("ai-agents:versions.rollback", { version: v.version })}
                            </Button>
                          </Form>
                        )}
                      </Stack>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Stack>
      </DialogContent>
    </RouteDialog>
  );
}
