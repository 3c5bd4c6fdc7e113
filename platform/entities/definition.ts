/**
 * What an entity tells the generic store and router (ADR 010): its table, its list fields as SQL, its
 * form schema, how a valid form becomes columns and a stored row becomes the wire, its roles and its
 * per-account rules. Everything else (scoping, the list grammar, 204s, secrets, limits in one write
 * transaction, the report generator) is the store's and the router's, written once.
 */
import type { z } from "zod";
import type { EntityApi } from "../../contract/entities";
import type { ListSpec } from "../../contract/listQuery";
import type { PlatformContext } from "../context";
import type { CsvColumn } from "../jobs/csv";

export type SqlValue = string | number | null;
/** A stored row: the table's columns plus account_id/account_name and the definition's extra select. */
export type DbRow = Record<string, unknown> & {
  id: string;
  account_id: string;
  account_name: string;
  name: string;
  created_at: number;
  secrets: string;
};

/** The account a write is for, as the rules need it. */
export interface AccountFacts {
  id: string;
  plan: string;
  maxBots: number;
  featuresActivation: Record<string, unknown>;
  /** docs/product.md#account-status "DNS verification can be toggled per client" (accounts.dns_verification). */
  dnsVerification: boolean;
}

/** What a write's columns may depend on beside the form: the account, and the stored record on update. */
export interface WriteFacts {
  account: AccountFacts;
  existing: DbRow | null;
}

/** A write the store has just made (create or update), for the definition's `afterWrite`. */
export interface WriteDone {
  op: "create" | "update";
  id: string;
  accountId: string;
  /** The user who wrote it (the caller), when the store was told. */
  userId: string | null;
  /** The valid form, secrets excepted (on create, the create's form when the definition has one). */
  form: Record<string, unknown>;
}

/**
 * What every entity gives (the list, the read, the delete and the report). An entity the platform
 * writes itself (alarms: docs/product.md#role-names "Read and delete for ... ALARMS") is only this: the router mounts no
 * create or update for it. The others are an EntityDefinition, this and the writes.
 */
export interface EntityReadDefinition<Row, Detail> {
  /** Stable key: export kinds ("<key>", "admin-<key>"), audit actions, messages. */
  key: string;
  api: EntityApi;
  listSpec: ListSpec;
  /** The table, aliased `t` in every query (accounts are `a`). It has id, account_id, name, secrets, created_at, updated_at, deleted_at. */
  table: string;
  /** create and update: an EntityDefinition's (absent on a read-and-delete entity). */
  roles: { read: readonly string[]; create?: readonly string[]; update?: readonly string[]; delete: readonly string[] };
  /** The entity's own list fields -> SQL expression (over t and a), for filter and sort; BASE_FIELDS_SQL are the store's. */
  fields: Readonly<Record<string, string>>;
  /** SQL expressions a search looks in (LIKE, case-insensitive). */
  search: readonly string[];
  /** More select columns, e.g. "(SELECT COUNT(*) ...) AS assigned". */
  select?: string;
  /** Write-only fields of the form: stored apart, never read back (a read says which are set). */
  secrets: readonly string[];
  /** Columns a delete sets beside deleted_at (a phone number's status Deleted). */
  deleteColumns?: Readonly<Record<string, SqlValue>>;
  /**
   * An SQL expression of a phone number in E.164: a search that looks like a phone number ("+44 20
   * 7946", "512-555") also finds the rows whose number contains its digits.
   */
  digitsSearch?: string;
  toRow: (row: DbRow, withAccount: boolean) => Row;
  toDetail: (row: DbRow, withAccount: boolean, secretsSet: Record<string, boolean>) => Detail;
  csv: (admin: boolean) => CsvColumn<Row>[];
  /**
   * Who deletes: "own" (default) a customer its account's records; "admin" administrators only, any
   * account's record (docs/product.md#admin-only-actions "Admin-only actions: ... delete Teams tenant"), with `roles.delete`.
   */
  deleteScope?: "own" | "admin";
  /**
   * Records only administrators write, for any account (routing groups: "managed by admins and chosen
   * by customers"): create, update and delete need an administrator holding the roles; a create is
   * for the live account its form names in `accountField` (400 on that field otherwise), an update or
   * a delete takes any account's record. Customers still read their own account's.
   */
  adminWrites?: { accountField: string };
  /** Runs in the delete's write transaction after the soft delete, with the row as it was. */
  afterDelete?: (ctx: PlatformContext, row: DbRow) => void;
  /**
   * Brings stored rows up to date before every read of the store (the list, a record, the report): a
   * WhatsApp number finalized a moment ago turns Connected when its delay has passed, with no timer.
   */
  beforeRead?: (ctx: PlatformContext) => void;
  exportTitles: { running: string; ready: string; failed: string };
  /**
   * A record every account has without storing it (the AI framework's built-in embedded model,
   * docs/decisions/015-embedded-agent-engine.md): the values of its columns (every column of the table
   * but account_id, created_at, updated_at and deleted_at, which are the account's). It is listed first
   * in a list of one account whatever the sort (not in the administrators' list of every account), read
   * like a stored record of that account (its row's `built_in` is 1), not counted in the maximum, and
   * refused to an update or a delete (409, the `readOnly` message key).
   */
  builtIn?: { columns: Readonly<Record<string, SqlValue>>; readOnly: string };
}

