/**
 * Campaigns (outbound automation; docs/product.md#plans, #portal-routes /portal/campaigns and /admin/campaigns, #role-names CAMPAIGNS_*;
 * issue 17 item 2). An entity of contract/entities.ts under the bots module (/bots/api/campaigns: a
 * campaign is a bot calling out): a bot of the account, a caller number of the account, a contact list
 * uploaded as CSV, a calling window (time of day and days, in an IANA time zone), a pace (calls per
 * second), a concurrency and retries.
 *
 * States: draft → scheduled (started, waiting for its window) ⇄ running (inside its window, placing
 * calls) → completed (every contact answered or out of attempts); paused from scheduled or running,
 * resumed to scheduled; cancelled from any state before completed. Start, pause, resume and cancel are
 * POST {collection}/{id}/{transition}; a transition not allowed from the current state is a 409 with
 * `campaign_transition_refused`. Only a draft is edited; an update without a file keeps its contacts.
 */
import { z } from "zod";
import { CAMPAIGNS } from "../limits/campaigns";
import { PATTERNS } from "../limits/patterns";
import { entityListSpec, EntityRowBaseSchema, optionalText, SecretsSetSchema, type EntityApi } from "../entities";

export const CAMPAIGNS_API: EntityApi = {
  base: "/bots/api",
  collection: "/campaigns",
  report: "/reports/campaigns",
  rowsKey: "campaigns",
};

export const CAMPAIGN_STATES = ["draft", "scheduled", "running", "paused", "completed", "cancelled"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** The user's transitions and the states each starts from (the runner moves scheduled ⇄ running and on to completed). */
export const CAMPAIGN_TRANSITIONS = {
  start: { from: ["draft"], to: "scheduled" },
  pause: { from: ["scheduled", "running"], to: "paused" },
  resume: { from: ["paused"], to: "scheduled" },
  cancel: { from: ["draft", "scheduled", "running", "paused"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly CampaignState[]; to: CampaignState }>;
export type CampaignTransition = keyof typeof CAMPAIGN_TRANSITIONS;
export const CAMPAIGN_TRANSITION_NAMES = Object.keys(CAMPAIGN_TRANSITIONS) as CampaignTransition[];

/** Whether `transition` is allowed from `state` (the console shows only these buttons; the platform decides). */
export const canTransition = (state: string, transition: CampaignTransition) =>
  (CAMPAIGN_TRANSITIONS[transition].from as readonly string[]).includes(state);
/** Only a draft is edited: a started campaign's settings are what its calls were placed with. */
export const canEditCampaign = (state: string) => state === "draft";
/** A campaign that may still place calls is cancelled before it is deleted. */
export const canDeleteCampaign = (state: string) => state === "draft" || state === "completed" || state === "cancelled";

/** The calling days, Monday first. */
export const CAMPAIGN_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type CampaignDay = (typeof CAMPAIGN_DAYS)[number];

/** A time of day, 24-hour "HH:MM" (an HTML time input's value). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An IANA time zone the runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const int = (min: number, max: number, message: string) =>
  z
    .number({ invalid_type_error: message, required_error: "validation_field_required" })
    .int(message)
    .min(min, message)
    .max(max, message);
const required = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);
const time = z
  .string({ required_error: "validation_campaign_time" })
  .trim()
  .regex(TIME_OF_DAY_PATTERN, "validation_campaign_time");

/**
 * The campaign form (create and update alike), as the console posts it and the platform checks it.
 * `contactsCsv` is the uploaded file's text (the console reads the file input of that name); an update
 * without it keeps the stored contacts. The window is [windowStart, windowEnd], both minutes included,
 * on the chosen days in `timeZone`; one that ends before it starts runs overnight (22:00 to 06:00:
 * from 22:00 on a chosen day until 06:00 the next morning).
 */
const CampaignFormObject = z.object({
  name: required("validation_campaign_name")
    .max(CAMPAIGNS.NAME_MAX, "validation_campaign_name")
    .refine((v) => !PATTERNS.INVALID_CHARACTERS.test(v), "validation_invalid_characters"),
  botId: required("validation_campaign_bot"),
  callerNumberId: required("validation_campaign_caller_number"),
  windowStart: time,
  windowEnd: time,
  days: z
    .array(z.enum(CAMPAIGN_DAYS, { errorMap: () => ({ message: "validation_campaign_days" }) }), {
      required_error: "validation_campaign_days",
    })
    .min(1, "validation_campaign_days"),
  timeZone: required("validation_campaign_time_zone").refine(isTimeZone, "validation_campaign_time_zone"),
  callsPerSecond: int(
    CAMPAIGNS.CALLS_PER_SECOND_MIN,
    CAMPAIGNS.CALLS_PER_SECOND_MAX,
    "validation_campaign_calls_per_second",
  ),
  concurrency: int(CAMPAIGNS.CONCURRENCY_MIN, CAMPAIGNS.CONCURRENCY_MAX, "validation_campaign_concurrency"),
  retries: int(CAMPAIGNS.RETRIES_MIN, CAMPAIGNS.RETRIES_MAX, "validation_campaign_retries"),
  retryDelayMinutes: int(
    CAMPAIGNS.RETRY_DELAY_MINUTES_MIN,
    CAMPAIGNS.RETRY_DELAY_MINUTES_MAX,
    "validation_campaign_retry_delay",
  ),
  contactsCsv: optionalText(z.string().max(CAMPAIGNS.CONTACTS_FILE_MAX_BYTES, "validation_campaign_contacts_size")),
});

function windowRules(form: { windowStart: string; windowEnd: string; days: string[] }, ctx: z.RefinementCtx) {
  if (
    TIME_OF_DAY_PATTERN.test(form.windowStart) &&
    TIME_OF_DAY_PATTERN.test(form.windowEnd) &&
    minutesOfDay(form.windowEnd) === minutesOfDay(form.windowStart)
  ) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["windowEnd"], message: "validation_campaign_window_order" });
  }
  // Days are a set: one of each.
  if (new Set(form.days).size !== form.days.length)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["days"], message: "validation_campaign_days" });
}

