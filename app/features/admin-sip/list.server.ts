/**
 * One SIP connection of any account for the admin row dialogs (call-limit profile, SBC override, SIP
 * charge): GET {sip}/Connections/admin filtered by id, the admin form of the SIP connections list
 * (the grid itself is the entity screen of app/features/sip-connections).
 */
import { ADMIN_SIP_LIST_SPEC } from "../../../contract/lookups";
import { buildListQuery } from "../../../contract/listQuery";
import { AdminSipConnectionsResponseSchema, type AdminSipConnection } from "../../../contract/wire/sip";
import type { PlatformClient } from "~/services/platform.server";
import { SIP_ADMIN_API } from "./paths";

/** One connection (any account) by id, or a 404 Response. */
export async function sipConnectionOf(api: PlatformClient, id: string): Promise<AdminSipConnection> {
  const query = buildListQuery(
    { page: 1, limit: 1, filter: [{ field: "id", op: "=", value: id }] },
    ADMIN_SIP_LIST_SPEC,
  );
  const body = await api.get(`${SIP_ADMIN_API.list}?withStatus=true&${query}`, {
    schema: AdminSipConnectionsResponseSchema.nullable(),
  });
  const connection = body?.sipConnections[0];
  if (!connection) throw new Response("Not found", { status: 404, statusText: "Not Found" });
  return connection;
}
