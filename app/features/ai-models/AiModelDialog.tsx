import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Typography from "@mui/joy/Typography";
import { parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { AI_MODELS } from "../../../contract/limits/ai";
import {
  AI_MODEL_CAPABILITIES,
  AI_MODEL_FORM_DEFAULTS,
  AI_MODEL_PROVIDER_FIELDS,
  AI_MODEL_PROVIDERS,
  aiModelFormSchema,
  aiModelKeyOwner,
  providerNeedsKey,
  type AiModelDetail,
  type AiModelProvider,
} from "../../../contract/wire/aiModels";
import { FormCheckbox, FormSelectField, FormTextField, ReadOnlyField, SecretField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import { recordHref, type EntityMode } from "~/features/entities/resource";
import { isCatalogueMessage } from "~/i18n/message-keys";
import type { AiModelDialogData } from "./dialog-data.server";
import { AI_MODEL_TEST_ACTION, AI_MODEL_TEST_INTENT, AI_MODELS_RESOURCE } from "./resource";
import type { AiModelTestReply } from "./test.server";
import { TestResultPanel } from "./TestResultPanel";

/** A stored model as form values (conform reads strings; a checked box is "on"); a new one starts from the defaults. */
function formValues(record: AiModelDetail | null): Record<string, unknown> {
  const on = (v: boolean) => (v ? "on" : undefined);
  if (!record)
    return {
      provider: AI_MODEL_FORM_DEFAULTS.provider,
      timeoutSeconds: String(AI_MODEL_FORM_DEFAULTS.timeoutSeconds),
      apiVersion: AI_MODEL_FORM_DEFAULTS.apiVersion,
      tools: on(AI_MODEL_FORM_DEFAULTS.tools),
      streaming: on(AI_MODEL_FORM_DEFAULTS.streaming),
      realtime: on(AI_MODEL_FORM_DEFAULTS.realtime),
    };
  return {
    name: record.name,
    provider: record.provider,
    baseUrl: record.baseUrl ?? "",
    modelId: record.modelId ?? "",
    deployment: record.deployment ?? "",
    apiVersion: record.apiVersion ?? AI_MODEL_FORM_DEFAULTS.apiVersion,
    timeoutSeconds: record.timeoutSeconds === null ? "" : String(record.timeoutSeconds),
    tools: on(record.tools),
    streaming: on(record.streaming),
    realtime: on(record.realtime),
  };
}

const section = (text: string) => (
  <Typography level="title-sm" component="h3" sx={{ pt: 1 }}>
    {text}
  </Typography>
);

const isProvider = (value: string): value is AiModelProvider =>
  (AI_MODEL_PROVIDERS as readonly string[]).includes(value);

/**
 * The model dialog in the three form modes (docs/product.md#form-modes; docs/features/ai-framework.md#models).
 * The connection's fields follow the provider (OpenAI: base URL and model; Azure OpenAI: its
 * endpoint, deployment and API version; an OpenAI-compatible server: base URL and model): with
 * JavaScript as it changes, without it after "Continue". The key is write-only. "Test connection"
 * tests what is typed without saving it (with JavaScript in place; without it, the form comes back
 * with the result, its key to type again). The view of a stored model offers its own test; the
 * built-in model's view says what it is.
 */
export function AiModelDialog({ mode, screen = "portal" }: { mode: EntityFormMode; screen?: EntityMode }) {
  const data = useLoaderData<AiModelDialogData>();
  const { t, i18n } = useTranslation(["ai-models", "messages", "common"]);
  const { search, pathname } = useLocation();
  const record = data.record;
  const secretsSet = Object.entries(record?.secretsSet ?? {})
    .filter(([, set]) => set)
    .map(([name]) => name);
  const schema = aiModelFormSchema(secretsSet);
  const [form, fields] = useEntityForm(`ai-model-${mode}`, schema, formValues(record));
  const readOnly = mode === "view";
  const label = (name: string) => t(`ai-models:fields.${name}`);
  const actionData = useActionData<AiModelTestReply>();
  const tester = useFetcher<AiModelTestReply & { error?: Record<string, string[]>; status?: string }>();
  const testing = tester.state !== "idle";

  if (record?.builtIn) return <BuiltInModelDialog record={record} screen={screen} />;

  const chosen = String(fields.provider.value ?? record?.provider ?? AI_MODEL_FORM_DEFAULTS.provider);
  const provider: AiModelProvider = isProvider(chosen) ? chosen : AI_MODEL_FORM_DEFAULTS.provider;
  const takes = new Set<string>(AI_MODEL_PROVIDER_FIELDS[provider]);
  // A stored key is the provider's at its base URL's origin: another one forgets it (the platform's rule).
  const keySet =
    Boolean(record?.secretsSet.apiKey) &&
    aiModelKeyOwner(provider, fields.baseUrl.value ?? record?.baseUrl) ===
      aiModelKeyOwner(record?.provider, record?.baseUrl);
  const test = tester.data?.test ?? actionData?.test;
  // A refusal of the fetcher's test (the platform's, on a field): its lines, as the form would show them.
  const testRefusal = tester.data && !tester.data.test ? Object.values(tester.data.error ?? {}).flat() : [];

  /** With JavaScript, a valid form is tested in place (the typed key stays typed); an invalid one is refused by the form's own check. */
  const testInPlace = (event: MouseEvent<HTMLButtonElement>) => {
    const element = event.currentTarget.form;
    if (!element) return;
    const formData = new FormData(element, event.currentTarget);
    if (parseWithZod(formData, { schema }).status !== "success") return;
    event.preventDefault();
    tester.submit(formData, { method: "post", action: `${pathname}${search}` });
  };

  return (
    <EntityFormDialog
      resource={AI_MODELS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      width={680}
    >
      {section(t("ai-models:sections.general"))}
      <FormTextField
        field={fields.name}
        label={label("name")}
        hint={t("ai-models:fields.name_hint")}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.provider}
        label={label("provider")}
        options={AI_MODEL_PROVIDERS.map((p) => ({ value: p, label: t(`ai-models:values.provider.${p}`) }))}
        disabled={readOnly}
      />
      {readOnly && record && <ReadOnlyField label={label("id")} value={record.id} />}

      {section(t("ai-models:sections.connection"))}
      <FormTextField
        field={fields.baseUrl}
        label={label("baseUrl")}
        hint={t(`ai-models:fields.baseUrl_hint.${provider}`, { url: AI_MODELS.OPENAI_DEFAULT_BASE_URL })}
        disabled={readOnly}
      />
      {takes.has("modelId") && (
        <FormTextField
          field={fields.modelId}
          label={label("modelId")}
          hint={t("ai-models:fields.modelId_hint")}
          disabled={readOnly}
        />
      )}
      {takes.has("deployment") && (
        <FormTextField
          field={fields.deployment}
          label={label("deployment")}
          hint={t("ai-models:fields.deployment_hint")}
          disabled={readOnly}
        />
      )}
      {takes.has("apiVersion") && (
        <FormTextField
          field={fields.apiVersion}
          label={label("apiVersion")}
          hint={t("ai-models:fields.apiVersion_hint", { version: AI_MODELS.AZURE_DEFAULT_API_VERSION })}
          disabled={readOnly}
        />
      )}
      <SecretField
        key={`apiKey:${provider}`}
        field={fields.apiKey}
        label={label("apiKey")}
        readOnly={readOnly}
        isSet={readOnly ? Boolean(record?.secretsSet.apiKey) : keySet}
        setHint={t("common:secret.set")}
        hint={
          providerNeedsKey(provider) ? t("ai-models:fields.apiKey_hint") : t("ai-models:fields.apiKey_hint_optional")
        }
      />
      <FormTextField
        field={fields.timeoutSeconds}
        label={label("timeoutSeconds")}
        hint={t("ai-models:fields.timeoutSeconds_hint", {
          min: AI_MODELS.TIMEOUT_MIN_SECONDS,
          max: AI_MODELS.TIMEOUT_MAX_SECONDS,
        })}
        inputMode="numeric"
        disabled={readOnly}
      />

      {section(t("ai-models:sections.capabilities"))}
      {AI_MODEL_CAPABILITIES.map((capability) => (
        <FormCheckbox key={capability} field={fields[capability]} label={label(capability)} disabled={readOnly} />
      ))}

      {(!readOnly || data.canTest) && section(t("ai-models:test.title"))}
      {readOnly ? (
        data.canTest &&
        record && (
          <div>
            {/* Posts to the model's test (the view's form has no action of its own); works without JavaScript. */}
            <Button
              type="submit"
              name="intent"
              value={AI_MODEL_TEST_INTENT}
              formMethod="post"
              formAction={recordHref(AI_MODELS_RESOURCE, "portal", record.id, AI_MODEL_TEST_ACTION, search)}
              size="sm"
              variant="outlined"
            >
              {t("ai-models:actions.test")}
            </Button>
          </div>
        )
      ) : (
        <>
          <Typography level="body-sm">{t("ai-models:test.intro_form")}</Typography>
          <div>
            <Button
              type="submit"
              name="intent"
              value={AI_MODEL_TEST_INTENT}
              formNoValidate
              onClick={testInPlace}
              loading={testing}
              size="sm"
              variant="outlined"
              color="neutral"
            >
              {t(test ? "ai-models:actions.test_again" : "ai-models:actions.test")}
            </Button>
          </div>
          {testRefusal.length > 0 && (
            <Alert
              color="danger"
              variant="soft"
              role="alert"
              sx={{ flexDirection: "column", alignItems: "flex-start" }}
            >
              {testRefusal.map((line, i) => (
                <span key={i}>{isCatalogueMessage(i18n, line) ? t(`messages:${line}`) : line}</span>
              ))}
            </Alert>
          )}
          {test && <TestResultPanel result={test} />}
        </>
      )}
    </EntityFormDialog>
  );
}

/** The built-in embedded model's view: what it is, read-only (docs/decisions/015-embedded-agent-engine.md). */
function BuiltInModelDialog({ record, screen }: { record: AiModelDetail; screen: EntityMode }) {
  const { t } = useTranslation(["ai-models", "common"]);
  const [form] = useEntityForm("ai-model-built-in", aiModelFormSchema(), {});
  const label = (name: string) => t(`ai-models:fields.${name}`);
  const capabilities = AI_MODEL_CAPABILITIES.filter((c) => record[c])
    .map((c) => t(`ai-models:values.capability.${c}`))
    .join(", ");
  return (
    <EntityFormDialog resource={AI_MODELS_RESOURCE} mode="view" screen={screen} form={form as never}>
      <Alert color="neutral" variant="soft">
        {t("ai-models:built_in.notice")}
      </Alert>
      <ReadOnlyField label={label("name")} value={record.name} />
      <ReadOnlyField label={label("provider")} value={t(`ai-models:values.provider.${record.provider}`)} />
      <ReadOnlyField label={label("id")} value={record.id} />
      <ReadOnlyField label={t("ai-models:columns.capabilities")} value={capabilities} />
    </EntityFormDialog>
  );
}
