/**
 * What the SIP connection dialogs offer beside the record: the regions (base settings), the call-limit
 * profiles the platform defines (GET {sip}/cacProfile), and on a pending connection's view, Verify.
 */
import { CacProfileDefsResponseSchema } from "../../../contract/wire/admin";
import type { SipConnectionDetail } from "../../../contract/wire/sip";
import type { DialogContext } from "~/features/entities/dialog.server";
import { passes } from "~/features/navigation/gates";
import { baseSettingsOf } from "~/services/settings.server";
import { SIP_CONNECTIONS_RESOURCE } from "./resource";

export interface SipConnectionDialogData {
  record: SipConnectionDetail | null;
  regions: { regionId: string; regionName: string }[];
  cacProfiles: { profileId: string; display: string }[];
  /** The profile a connection without its own runs under. */
  defaultCacProfile: string | null;
  /** The view offers Verify (a pending connection, and the verify action's gate). */
  canVerify: boolean;
}

export async function sipConnectionDialogData({
  request,
  context,
  api,
  user,
  record,
  mode,
}: DialogContext<SipConnectionDetail>): Promise<Omit<SipConnectionDialogData, "record">> {
  const [settings, defs] = await Promise.all([
    baseSettingsOf(context, request),
    api.get("/sip-connection/api/cacProfile", { schema: CacProfileDefsResponseSchema }),
  ]);
  const params = defs.adminConfigParams[0];
  const verify = SIP_CONNECTIONS_RESOURCE.actions?.portal?.record?.verify;
  return {
    regions: (settings?.regionsSettings ?? []).map((r) => ({ regionId: r.regionId, regionName: r.regionName })),
    cacProfiles: params?.enum ?? [],
    defaultCacProfile: params?.default ?? null,
    canVerify:
      mode === "portal" &&
      record !== null &&
      record.dnsTxtValue !== null &&
      verify !== undefined &&
      passes(verify, user.roles),
  };
}
