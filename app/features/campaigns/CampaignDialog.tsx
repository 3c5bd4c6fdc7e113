import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import type { FieldMetadata } from "@conform-to/react";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { CAMPAIGNS } from "../../../contract/limits/campaigns";
import {
  CAMPAIGN_DAYS,
  CAMPAIGN_TRANSITION_NAMES,
  CampaignBrowserFormSchema,
  canTransition,
  type CampaignDetail,
  type CampaignRow,
} from "../../../contract/wire/campaigns";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormSelectField, FormTextField, ReadOnlyField, useFieldErrorText } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import { listPath, type EntityMode } from "~/features/entities/resource";
import { formatDateTime } from "~/features/time/timezone";
import type { CampaignDialogData } from "./dialog-data.server";
import { CAMPAIGNS_RESOURCE } from "./resource";
import { TIME } from "../../../contract/limits/units";

/** What a new campaign's form starts with: office hours on weekdays, a gentle pace, one retry. */
const NEW_CAMPAIGN = {
  windowStart: "09:00",
  windowEnd: "17:00",
  days: ["mon", "tue", "wed", "thu", "fri"],
  callsPerSecond: "5",
  concurrency: "10",
  retries: "1",
  retryDelayMinutes: "30",
};

function formValues(data: CampaignDialogData): Record<string, unknown> {
  const r = data.record;
  if (!r)
    return {
      ...NEW_CAMPAIGN,
      botId: data.bots[0]?.id ?? "",
      callerNumberId: data.numbers[0]?.id ?? "",
      timeZone: data.defaultTimeZone,
    };
  return {
    name: r.name,
    botId: r.botId,
    callerNumberId: r.callerNumberId,
    windowStart: r.windowStart,
    windowEnd: r.windowEnd,
    days: r.days,
    timeZone: r.timeZone,
    callsPerSecond: String(r.callsPerSecond),
    concurrency: String(r.concurrency),
    retries: String(r.retries),
    retryDelayMinutes: String(r.retryDelayMinutes),
  };
}

/** "09:00–17:00 Mon Tue Wed (Europe/London)". */
export function windowText(
  t: TFunction,
  r: Pick<CampaignRow, "windowStart" | "windowEnd" | "days" | "timeZone">,
): string {
  return t("campaigns:window", {
    start: r.windowStart,
    end: r.windowEnd,
    days: r.days.map((d) => t(`campaigns:days.${d}`)).join(" "),
    timeZone: r.timeZone,
  });
}

export function progressText(t: TFunction, r: Pick<CampaignRow, "progress">): string {
  return t("campaigns:progress", { ...r.progress });
}

/**
 * The campaign dialog in the three form modes (docs/product.md#form-modes). Create and edit post multipart (the contact
 * list is a CSV file; without one an edit keeps the contacts); the view shows the progress (asked
 * again every few seconds while the campaign runs, with JavaScript), the upload's rejected rows, the
 * transitions its state allows and a link to its calls.
 */
export function CampaignDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<CampaignDialogData>();
  if (mode === "view" && data.record) return <CampaignView data={data} record={data.record} screen={screen} />;
  return <CampaignForm data={data} mode={mode} />;
}

