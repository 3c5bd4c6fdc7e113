import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Textarea from "@mui/joy/Textarea";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ToolCallTrace } from "../../../contract/wire/aiTurns";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { NativeSelectField } from "~/components/NativeSelect";
import { useFieldErrorText } from "~/components/form/FormField";
import { listPath, recordHref } from "~/features/entities/resource";
import { AI_TOOLS_RESOURCE } from "./resource";
import { ARGUMENTS_FIELD, argField, type AiToolTestData, type AiToolTestResult, type TestField } from "./test-form";

/** One argument: a text input (numbers typed as text, read by the action), a yes/no choice for a boolean, a select for an enum. */
function ArgumentField({ field, index, value }: { field: TestField; index: number; value: string | undefined }) {
  const { t } = useTranslation(["ai-tools"]);
  const id = useId();
  const hint = [
    field.description,
    t(`ai-tools:values.type.${field.type}`),
    field.required ? null : t("ai-tools:test.optional"),
  ]
    .filter(Boolean)
    .join(" · ");
  const name = argField(index);
  if (field.type === "boolean" || field.options)
    return (
      <div>
        <NativeSelectField
          id={id}
          label={field.name}
          name={name}
          defaultValue={value ?? ""}
          aria-describedby={`${id}-hint`}
        >
          <option value="">{t("ai-tools:test.not_given")}</option>
          {(field.options ?? ["true", "false"]).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </NativeSelectField>
        <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
      </div>
    );
  return (
    <FormControl id={id} required={field.required}>
      <FormLabel>{field.name}</FormLabel>
      <Input
        name={name}
        defaultValue={value ?? ""}
        autoComplete="off"
        slotProps={{
          input: {
            inputMode: field.type === "string" ? "text" : "decimal",
            "aria-describedby": `${id}-hint`,
          },
        }}
      />
      <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
    </FormControl>
  );
}

/**
 * A labelled block of text as the platform recorded it (pre-formatted): a region, as a scrollable
 * block that can be focused and read by its label (a bare pre may not be named).
 */
function Recorded({ label, text }: { label: string; text: string }) {
  const id = useId();
  return (
    <div>
      <Typography level="title-sm" component="h4" id={id}>
        {label}
      </Typography>
      <Typography
        component="pre"
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        sx={{
          fontFamily: "code",
          fontSize: "sm",
          whiteSpace: "pre-wrap",
          wordBreak: "break-all",
          maxHeight: 280,
          overflow: "auto",
          p: 1,
          m: 0,
          borderRadius: "sm",
          bgcolor: "background.level1",
        }}
      >
        {text}
      </Typography>
    </div>
  );
}

/** The trace of the call: what came back first (status, time, value, error), then what was sent. */
function TraceView({ trace }: { trace: ToolCallTrace }) {
  const { t } = useTranslation(["ai-tools"]);
  const headingId = useId();
  const status = trace.mocked
    ? t("ai-tools:test.status_mocked")
    : trace.status === null
      ? t("ai-tools:test.status_none")
      : String(trace.status);
  const headers = Object.entries(trace.request.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography level="title-md" component="h3" id={headingId}>
        {t("ai-tools:test.result")}
      </Typography>
      {trace.error !== null && (
        <Alert color="danger" variant="soft" role="alert">
          {trace.error}
        </Alert>
      )}
      <table style={{ borderCollapse: "collapse", width: "100%", tableLayout: "fixed" }}>
        <tbody>
          {[
            [t("ai-tools:test.status"), status],
            [t("ai-tools:test.time"), t("ai-tools:test.ms", { ms: trace.ms })],
            [t("ai-tools:test.value"), trace.value ?? t("ai-tools:test.no_value")],
            [t("ai-tools:test.request"), `${trace.request.method} ${trace.request.url}`],
          ].map(([name, value]) => (
            <tr key={name}>
              <th
                scope="row"
                style={{ textAlign: "left", width: "30%", padding: "2px 8px 2px 0", verticalAlign: "top" }}
              >
                {name}
              </th>
              <td style={{ padding: "2px 0", overflowWrap: "anywhere" }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {trace.mocked && <Typography level="body-sm">{t("ai-tools:test.mocked_note")}</Typography>}
      <Recorded label={t("ai-tools:test.body")} text={trace.body || t("ai-tools:test.empty")} />
      {headers && <Recorded label={t("ai-tools:test.request_headers")} text={headers} />}
      {trace.request.body !== null && <Recorded label={t("ai-tools:test.request_body")} text={trace.request.body} />}
    </Stack>
  );
}

/**
 * A tool's Test (docs/features/ai-framework.md#test): sample arguments, one field per parameter (or
 * the arguments as JSON), and the platform's trace of the call. A plain form: without JavaScript the
 * page comes back with the result and what was typed.
 */
export function TestDialog() {
  const data = useLoaderData<AiToolTestData>();
  const result = useActionData<AiToolTestResult>();
  const { t } = useTranslation(["ai-tools", "messages", "common"]);
  const errorText = useFieldErrorText();
  const { search } = useLocation();
  const navigation = useNavigation();
  const running = navigation.state === "submitting";
  const jsonId = useId();
  const values = result?.values ?? {};
  const close = `${listPath(AI_TOOLS_RESOURCE, "portal")}${search}`;
  return (
    <RouteDialog title={t("ai-tools:test.title", { name: data.name })} closeHref={close} width={760}>
      <Form method="post" preventScrollReset>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography level="body-sm">
              {t(data.builtIn ? "ai-tools:test.intro_built_in" : "ai-tools:test.intro")}
            </Typography>
            {data.fields === null ? (
              <FormControl id={jsonId} error={Boolean(result?.argumentsError)}>
                <FormLabel>{t("ai-tools:test.arguments")}</FormLabel>
                <Textarea
                  name={ARGUMENTS_FIELD}
                  defaultValue={values[ARGUMENTS_FIELD] ?? "{}"}
                  minRows={4}
                  sx={{ fontFamily: "code", fontSize: "sm" }}
                  slotProps={{
                    textarea: {
                      spellCheck: false,
                      "aria-invalid": Boolean(result?.argumentsError) || undefined,
                      "aria-describedby": `${jsonId}-hint`,
                    },
                  }}
                />
                <FormHelperText id={`${jsonId}-hint`}>
                  {result?.argumentsError
                    ? errorText(result.argumentsError, t("ai-tools:test.arguments"))
                    : t("ai-tools:test.arguments_hint")}
                </FormHelperText>
              </FormControl>
            ) : data.fields.length === 0 ? (
              <Typography level="body-sm">{t("ai-tools:test.no_parameters")}</Typography>
            ) : (
              data.fields.map((f, i) => <ArgumentField key={f.name} field={f} index={i} value={values[argField(i)]} />)
            )}
            {result?.trace && <TraceView trace={result.trace} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" loading={running} disabled={running}>
            {t("ai-tools:test.run")}
          </Button>
          <Button
            component={Link}
            to={recordHref(AI_TOOLS_RESOURCE, "portal", data.id, "view", search)}
            preventScrollReset
            variant="plain"
            color="neutral"
          >
            {t("ai-tools:test.back")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.close")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
