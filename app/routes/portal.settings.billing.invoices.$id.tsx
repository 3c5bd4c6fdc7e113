import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadInvoicePdf } from "~/features/billing/billing.server";

/** /portal/settings/billing/invoices/:id: an invoice of the account as a PDF download (resource route). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadInvoicePdf(request, context, params.id ?? "");