/** An entity the console creates and updates through its form: the reads, and the form's writes. */
export interface EntityDefinition<Form extends Record<string, unknown>, Row, Detail> extends EntityReadDefinition<
  Row,
  Detail
> {
  roles: { read: readonly string[]; create: readonly string[]; update: readonly string[]; delete: readonly string[] };
  /** The form schema; an update passes the secrets the record holds (they may be left empty). */
  form: (secretsSet: readonly string[]) => z.ZodType<Form, z.ZodTypeDef, unknown>;
  /** The secrets a valid form uses (its authentication's); the others are forgotten. */
  secretsInUse: (form: Form) => readonly string[];
  /**
   * What the stored secrets belong to (a speech service's provider): an update that changes it keeps
   * none of them, so an empty key never carries one provider's key over to another.
   */
  secretOwner?: (form: Record<string, unknown>) => string;
  /** The columns a valid form writes (not id, account, times or secrets). */
  columns: (form: Form, ctx: PlatformContext, facts: WriteFacts) => Record<string, SqlValue>;
  /**
   * A create that takes another form than the update (a phone number is ported in with its carrier,
   * then configured): its schema and the columns it writes. Without it, a create posts the update's form.
   */
  create?: {
    form: () => z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown>;
    columns: (form: Record<string, unknown>, ctx: PlatformContext, facts: WriteFacts) => Record<string, SqlValue>;
    /**
     * Columns that take time to make (a WhatsApp number's pin hash), made before the write transaction
     * and written with the others; it may refuse the form too (an AI document's URL that leads to a
     * private address: a DNS lookup, which must not run inside the transaction).
     */
    prepare?: (form: Record<string, unknown>, ctx: PlatformContext) => Promise<Record<string, SqlValue>>;
  };
  /**
   * More writes of the same transaction after a create or an update: one default number per account;
   * a Teams connection's creation starting (with the creating user, who gets its progress).
   */
  afterWrite?: (ctx: PlatformContext, write: WriteDone) => void;
  /** Account rules; each throws an HttpError with a message key when the write is refused. */
  rules: {
    /** The most records an account may hold (counted in the write transaction), and the message key past it. */
    maxPerAccount: (ctx: PlatformContext, account: AccountFacts) => { max: number; message: string };
    /** What counts toward the maximum when it is not every live record (the numbers an account holds). */
    heldCount?: (ctx: PlatformContext, accountId: string) => number;
    /** Only Essential accounts may create these (docs/product.md#plans): the message key otherwise. */
    essentialOnly?: string;
    /** Names are unique in the account (case-insensitive). */
    uniqueName: boolean;
    /** More checks of a valid form against the account (and the stored record on update; on create, the create's form when the definition has one). */
    check?: (ctx: PlatformContext, account: AccountFacts, form: Form, existing: DbRow | null) => void;
    /**
     * Checks that wait on the network (a URL's host resolved: docs/security.md#outbound-requests), run
     * on create and update with the valid form (secrets excepted) before the write transaction, which
     * must not wait on anything; each throws an HttpError with a `field: message` key.
     */
    checkAsync?: (ctx: PlatformContext, form: Form) => Promise<void>;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntityDefinition = EntityDefinition<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEntityReadDefinition = EntityReadDefinition<any, any>;

/** Whether an entity takes creates and updates from a form (else the platform writes it itself). */
export const isWritableEntity = (def: AnyEntityReadDefinition): def is AnyEntityDefinition => "form" in def;

/** A stored JSON object column (`settings`, `secrets`); anything malformed reads as empty. */
export function jsonObject(text: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(text ?? "{}"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An epoch-ms column as the wire's ISO-8601 instant. */
export const isoTime = (ms: unknown) => new Date(Number(ms)).toISOString();

/** The list fields every entity has (contract ENTITY_BASE_FIELDS), as SQL: the store adds them to each definition's. */
export const BASE_FIELDS_SQL: Readonly<Record<string, string>> = {
  accountName: "a.name",
  id: "t.id",
  name: "t.name",
  createdAt: "t.created_at",
};

/** The wire fields every entity row and detail carries: id, name, creation, and the account for administrators. */
export function baseRow(r: DbRow, withAccount: boolean) {
  return {
    id: r.id,
    name: r.name,
    createdAt: isoTime(r.created_at),
    ...(withAccount ? { accountId: r.account_id, accountName: r.account_name } : {}),
  };
}
