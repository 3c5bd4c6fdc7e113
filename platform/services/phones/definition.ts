/**
 * Phone numbers as an entity of the generic store (ADR 010; docs/product.md#phone-number "Phone number", #role-names
 * NUMBERS roles, #account-limits "Numbers per account: 100"): the list (customer and admin, and the statistics and
 * dashboard lookup), configure (the update: name, default, format, prefix, language and voice), the
 * release (delete: status Deleted, hidden from the lists, kept for the call history) and the port-in
 * (the create: a number in Port Pending, within the account's number slots).
 */
import { PHONE_NUMBERS } from "../../../contract/limits/phone-numbers";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { ROLES } from "../../../contract/roles";
import {
  PHONES_API,
  PHONES_LIST_SPEC,
  PhoneConfigureSchema,
  PortInSchema,
  type PhoneConfigureForm,
  type PhoneDetail,
  type PhoneRow,
  type PortInForm,
} from "../../../contract/wire/phones";
import type { PlatformContext } from "../../context";
import {
  baseRow,
  isoTime,
  jsonObject,
  type DbRow,
  type EntityDefinition,
  type SqlValue,
} from "../../entities/definition";
import { badRequest } from "../../http/errors";
import { defaultPhoneConfig } from "./config";
import { RELEASED_NUMBER_STATUSES, assertNumberSlots, heldNumberCount, numberLimitOf } from "./slots";

const TRIAL_PLAN = "Trial Plan";

/** What the number routes to: its bot, else the destination of the first routing rule from it (docs/product.md#routing-rule). */
const ROUTES_TO_SQL = `
  (SELECT json_object('kind', 'bot', 'id', b.id, 'name', b.name) FROM bots b WHERE b.id = t.bot_id) AS route_bot,
  (SELECT json_object('kind', r.destination_type, 'id', r.destination_id,
          'name', COALESCE((SELECT name FROM bots WHERE id = r.destination_id), (SELECT name FROM sip_connections WHERE id = r.destination_id), r.name))
     FROM routing_rules r WHERE r.origin_id = t.id AND r.deleted_at IS NULL ORDER BY r.priority, r.created_at, r.id LIMIT 1) AS route_rule`;

function routeOf(row: DbRow): PhoneRow["routesTo"] {
  const text = (row.route_bot ?? row.route_rule) as string | null;
  if (!text) return null;
  const value = jsonObject(text);
  return typeof value.id === "string" && typeof value.name === "string"
    ? { kind: String(value.kind), id: value.id, name: value.name }
    : null;
}

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toRow(r: DbRow, withAccount: boolean): PhoneRow {
  return {
    ...baseRow(r, withAccount),
    phoneNumber: String(r.e164),
    e164: String(r.e164),
    country: String(r.country),
    city: text(r.city),
    type: String(r.type),
    status: String(r.status),
    isDefault: r.is_default === 1,
    regionId: text(r.region_id),
    provider: String(r.provider),
    monthlyCharge: Number(r.monthly_charge),
    routesTo: routeOf(r),
    validUntil: r.valid_until === null || r.valid_until === undefined ? null : isoTime(r.valid_until),
    format: text(r.format),
    prefix: text(r.prefix),
    language: text(r.language),
    voice: text(r.voice),
    ...(withAccount ? { createdDate: isoTime(r.created_at) } : {}),
  };
}

function documentsOf(ctx: PlatformContext, id: string): PhoneDetail["documents"] {
  const rows = ctx.db
    .prepare(
      "SELECT file_name, content_type, size, created_at FROM phone_number_documents WHERE phone_number_id = ? ORDER BY created_at, file_name",
    )
    .all(id) as {
    file_name: string;
    content_type: string;
    size: number;
    created_at: number;
  }[];
  return rows.map((d) => ({
    fileName: d.file_name,
    contentType: d.content_type,
    size: d.size,
    uploadedAt: isoTime(d.created_at),
  }));
}

/** The number with this E.164 that an account holds (any account), if any. */
function holderOf(ctx: PlatformContext, e164: string) {
  return ctx.db
    .prepare("SELECT id, account_id, status FROM phone_numbers WHERE e164 = ? AND deleted_at IS NULL")
    .get(e164) as { id: string; account_id: string; status: string } | undefined;
}

