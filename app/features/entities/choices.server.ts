/**
 * A form's choice list from another entity: the caller's account's records of it, sorted, at most
 * GRID.MAX_LIMIT (docs/product.md#lookup-calls lookups, "limit=1000"). A user without the entity's read role is offered none
 * and the platform is not asked (its 403 would end the session); the platform refuses any other choice.
 */
import type { z } from "zod";
import { entityListSchema, entityPaths, type EntityApi } from "../../../contract/entities";
import { GRID } from "../../../contract/limits/grid";
import { buildListQuery, type FilterClause, type ListSpec } from "../../../contract/listQuery";
import { hasRoles } from "../../../contract/roles";
import type { RoleGate } from "~/features/navigation/gates";
import type { CurrentUser } from "~/services/current-user.server";
import type { PlatformClient } from "~/services/platform.server";

export interface ChoiceSource<Row extends z.ZodTypeAny> {
  api: EntityApi;
  spec: ListSpec;
  /** The entity's read gate (its resource's `gates.view`). */
  gate: RoleGate;
  row: Row;
  /** Filters beside the caller's account (a number's status, a speech service's usage). */
  filter?: FilterClause[];
  /** The field the choices are sorted by, ascending; by name when absent. */
  sortBy?: string;
}

export async function entityChoices<Row extends z.ZodTypeAny>(
  api: PlatformClient,
  user: CurrentUser,
  source: ChoiceSource<Row>,
): Promise<z.infer<Row>[]> {
  if (!hasRoles(user.roles, source.gate.roles, source.gate.match)) return [];
  const query = buildListQuery(
    {
      limit: GRID.MAX_LIMIT,
      sort: { field: source.sortBy ?? "name", direction: "asc" },
      filter: [{ field: "accountId", op: "=", value: user.accountId }, ...(source.filter ?? [])],
    },
    source.spec,
  );
  const body = await api.get(`${entityPaths(source.api).list}?${query}`, {
    schema: entityListSchema(source.api.rowsKey, source.row).nullable(),
  });
  return (body?.[source.api.rowsKey] ?? []) as z.infer<Row>[];
}
