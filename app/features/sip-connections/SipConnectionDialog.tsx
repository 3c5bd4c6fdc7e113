import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import FormHelperText from "@mui/joy/FormHelperText";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SIP_TYPES } from "../../../contract/enums/sip";
import {
  SIP_AUTH_METHODS,
  SIP_CODERS,
  SIP_DNS_METHODS,
  SIP_DTMF_METHODS,
  SIP_FORM,
  SIP_FORM_DEFAULTS,
  SIP_SOURCE_NUMBER_HEADERS,
  SIP_TRANSFER_METHODS,
  SIP_TYPE_FIELDS,
  sipFormSchema,
  type SipConnectionDetail,
} from "../../../contract/wire/sip";
import {
  FormCheckbox,
  FormSelectField,
  FormTextField,
  ReadOnlyField,
  SecretField,
  useFieldErrorText,
} from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import { listPath, type EntityMode } from "~/features/entities/resource";
import type { SipConnectionDialogData } from "./dialog-data.server";
import { SIP_CONNECTIONS_RESOURCE } from "./resource";

const FLAGS = ["registration", "authFqdn", "authSourceIp", "authDialedNumbers", "encryption", "delayedOffer"] as const;
const LISTS = ["signallingAddresses", "sourceIps", "dialedNumbers", "sourceNumberHeaders"] as const;

/**
 * A stored connection as form values (conform reads strings; a checked box is "on"); a new one starts
 * from SIP_FORM_DEFAULTS with the first region. Lists keep one empty row to type into.
 */
function formValues(record: SipConnectionDetail | null, data: SipConnectionDialogData): Record<string, unknown> {
  const source = record ?? { ...SIP_FORM_DEFAULTS, name: "", regionId: data.regions[0]?.regionId ?? "" };
  const values: Record<string, unknown> = {
    name: source.name,
    type: source.type,
    regionId: source.regionId,
    fqdn: "fqdn" in source ? source.fqdn : undefined,
    serverHostname: "serverHostname" in source ? source.serverHostname : undefined,
    dtmfMethod: source.dtmfMethod,
    transferMethod: source.transferMethod,
    coders: [...source.coders],
    keepAlive: String(source.keepAlive),
    authMethod: source.authMethod,
    username: "username" in source ? source.username : undefined,
    serviceNumber: "serviceNumber" in source ? source.serviceNumber : undefined,
    cacProfileId: ("cacProfileId" in source ? source.cacProfileId : undefined) ?? data.defaultCacProfile ?? undefined,
    dnsMethod: source.dnsMethod,
    maxCallDurationInMinutes: String(source.maxCallDurationInMinutes),
  };
  for (const f of FLAGS) values[f] = (source as Record<string, unknown>)[f] ? "on" : undefined;
  for (const l of LISTS) {
    const list = [...((source as unknown as Record<string, readonly string[] | undefined>)[l] ?? [])];
    values[l] = list.length ? list : l === "sourceNumberHeaders" ? [] : [""];
  }
  return values;
}

const section = (text: string, id?: string) => (
  <Typography level="title-sm" component="h3" id={id} sx={{ pt: 1 }}>
    {text}
  </Typography>
);

type Form = FormMetadata<Record<string, unknown>, string[]>;

/**
 * A list of the form (signalling addresses, source IPs, dialed numbers, headers): a group of rows,
 * each with "Remove", and "Add" below; conform's list buttons, which post without JavaScript (the
 * action answers with the changed form). The list's own errors (too few, too many) are under it.
 */
