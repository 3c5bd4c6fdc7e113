import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { WizardFailure, WizardKind, WizardStep } from "../../../contract/wire/wizards";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { AccountFormSchema } from "../../../contract/wire/myAccount";
import { NativeSelectField } from "~/components/NativeSelect";
import { FormTextArea, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import { FormErrors } from "~/components/form/FormErrors";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { BotDialog } from "~/features/bots/BotDialog";
import { RoutingRuleDialog } from "~/features/routing/RoutingRuleDialog";
import { SipConnectionDialog } from "~/features/sip-connections/SipConnectionDialog";
import { TeamsConnectionDialog } from "~/features/teams/TeamsConnectionDialog";
import { TeamsTenantDialog } from "~/features/teams/TeamsTenantDialog";
import { OrderCharges } from "~/features/numbers-buy/OrderCharges";
import { chargeNow, usd } from "~/features/numbers-buy/money";
import type { BuyChoices } from "./buy-step.server";
import type { BuyActionData } from "./wizards.server";
import { WIZARD_FIELDS, WIZARD_INTENTS, WIZARD_PATHS } from "./paths";

interface StepData {
  kind: WizardKind;
  step: WizardStep;
  progress: { step: WizardStep; state: "done" | "current" | "todo" | "failed" }[];
  values: Record<string, string>;
  created: string[];
  failure: WizardFailure | null;
  backHref: string;
  regions: { regionId: string; regionName: string }[];
  picks: { id: string; label: string; regionId: string | null; routedTo: string | null }[];
  /** The pick the select starts on ("": none, its empty placeholder). */
  selected: string;
  buy: BuyChoices | null;
  dialog: true | null;
  rule: Record<string, string> | null;
}

/** The errors of a step's own forms (region, pick, buy): field → message keys. */
type StepErrors = { errors?: Record<string, string[]> } | undefined;

/** The wizard's steps, the current one marked (aria-current="step"); done steps are links back to them. */
function Progress({ data }: { data: StepData }) {
  const { t } = useTranslation("wizards");
  return (
    <Box
      component="ol"
      aria-label={t("progress.label")}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0, mb: 2, listStyle: "none", counterReset: "step" }}
    >
      {data.progress.map(({ step, state }, i) => {
        const label = `${i + 1}. ${t(`steps.${step.id}`)}`;
        const status = t(`progress.${state}`);
        return (
          <Box
            component="li"
            key={step.id}
            aria-current={state === "current" || (state === "failed" && step.id === data.step.id) ? "step" : undefined}
            sx={{
              px: 1.5,
              py: 0.5,
              borderRadius: "sm",
              border: "1px solid",
              borderColor: state === "failed" ? "danger.500" : step.id === data.step.id ? "primary.500" : "divider",
              fontWeight: step.id === data.step.id ? "lg" : "md",
              fontSize: "sm",
            }}
          >
            {state === "done" && step.id !== data.step.id ? (
              <Link to={WIZARD_PATHS.step(data.kind, step.id)}>{label}</Link>
            ) : (
              label
            )}
            <span> ({status})</span>
          </Box>
        );
      })}
    </Box>
  );
}

/** Back (a link: nothing is forgotten) and Cancel (a form: WizardCanceled, then the chooser). */
function StepActions({ data, children }: { data: StepData; children?: ReactNode }) {
  const { t } = useTranslation("wizards");
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3 }} alignItems="center" flexWrap="wrap">
      {children}
      <Button component={Link} to={data.backHref} variant="outlined" color="neutral">
        {t("actions.back")}
      </Button>
      <Form method="post" action={WIZARD_PATHS.wizard(data.kind)}>
        <Button type="submit" name={WIZARD_FIELDS.intent} value={WIZARD_INTENTS.cancel} variant="plain" color="neutral">
          {t("actions.cancel")}
        </Button>
      </Form>
    </Stack>
  );
}

