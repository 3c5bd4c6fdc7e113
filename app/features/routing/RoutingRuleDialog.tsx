import FormHelperText from "@mui/joy/FormHelperText";
import Typography from "@mui/joy/Typography";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ROUTING_EVENT_TYPES } from "../../../contract/enums/routing";
import { ROUTING } from "../../../contract/limits/routing";
import {
  endpointValue,
  ROUTING_CONDITIONS,
  ROUTING_DESTINATION_TYPES,
  ROUTING_ORIGIN_TYPES,
  routingRuleFormSchema,
  type RoutingEndpointView,
  type RoutingRuleDetail,
} from "../../../contract/wire/routing";
import { NativeSelectField } from "~/components/NativeSelect";
import {
  FormSelectField,
  FormTextArea,
  FormTextField,
  ReadOnlyField,
  useFieldErrorText,
} from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm, type EntityFormMode } from "~/features/entities/EntityDialogs";
import type { EntityMode } from "~/features/entities/resource";
import type { RoutingRuleDialogData } from "./dialog-data.server";
import { conditionLabel, endpointLabel } from "./labels";
import { ROUTING_RULES_RESOURCE } from "./resource";

/** A new rule's start: a call of the first origin to the first bot, every call, priority 100. */
function formValues(record: RoutingRuleDetail | null, data: RoutingRuleDialogData): Record<string, unknown> {
  if (!record) {
    const first = (types: readonly string[]) =>
      data.choices.endpoints.find((e) => types.includes(e.type) && e.type !== "bot");
    const bot = data.choices.endpoints.find((e) => e.type === "bot");
    return {
      name: "",
      eventType: "call",
      origin: first(ROUTING_ORIGIN_TYPES) ? endpointValue(first(ROUTING_ORIGIN_TYPES)!) : "",
      destination: bot ? endpointValue(bot) : "",
      alternatives: [],
      condition: "none",
      pattern: "",
      customizedNumbers: "",
      priority: "100",
      routingGroupId: "",
      regionId: data.choices.regions[0]?.regionId ?? "",
    };
  }
  return {
    name: record.name,
    eventType: record.eventType,
    origin: endpointValue(record.origin),
    destination: endpointValue(record.destination),
    alternatives: record.alternatives.map(endpointValue),
    condition: record.condition,
    pattern: record.pattern ?? "",
    customizedNumbers: record.customizedNumbers.join("\n"),
    priority: String(record.priority),
    routingGroupId: record.routingGroupId ?? "",
    regionId: record.regionId ?? "",
  };
}

const section = (text: string) => (
  <Typography level="title-sm" component="h3" sx={{ pt: 1 }}>
    {text}
  </Typography>
);

/**
 * The routing rule dialog in the three form modes (docs/product.md#form-modes "Form modes"). Origins and destinations are
 * one select each of the account's entities by type and name; a deleted one the record still names
 * stays chosen as "Missing (deleted)", so the form opens and a save asks for another. The alternatives
 * are a fixed row of selects (unchosen ones are dropped): the form needs no second step without
 * JavaScript.
 */