function ListField({
  form,
  field,
  heading,
  itemLabel,
  addLabel,
  hint,
  readOnly,
  options,
}: {
  form: Form;
  field: FieldMetadata<string[]>;
  heading: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  hint: string;
  readOnly: boolean;
  options?: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation(["sip-connections"]);
  const errorText = useFieldErrorText();
  const headingId = useId();
  const errorId = useId();
  const rows = field.getFieldList();
  const errors = (field.errors ?? []).map((e) => errorText(e, heading));
  return (
    <Stack
      spacing={1}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={errors.length ? errorId : undefined}
      id={field.id}
    >
      {section(heading, headingId)}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Stack key={row.key} direction="row" spacing={1} alignItems="flex-end">
            <div style={{ flex: 1 }}>
              {options ? (
                <FormSelectField
                  field={row as FieldMetadata<unknown>}
                  label={itemLabel(n)}
                  options={options}
                  disabled={readOnly}
                />
              ) : (
                <FormTextField field={row as FieldMetadata<unknown>} label={itemLabel(n)} disabled={readOnly} />
              )}
            </div>
            {!readOnly && (
              <Button
                {...form.remove.getButtonProps({ name: field.name, index })}
                type="submit"
                size="sm"
                variant="plain"
                color="danger"
                aria-label={t("sip-connections:actions.remove_item", { label: itemLabel(n).replace(/ \d+$/, ""), n })}
              >
                {t("sip-connections:actions.remove")}
              </Button>
            )}
          </Stack>
        );
      })}
      {errors.length > 0 && (
        <FormHelperText id={errorId} sx={{ color: "danger.plainColor" }}>
          {errors.join(" ")}
        </FormHelperText>
      )}
      {!readOnly && (
        <div>
          <Button
            {...form.insert.getButtonProps({ name: field.name, defaultValue: options ? options[0]?.value : "" })}
            type="submit"
            size="sm"
            variant="outlined"
            color="neutral"
          >
            {addLabel}
          </Button>
        </div>
      )}
      <Typography level="body-sm">{hint}</Typography>
    </Stack>
  );
}