function CampaignForm({ data, mode }: { data: CampaignDialogData; mode: EntityFormMode }) {
  const { t } = useTranslation(["campaigns", "messages", "common"]);
  const [form, fields] = useEntityForm(`campaign-${mode}`, CampaignBrowserFormSchema, formValues(data));
  const label = (name: string) => t(`campaigns:fields.${name}`);
  return (
    <EntityFormDialog
      resource={CAMPAIGNS_RESOURCE}
      mode={mode}
      form={form as never}
      encType="multipart/form-data"
      width={720}
    >
      <FormTextField field={fields.name} label={label("name")} hint={t("campaigns:fields.name_hint")} />
      <FormSelectField
        field={fields.botId}
        label={label("botId")}
        hint={t("campaigns:fields.botId_hint")}
        options={data.bots.map((b) => ({ value: b.id, label: b.name }))}
      />
      <FormSelectField
        field={fields.callerNumberId}
        label={label("callerNumberId")}
        hint={t("campaigns:fields.callerNumberId_hint")}
        options={data.numbers.map((n) => ({ value: n.id, label: n.label }))}
      />
      <ContactsField
        field={fields.contactsCsv}
        label={label("contactsCsv")}
        hint={t(mode === "edit" ? "campaigns:fields.contactsCsv_edit_hint" : "campaigns:fields.contactsCsv_hint")}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField field={fields.windowStart} label={label("windowStart")} type="time" />
        <FormTextField
          field={fields.windowEnd}
          label={label("windowEnd")}
          type="time"
          hint={t("campaigns:fields.window_hint")}
        />
      </Stack>
      <DaysField field={fields.days} label={label("days")} t={t} />
      <FormSelectField
        field={fields.timeZone}
        label={label("timeZone")}
        options={data.timeZones.map((z) => ({ value: z, label: z }))}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          field={fields.callsPerSecond}
          label={label("callsPerSecond")}
          type="number"
          inputMode="numeric"
          hint={t("campaigns:fields.callsPerSecond_hint")}
        />
        <FormTextField
          field={fields.concurrency}
          label={label("concurrency")}
          type="number"
          inputMode="numeric"
          hint={t("campaigns:fields.concurrency_hint")}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          field={fields.retries}
          label={label("retries")}
          type="number"
          inputMode="numeric"
          hint={t("campaigns:fields.retries_hint")}
        />
        <FormTextField
          field={fields.retryDelayMinutes}
          label={label("retryDelayMinutes")}
          type="number"
          inputMode="numeric"
          hint={t("campaigns:fields.retryDelayMinutes_hint")}
        />
      </Stack>
    </EntityFormDialog>
  );
}

/** The contact list's file input (a file cannot be kept after a refused post: it is chosen again). */
function ContactsField({ field, label, hint }: { field: FieldMetadata<unknown>; label: string; hint: string }) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const descriptionId = `${field.id}-helper-text`;
  return (
    <FormControl id={field.id} error={errors.length > 0}>
      <FormLabel>{label}</FormLabel>
      <input
        id={field.id}
        type="file"
        name={field.name}
        accept=".csv,text/csv,text/plain"
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={descriptionId}
      />
      <FormHelperText id={descriptionId}>{errors.length ? errors.join(" ") : hint}</FormHelperText>
    </FormControl>
  );
}

/** The calling days: one checkbox each, in a labelled group. */
function DaysField({ field, label, t }: { field: FieldMetadata<unknown>; label: string; t: TFunction }) {
  const text = useFieldErrorText();
  const errors = field.errors?.map((e) => text(e, label)) ?? [];
  const initial = Array.isArray(field.initialValue)
    ? (field.initialValue as string[])
    : typeof field.initialValue === "string"
      ? [field.initialValue]
      : [];
  const descriptionId = `${field.id}-helper-text`;
  return (
    <fieldset
      id={field.id}
      aria-describedby={errors.length ? descriptionId : undefined}
      style={{ border: 0, margin: 0, padding: 0 }}
    >
      <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {CAMPAIGN_DAYS.map((day) => (
          <Checkbox
            key={day}
            name={field.name}
            value={day}
            label={t(`campaigns:days.${day}`)}
            defaultChecked={initial.includes(day)}
          />
        ))}
      </Stack>
      {errors.length > 0 && (
        <FormHelperText id={descriptionId} sx={{ color: "danger.plainColor" }}>
          {errors.join(" ")}
        </FormHelperText>
      )}
    </fieldset>
  );
}

/** The campaign's calls in the call history: this campaign exactly (by id), from its start. */
function callsHref(record: CampaignDetail, screen: EntityMode): string {
  const params = new URLSearchParams({ campaignId: record.id });
  if (record.startedAt) params.set("from", new Date(Date.parse(record.startedAt) - TIME.MINUTE_MS).toISOString());
  if (record.endedAt) params.set("to", new Date(Date.parse(record.endedAt) + TIME.MINUTE_MS).toISOString());
  if (screen === "admin" && record.accountId) params.set("account", record.accountId);
  return `${screen === "admin" ? "/admin/calls" : "/portal/call_history"}?${params.toString()}`;
}