export function RoutingRuleDialog({
  mode,
  screen = "portal",
  closeHref,
  defaults,
}: {
  mode: EntityFormMode;
  screen?: EntityMode;
  /** Where Cancel leads when the dialog is a step of another flow (a launch wizard's last step). */
  closeHref?: string;
  /** A new rule's values that flow chose already (its origin, destination, region, name). */
  defaults?: Record<string, string>;
}) {
  const data = useLoaderData<RoutingRuleDialogData>();
  const { t } = useTranslation(["routing", "messages", "common"]);
  const errorText = useFieldErrorText();
  const schema = routingRuleFormSchema();
  const [form, fields] = useEntityForm(`routing-rule-${mode}`, schema, {
    ...formValues(data.record, data),
    ...(data.record ? {} : defaults),
  });
  const label = (name: string) => t(`routing:fields.${name}`);
  const record = data.record;

  if (mode === "view" && record) {
    return (
      <EntityFormDialog resource={ROUTING_RULES_RESOURCE} mode="view" screen={screen} form={form as never}>
        <ReadOnlyField label={label("name")} value={record.name} />
        <ReadOnlyField
          label={label("eventType")}
          value={t(`routing:filter.values.eventType.${record.eventType}`, { defaultValue: record.eventType })}
        />
        <ReadOnlyField label={label("origin")} value={endpointLabel(t, record.origin)} />
        <ReadOnlyField label={label("condition")} value={conditionLabel(t, record)} />
        <ReadOnlyField label={label("destination")} value={endpointLabel(t, record.destination)} />
        {record.alternatives.map((a, i) => (
          <ReadOnlyField
            key={`${a.type}:${a.id}`}
            label={t("routing:fields.alternative", { n: i + 1 })}
            value={endpointLabel(t, a)}
          />
        ))}
        <ReadOnlyField label={label("priority")} value={String(record.priority)} />
        <ReadOnlyField
          label={label("routingGroupId")}
          value={record.routingGroupId === null ? t("routing:none") : (record.routingGroupName ?? t("routing:missing"))}
        />
        <ReadOnlyField label={label("regionId")} value={record.regionId ?? ""} />
        <ReadOnlyField label={label("id")} value={record.id} />
      </EntityFormDialog>
    );
  }

  /** The choices of some types, plus the record's own when it was deleted since (shown as missing). */
  const endpointOptions = (types: readonly string[], kept: RoutingEndpointView[] = []) => {
    const options = data.choices.endpoints
      .filter((e) => types.includes(e.type))
      .map((e) => ({ value: endpointValue(e), label: endpointLabel(t, e) }));
    for (const k of kept)
      if (!options.some((o) => o.value === endpointValue(k)))
        options.push({ value: endpointValue(k), label: endpointLabel(t, { ...k, name: null }) });
    return options;
  };
  const origins = endpointOptions(ROUTING_ORIGIN_TYPES, record ? [record.origin] : []);
  const destinations = endpointOptions(
    ROUTING_DESTINATION_TYPES,
    record ? [record.destination, ...record.alternatives] : [],
  );
  const groups = [
    { value: "", label: t("routing:none") },
    ...data.choices.groups.map((g) => ({ value: g.id, label: g.name })),
  ];
  if (record?.routingGroupId && !data.choices.groups.some((g) => g.id === record.routingGroupId))
    groups.push({ value: record.routingGroupId, label: t("routing:missing") });
  const chosenAlternatives = Array.isArray(fields.alternatives.initialValue)
    ? (fields.alternatives.initialValue as unknown[]).map((v) => String(v ?? ""))
    : [];
  const alternativesErrors = (fields.alternatives.errors ?? []).map((e) => errorText(e, label("alternatives_hint")));

  return (
    <EntityFormDialog
      resource={ROUTING_RULES_RESOURCE}
      mode={mode}
      screen={screen}
      form={form as never}
      width={720}
      closeHref={closeHref}
    >
      {section(t("routing:sections.call"))}
      <FormTextField field={fields.name} label={label("name")} hint={label("name_hint")} />
      <FormSelectField
        field={fields.eventType}
        label={label("eventType")}
        options={ROUTING_EVENT_TYPES.map((v) => ({ value: v, label: t(`routing:filter.values.eventType.${v}`) }))}
      />
      <FormSelectField
        field={fields.origin}
        label={label("origin")}
        hint={origins.length ? label("origin_hint") : label("origin_none")}
        options={origins}
      />

      {section(t("routing:sections.condition"))}
      <FormSelectField
        field={fields.condition}
        label={label("condition")}
        options={ROUTING_CONDITIONS.map((c) => ({ value: c, label: t(`routing:conditions.${c}`) }))}
      />
      <FormTextField field={fields.pattern} label={label("pattern")} hint={label("pattern_hint")} />
      <FormTextArea
        field={fields.customizedNumbers}
        label={label("customizedNumbers")}
        hint={label("customizedNumbers_hint")}
        minRows={2}
      />

      {section(t("routing:sections.destination"))}
      <FormSelectField field={fields.destination} label={label("destination")} options={destinations} />
      {Array.from({ length: ROUTING.ALTERNATIVES_MAX }, (_, i) => {
        const name = `${fields.alternatives.name}[${i}]`;
        const errors = (form.allErrors[name] ?? []).map((e) =>
          errorText(e, t("routing:fields.alternative", { n: i + 1 })),
        );
        return (
          <div key={`${name}:${chosenAlternatives[i] ?? ""}`}>
            <NativeSelectField
              id={`${form.id}-alternative-${i}`}
              label={t("routing:fields.alternative", { n: i + 1 })}
              name={name}
              defaultValue={chosenAlternatives[i] ?? ""}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={errors.length ? `${form.id}-alternative-${i}-error` : undefined}
            >
              <option value="">{t("routing:none")}</option>
              {destinations.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelectField>
            {errors.length > 0 && (
              <FormHelperText id={`${form.id}-alternative-${i}-error`} sx={{ color: "danger.plainColor", mt: 0.5 }}>
                {errors.join(" ")}
              </FormHelperText>
            )}
          </div>
        );
      })}
      <FormHelperText
        id={fields.alternatives.errorId}
        sx={{ color: alternativesErrors.length ? "danger.plainColor" : undefined }}
      >
        {alternativesErrors.length ? alternativesErrors.join(" ") : label("alternatives_hint")}
      </FormHelperText>

      {section(t("routing:sections.more"))}
      <FormTextField
        field={fields.priority}
        label={label("priority")}
        hint={label("priority_hint")}
        inputMode="numeric"
      />
      <FormSelectField
        field={fields.routingGroupId}
        label={label("routingGroupId")}
        hint={label("routingGroupId_hint")}
        options={groups}
      />
      <FormSelectField
        field={fields.regionId}
        label={label("regionId")}
        options={data.choices.regions.map((r) => ({ value: r.regionId, label: r.regionName }))}
      />
    </EntityFormDialog>
  );
}