function RegionStep({ data }: { data: StepData }) {
  const { t } = useTranslation(["wizards", "messages"]);
  const action = useActionData<StepErrors>();
  const navigation = useNavigation();
  const formId = "wizard-region";
  return (
    <section aria-labelledby="wizard-step-heading">
      <Typography id="wizard-step-heading" level="title-lg" component="h2" sx={{ mb: 1 }}>
        {t("wizards:region.heading")}
      </Typography>
      <Form method="post" id={formId}>
        <Stack spacing={1} sx={{ maxWidth: 420 }}>
          <FormErrors errors={action?.errors?.[WIZARD_FIELDS.region]} />
          <NativeSelectField
            label={t("wizards:region.label")}
            name={WIZARD_FIELDS.region}
            defaultValue={data.values.region ?? data.regions[0]?.regionId}
          >
            {data.regions.map((r) => (
              <option key={r.regionId} value={r.regionId}>
                {r.regionName}
              </option>
            ))}
          </NativeSelectField>
          <Typography level="body-xs">{t("wizards:region.hint")}</Typography>
        </Stack>
      </Form>
      <StepActions data={data}>
        <Button type="submit" form={formId} loading={navigation.state === "submitting"}>
          {t("wizards:actions.next")}
        </Button>
      </StepActions>
    </section>
  );
}

/** The pick form of an entity step: one of the account's records, then Next. */
function PickForm({
  data,
  formId,
  kind,
}: {
  data: StepData;
  formId: string;
  kind: "bot" | "sip" | "tenant" | "teams" | "number";
}) {
  const { t } = useTranslation(["wizards", "messages"]);
  const action = useActionData<StepErrors>();
  if (data.picks.length === 0) return <Typography level="body-sm">{t("wizards:pick.none")}</Typography>;
  const option = (p: StepData["picks"][number]) => (
    <option key={p.id} value={p.id}>
      {p.routedTo ? t("wizards:pick.routed", { label: p.label, name: p.routedTo }) : p.label}
      {data.created.includes(data.step.id) && data.values[data.step.id] === p.id ? ` (${t("wizards:created")})` : ""}
    </option>
  );
  const free = data.picks.filter((p) => p.routedTo === null);
  const routed = data.picks.filter((p) => p.routedTo !== null);
  return (
    <Form method="post" id={formId}>
      <input type="hidden" name={WIZARD_FIELDS.intent} value={WIZARD_INTENTS.next} />
      <Stack spacing={1} sx={{ maxWidth: 420 }}>
        <FormErrors errors={action?.errors?.[WIZARD_FIELDS.entity]} />
        {/* Records already routed elsewhere come last, labelled, and are never what the select starts on. */}
        <NativeSelectField
          label={t(`wizards:pick.label.${kind}`)}
          name={WIZARD_FIELDS.entity}
          defaultValue={data.selected}
          required={data.selected === ""}
        >
          {data.selected === "" && <option value="">{t("wizards:pick.placeholder")}</option>}
          {free.map(option)}
          {routed.length > 0 && <optgroup label={t("wizards:pick.routed_group")}>{routed.map(option)}</optgroup>}
        </NativeSelectField>
      </Stack>
    </Form>
  );
}

const CREATE_DIALOGS = {
  bot: BotDialog,
  sip: SipConnectionDialog,
  tenant: TeamsTenantDialog,
  teams: TeamsConnectionDialog,
} as const;

