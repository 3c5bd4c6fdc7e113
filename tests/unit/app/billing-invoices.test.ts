/**
 * The billing page's invoices: the latest INVOICES_SHOWN by default, every one (up to the platform's
 * page limit) with ?invoices=all, so older invoices (a postpaid account's monthly ones) stay
 * downloadable; the links keep the page's other parameters (the history grid's page).
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { GRID } from "../../../contract/limits/grid";
import { OWNER_ROLES } from "../../../contract/roles";
import { PAYMENT_API } from "../../../contract/wire/payments";
import { loadBilling } from "~/features/billing/billing.server";
import { INVOICES_SHOWN, invoicesHref } from "~/features/billing/paths";
import { consoleRequest, makeTestContext, mockPlatformServer, PLATFORM, signedInAs } from "../../mocks/platform";

const server = mockPlatformServer();
const TOTAL = 30;

async function load(search: string) {
  const { handlers, cookie } = await signedInAs(OWNER_ROLES, {
    user: { paymentType: "postpaid", monthlyLimit: 5000, monthlyAmount: 100 },
  });
  const limits: string[] = [];
  const invoice = (i: number) => ({
    id: `inv-${i}`,
    number: `INV-2026-${String(i).padStart(6, "0")}`,
    issuedAt: new Date(Date.UTC(2024, i, 1)).toISOString(),
    description: "Monthly usage",
    subtotal: i,
    tax: 0,
    total: i,
  });
  server.use(
    ...handlers,
    http.get(`${PLATFORM}${PAYMENT_API.lastPayment}`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${PLATFORM}${PAYMENT_API.vaultedShoppers}`, () => HttpResponse.json({ creditcards: [] })),
    http.get(`${PLATFORM}${PAYMENT_API.monthly}`, () =>
      HttpResponse.json({ monthlyLimit: 5000, monthlyAmount: 100, percent: 2, locked: false }),
    ),
    http.get(`${PLATFORM}${PAYMENT_API.paymentAddress}`, () =>
      HttpResponse.json({ address: null, taxesEnabled: false, taxRatePercent: null }),
    ),
    http.get(`${PLATFORM}${PAYMENT_API.history}`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${PLATFORM}${PAYMENT_API.invoices}`, ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get("limit"));
      limits.push(String(limit));
      return HttpResponse.json({
        invoices: Array.from({ length: Math.min(limit, TOTAL) }, (_, i) => invoice(TOTAL - i)),
        pages: { totalElements: TOTAL },
      });
    }),
  );
  const response = (await loadBilling(
    consoleRequest(`/portal/settings/billing${search}`, { cookie }),
    makeTestContext(),
  )) as Response;
  return {
    data: (await response.json()) as { invoices: unknown[]; invoiceTotal: number; allInvoices: boolean },
    limits,
  };
}

describe("the billing page's invoices", () => {
  it("lists the latest ones by default and every one with ?invoices=all", async () => {
    const latest = await load("");
    expect(latest.limits).toEqual([String(INVOICES_SHOWN)]);
    expect(latest.data).toMatchObject({ invoiceTotal: TOTAL, allInvoices: false });
    expect(latest.data.invoices).toHaveLength(INVOICES_SHOWN);
    const all = await load("?page=2&invoices=all");
    expect(all.limits).toEqual([String(GRID.MAX_LIMIT)]);
    expect(all.data).toMatchObject({ invoiceTotal: TOTAL, allInvoices: true });
    expect(all.data.invoices).toHaveLength(TOTAL);
  });

  it("the show-all and show-latest links keep the page's other parameters", () => {
    expect(invoicesHref("?page=2", true)).toBe("/portal/settings/billing?page=2&invoices=all");
    expect(invoicesHref("?page=2&invoices=all", false)).toBe("/portal/settings/billing?page=2");
    expect(invoicesHref("", false)).toBe("/portal/settings/billing");
  });
});