function CampaignView({
  data,
  record,
  screen,
}: {
  data: CampaignDialogData;
  record: CampaignDetail;
  screen: EntityMode;
}) {
  const { t } = useTranslation(["campaigns", "messages", "common"]);
  const { search } = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const live = record.state === "scheduled" || record.state === "running";
  // While it runs, its counts move: ask again every few seconds (JavaScript on; without it, reload).
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, CAMPAIGNS.VIEW_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [live, record, revalidator]);
  const label = (name: string) => t(`campaigns:fields.${name}`);
  const p = record.progress;
  const transitions = data.canTransition
    ? CAMPAIGN_TRANSITION_NAMES.filter((tr) => canTransition(record.state, tr))
    : [];
  const close = `${listPath(CAMPAIGNS_RESOURCE, screen)}${search}`;
  return (
    <RouteDialog title={t("campaigns:dialog.title.view")} closeHref={close} width={720}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {record.accountName && (
            <ReadOnlyField label={t("campaigns:columns.accountName")} value={record.accountName} />
          )}
          <ReadOnlyField label={label("name")} value={record.name} />
          <ReadOnlyField label={label("state")} value={t(`campaigns:state.${record.state}`)} />
          <section aria-label={t("campaigns:view.progress")}>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
              {(["contacts", "placed", "answered", "failed", "remaining"] as const).map((k) => (
                <ReadOnlyField key={k} label={label(k)} value={String(p[k])} />
              ))}
            </Stack>
          </section>
          <ReadOnlyField
            label={label("botId")}
            value={record.botName ?? t("campaigns:missing", { id: record.botId })}
          />
          <ReadOnlyField
            label={label("callerNumberId")}
            value={record.callerNumber ?? t("campaigns:missing", { id: record.callerNumberId })}
          />
          <ReadOnlyField label={label("window")} value={windowText(t, record)} />
          <ReadOnlyField
            label={label("pace")}
            value={t("campaigns:fields.pace_value", {
              callsPerSecond: record.callsPerSecond,
              concurrency: record.concurrency,
            })}
          />
          <ReadOnlyField
            label={label("retries")}
            value={t("campaigns:fields.retries_value", {
              retries: record.retries,
              retryDelayMinutes: record.retryDelayMinutes,
            })}
          />
          {record.startedAt && (
            <ReadOnlyField label={t("campaigns:columns.startedAt")} value={formatDateTime(record.startedAt, "UTC")} />
          )}
          <ReadOnlyField label={label("id")} value={record.id} />
          {record.rejectedCount > 0 && <RejectedRows record={record} t={t} />}
          {data.canSeeCalls && record.startedAt && (
            <Link to={callsHref(record, screen)}>{t("campaigns:view.calls_link")}</Link>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {transitions.length > 0 && (
          <Form
            method="post"
            action={`${listPath(CAMPAIGNS_RESOURCE, screen)}/${encodeURIComponent(record.id)}/transition${search}`}
            preventScrollReset
            aria-label={t("campaigns:view.transitions")}
            style={{ display: "flex", gap: 8, flexWrap: "wrap" }}
          >
            {transitions.map((tr) => (
              <Button
                key={tr}
                type="submit"
                name="intent"
                value={tr}
                color={tr === "cancel" ? "danger" : "primary"}
                variant={tr === "cancel" ? "outlined" : "solid"}
                disabled={navigation.state === "submitting"}
              >
                {t(`campaigns:transition.${tr}`)}
              </Button>
            ))}
          </Form>
        )}
        <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
          {t("common:actions.close")}
        </Button>
      </DialogActions>
    </RouteDialog>
  );
}

/** The upload's rejected rows: line, what it held, and why. */
function RejectedRows({ record, t }: { record: CampaignDetail; t: TFunction }) {
  return (
    <Alert color="warning" variant="soft" sx={{ display: "block" }}>
      <table className="vc-rejected-rows" style={{ width: "100%", borderCollapse: "collapse" }}>
        <caption style={{ textAlign: "left", fontWeight: 600, paddingBottom: 4 }}>
          {t("campaigns:view.rejected_title", { count: record.rejectedCount })}
          {record.rejectedCount > record.rejected.length
            ? ` ${t("campaigns:view.rejected_more", { shown: record.rejected.length })}`
            : ""}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: "left" }}>
              {t("campaigns:view.rejected_line")}
            </th>
            <th scope="col" style={{ textAlign: "left" }}>
              {t("campaigns:view.rejected_value")}
            </th>
            <th scope="col" style={{ textAlign: "left" }}>
              {t("campaigns:view.rejected_reason")}
            </th>
          </tr>
        </thead>
        <tbody>
          {record.rejected.map((r) => (
            <tr key={r.line}>
              <td>{r.line}</td>
              <td>{r.value}</td>
              <td>{t(`messages:${r.reason}`, { firstLine: r.firstLine })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Alert>
  );
}
