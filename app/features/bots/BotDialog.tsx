import Typography from "@mui/joy/Typography";
import { Link, useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BOT_API_TYPES, BOT_MAIN_FRAMEWORKS } from "../../../contract/enums/bots";
import { AUDIO } from "../../../contract/limits/audio";
import {
  AGENT_VERSION_LATEST,
  BACKGROUND_MUSIC_FORMATS,
  BOT_AUTH_METHODS,
  BOT_FORM,
  botFormSchema,
  TRANSFER_METHODS,
  type BotDetail,
} from "../../../contract/wire/bots";
import {
  FormCheckbox,
  FormSelectField,
  FormTextArea,
  FormTextField,
  ReadOnlyField,
  SecretField,
} from "~/components/form/FormField";
import { AI_AGENT_PATHS } from "~/features/ai-agents/paths";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { AgentChoice, BotDialogData } from "./dialog-data.server";
import { BOTS_RESOURCE } from "./resource";

/** A stored bot as form values (conform reads strings; a checked box is "on"). */
function formValues(record: BotDetail | null, data: BotDialogData): Record<string, unknown> {
  if (!record) {
    return {
      framework: "None",
      subFramework: "custom",
      botApiType: "chat_api",
      authMethod: "no-auth",
      regionId: data.regions[0]?.regionId ?? "",
      transferMethod: "refer",
      backgroundMusicFormat: "mp3",
      isTranscriptCallingEnabled: "on",
      dtmf: "on",
      outboundCallAttempts: String(BOT_FORM.OUTBOUND_ATTEMPTS_MIN),
      maxCallsPerSecond: String(BOT_FORM.MAX_CALLS_PER_SECOND_DEFAULT),
      maxConcurrentCalls: String(BOT_FORM.MAX_CONCURRENT_CALLS_DEFAULT),
    };
  }
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === "boolean") values[key] = value ? "on" : undefined;
    else if (typeof value === "number") values[key] = String(value);
    else if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** A version choice's words: the latest published (and which it is now), or a pinned version. */
function versionLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  value: string,
  latest: number | null,
) {
  if (value !== AGENT_VERSION_LATEST) return t("bots:fields.agentVersion_pinned", { version: value });
  return latest === null
    ? t("bots:fields.agentVersion_latest_none")
    : t("bots:fields.agentVersion_latest", { version: latest });
}

/** The version select's options: the latest published first, then each published version, newest first. */
const versionValues = (agent: AgentChoice | undefined) => [
  AGENT_VERSION_LATEST,
  ...Array.from({ length: agent?.latestVersion ?? 0 }, (_, i) => String((agent?.latestVersion ?? 0) - i)),
];

/** The view's agent: its name, a link to it for those who may read agents. */
function AgentView({ label, name, href }: { label: string; name: string; href: string | null }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <Typography id={id} level="body-sm" sx={{ fontWeight: "md", color: "text.primary", mb: 0.5 }}>
        {label}
      </Typography>
      {href ? <Link to={href}>{name}</Link> : <Typography level="body-md">{name}</Typography>}
    </div>
  );
}

