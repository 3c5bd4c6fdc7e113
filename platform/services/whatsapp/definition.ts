/**
 * WhatsApp numbers as an entity of the generic store (ADR 010; docs/product.md#whatsapp-number "WhatsApp number",
 * #whatsapp-numbers, #whatsapp-calls): created InProgress with a hashed pin, then signed up and finalized
 * (numbers.ts, the number's own endpoints in index.ts); at most WHATSAPP.MAX_NUMBERS_PER_ACCOUNT an
 * account. fqdn, status and error are the administrators' (a read of one number), the list carries them.
 */
import {
  WHATSAPP_STATUS_FILTER_VALUES,
  WHATSAPP_STATUS_LABELS,
  WHATSAPP_STATUSES,
  type WhatsAppStatus,
} from "../../../contract/enums/whatsapp";
import { WHATSAPP } from "../../../contract/limits/whatsapp";
import { ROLES } from "../../../contract/roles";
import {
  WHATSAPP_API,
  WHATSAPP_LIST_SPEC,
  WhatsAppNumberCreateSchema,
  WhatsAppNumberUpdateSchema,
  type WhatsAppNumber,
  type WhatsAppNumberRow,
  type WhatsAppNumberUpdate,
} from "../../../contract/wire/whatsapp";
import { hashPassword } from "../../auth/passwords";
import type { PlatformContext } from "../../context";
import { isoTime, type DbRow, type EntityDefinition } from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { settleConfigured } from "./numbers";

const text = (v: unknown) => (v as string | null | undefined) ?? null;

function requireRegion(ctx: PlatformContext, regionId: unknown): void {
  if (regionId !== undefined && !ctx.db.prepare("SELECT 1 FROM regions WHERE region_id = ?").get(regionId)) {
    throw badRequest("regionId: unknown region", { errors: [{ field: "regionId", message: "Unknown region" }] });
  }
}

function requireProfile(ctx: PlatformContext, profileId: unknown): void {
  if (profileId && !ctx.db.prepare("SELECT 1 FROM cac_profiles WHERE profile_id = ?").get(profileId)) {
    throw badRequest("cacProfileId: unknown call-limit profile", {
      errors: [{ field: "cacProfileId", message: "Unknown call-limit profile" }],
    });
  }
}

/** The profile to store: the named one, or the default (unlimited, docs/product.md#ranges). */
const profileOrDefault = (ctx: PlatformContext, profileId: unknown): string | null =>
  (profileId as string | null | undefined) ||
  ((ctx.db.prepare("SELECT profile_id FROM cac_profiles WHERE is_default = 1 LIMIT 1").pluck().get() as
    string | undefined) ??
    null);

/** The status filter's values (0 in progress, 1 configured, 2 failed; docs/product.md#whatsapp-numbers) over the stored status. */
const STATUS_CODE_SQL = `CASE t.status ${WHATSAPP_STATUSES.map((s) => `WHEN '${s}' THEN '${WHATSAPP_STATUS_FILTER_VALUES[s]}'`).join(" ")} END`;