export const CampaignFormSchema = CampaignFormObject.superRefine(windowRules);
/** The browser's check of the same form: there the file input holds a File (the console's server reads it as text). */
export const CampaignBrowserFormSchema = CampaignFormObject.extend({ contactsCsv: z.any() }).superRefine(windowRules);
export type CampaignForm = z.infer<typeof CampaignFormSchema>;
/** The store's form signature (campaigns hold no secrets). */
export const campaignFormSchema = (_secretsSet: readonly string[] = []) => CampaignFormSchema;

/** The form's fields (a platform refusal `field: message` goes under its field). */
export const CAMPAIGN_FORM_FIELDS = [
  "name",
  "botId",
  "callerNumberId",
  "windowStart",
  "windowEnd",
  "days",
  "timeZone",
  "callsPerSecond",
  "concurrency",
  "retries",
  "retryDelayMinutes",
  "contactsCsv",
] as const;

/** A contact row of the upload that was not taken, with its line in the file and why (a message key). */
export const RejectedContactSchema = z.object({
  line: z.number().int().positive(),
  value: z.string(),
  reason: z.enum(["campaign_contact_empty", "campaign_contact_invalid", "campaign_contact_duplicate"]),
  /** A duplicate's first line. */
  firstLine: z.number().int().positive().optional(),
});
export type RejectedContact = z.infer<typeof RejectedContactSchema>;

/** Where a campaign stands: contacts by outcome, and the calls placed (attempts, retries included). */
export const CampaignProgressSchema = z.object({
  contacts: z.number().int().nonnegative(),
  placed: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;

/** A row of the campaigns list. The bot and the caller number are named as they are now (null: deleted since). */
export const CampaignRowSchema = EntityRowBaseSchema.extend({
  state: z.enum(CAMPAIGN_STATES),
  botId: z.string(),
  botName: z.string().nullable(),
  callerNumberId: z.string(),
  callerNumber: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  days: z.array(z.enum(CAMPAIGN_DAYS)),
  timeZone: z.string(),
  callsPerSecond: z.number().int(),
  concurrency: z.number().int(),
  retries: z.number().int(),
  retryDelayMinutes: z.number().int(),
  progress: CampaignProgressSchema,
  /** ISO instants: started (first start), and completed or cancelled. */
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type CampaignRow = z.infer<typeof CampaignRowSchema>;

/** GET {collection}/{id}: the row, the upload's rejected rows (the first REJECTED_ROWS_KEPT) and their count. */
export const CampaignDetailSchema = CampaignRowSchema.extend({
  rejectedCount: z.number().int().nonnegative(),
  rejected: z.array(RejectedContactSchema),
  secretsSet: SecretsSetSchema,
});
export type CampaignDetail = z.infer<typeof CampaignDetailSchema>;

export const CAMPAIGNS_LIST_SPEC = entityListSpec({
  state: { type: "enum", values: CAMPAIGN_STATES, sortable: true },
  botId: { type: "string", ops: ["="] },
  botName: { type: "string", sortable: true, filterable: false },
  callerNumber: { type: "string", sortable: true, filterable: false },
  windowStart: { type: "string", sortable: true, filterable: false },
  startedAt: { type: "date", sortable: true, filterable: false },
});

/** POST {collection}/{id}/{transition}: the campaign's full path of a transition. */
export const campaignTransitionPath = (id: string, transition: CampaignTransition) =>
  `${CAMPAIGNS_API.base}${CAMPAIGNS_API.collection}/${encodeURIComponent(id)}/${transition}`;
