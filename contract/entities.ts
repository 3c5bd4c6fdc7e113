/**
 * The entity-screen contract (ADR 010): what the console and the platform agree on for every
 * configuration entity (bots, speech services, voice translations, and the screens after them).
 *
 * An entity is one REST collection under its service base path:
 *
 *   GET    {base}{collection}?page&limit&sort&filter&search   the list: { [rowsKey]: Row[], pages }, 204 when empty
 *   POST   {base}{collection}                                 create: 201 { id }
 *   GET    {base}{collection}/{id}                            one record (secrets only as "set")
 *   PATCH  {base}{collection}/{id}                            update: the whole form; an empty secret keeps the stored one
 *   DELETE {base}{collection}/{id}                            204
 *   POST   {base}{report}?sort&filter&search                  the CSV report generator (Generate*): 202, delivered to the notifications
 *
 * Customers see their own account; administrators every account, or one with filter=(accountId=...).
 * The list grammar is contract/listQuery; the forms' zod schemas live beside each entity's wire file
 * and are used by both the console's action and the platform's endpoint.
 */
import { z } from "zod";
import { GRID } from "./limits/grid";
import type { FieldSpec, ListSpec } from "./listQuery";

export interface EntityApi {
  /** The service base path (docs/product.md#base-paths), e.g. /bots/api. */
  base: string;
  /** The collection under the base, e.g. /bots. */
  collection: string;
  /**
   * The collection as the list's GET spells it, where the spec spells it otherwise (WhatsApp numbers:
   * `GET WhatsApp/numbers`, the collection `whatsapp/numbers`). The platform matches paths
   * case-insensitively, so it is the collection's list endpoint.
   */
  list?: string;
  /** The report generator under the base, e.g. /reports/bots. */
  report: string;
  /** The array's key in the list answer, e.g. infoCards. */
  rowsKey: string;
}

/** The full paths of an entity's endpoints. */
export function entityPaths(api: EntityApi) {
  const collection = `${api.base}${api.collection}`;
  return {
    list: `${api.base}${api.list ?? api.collection}`,
    create: collection,
    one: (id: string) => `${collection}/${encodeURIComponent(id)}`,
    report: `${api.base}${api.report}`,
  } as const;
}

/**
 * The account's maximum of an entity, how many it holds and the message past it (a message key): a
 * customer list of the caller's own account carries it, so the console warns before a create is refused.
 */
export const EntityLimitSchema = z.object({
  max: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  message: z.string(),
});
export type EntityLimit = z.infer<typeof EntityLimitSchema>;

/**
 * `?locate=<id>` on an entity list: answer the page that holds the record under the query's sort,
 * filter and search (docs/features/entity-pattern.md "A record just saved"); `pages.located` says
 * whether it is there.
 */
export const ENTITY_LOCATE_PARAM = "locate";
/** Longest id `locate` takes (ids are UUIDs; anything longer is no record). */
export const ENTITY_LOCATE_MAX_LENGTH = 100;

const EntityPagesSchema = z
  .object({
    totalElements: z.number().int().nonnegative(),
    /** The page served (the located record's, with `locate`). */
    number: z.number().int().positive().optional(),
    /** With `locate`: whether the record is in the list as asked. */
    located: z.boolean().optional(),
  })
  .passthrough();
export type EntityPages = z.infer<typeof EntityPagesSchema>;

/** The list answer of an entity: its rows under `rowsKey`, the pages and, for the caller's own account, the limit. */
export function entityListSchema<Row extends z.ZodTypeAny>(rowsKey: string, row: Row) {
  return z.object({
    [rowsKey]: z.array(row),
    pages: EntityPagesSchema,
    limit: EntityLimitSchema.optional(),
  }) as unknown as z.ZodType<{ pages: EntityPages; limit?: EntityLimit } & Record<string, z.infer<Row>[]>>;
}

export const EntityCreatedSchema = z.object({ id: z.string() });

/** Which write-only secrets a record holds (a read never carries their values). */
export const SecretsSetSchema = z.record(z.string(), z.boolean());

/** Fields every entity list offers: the account (administrators), its name and id, and when it was created. */
export const ENTITY_BASE_FIELDS: Readonly<Record<string, FieldSpec>> = {
  accountId: { type: "string", ops: ["="] },
  accountName: { type: "string", sortable: true, filterable: false },
  id: { type: "string", ops: ["="] },
  name: { type: "string", sortable: true, ops: ["=", "~"] },
  createdAt: { type: "date", sortable: true },
};

/**
 * An entity's list grammar: the base fields and its own. Without `limit` a list answers up to 1000
 * rows (the lookups of docs/product.md#lookup-calls "Bots fetched limit is 1000"); the grids ask for their page size.
 */
export function entityListSpec(
  fields: Readonly<Record<string, FieldSpec>>,
  defaultSort: ListSpec["defaultSort"] = { field: "name", direction: "asc" },
): ListSpec {
  return {
    fields: { ...ENTITY_BASE_FIELDS, ...fields },
    defaultSort,
    defaultLimit: GRID.MAX_LIMIT,
    maxLimit: GRID.MAX_LIMIT,
    searchable: true,
  };
}

/** The row fields every entity's wire row carries (account fields for administrators only). */
export const EntityRowBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO-8601 instant */
  createdAt: z.string(),
  accountId: z.string().optional(),
  accountName: z.string().optional(),
});

/** An empty text field of a form means "not given": "" becomes undefined before the field's rules. */
export function optionalText<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
}

/** A checkbox: absent (unchecked in an HTML form) is false. */
export const checkbox = z.boolean().default(false);