/** The supported coders: one checkbox per coder, all named `coders` (checked ones post their value). */
function CodersField({ field, readOnly }: { field: FieldMetadata<string[]>; readOnly: boolean }) {
  const { t } = useTranslation(["sip-connections"]);
  const errorText = useFieldErrorText();
  const headingId = useId();
  const errorId = useId();
  const label = t("sip-connections:fields.coders");
  const errors = (field.errors ?? []).map((e) => errorText(e, label));
  const initial = Array.isArray(field.initialValue)
    ? (field.initialValue as string[])
    : typeof field.initialValue === "string"
      ? [field.initialValue]
      : [];
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={errors.length ? errorId : undefined} id={field.id}>
      <Typography level="body-sm" id={headingId} sx={{ fontWeight: "md", mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {SIP_CODERS.map((coder) => (
          <Checkbox
            key={coder}
            name={field.name}
            value={coder}
            label={coder}
            defaultChecked={initial.includes(coder)}
            disabled={readOnly}
          />
        ))}
      </Stack>
      {errors.length > 0 && (
        <FormHelperText id={errorId} sx={{ color: "danger.plainColor" }}>
          {errors.join(" ")}
        </FormHelperText>
      )}
    </div>
  );
}

/**
 * The SIP connection dialog in the three form modes (docs/product.md#form-modes "Form modes"). The fields a type takes
 * (registration for a trunk, a contact center's service number) and the credentials the
 * authentication method needs follow the choices: with JavaScript as they change, without it after
 * "Continue". The password and the authentication code are write-only: a view says only whether one
 * is set; an edit may leave them empty to keep them.
 */
export function SipConnectionDialog({
  mode,
  screen = "portal",
  closeHref,
}: {
  mode: EntityFormMode;
  screen?: EntityMode;
  closeHref?: string;
}) {
  const data = useLoaderData<SipConnectionDialogData>();
  const { t } = useTranslation(["sip-connections", "messages", "common"]);
  const { search } = useLocation();
  const set = Object.entries(data.record?.secretsSet ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k);
  const schema = sipFormSchema(set);
  const [form, fields] = useEntityForm(`sip-connection-${mode}`, schema, formValues(data.record, data));
  const readOnly = mode === "view";
  const label = (name: string) => t(`sip-connections:fields.${name}`);
  const options = (group: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`sip-connections:values.${group}.${v}`) }));

  const type = (SIP_TYPES as readonly string[]).includes(String(fields.type.value))
    ? (String(fields.type.value) as (typeof SIP_TYPES)[number])
    : "sip-trunk";
  const takes = SIP_TYPE_FIELDS[type];
  const authMethod = String(fields.authMethod.value ?? "none");

  const secret = (name: "password" | "authCode") => (
    <SecretField
      field={fields[name]}
      label={label(name)}
      readOnly={readOnly}
      isSet={Boolean(data.record?.secretsSet[name])}
      setHint={t(`sip-connections:fields.${name}_set`)}
    />
  );
  const f = form as unknown as Form;
  const record = data.record;

  return (
    <EntityFormDialog
      resource={SIP_CONNECTIONS_RESOURCE}
      mode={mode}
      screen={screen}
      form={f}
      hasContinue
      width={760}
      closeHref={closeHref}
    >
      {section(t("sip-connections:sections.general"))}
      <FormTextField
        field={fields.name}
        label={label("name")}
        hint={t("sip-connections:fields.name_hint")}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.type}
        label={label("type")}
        options={options("type", SIP_TYPES)}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.regionId}
        label={label("regionId")}
        options={data.regions.map((r) => ({ value: r.regionId, label: r.regionName }))}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.fqdn}
        label={label("fqdn")}
        hint={t("sip-connections:fields.fqdn_hint")}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.serverHostname}
        label={label("serverHostname")}
        hint={t("sip-connections:fields.serverHostname_hint")}
        disabled={readOnly}
      />
      {takes.serviceNumber && (
        <FormTextField
          field={fields.serviceNumber}
          label={label("serviceNumber")}
          hint={t("sip-connections:fields.serviceNumber_hint")}
          disabled={readOnly}
        />
      )}
      {readOnly && record && <ReadOnlyField label={label("id")} value={record.id} />}
      {readOnly && record && (
        <ReadOnlyField
          label={label("status")}
          value={t(`sip-connections:values.status.${record.status}`, { defaultValue: record.status })}
        />
      )}

      {readOnly && record?.dnsTxtValue && (
        <>
          {section(t("sip-connections:sections.dns"))}
          <ReadOnlyField label={label("dnsTxtValue")} value={record.dnsTxtValue} />
          <Typography level="body-sm">
            {t("sip-connections:fields.dnsTxtValue_hint", { fqdn: record.fqdn ?? "" })}
          </Typography>
          {data.canVerify && (
            <div>
              {/* Posts to the verify route (the view's form has no action of its own); works without JavaScript. */}
              <Button
                type="submit"
                formMethod="post"
                formAction={`${listPath(SIP_CONNECTIONS_RESOURCE, "portal")}/${encodeURIComponent(record.id)}/verify${search}`}
                size="sm"
                variant="outlined"
              >
                {t("sip-connections:actions.verify")}
              </Button>
            </div>
          )}
        </>
      )}

      {section(t("sip-connections:sections.media"))}
      <FormSelectField
        field={fields.dtmfMethod}
        label={label("dtmfMethod")}
        options={options("dtmfMethod", SIP_DTMF_METHODS)}
        disabled={readOnly}
      />
      <FormSelectField
        field={fields.transferMethod}
        label={label("transferMethod")}
        options={options("transferMethod", SIP_TRANSFER_METHODS)}
        disabled={readOnly}
      />
      <CodersField field={fields.coders as FieldMetadata<string[]>} readOnly={readOnly} />
      <FormTextField
        field={fields.keepAlive}
        label={label("keepAlive")}
        hint={t("sip-connections:fields.keepAlive_hint")}
        inputMode="numeric"
        disabled={readOnly}
      />
      {takes.registration && (
        <FormCheckbox field={fields.registration} label={label("registration")} disabled={readOnly} />
      )}
      <FormCheckbox field={fields.encryption} label={label("encryption")} disabled={readOnly} />
      <FormCheckbox field={fields.delayedOffer} label={label("delayedOffer")} disabled={readOnly} />
      <FormSelectField
        field={fields.dnsMethod}
        label={label("dnsMethod")}
        options={options("dnsMethod", SIP_DNS_METHODS)}
        disabled={readOnly}
      />

      {section(t("sip-connections:sections.authentication"))}
      <Typography level="body-sm">{t("sip-connections:fields.auth_checks_hint")}</Typography>
      <FormCheckbox field={fields.authFqdn} label={label("authFqdn")} disabled={readOnly} />
      <FormCheckbox field={fields.authDialedNumbers} label={label("authDialedNumbers")} disabled={readOnly} />
      <FormCheckbox field={fields.authSourceIp} label={label("authSourceIp")} disabled={readOnly} />
      <FormSelectField
        field={fields.authMethod}
        label={label("authMethod")}
        options={options("authMethod", SIP_AUTH_METHODS)}
        disabled={readOnly}
      />
      {authMethod === "credentials" && (
        <FormTextField field={fields.username} label={label("username")} disabled={readOnly} />
      )}
      {authMethod === "credentials" && secret("password")}
      {authMethod === "authCode" && secret("authCode")}

      <ListField
        form={f}
        field={fields.signallingAddresses as FieldMetadata<string[]>}
        heading={t("sip-connections:sections.addresses")}
        itemLabel={(n) => t("sip-connections:fields.signallingAddress", { n })}
        addLabel={t("sip-connections:actions.add_address")}
        hint={t("sip-connections:fields.signallingAddresses_hint", { max: SIP_FORM.SIGNALLING_ADDRESSES_MAX })}
        readOnly={readOnly}
      />
      <ListField
        form={f}
        field={fields.sourceIps as FieldMetadata<string[]>}
        heading={t("sip-connections:sections.sourceIps")}
        itemLabel={(n) => t("sip-connections:fields.sourceIp", { n })}
        addLabel={t("sip-connections:actions.add_source_ip")}
        hint={t("sip-connections:fields.sourceIps_hint")}
        readOnly={readOnly}
      />
      <ListField
        form={f}
        field={fields.dialedNumbers as FieldMetadata<string[]>}
        heading={t("sip-connections:sections.dialedNumbers")}
        itemLabel={(n) => t("sip-connections:fields.dialedNumber", { n })}
        addLabel={t("sip-connections:actions.add_dialed_number")}
        hint={t("sip-connections:fields.dialedNumbers_hint")}
        readOnly={readOnly}
      />
      <ListField
        form={f}
        field={fields.sourceNumberHeaders as FieldMetadata<string[]>}
        heading={t("sip-connections:sections.headers")}
        itemLabel={(n) => t("sip-connections:fields.header", { n })}
        addLabel={t("sip-connections:actions.add_header")}
        hint={t("sip-connections:fields.headers_hint")}
        readOnly={readOnly}
        options={SIP_SOURCE_NUMBER_HEADERS.map((h) => ({ value: h, label: h }))}
      />

      {section(t("sip-connections:sections.limits"))}
      <FormSelectField
        field={fields.cacProfileId}
        label={label("cacProfileId")}
        options={data.cacProfiles.map((p) => ({ value: p.profileId, label: p.display }))}
        defaultValue={data.defaultCacProfile ?? undefined}
        disabled={readOnly}
      />
      <FormTextField
        field={fields.maxCallDurationInMinutes}
        label={label("maxCallDurationInMinutes")}
        hint={t("sip-connections:fields.maxCallDurationInMinutes_hint")}
        inputMode="numeric"
        disabled={readOnly}
      />
    </EntityFormDialog>
  );
}