function EntityStep({ data, kind }: { data: StepData; kind: keyof typeof CREATE_DIALOGS }) {
  const { t } = useTranslation("wizards");
  const here = WIZARD_PATHS.step(data.kind, data.step.id);
  const Dialog = CREATE_DIALOGS[kind];
  const formId = `wizard-pick-${data.step.id}`;
  return (
    <section aria-labelledby="wizard-step-heading">
      <Typography id="wizard-step-heading" level="title-lg" component="h2" sx={{ mb: 1 }}>
        {t(`pick.heading.${kind}`)}
      </Typography>
      <PickForm data={data} formId={formId} kind={kind} />
      <Typography level="body-sm" sx={{ mt: 2 }}>
        {t("pick.or")} <Link to={WIZARD_PATHS.create(data.kind, data.step.id)}>{t(`actions.create.${kind}`)}</Link>
      </Typography>
      <StepActions data={data}>
        {data.picks.length > 0 && (
          <Button type="submit" form={formId}>
            {t("actions.next")}
          </Button>
        )}
      </StepActions>
      {/* The entity's own create dialog (its form, schema and endpoint); closing it returns to the step. */}
      {data.dialog && <Dialog mode="create" closeHref={here} />}
    </section>
  );
}

/** The number step's URL with a buying query (the country and type listed, the number being confirmed). */
function buyHref(data: StepData, query: Record<string, string>) {
  return `${WIZARD_PATHS.step(data.kind, data.step.id)}?${new URLSearchParams(query)}`;
}

