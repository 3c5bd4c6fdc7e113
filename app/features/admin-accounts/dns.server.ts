/**
 * The per-client DNS verification toggle (docs/product.md#account-status, #endpoint-names "EnableDNSVerification"): while it is on, a new
 * SIP connection of the account with an FQDN waits "DNS verification pending" until its TXT record is
 * found. Loader and action start with the guard; the platform's refusal stays on the form.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type AppLoadContext } from "@remix-run/node";
import { MSG } from "../../../contract/messages";
import type { AdminClient } from "../../../contract/wire/accounts";
import { DnsVerificationResultSchema } from "../../../contract/wire/admin";
import { platformFormErrors } from "~/services/form-errors.server";
import { isNotFound, isPlatformError } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import { DNS_FIELD, DnsVerificationFormSchema } from "./dns-form";
import { requireDnsVerificationAction } from "./guard.server";
import { accountOf } from "./list.server";
import { accountsHref, dnsVerificationApi } from "./paths";

export interface DnsDialogData {
  account: Pick<AdminClient, "id" | "name">;
  enabled: boolean;
}

export type DnsActionData = SubmissionResult<string[]>;

export async function loadDnsDialog(request: Request, context: AppLoadContext, id: string): Promise<DnsDialogData> {
  const { api } = await requireDnsVerificationAction(request, context);
  const account = await accountOf(api, id);
  return { account: { id: account.id, name: account.name }, enabled: account.dnsVerification === true };
}

export async function dnsAction(request: Request, context: AppLoadContext, id: string) {
  const { api } = await requireDnsVerificationAction(request, context);
  const submission = parseWithZod(await request.formData(), { schema: DnsVerificationFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  let enabled: boolean;
  try {
    ({ dnsVerification: enabled } = await api.patch(
      dnsVerificationApi(id),
      { enabled: submission.value[DNS_FIELD] },
      { schema: DnsVerificationResultSchema },
    ));
  } catch (error) {
    if (isNotFound(error)) throw new Response("Not found", { status: 404, statusText: "Not Found" });
    if (!isPlatformError(error)) throw error;
    return json(submission.reply(platformFormErrors(error.messages, [DNS_FIELD])), {
      status: error.status >= 500 ? 503 : error.status,
    });
  }
  const back = accountsHref(new URL(request.url).search);
  return redirectWithToast(back, {
    type: "success",
    message: enabled ? MSG.success_dns_verification_on : MSG.success_dns_verification_off,
  });
}