export const WHATSAPP_ENTITY: EntityDefinition<WhatsAppNumberUpdate, WhatsAppNumberRow, WhatsAppNumber> = {
  key: "whatsapp-numbers",
  api: WHATSAPP_API,
  listSpec: WHATSAPP_LIST_SPEC,
  table: "whatsapp_numbers",
  // docs/product.md#feature-gates: reading needs SIP read or Teams read; delete Teams delete; create and edit the SIP connection roles.
  roles: {
    read: [ROLES.SIPCONNECTIONS_READ, ROLES.TEAMS_READ],
    create: [ROLES.SIPCONNECTIONS_CREATE],
    update: [ROLES.SIPCONNECTIONS_UPDATE],
    delete: [ROLES.TEAMS_DELETE],
  },
  fields: {
    accountId: "t.account_id",
    phoneNumber: "t.phone_number",
    wabaId: "t.waba_id",
    waPhoneNumberId: "t.wa_phone_number_id",
    fqdn: "t.fqdn",
    regionId: "t.region_id",
    status: STATUS_CODE_SQL,
  },
  search: ["t.name", "t.phone_number", "t.waba_id", "t.fqdn", "a.name"],
  secrets: [],
  // A deleted number is never configured.
  deleteColumns: { configure_at: null },
  beforeRead: settleConfigured,
  // An update names the fields it changes (the spec's PATCH); the others keep their stored values.
  form: () => WhatsAppNumberUpdateSchema,
  secretsInUse: () => [],
  columns: (form, ctx, { existing }) => ({
    name: form.name ?? String(existing?.name),
    region_id: form.regionId ?? String(existing?.region_id),
    cac_profile_id:
      form.cacProfileId === undefined ? text(existing?.cac_profile_id) : profileOrDefault(ctx, form.cacProfileId),
    max_call_duration_minutes: form.maxCallDurationInMinutes ?? Number(existing?.max_call_duration_minutes ?? 0),
  }),
  create: {
    form: () => WhatsAppNumberCreateSchema,
    columns: (form, ctx) => ({
      name: String(form.name),
      region_id: String(form.regionId),
      cac_profile_id: profileOrDefault(ctx, form.cacProfileId),
      max_call_duration_minutes: Number(form.maxCallDurationInMinutes),
      status: "InProgress",
    }),
    // The pin is kept only as a hash.
    prepare: async (form) => ({ pin_hash: await hashPassword(String(form.pinCode)) }),
  },
  toRow: (r, withAccount) => ({
    ...(withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
    id: r.id,
    name: r.name,
    wabaId: text(r.waba_id),
    waPhoneNumberId: text(r.wa_phone_number_id),
    phoneNumber: text(r.phone_number),
    fqdn: withAccount ? text(r.fqdn) : undefined,
    regionId: text(r.region_id),
    createdDate: isoTime(r.created_at),
    status: r.status as WhatsAppStatus,
    error: text(r.error),
  }),
  toDetail: (r: DbRow, withAccount) => ({
    ...(withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
    id: r.id,
    name: r.name,
    regionId: String(r.region_id),
    cacProfileId: text(r.cac_profile_id),
    maxCallDurationInMinutes: Number(r.max_call_duration_minutes),
    wabaId: text(r.waba_id),
    phoneNumber: text(r.phone_number),
    waPhoneNumberId: text(r.wa_phone_number_id),
    ...(withAccount ? { fqdn: text(r.fqdn), status: r.status as WhatsAppStatus, error: text(r.error) } : {}),
  }),
  // The admin table's columns (docs/product.md#whatsapp-numbers), account columns for administrators.
  csv: (admin) => [
    ...(admin
      ? [
          { header: "Account ID", value: (r: WhatsAppNumberRow) => r.accountId },
          { header: "Account Name", value: (r: WhatsAppNumberRow) => r.accountName },
        ]
      : []),
    { header: "Number ID", value: (r) => r.id },
    { header: "Number Name", value: (r) => r.name },
    { header: "WhatsApp Business Account ID", value: (r) => r.wabaId },
    { header: "WhatsApp Number ID", value: (r) => r.waPhoneNumberId },
    { header: "WhatsApp Phone Number", value: (r) => r.phoneNumber },
    ...(admin ? [{ header: "FQDN", value: (r: WhatsAppNumberRow) => r.fqdn }] : []),
    { header: "Region", value: (r) => r.regionId },
    { header: "Date Created (UTC)", value: (r) => r.createdDate },
    { header: "Status", value: (r) => WHATSAPP_STATUS_LABELS[r.status] },
    { header: "Error", value: (r) => r.error },
  ],
  exportTitles: {
    running: "Exporting WhatsApp numbers",
    ready: "WhatsApp numbers export is ready",
    failed: "WhatsApp numbers export failed",
  },
  rules: {
    // The provider answers the maximum in words (docs/product.md#whatsapp-messages); its value is the platform's.
    maxPerAccount: () => ({
      max: WHATSAPP.MAX_NUMBERS_PER_ACCOUNT,
      message: "You have reached the maximum number of WhatsApp numbers.",
    }),
    uniqueName: false,
    check(ctx, _account, form) {
      requireRegion(ctx, form.regionId);
      requireProfile(ctx, form.cacProfileId);
    },
  },
};