export function phonesEntity(ctx: PlatformContext): EntityDefinition<PhoneConfigureForm, PhoneRow, PhoneDetail> {
  return {
    key: "phones",
    api: PHONES_API,
    listSpec: PHONES_LIST_SPEC,
    table: "phone_numbers",
    roles: {
      read: [ROLES.NUMBERS_READ],
      create: [ROLES.NUMBERS_CREATE],
      update: [ROLES.NUMBERS_UPDATE],
      delete: [ROLES.NUMBERS_DELETE],
    },
    fields: {
      e164: "t.e164",
      country: "t.country",
      city: "t.city",
      type: "t.type",
      status: "t.status",
      isDefault: "t.is_default",
      regionId: "t.region_id",
      provider: "t.provider",
      monthlyCharge: "t.monthly_charge",
      validUntil: "t.valid_until",
    },
    search: ["t.name", "t.e164", "t.country", "t.city", "a.name"],
    digitsSearch: "t.e164",
    select: ROUTES_TO_SQL,
    form: () => PhoneConfigureSchema,
    secrets: [],
    secretsInUse: () => [],
    columns: (form) => ({
      name: form.name,
      is_default: form.isDefault ? 1 : 0,
      format: form.format,
      prefix: form.prefix ?? null,
      language: form.language,
      voice: form.voice,
    }),
    create: {
      form: () => PortInSchema as never,
      columns(input, c, { account }) {
        const form = input as unknown as PortInForm;
        const defaults = defaultPhoneConfig();
        const columns: Record<string, SqlValue> = {
          name: form.name ?? form.phoneNumber,
          e164: form.phoneNumber,
          country: form.countryName,
          type: "geographic",
          status: "Port Pending",
          format: defaults.format,
          prefix: defaults.prefix || null,
          language: defaults.language,
          voice: defaults.voice,
          settings: JSON.stringify({
            portIn: { carrier: form.carrier, carrierAccountNumber: form.carrierAccountNumber },
          }),
          settle_at: c.now() + PHONE_NUMBERS.PORT_IN_DELAY_MS,
          // docs/product.md#plans: a trial account's number is valid 28 days.
          valid_until: account.plan === TRIAL_PLAN ? c.now() + TRIAL.NUMBER_VALID_DAYS * TIME.DAY_MS : null,
        };
        return columns;
      },
    },
    afterWrite(c, { id, accountId, form }) {
      // One default number per account: the one just made default takes it from the others.
      if (form.isDefault === true)
        c.db
          .prepare("UPDATE phone_numbers SET is_default = 0 WHERE account_id = ? AND id <> ? AND is_default = 1")
          .run(accountId, id);
    },
    deleteColumns: { status: "Deleted", is_default: 0, settle_at: null },
    toRow,
    toDetail: (r, withAccount) => {
      const settings = jsonObject(r.settings);
      const portIn = jsonObject(JSON.stringify(settings.portIn ?? null));
      return {
        ...toRow(r, withAccount),
        providerPhoneNumberId: text(r.provider_phone_number_id),
        portIn:
          typeof portIn.carrier === "string"
            ? { carrier: portIn.carrier, carrierAccountNumber: String(portIn.carrierAccountNumber ?? "") }
            : null,
        documents: documentsOf(ctx, r.id),
      };
    },
    csv: (admin) => [
      ...(admin
        ? [
            { header: "Account ID", value: (r: PhoneRow) => r.accountId },
            { header: "Account Name", value: (r: PhoneRow) => r.accountName },
          ]
        : []),
      { header: "Number ID", value: (r) => r.id },
      { header: "Name", value: (r) => r.name },
      { header: "Number", value: (r) => r.e164 },
      { header: "Country", value: (r) => r.country },
      { header: "City", value: (r) => r.city },
      { header: "Type", value: (r) => r.type },
      { header: "Status", value: (r) => r.status },
      { header: "Default", value: (r) => (r.isDefault ? "Yes" : "No") },
      { header: "Region", value: (r) => r.regionId },
      { header: "Routes To", value: (r) => r.routesTo?.name ?? null },
      { header: "Provider", value: (r) => r.provider },
      { header: "Monthly Charge (USD)", value: (r) => r.monthlyCharge },
      { header: "Valid Until (UTC)", value: (r) => r.validUntil },
      { header: "Date Created (UTC)", value: (r) => r.createdAt },
    ],
    exportTitles: {
      running: "Exporting phone numbers",
      ready: "Phone numbers export is ready",
      failed: "Phone numbers export failed",
    },
    rules: {
      // The slots (slots.ts) count the numbers an account holds, not its rows.
      maxPerAccount: (_c, account) => numberLimitOf(account.plan),
      heldCount: heldNumberCount,
      uniqueName: false,
      check(c, account, form, existing) {
        if (existing) {
          if (form.isDefault === true && RELEASED_NUMBER_STATUSES.includes(existing.status as never))
            throw badRequest("isDefault: validation_phone_default_released");
          return;
        }
        const e164 = (form as unknown as PortInForm).phoneNumber;
        const holder = holderOf(c, e164);
        if (holder) {
          // A failed attempt of the account's own gives way to the new one; any other holder keeps the number.
          if (holder.account_id !== account.id || !RELEASED_NUMBER_STATUSES.includes(holder.status as never))
            throw badRequest("phoneNumber: validation_phone_number_in_use");
          c.db.prepare("UPDATE phone_numbers SET deleted_at = ? WHERE id = ?").run(c.now(), holder.id);
        }
        assertNumberSlots(c, account.id, 1);
      },
    },
  };
}
