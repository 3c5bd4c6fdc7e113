/** What the Teams connection dialogs offer beside the record: the account's tenants and the regions it may be created in. */
import { z } from "zod";
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { buildListQuery } from "../../../contract/listQuery";
import { RegionSchema } from "../../../contract/wire/settings";
import {
  TEAMS_TENANTS_API,
  TEAMS_TENANTS_LIST_SPEC,
  TeamsTenantRowSchema,
  type TeamsConnectionDetail,
  type TeamsTenantDetail,
} from "../../../contract/wire/teams";
import type { DialogContext } from "~/features/entities/dialog.server";

/** The regions a Teams user may read (the Teams module's copy of the catalogue: no bots role needed). */
export const TEAMS_REGIONS_PATH = "/teams/api/Config/regions";
const RegionsSchema = z.object({ regions: z.array(RegionSchema) });
const TenantsSchema = entityListSchema(TEAMS_TENANTS_API.rowsKey, TeamsTenantRowSchema).nullable();

export interface TeamsConnectionDialogData {
  record: TeamsConnectionDetail | null;
  tenants: { id: string; domain: string }[];
  regions: { regionId: string; regionName: string }[];
}

export interface TeamsTenantDialogData {
  record: TeamsTenantDetail | null;
}

export async function teamsConnectionDialogData({
  api,
  user,
  mode,
}: DialogContext<TeamsConnectionDetail>): Promise<Omit<TeamsConnectionDialogData, "record">> {
  // The admin view names the tenant by its domain (in the record): no choices to load.
  if (mode === "admin") return { tenants: [], regions: [] };
  const query = buildListQuery(
    { sort: { field: "name", direction: "asc" }, filter: [{ field: "accountId", op: "=", value: user.accountId }] },
    TEAMS_TENANTS_LIST_SPEC,
  );
  const [tenants, regions] = await Promise.all([
    api.get(`${entityPaths(TEAMS_TENANTS_API).list}?${query}`, { schema: TenantsSchema }),
    api.get(TEAMS_REGIONS_PATH, { schema: RegionsSchema }),
  ]);
  return { tenants: (tenants?.tenants ?? []).map((t) => ({ id: t.id, domain: t.domain })), regions: regions.regions };
}