const section = (text: string) => (
  <Typography level="title-sm" component="h3" sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/**
 * The bot dialog in the three form modes (docs/product.md#form-modes "Form modes"). The fields follow the framework, bot
 * type and authentication chosen (contract BOT_FRAMEWORKS): with JavaScript as they change, without
 * it after "Continue". Secrets are write-only: an existing one shows as set, and stays when left empty.
 */
export function BotDialog({
  mode,
  screen = "portal",
  closeHref,
}: {
  mode: EntityFormMode;
  screen?: EntityMode;
  closeHref?: string;
}) {
  const data = useLoaderData<BotDialogData>();
  const { t } = useTranslation(["bots", "common"]);
  const secretsSet = Object.entries(data.record?.secretsSet ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k);
  const schema = botFormSchema(secretsSet);
  const [form, fields] = useEntityForm(`bot-${mode}`, schema, formValues(data.record, data));
  const readOnly = mode === "view";
  const label = (name: string) => t(`bots:fields.${name}`);
  const options = (name: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`bots:values.${name}.${v}`) }));

  const framework = String(fields.framework.value ?? "None");
  const subs = data.frameworks.filter((f) => f.main === framework);
  const sub = subs.find((f) => f.id === fields.subFramework.value) ?? subs[0];
  const takes = (field: string) => Boolean(sub?.fields.includes(field as never));
  const authMethods = sub?.authMethods ?? BOT_AUTH_METHODS;
  const authMethod = authMethods.includes(fields.authMethod.value as never)
    ? String(fields.authMethod.value)
    : authMethods[0];
  // The agent chosen (the first by default) and so the versions offered: as it changes, or after Continue.
  const agent = data.agents.find((a) => a.id === fields.agentId.value) ?? data.agents[0];
  // Checkboxes that open more fields: their state as the user toggles them (the server's after Continue).
  const [transfer, setTransfer] = useState(fields.isTransferCallingEnabled.initialValue === "on");
  const [music, setMusic] = useState(fields.isBackgroundMusicEnabled.initialValue === "on");

  const secret = (name: "token" | "clientSecret" | "directLineSecret") => (
    <SecretField
      field={fields[name]}
      label={label(name)}
      readOnly={readOnly}
      isSet={Boolean(data.record?.secretsSet[name])}
      setHint={t("common:secret.set")}
    />
  );

  return (
    <EntityFormDialog
      resource={BOTS_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      hasContinue
      closeHref={closeHref}
    >
      {section(t("bots:sections.general"))}
      <FormTextField field={fields.name} label={label("name")} hint={t("bots:fields.name_hint")} disabled={readOnly} />
      <FormTextField field={fields.botAlias} label={label("botAlias")} disabled={readOnly} />
      <FormSelectField
        field={fields.regionId}
        label={label("regionId")}
        options={data.regions.map((r) => ({ value: r.regionId, label: r.regionName }))}
        disabled={readOnly}
      />
      {readOnly && data.record && <ReadOnlyField label={label("id")} value={data.record.id} />}
      {readOnly && data.record && (
        <ReadOnlyField label={label("assignedNumbers")} value={String(data.record.assignedNumbers)} />
      )}

      {section(t("bots:sections.framework"))}
      <FormSelectField
        field={fields.framework}
        label={label("framework")}
        options={options("framework", BOT_MAIN_FRAMEWORKS)}
        disabled={readOnly}
      />
      <FormSelectField
        key={`sub:${framework}`}
        field={fields.subFramework}
        label={label("subFramework")}
        options={subs.map((f) => ({ value: f.id, label: f.label }))}
        defaultValue={sub?.id}
        disabled={readOnly}
      />
      <FormSelectField
        key={`api:${sub?.id}`}
        field={fields.botApiType}
        label={label("botApiType")}
        options={options("botApiType", (sub?.apiTypes ?? BOT_API_TYPES) as readonly string[])}
        disabled={readOnly}
      />
      {takes("apiUrl") && (
        <FormTextField
          field={fields.apiUrl}
          label={label("apiUrl")}
          hint={t("bots:fields.apiUrl_hint")}
          disabled={readOnly}
        />
      )}
      {takes("projectId") && <FormTextField field={fields.projectId} label={label("projectId")} disabled={readOnly} />}
      {takes("location") && <FormTextField field={fields.location} label={label("location")} disabled={readOnly} />}
      {takes("agentId") && readOnly && (
        <>
          <AgentView
            label={label("agentId")}
            name={data.record?.agentName ?? t("bots:fields.agent_unset")}
            href={
              data.canViewAgents && data.record?.agentId
                ? `${AI_AGENT_PATHS[screen]}/${encodeURIComponent(data.record.agentId)}`
                : null
            }
          />
          {data.record?.agentId && (
            <ReadOnlyField
              label={label("agentVersion")}
              value={versionLabel(
                t,
                String(data.record.agentVersion ?? AGENT_VERSION_LATEST),
                data.record.agentLatestVersion ?? null,
              )}
            />
          )}
        </>
      )}
      {takes("agentId") && !readOnly && (
        <>
          <FormSelectField
            field={fields.agentId}
            label={label("agentId")}
            hint={t("bots:fields.agentId_hint")}
            options={
              data.agents.length
                ? data.agents.map((a) => ({ value: a.id, label: a.name }))
                : [{ value: "", label: t("bots:fields.agent_none") }]
            }
            defaultValue={agent?.id}
          />
          {data.agents.length === 0 && data.canCreateAgents && (
            <Link to={`${AI_AGENT_PATHS.portal}/new`}>{t("bots:fields.agent_create")}</Link>
          )}
          <FormSelectField
            key={`version:${agent?.id ?? ""}`}
            field={fields.agentVersion}
            label={label("agentVersion")}
            options={versionValues(agent).map((v) => ({
              value: v,
              label: versionLabel(t, v, agent?.latestVersion ?? null),
            }))}
            defaultValue={AGENT_VERSION_LATEST}
          />
        </>
      )}

      {section(t("bots:sections.authentication"))}
      <FormSelectField
        key={`auth:${sub?.id}`}
        field={fields.authMethod}
        label={label("authMethod")}
        options={options("authMethod", authMethods)}
        defaultValue={authMethod}
        disabled={readOnly}
      />
      {authMethod === "token" && secret("token")}
      {authMethod === "oauth" && (
        <>
          <FormTextField field={fields.clientId} label={label("clientId")} disabled={readOnly} />
          {secret("clientSecret")}
          <FormTextField field={fields.scopes} label={label("scopes")} disabled={readOnly} />
          <FormTextField field={fields.tokenUrl} label={label("tokenUrl")} disabled={readOnly} />
        </>
      )}
      {authMethod === "directline" && secret("directLineSecret")}

      {section(t("bots:sections.configuration"))}
      <FormTextArea
        field={fields.advancedConfiguration}
        label={label("advancedConfiguration")}
        hint={t("bots:fields.advancedConfiguration_hint")}
        monospace
        minRows={3}
        disabled={readOnly}
      />

      {section(t("bots:sections.features"))}
      <FormCheckbox
        field={fields.isTransferCallingEnabled}
        label={label("isTransferCallingEnabled")}
        hint={data.trial ? t("bots:fields.transfer_trial") : undefined}
        disabled={readOnly || data.trial}
        onChange={setTransfer}
      />
      {transfer && (
        <>
          <FormTextField
            field={fields.transferTarget}
            label={label("transferTarget")}
            hint={t("bots:fields.transferTarget_hint")}
            inputMode="tel"
            disabled={readOnly}
          />
          <FormTextField field={fields.transferMessage} label={label("transferMessage")} disabled={readOnly} />
          <FormTextField
            field={fields.transferThreshold}
            label={label("transferThreshold")}
            inputMode="numeric"
            disabled={readOnly}
          />
          <FormSelectField
            field={fields.transferMethod}
            label={label("transferMethod")}
            options={options("transferMethod", TRANSFER_METHODS)}
            disabled={readOnly}
          />
        </>
      )}
      <FormCheckbox
        field={fields.isOutboundCallingEnabled}
        label={label("isOutboundCallingEnabled")}
        hint={data.outboundAllowed ? undefined : t("bots:fields.outbound_disabled")}
        disabled={readOnly || !data.outboundAllowed}
      />
      <FormCheckbox
        field={fields.isRecordAllCallsEnabled}
        label={label("isRecordAllCallsEnabled")}
        disabled={readOnly}
      />
      <FormCheckbox
        field={fields.isTranscriptCallingEnabled}
        label={label("isTranscriptCallingEnabled")}
        disabled={readOnly}
      />
      <FormCheckbox
        field={fields.isSpeakerVerificationEnabled}
        label={label("isSpeakerVerificationEnabled")}
        disabled={readOnly}
      />
      <FormCheckbox
        field={fields.isBackgroundMusicEnabled}
        label={label("isBackgroundMusicEnabled")}
        disabled={readOnly}
        onChange={setMusic}
      />
      {music && (
        <>
          <FormTextField field={fields.backgroundMusicUrl} label={label("backgroundMusicUrl")} disabled={readOnly} />
          <FormTextField
            field={fields.backgroundMusicVolume}
            label={label("backgroundMusicVolume")}
            hint={t("bots:fields.backgroundMusicVolume_hint", { min: AUDIO.BACKGROUND_MUSIC_MIN_DB })}
            inputMode="numeric"
            disabled={readOnly}
          />
          <FormSelectField
            field={fields.backgroundMusicFormat}
            label={label("backgroundMusicFormat")}
            options={options("backgroundMusicFormat", BACKGROUND_MUSIC_FORMATS)}
            disabled={readOnly}
          />
          <FormCheckbox field={fields.backgroundMusicCache} label={label("backgroundMusicCache")} disabled={readOnly} />
        </>
      )}
      <FormCheckbox
        field={fields.isVoiceStreaming}
        label={label("isVoiceStreaming")}
        hint={t("bots:fields.isVoiceStreaming_hint")}
        disabled={readOnly}
      />
      <FormCheckbox field={fields.bargeIn} label={label("bargeIn")} disabled={readOnly} />
      <FormCheckbox field={fields.dtmf} label={label("dtmf")} disabled={readOnly} />

      {section(t("bots:sections.calls"))}
      <FormTextField
        field={fields.outboundCallAttempts}
        label={label("outboundCallAttempts")}
        inputMode="numeric"
        disabled={readOnly}
      />
      <FormTextField
        field={fields.maxCallsPerSecond}
        label={label("maxCallsPerSecond")}
        hint={t("bots:fields.maxCallsPerSecond_hint")}
        inputMode="numeric"
        disabled={readOnly}
      />
      <FormTextField
        field={fields.maxConcurrentCalls}
        label={label("maxConcurrentCalls")}
        hint={t("bots:fields.maxConcurrentCalls_hint")}
        inputMode="numeric"
        disabled={readOnly}
      />
      <FormTextField
        field={fields.dialOutNumber}
        label={label("dialOutNumber")}
        hint={t("bots:fields.transferTarget_hint")}
        inputMode="tel"
        disabled={readOnly}
      />
    </EntityFormDialog>
  );
}
