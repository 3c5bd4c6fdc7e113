/**
 * The query parameters of a list endpoint, read from its list grammar (contract/listQuery.ts, the
 * ListSpec the platform parses with): page, limit, sort, filter, search, and what an endpoint adds
 * (an entity list's `locate`, the calls list's cursors). Zod schemas, so the OpenAPI generator
 * documents them as it documents the bodies.
 */
import type { TFunction } from "i18next";
import { z } from "./zod-openapi.server";
import { ENTITY_LOCATE_MAX_LENGTH, ENTITY_LOCATE_PARAM } from "../../../contract/entities";
import { DEFAULT_OPS, LIST_QUERY_BOUNDS, type ListSpec } from "../../../contract/listQuery";

/** `field (ops: values)` of every field the filter takes, e.g. `name (=, ~)`, `framework (=, !=: None, Ac)`. */
export function filterFields(spec: ListSpec): string[] {
  return Object.entries(spec.fields)
    .filter(([, field]) => field.filterable !== false)
    .map(([name, field]) => {
      const ops = (field.ops ?? DEFAULT_OPS[field.type]).join(", ");
      const values = field.values ? `: ${field.values.join(", ")}` : "";
      return `${name} (${field.type}; ${ops}${values})`;
    });
}

/** The sortable fields as `sort` takes them: `field` ascending, `-field` descending. */
function sortValues(spec: ListSpec): [string, ...string[]] | null {
  const fields = Object.entries(spec.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name);
  return fields.length > 0 ? (fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]]) : null;
}

/** The sort, filter and search of a list (and of its report generator, which takes no page). */
export function listFilterParameters(spec: ListSpec, t: TFunction) {
  const sorts = sortValues(spec);
  const { field, direction } = spec.defaultSort;
  return {
    ...(sorts && {
      sort: z
        .enum(sorts)
        .optional()
        .openapi({
          description: t("help:api.params.sort", { default: `${direction === "desc" ? "-" : ""}${field}` }),
        }),
    }),
    filter: z
      .string()
      .max(LIST_QUERY_BOUNDS.filterMaxLength)
      .optional()
      .openapi({
        description: t("help:api.params.filter", {
          fields: filterFields(spec).join("; "),
          max: LIST_QUERY_BOUNDS.filterMaxClauses,
        }),
        example: "(name~acme)",
      }),
    ...(spec.searchable && {
      search: z
        .string()
        .max(LIST_QUERY_BOUNDS.searchMaxLength)
        .optional()
        .openapi({ description: t("help:api.params.search") }),
    }),
  };
}

/** Paging, and the list's sort, filter and search. */
export function listParameters(spec: ListSpec, t: TFunction) {
  return {
    page: z
      .number()
      .int()
      .min(1)
      .max(LIST_QUERY_BOUNDS.maxPage)
      .optional()
      .openapi({ description: t("help:api.params.page") }),
    limit: z
      .number()
      .int()
      .min(1)
      .max(spec.maxLimit)
      .optional()
      .openapi({ description: t("help:api.params.limit", { default: spec.defaultLimit }) }),
    ...listFilterParameters(spec, t),
  };
}

/** An entity list's `locate` (contract/entities.ts): the page that holds a record. */
export function locateParameter(t: TFunction) {
  return {
    [ENTITY_LOCATE_PARAM]: z
      .string()
      .max(ENTITY_LOCATE_MAX_LENGTH)
      .optional()
      .openapi({ description: t("help:api.params.locate") }),
  };
}

/** The calls list's total and cursors (docs/product.md#grid-request "Grid request"). */
export function cursorParameters(t: TFunction) {
  const cursor = (description: string) =>
    z.string().max(LIST_QUERY_BOUNDS.cursorMaxLength).optional().openapi({ description });
  return {
    totalItems: z
      .boolean()
      .optional()
      .openapi({ description: t("help:api.params.total_items") }),
    before: cursor(t("help:api.params.before")),
    after: cursor(t("help:api.params.after")),
  };
}
