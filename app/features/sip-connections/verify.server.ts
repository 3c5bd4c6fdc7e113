import type { RouteArgs } from "~/features/entities/route-args";
import { MSG } from "../../../contract/messages";
import { SipDnsVerifySchema, sipVerifyDnsPath } from "../../../contract/wire/sip";
import { runRecordAction } from "~/features/entities/record-action.server";
import { SIP_CONNECTIONS_RESOURCE } from "./resource";

/**
 * POST /portal/sip_connections/<id>/verify: asks the platform to resolve the FQDN's TXT records;
 * back to the connection's view with the outcome (verified, or "publish it and try again").
 */
export const verifySipConnectionDns = (args: RouteArgs) =>
  runRecordAction(args, SIP_CONNECTIONS_RESOURCE, "verify", async ({ api }) => {
    const id = args.params?.id ?? "";
    const { verified } = await api.post(sipVerifyDnsPath(id), {}, { schema: SipDnsVerifySchema });
    return verified
      ? { type: "success", message: MSG.success_sip_dns_verified }
      : { type: "warning", message: MSG.error_sip_dns_not_verified };
  });
