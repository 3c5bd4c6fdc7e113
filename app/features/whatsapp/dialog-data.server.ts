/**
 * What the WhatsApp number dialog offers beside the record (docs/product.md#whatsapp-numbers "WhatsApp number dialog"):
 * the regions and the call-limit profiles to choose from, and on the view the number's status (with
 * its error) and its connection, checked anew each time; a failed check says 'Error fetching number
 * status' with the platform's words (docs/product.md#whatsapp-messages) and the rest still shows.
 */
import { entityListSchema, entityPaths } from "../../../contract/entities";
import { buildListQuery } from "../../../contract/listQuery";
import { MSG } from "../../../contract/messages";
import { CacProfileDefsResponseSchema } from "../../../contract/wire/admin";
import type { Region } from "../../../contract/wire/settings";
import {
  WHATSAPP_API,
  WHATSAPP_LIST_SPEC,
  whatsAppNumberPath,
  WhatsAppNumberRowSchema,
  WhatsAppNumberStatusSchema,
  type WhatsAppNumber,
  type WhatsAppNumberRow,
  type WhatsAppNumberStatus,
} from "../../../contract/wire/whatsapp";
import type { DialogContext } from "~/features/entities/dialog.server";
import { isPlatformError, type PlatformClient } from "~/services/platform.server";
import { baseSettingsOf } from "~/services/settings.server";

export interface WhatsAppDialogData {
  record: WhatsAppNumber | null;
  regions: Region[];
  profiles: { profileId: string; display: string }[];
  defaultProfile: string | null;
  /** The number's status and error (view). */
  state: Pick<WhatsAppNumberRow, "status" | "error"> | null;
  /** The connection flags (view); null when they could not be fetched. */
  connection: WhatsAppNumberStatus | null;
  /** Messages of a failed connection check. */
  statusError: string[];
}

/** The number's status and error: an administrator's read carries them, a customer's only the list's row. */
async function stateOf(api: PlatformClient, record: WhatsAppNumber): Promise<WhatsAppDialogData["state"]> {
  if (record.status) return { status: record.status, error: record.error };
  const query = buildListQuery(
    { page: 1, limit: 1, filter: [{ field: "id", op: "=", value: record.id }] },
    WHATSAPP_LIST_SPEC,
  );
  const body = await api.get(`${entityPaths(WHATSAPP_API).list}?${query}`, {
    schema: entityListSchema(WHATSAPP_API.rowsKey, WhatsAppNumberRowSchema).nullable(),
  });
  return body?.[WHATSAPP_API.rowsKey]?.[0] ?? null;
}

/** The connection check, or the messages of its failure. */
async function connectionOf(
  api: PlatformClient,
  id: string,
): Promise<Pick<WhatsAppDialogData, "connection" | "statusError">> {
  try {
    return {
      connection: await api.get(whatsAppNumberPath(id, "status"), { schema: WhatsAppNumberStatusSchema }),
      statusError: [],
    };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    return { connection: null, statusError: [MSG.error_whatsapp_status, ...error.messages] };
  }
}

export async function whatsAppDialogData({
  request,
  context,
  api,
  record,
  action,
}: DialogContext<WhatsAppNumber>): Promise<Omit<WhatsAppDialogData, "record">> {
  const view = action === "view" && record !== null;
  const [settings, defs, state, check] = await Promise.all([
    baseSettingsOf(context, request),
    api.get("/sip-connection/api/cacProfile", { schema: CacProfileDefsResponseSchema }),
    view ? stateOf(api, record) : null,
    view ? connectionOf(api, record.id) : { connection: null, statusError: [] },
  ]);
  const params = defs.adminConfigParams[0];
  return {
    regions: settings?.regionsSettings ?? [],
    profiles: params.enum,
    defaultProfile: params.default ?? null,
    state,
    ...check,
  };
}