/** The numbers of the wizard's region: a GET form (country, type), then each number's link to its confirmation. */
function BuyNumbers({ data, buy }: { data: StepData; buy: BuyChoices }) {
  const { t } = useTranslation(["wizards", "numbers-buy", "messages"]);
  const region = buy.region?.regionName ?? data.values.region ?? "";
  return (
    <section aria-labelledby="wizard-buy-heading">
      <Typography id="wizard-buy-heading" level="title-md" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t("wizards:buy.heading", { region })}
      </Typography>
      <FormErrors errors={buy.refused ? [buy.refused] : undefined} />
      {buy.countries.length === 0 ? (
        <Typography level="body-sm">{t("wizards:buy.no_countries")}</Typography>
      ) : (
        <>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            {t("wizards:buy.region_hint")}
          </Typography>
          {/* A GET form: the country and type are in the URL, so the list works without JavaScript and survives a reload. */}
          <Form method="get">
            <Stack direction="row" spacing={1} alignItems="flex-end" flexWrap="wrap">
              <NativeSelectField label={t("wizards:buy.country")} name="country" defaultValue={buy.country}>
                <option value="">{t("wizards:buy.any")}</option>
                {buy.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} (+{c.dialCode.replace(/^\+/, "")})
                  </option>
                ))}
              </NativeSelectField>
              {buy.types.length > 0 && (
                <NativeSelectField label={t("wizards:buy.type")} name="type" defaultValue={buy.type}>
                  <option value="">{t("wizards:buy.any")}</option>
                  {buy.types.map((type) => (
                    <option key={type} value={type}>
                      {t(`numbers-buy:types.${type}`)}
                    </option>
                  ))}
                </NativeSelectField>
              )}
              <Button type="submit" variant="outlined" color="neutral">
                {t("wizards:actions.search")}
              </Button>
            </Stack>
          </Form>
        </>
      )}
      {buy.phones && buy.phones.length === 0 && <Typography level="body-sm">{t("wizards:buy.none")}</Typography>}
      {buy.phones && buy.phones.length > 0 && (
        <Box
          component="table"
          aria-label={t("wizards:buy.table")}
          sx={{
            mt: 1,
            borderCollapse: "collapse",
            "& th, & td": { textAlign: "left", p: 0.75, borderBottom: "1px solid", borderColor: "divider" },
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t("wizards:buy.number")}</th>
              <th scope="col">{t("wizards:buy.area")}</th>
              <th scope="col">{t("wizards:buy.monthly")}</th>
              <th scope="col">
                <Box component="span" sx={visuallyHidden}>
                  {t("wizards:buy.action")}
                </Box>
              </th>
            </tr>
          </thead>
          <tbody>
            {buy.phones.map((p) => (
              <tr key={p.e164}>
                <td>{p.e164}</td>
                <td>{p.regionName ?? ""}</td>
                <td>{usd(p.monthlyCharge)}</td>
                <td>
                  {/* A link to the number's price confirmation: nothing is bought before it is confirmed. */}
                  <Link
                    to={buyHref(data, { country: buy.country, type: buy.type, number: p.e164 })}
                    aria-label={t("wizards:actions.buy", { number: p.e164 })}
                  >
                    {t("wizards:buy.action")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </section>
  );
}

/**
 * The purchase confirmation (docs/features/wizards.md "Buying in a wizard"): the number, where it is
 * and what it costs (the cart's OrderCharges: monthly fee, setup fee, the charge now, the wallet),
 * then "Buy for $X" (a POST form with the key rendered here) or Back to the numbers (a link).
 */
function BuyConfirmation({ data, buy }: { data: StepData; buy: BuyChoices }) {
  const { t } = useTranslation(["wizards", "numbers-buy", "messages"]);
  const action = useActionData<BuyActionData>();
  const navigation = useNavigation();
  const { phone, balance } = buy.confirm!;
  const listHref = buyHref(data, { country: buy.country, type: buy.type });
  // After an unconfirmed purchase the same key is sent again; otherwise the key of this rendering.
  const key = action?.idempotencyKey ?? buy.idempotencyKey;
  return (
    <section aria-labelledby="wizard-step-heading">
      <Typography id="wizard-step-heading" level="title-lg" component="h2" sx={{ mb: 1 }}>
        {t("wizards:confirm.heading")}
      </Typography>
      <FormErrors errors={action?.errors?.buy} />
      <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
        <Stack component="dl" spacing={0.5} sx={{ my: 0 }}>
          {[
            { term: t("wizards:confirm.number"), value: phone.e164 },
            {
              term: t("wizards:confirm.where"),
              value: [phone.countryName, phone.regionName, t(`numbers-buy:types.${phone.type}`)]
                .filter(Boolean)
                .join(", "),
            },
            { term: t("wizards:confirm.region"), value: buy.region?.regionName ?? data.values.region ?? "" },
          ].map((line) => (
            <Stack key={line.term} direction="row" spacing={1}>
              <Typography component="dt" fontWeight="lg">
                {line.term}:
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {line.value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <OrderCharges
          monthly={phone.monthlyCharge}
          balance={balance}
          monthlyLabel={t("numbers-buy:charges.monthly_fee")}
        />
        <Typography level="body-sm">{t("wizards:confirm.note")}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3 }} alignItems="center" flexWrap="wrap">
        <Form method="post" action={buyHref(data, { country: buy.country, type: buy.type, number: phone.e164 })}>
          <input type="hidden" name={WIZARD_FIELDS.e164} value={phone.e164} />
          <input type="hidden" name={WIZARD_FIELDS.key} value={key} />
          <Button
            type="submit"
            name={WIZARD_FIELDS.intent}
            value={WIZARD_INTENTS.buy}
            loading={navigation.state === "submitting"}
          >
            {t("wizards:confirm.submit", { amount: usd(chargeNow(phone.monthlyCharge)) })}
          </Button>
        </Form>
        <Button component={Link} to={listHref} variant="outlined" color="neutral">
          {t("wizards:confirm.back")}
        </Button>
      </Stack>
    </section>
  );
}

function NumberStep({ data }: { data: StepData }) {
  const { t } = useTranslation("wizards");
  const formId = "wizard-pick-number";
  if (data.buy?.confirm) return <BuyConfirmation data={data} buy={data.buy} />;
  return (
    <section aria-labelledby="wizard-step-heading">
      <Typography id="wizard-step-heading" level="title-lg" component="h2" sx={{ mb: 1 }}>
        {t("pick.heading.number")}
      </Typography>
      <PickForm data={data} formId={formId} kind="number" />
      <StepActions data={data}>
        {data.picks.length > 0 && (
          <Button type="submit" form={formId}>
            {t("actions.next")}
          </Button>
        )}
      </StepActions>
      {data.buy ? (
        <BuyNumbers data={data} buy={data.buy} />
      ) : (
        <Typography level="body-sm">{t("buy.not_allowed")}</Typography>
      )}
    </section>
  );
}

/**
 * The create-account wizard's last step: my account's account form (name, description; the same
 * schema the platform parses), in the region chosen before. Success signs in to the new account.
 */
function AccountStep({ data }: { data: StepData }) {
  const { t } = useTranslation("wizards");
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "wizard-account",
    lastResult,
    constraint: getZodConstraint(AccountFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AccountFormSchema }),
  });
  return (
    <section aria-labelledby="wizard-step-heading">
      <Typography id="wizard-step-heading" level="title-lg" component="h2" sx={{ mb: 1 }}>
        {t("account.heading")}
      </Typography>
      <Form method="post" {...getFormProps(form)}>
        <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
          <FormErrors errors={form.errors} />
          <ReadOnlyField label={t("account.region")} value={data.regions[0]?.regionName ?? data.values.region ?? ""} />
          <FormTextField field={fields.name} label={t("account.name")} autoComplete="organization" />
          <FormTextArea field={fields.description} label={t("account.description")} minRows={2} />
          <Typography level="body-xs">{t("account.hint")}</Typography>
        </Stack>
      </Form>
      <StepActions data={data}>
        <Button
          type="submit"
          form={form.id}
          loading={
            navigation.state === "submitting" && navigation.formAction === WIZARD_PATHS.step(data.kind, data.step.id)
          }
        >
          {t("account.submit")}
        </Button>
      </StepActions>
    </section>
  );
}

/** The last step: the routing rule's own dialog, its origin and destination the wizard's entities. */
function RuleStep({ data }: { data: StepData }) {
  const { t } = useTranslation("wizards");
  return (
    <section aria-labelledby="wizard-step-heading">
      <Typography id="wizard-step-heading" level="title-lg" component="h2" sx={{ mb: 1 }}>
        {t("rule.heading")}
      </Typography>
      <StepActions data={data} />
      {/* Closing the rule's dialog is Back: the step before it (the draft keeps everything). */}
      <RoutingRuleDialog mode="create" closeHref={data.backHref} defaults={data.rule ?? undefined} />
    </section>
  );
}

/** /portal/wizards/<kind>/<step>: the wizard's heading and steps, the failure kept on a step, and the step. */
export function WizardStepPage() {
  const data = useLoaderData() as unknown as StepData;
  const { t } = useTranslation(["wizards", "messages"]);
  const type = data.step.type;
  // The platform's "field: key" lines: the key's text (the field is the form's, shown there too).
  const failureText = (line: string) => {
    const key = line.includes(": ") ? line.slice(line.indexOf(": ") + 2) : line;
    return t(`messages:${key}`, { defaultValue: line });
  };
  return (
    <Box sx={{ maxWidth: 960, mx: "auto" }}>
      <Typography level="h3" component="h1" sx={{ mb: 2 }}>
        {t(`wizards:kinds.${data.kind}.title`)}
      </Typography>
      <Progress data={data} />
      {data.failure && (
        <Alert
          color="danger"
          variant="soft"
          role="alert"
          sx={{ mb: 2, flexDirection: "column", alignItems: "flex-start" }}
        >
          <span>{t("wizards:failure", { step: t(`wizards:steps.${data.failure.step}`) })}</span>
          {data.failure.messages.map((m, i) => (
            <span key={i}>{failureText(m)}</span>
          ))}
        </Alert>
      )}
      {type === "region" && <RegionStep data={data} />}
      {type === "number" && <NumberStep data={data} />}
      {type === "rule" && <RuleStep data={data} />}
      {type === "account" && <AccountStep data={data} />}
      {(type === "bot" || type === "sip" || type === "tenant" || type === "teams") && (
        <EntityStep data={data} kind={type} />
      )}
    </Box>
  );
}
