/**
 * The loaders and actions of the launch wizards (issue 18): the chooser, a wizard's resume and
 * cancel, and its steps. Every one starts with the guard — the wizards' gate (WIZARDS_GATE), then
 * the launch block of docs/product.md#wizards (an inactive subscription; Teams-only mode for the wizards of other
 * channels), refused on the server whatever the page showed. The draft lives on the platform
 * (/phones/api/WizardDrafts, per user and wizard) and the step machine (machine.ts) says where each
 * answer leads; each entity is created through its own screen's form schema and endpoint
 * (entity-steps.server.ts, entityCreate), and a platform refusal is recorded on its step, so the
 * wizard keeps what was done and resumes at the failed step.
 */
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { WIZARDS } from "../../../contract/limits/wizards";
import { MSG, type MessageKey } from "../../../contract/messages";
import { hasRoles } from "../../../contract/roles";
import { RegionSchema } from "../../../contract/wire/settings";
import { BOTS_REGIONS_PATH } from "../../../contract/wire/bots";
import { E164Schema, OrderSchema, PHONE_ORDERS_API } from "../../../contract/wire/phoneOrders";
import { SipCreateSchema } from "../../../contract/wire/sip";
import { AccountFormSchema, MY_ACCOUNT_API } from "../../../contract/wire/myAccount";
import { parseWithZod } from "@conform-to/zod";
import { CONTINUE_INTENT } from "~/features/entities/resource";
import { SIP_CONNECTIONS_RESOURCE } from "~/features/sip-connections/resource";
import {
  isWizardKind,
  WIZARD_ENDPOINT_TYPES,
  WIZARD_KINDS,
  WIZARDS_API,
  WIZARDS_DEFINED,
  WizardDraftSchema,
  WizardDraftsSchema,
  type WizardDraft,
  type WizardKind,
  type WizardStep,
} from "../../../contract/wire/wizards";
import { forbidden, requireRoles, requireUser, type SignedIn } from "~/auth/guards.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { entityCreate, loadEntityCreate } from "~/features/entities/dialog.server";
import { notFound } from "~/features/entities/guard.server";
import { avatarMenu } from "~/features/navigation/avatar-menu";
import { pathAllows } from "~/features/navigation/path-gate.server";
import { WIZARDS_GATE } from "~/features/navigation/gates";
import { signInToAccount, SWITCH_ACCOUNT_PATH } from "~/features/account-menu/account-menu.server";
import { errorPagePath } from "~/components/StatusPage";
import { baseSettingsOf } from "~/services/settings.server";
import { platformFormErrors } from "~/services/form-errors.server";
import { routingRuleDialogData } from "~/features/routing/dialog-data.server";
import { ROUTING_RULES_RESOURCE } from "~/features/routing/resource";
import { isSubscriptionExpired } from "~/features/session/subscription";
import { i18nServer } from "~/i18n/i18next.server";
import type { CurrentUser } from "~/services/current-user.server";
import { isNotFound, isPlatformError, tokenAnswerSchema, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { savedRecordPlace } from "~/features/entities/saved-record.server";
import { buyChoices, mayBuyNumbers, type BuyChoices } from "./buy-step.server";
import {
  createDialogData,
  ENTITY_STEPS,
  isEntityStep,
  orderPicks,
  pickChoices,
  type PickChoice,
} from "./entity-steps.server";
import {
  back,
  canEnter,
  emptyDraft,
  fail,
  isStepOf,
  next,
  progress,
  resume,
  type DraftState,
  type WizardTarget,
} from "./machine";
import { TEAMS_WIZARDS, WIZARD_FIELDS, WIZARD_INTENTS, WIZARD_PATHS } from "./paths";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * Why launching `kind` (or any wizard) is blocked for the user (docs/product.md#wizards), or null. A user without an
 * account of its own (noIamAccount) may create one whatever the subscription says.
 */
export function wizardBlock(
  user: Pick<CurrentUser, "isActive" | "accountType" | "teamsOnlyMode"> & { noIamAccount?: boolean },
  kind?: WizardKind,
): MessageKey | null {
  if (isSubscriptionExpired(user) && !(kind === "create-account" && user.noIamAccount))
    return user.accountType === "MSFT"
      ? MSG.warning_subscription_inactive_for_msft_accounts
      : MSG.warning_subscription_inactive;
  if (user.teamsOnlyMode && (kind === undefined || !TEAMS_WIZARDS.includes(kind)))
    return MSG.labels_disable_teams_only_mode;
  return null;
}

/** Who may create an account (CREATE_ACCOUNT_WIZARD_GATE): whoever may switch accounts (not the UCaaS user role). */
const mayCreateAccount = (user: CurrentUser) => avatarMenu(user, false).switchAccount;

/**
 * The wizards' gate (and the path's own), without the launch block: the chooser shows the block. The
 * create-account wizard has its own gate (it makes no rule): any signed-in user who may switch accounts.
 */
async function requireWizards(request: Request, context: AppLoadContext, kind?: WizardKind): Promise<SignedIn> {
  const signedIn =
    kind === "create-account"
      ? await requireUser(request, context)
      : await requireRoles(request, context, WIZARDS_GATE.roles, WIZARDS_GATE.match);
  if (kind === "create-account" && !mayCreateAccount(signedIn.user)) throw forbidden();
  if (!pathAllows(new URL(request.url).pathname, signedIn.user.roles)) throw forbidden();
  return signedIn;
}

/** Where closing a wizard without success leads: the chooser; for a user who may not open it, the dashboard. */
function chooserHref(user: CurrentUser): string {
  return hasRoles(user.roles, WIZARDS_GATE.roles, WIZARDS_GATE.match) ? WIZARD_PATHS.chooser : "/portal/dashboard";
}

/** A wizard's guard: the gate, a wizard that exists (404), and not blocked (back to the chooser, saying why). */
async function requireWizard(
  request: Request,
  context: AppLoadContext,
  kindParam: string | undefined,
): Promise<SignedIn & { kind: WizardKind }> {
  const signedIn = await requireWizards(request, context, isWizardKind(kindParam) ? kindParam : undefined);
  if (!isWizardKind(kindParam)) throw notFound();
  const block = wizardBlock(signedIn.user, kindParam);
  if (block) throw await redirectWithToast(chooserHref(signedIn.user), { type: "warning", message: block });
  return { ...signedIn, kind: kindParam };
}

async function readDraft(api: PlatformClient, kind: WizardKind): Promise<DraftState> {
  try {
    return await api.get(WIZARDS_API.draft(kind), { schema: WizardDraftSchema });
  } catch (error) {
    if (isNotFound(error)) return emptyDraft(kind);
    throw error;
  }
}

const saveDraft = (api: PlatformClient, draft: DraftState) =>
  api.put(
    WIZARDS_API.draft(draft.kind),
    { kind: draft.kind, values: draft.values, created: draft.created, failure: draft.failure },
    { schema: WizardDraftSchema },
  );

/** Where a target leads; done is the success of the wizard (finish). */
function targetHref(kind: WizardKind, target: WizardTarget, user?: CurrentUser): string {
  if (target.to === "chooser") return user ? chooserHref(user) : WIZARD_PATHS.chooser;
  if (target.to === "step") return WIZARD_PATHS.step(kind, target.step);
  return WIZARD_PATHS.routing;
}

/**
 * Success (docs/product.md#wizards): the draft is done with; /portal/routing, reloaded, shows the new
 * rule marked on the page that holds it (docs/adding-an-entity-screen.md#a-record-just-saved).
 */
async function finish(api: PlatformClient, user: CurrentUser, kind: WizardKind, ruleId: string | null) {
  await api.del(WIZARDS_API.draft(kind));
  const place = ruleId
    ? await savedRecordPlace(api, ROUTING_RULES_RESOURCE, "portal", "", ruleId, user.accountId)
    : { href: WIZARD_PATHS.routing, toasts: [] };
  return redirectWithToast(place.href, [
    { type: "success", message: ruleId ? MSG.success_wizard_connected : MSG.success_wizard_done },
    ...place.toasts,
  ]);
}

/** A step's choice: saved, then the next step (or the success). */
async function advance(
  api: PlatformClient,
  user: CurrentUser,
  draft: DraftState,
  step: WizardStep,
  value: string,
  created: boolean,
) {
  const moved = next(draft, step.id, value, created);
  if (moved.target.to === "done") return finish(api, user, draft.kind, step.type === "rule" ? value : null);
  await saveDraft(api, moved.draft);
  return redirect(targetHref(draft.kind, moved.target));
}

// --- the chooser ---------------------------------------------------------------------------------

export interface ChooserWizard {
  kind: WizardKind;
  /** Why it cannot be launched now, or null. */
  blocked: MessageKey | null;
  /** A half-finished run to resume or discard: when it was last changed, and the step it stands at. */
  draft: { updatedAt: string; step: string | null; failed: boolean } | null;
}

/** The chooser's entries that are pages of their own (docs/product.md#wizards "switch-account"): the account menu's switch, no steps of a wizard. */
export interface ChooserLink {
  id: "switch-account";
  href: string;
}

export async function loadChooser(request: Request, context: AppLoadContext) {
  const { api, user } = await requireWizards(request, context);
  const [drafts, t] = await Promise.all([
    api.get(WIZARDS_API.drafts, { schema: WizardDraftsSchema }),
    i18nServer.getFixedT(request, ["wizards", "common"]),
  ]);
  const byKind = new Map<string, WizardDraft>(drafts.drafts.map((d) => [d.kind, d]));
  const wizards: ChooserWizard[] = WIZARD_KINDS.filter(
    (kind) => kind !== "create-account" || mayCreateAccount(user),
  ).map((kind) => {
    const draft = byKind.get(kind);
    const at = draft ? resume(draft) : null;
    return {
      kind,
      blocked: wizardBlock(user, kind),
      draft: draft
        ? { updatedAt: draft.updatedAt, step: at?.to === "step" ? at.step : null, failed: draft.failure !== null }
        : null,
    };
  });
  const links: ChooserLink[] = avatarMenu(user, false).switchAccount
    ? [{ id: "switch-account", href: SWITCH_ACCOUNT_PATH }]
    : [];
  return json(
    {
      title: t("common:page_title", { title: t("wizards:title"), brand: BRAND_NAME }),
      wizards,
      links,
      blocked: wizardBlock(user),
    },
    { headers: noStore },
  );
}

/** Discard a half-finished wizard (WizardCanceled): its draft is forgotten, what it created stays. */
export async function chooserAction(request: Request, context: AppLoadContext) {
  const { api } = await requireWizards(request, context);
  const form = await request.formData();
  const kind = form.get(WIZARD_FIELDS.kind);
  if (form.get(WIZARD_FIELDS.intent) !== WIZARD_INTENTS.discard || !isWizardKind(kind))
    return json({ messages: [MSG.error_generic] }, { status: 400 });
  await api.post(WIZARDS_API.canceled, { kind });
  return redirectWithToast(WIZARD_PATHS.chooser, { type: "info", message: MSG.info_wizard_discarded });
}

// --- a wizard: resume, cancel -------------------------------------------------------------------

/** GET /portal/wizards/<kind>: launch or resume — the first step not done. */
export async function resumeWizard(request: Request, context: AppLoadContext, kindParam: string | undefined) {
  const { api, kind } = await requireWizard(request, context, kindParam);
  const target = resume(await readDraft(api, kind));
  // Every step done but not finished cannot be stored (the last step finishes); start over at the last.
  const steps = WIZARDS_DEFINED[kind].steps;
  throw redirect(target.to === "done" ? WIZARD_PATHS.step(kind, steps[steps.length - 1].id) : targetHref(kind, target));
}

/** POST /portal/wizards/<kind> (Cancel): WizardCanceled, then the chooser (docs/product.md#wizards "closing without success reopens the chooser"). */
export async function cancelWizard(request: Request, context: AppLoadContext, kindParam: string | undefined) {
  const signedIn = await requireWizards(request, context, isWizardKind(kindParam) ? kindParam : undefined);
  if (!isWizardKind(kindParam)) throw notFound();
  const form = await request.formData();
  if (form.get(WIZARD_FIELDS.intent) !== WIZARD_INTENTS.cancel)
    return json({ messages: [MSG.error_generic] }, { status: 400 });
  // Cancelling is allowed while blocked too: it only forgets.
  await signedIn.api.post(WIZARDS_API.canceled, { kind: kindParam });
  // docs/product.md#wizards: closing the create-account wizard without an account of one's own leaves the portal.
  if (kindParam === "create-account" && signedIn.user.noIamAccount)
    return redirect(errorPagePath("warning_no_account_assigned"));
  return redirectWithToast(chooserHref(signedIn.user), { type: "info", message: MSG.info_wizard_canceled });
}

// --- the steps -----------------------------------------------------------------------------------

/** The step of the URL, with the draft; a step whose earlier steps are not done sends to the current one. */
async function requireStep(
  request: Request,
  context: AppLoadContext,
  kindParam: string | undefined,
  stepParam: string | undefined,
) {
  const signedIn = await requireWizard(request, context, kindParam);
  const { kind, api } = signedIn;
  if (!stepParam || !isStepOf(kind, stepParam)) throw notFound();
  const step = WIZARDS_DEFINED[kind].steps.find((s) => s.id === stepParam)!;
  const draft = await readDraft(api, kind);
  if (!canEnter(draft, step.id)) throw redirect(targetHref(kind, resume(draft)));
  return { ...signedIn, step, draft };
}

const RegionsSchema = RegionSchema.array();
/**
 * The regions a wizard starts with (docs/product.md#endpoint-names "Config/regions", the bots module's region config). A new
 * account's region comes from the base settings' catalogue: its user may hold no role of the account it is in.
 */
async function regionsOf(api: PlatformClient, kind: WizardKind, request: Request, context: AppLoadContext) {
  if (kind === "create-account") return (await baseSettingsOf(context, request))?.regionsSettings ?? [];
  return RegionsSchema.parse((await api.get<{ regions: unknown }>(BOTS_REGIONS_PATH)).regions);
}

/** A rule's start: calls arriving at the origin step's entity go to the destination step's, in the wizard's region. */
function ruleDefaults(kind: WizardKind, values: Record<string, string>) {
  const def = WIZARDS_DEFINED[kind];
  const endpoint = (stepId: string) => {
    const type = WIZARD_ENDPOINT_TYPES[def.steps.find((s) => s.id === stepId)!.type];
    return type && values[stepId] ? `${type}:${values[stepId]}` : "";
  };
  const stamp = new Date().toISOString().slice(0, 16).replace("T", " ").replace(":", "-");
  return {
    name: `Wizard ${stamp}`,
    origin: def.rule ? endpoint(def.rule.origin) : "",
    destination: def.rule ? endpoint(def.rule.destination) : "",
    regionId: values.region ?? "",
    priority: String(WIZARDS.RULE_PRIORITY_DEFAULT),
  };
}

/** A refused purchase: why, and after an unconfirmed one the key to send again. */
export interface BuyActionData {
  errors: { buy: string[] };
  idempotencyKey?: string;
}

export async function loadWizardStep(
  request: Request,
  context: AppLoadContext,
  kindParam: string | undefined,
  stepParam: string | undefined,
) {
  const { api, user, kind, step, draft } = await requireStep(request, context, kindParam, stepParam);
  const url = new URL(request.url);
  const t = await i18nServer.getFixedT(request, ["wizards", "common"]);
  const base = {
    title: t("common:page_title", { title: t(`wizards:kinds.${kind}.title`), brand: BRAND_NAME }),
    kind,
    step,
    progress: progress(draft, step.id),
    values: draft.values,
    created: draft.created,
    failure: draft.failure?.step === step.id ? draft.failure : null,
    backHref: targetHref(kind, back(draft, step.id), user),
  };
  if (step.type === "region") {
    const regions = await regionsOf(api, kind, request, context);
    return json(
      {
        ...base,
        regions,
        picks: [] as PickChoice[],
        selected: "",
        buy: null as BuyChoices | null,
        dialog: null as object | null,
        rule: null,
      },
      { headers: noStore },
    );
  }
  if (step.type === "rule") {
    const dialog = await loadEntityCreate(
      { request, context },
      ROUTING_RULES_RESOURCE,
      "portal",
      routingRuleDialogData,
    );
    return json(
      {
        ...base,
        regions: [],
        picks: [],
        selected: "",
        buy: null,
        ...dialog,
        dialog: null,
        rule: ruleDefaults(kind, draft.values),
      },
      { headers: noStore },
    );
  }
  if (step.type === "account") {
    // The region chosen, by name (the account form says where the account will be).
    const region = (await regionsOf(api, kind, request, context)).find((r) => r.regionId === draft.values.region);
    return json(
      { ...base, regions: region ? [region] : [], picks: [], selected: "", buy: null, dialog: null, rule: null },
      { headers: noStore },
    );
  }
  const { picks, selected } = orderPicks(
    await pickChoices(api, user, step),
    draft.values.region,
    draft.values[step.id],
  );
  if (step.type === "number") {
    // The wizard's region by name: buying offers that region's numbers only, and its confirmation says where.
    const region = (await regionsOf(api, kind, request, context)).find((r) => r.regionId === draft.values.region);
    return json(
      {
        ...base,
        regions: [],
        picks,
        selected,
        buy: await buyChoices(api, user, url, region ?? null),
        dialog: null,
        rule: null,
      },
      { headers: noStore },
    );
  }
  // ?create: the entity's own create dialog over the step (its loader's guard: the entity's create gate).
  const dialog =
    url.searchParams.has("create") && isEntityStep(step.type)
      ? await createDialogData(request, context, step.type, draft.values)
      : null;
  return json(
    { ...base, regions: [], picks, selected, buy: null, ...(dialog ?? {}), dialog: dialog ? true : null, rule: null },
    { headers: noStore },
  );
}

/** A step's answer: the choice (pick, buy) or the entity's create form (?create), or the rule's form. */
export async function wizardStepAction(
  request: Request,
  context: AppLoadContext,
  kindParam: string | undefined,
  stepParam: string | undefined,
) {
  const { api, user, step, draft, kind } = await requireStep(request, context, kindParam, stepParam);
  const url = new URL(request.url);

  if (step.type === "account") return createAccount(request, context, api, draft);

  // The rule, and the entities created with their own form: the entity's create, its failure kept on the step.
  if (step.type === "rule" || (url.searchParams.has("create") && isEntityStep(step.type))) {
    // A contact-center or trunk step creates a connection of its type only: refused on the type field.
    if (step.type === "sip" && step.sipType) {
      const typed = await request.clone().formData();
      const type = typed.get("type");
      if (typed.get("intent") !== CONTINUE_INTENT && type !== step.sipType) {
        const reply = parseWithZod(typed, { schema: SipCreateSchema }).reply({
          fieldErrors: { type: [MSG.validation_wizard_sip_type] },
          hideFields: [...(SIP_CONNECTIONS_RESOURCE.form?.secrets ?? [])],
        });
        return json(reply, { status: 400 });
      }
    }
    const outcome =
      step.type === "rule"
        ? await entityCreate({ request, context }, ROUTING_RULES_RESOURCE)
        : await entityCreate({ request, context }, ENTITY_STEPS[step.type as keyof typeof ENTITY_STEPS].resource);
    if ("reply" in outcome) {
      if (outcome.messages.length > 0) await saveDraft(api, fail(draft, step.id, outcome.messages).draft);
      return outcome.reply;
    }
    return advance(api, user, draft, step, outcome.created.id, true);
  }

  const form = await request.formData();
  if (step.type === "region") {
    const regionId = form.get(WIZARD_FIELDS.region);
    const regions = await regionsOf(api, kind, request, context);
    if (typeof regionId !== "string" || !regions.some((r) => r.regionId === regionId))
      return json({ errors: { [WIZARD_FIELDS.region]: [MSG.validation_field_required] } }, { status: 400 });
    return advance(api, user, draft, step, regionId, false);
  }

  // The purchase confirmation's form (docs/features/wizards.md "Buying in a wizard").
  if (step.type === "number" && form.get(WIZARD_FIELDS.intent) === WIZARD_INTENTS.buy) {
    if (!mayBuyNumbers(user)) throw forbidden();
    const e164 = E164Schema.safeParse(form.get(WIZARD_FIELDS.e164) ?? "");
    const key = form.get(WIZARD_FIELDS.key);
    if (!e164.success || typeof key !== "string" || !IDEMPOTENCY.KEY_PATTERN.test(key))
      return json<BuyActionData>({ errors: { buy: [MSG.error_phone_number_not_offered] } }, { status: 400 });
    try {
      // OrderPhones (docs/product.md#endpoint-names): one number at once, without the cart, in the wizard's region
      // only (the platform refuses another region's); the key makes a double submit buy once.
      const order = await api.post(
        PHONE_ORDERS_API.order,
        { numbers: [e164.data], platformRegion: draft.values.region },
        { headers: { [IDEMPOTENCY.HEADER]: key }, schema: OrderSchema },
      );
      const bought = order.numbers.find((n) => n.e164 === e164.data) ?? order.numbers[0];
      return advance(api, user, draft, step, bought.id, true);
    } catch (error) {
      if (!isPlatformError(error)) throw error;
      // The cart's words would say "remove it": in the wizard, another number is chosen instead.
      const messages = error.messages.map((m) =>
        m === MSG.error_phone_number_unavailable ? MSG.error_wizard_number_unavailable : m,
      );
      await saveDraft(api, fail(draft, step.id, messages).draft);
      // After a 5xx the outcome is unknown: the same key again is safe, a new one could buy twice (the cart's rule).
      if (error.status >= 500)
        return json<BuyActionData>(
          { errors: { buy: [...messages, MSG.warning_money_unconfirmed] }, idempotencyKey: key },
          { status: 503 },
        );
      return json<BuyActionData>({ errors: { buy: messages } }, { status: 400 });
    }
  }

  // Pick one of the account's records (a number, a bot, a connection, a tenant).
  const id = form.get(WIZARD_FIELDS.entity);
  const picks = await pickChoices(api, user, step);
  if (typeof id !== "string" || !picks.some((p) => p.id === id))
    return json({ errors: { [WIZARD_FIELDS.entity]: [MSG.validation_field_required] } }, { status: 400 });
  return advance(api, user, draft, step, id, draft.created.includes(step.id) && draft.values[step.id] === id);
}

/**
 * The create-account wizard's last step (docs/product.md#wizards): the account form (my account's schema), the new
 * account created by the platform in the chosen region, the draft done with, and the new account's
 * token pair signed in as a switch is (the dashboard, with a success toast). A platform refusal is
 * kept on the step, with what was typed.
 */
async function createAccount(request: Request, context: AppLoadContext, api: PlatformClient, draft: DraftState) {
  const submission = parseWithZod(await request.formData(), { schema: AccountFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    return await signInToAccount(
      request,
      context,
      async (refreshToken) => {
        const pair = await api.post(
          MY_ACCOUNT_API.createAccount,
          { ...submission.value, regionId: draft.values.region, refresh_token: refreshToken },
          { schema: tokenAnswerSchema },
        );
        // Still the old session's token: the draft of the account left. The account exists now, so a
        // failure here is no failure of the step (the draft is forgotten after WIZARDS.DRAFT_MAX_AGE_DAYS).
        await api.del(WIZARDS_API.draft(draft.kind)).catch((error: unknown) => {
          if (!isPlatformError(error)) throw error;
        });
        return pair;
      },
      MSG.success_account_created,
    );
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformFormErrors(error.messages, ["name", "description"]);
    await saveDraft(api, fail(draft, "account", error.messages).draft);
    return json(submission.reply({ fieldErrors, formErrors }), { status: error.status >= 500 ? 502 : 400 });
  }
}
