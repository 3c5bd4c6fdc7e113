/**
 * Customer billing over HTTP (issue 19 items 1 and 6; docs/product.md#endpoint-names "Payment: CreatePfToken,
 * DepositWalletAmount, LastPaymentDetails, vaultedshoppers, creditcards, paymentAddress"; "Billing:
 * clientbilling, billing/monthly"; "Clients: PaymentDetails"). Paths where the spec gives only the suffix
 * are the platform's (contract/wire/payments PAYMENT_API). Mounted inside /vaic/api:
 *
 *   POST   /payment/CreatePfToken            a hosted card page for an amount: 201 { pfToken, url }
 *   GET    /payment/pfToken/:token           what the card page did (status, 3-D Secure outcome, card)
 *   POST   /payment/DepositWalletAmount      redeem an authorized pfToken (Idempotency-Key): the wallet rises once
 *   GET    /payment/LastPaymentDetails       the last card payment or attempt; 204 when none
 *   GET    /payment/vaultedshoppers          the account's vaulted cards
 *   DELETE /payment/creditcards/:id          remove a vaulted card
 *   GET    /payment/paymentAddress           the billing address, whether taxes apply and the address's rate
 *   PUT    /payment/paymentAddress           save it
 *   GET    /clients/PaymentDetails           auto-recharge settings, the alarm and the 24-hour count
 *   PUT    /clients/PaymentDetails           save auto-recharge
 *   DELETE /clients/PaymentDetails/alarm     dismiss the auto-recharge failure popover
 *   GET    /payment/hosted/:token            the provider's card page (no bearer: the pfToken is the grant)
 *   POST   /payment/hosted/:token            its Pay / Cancel; 303 to the console's returnTo
 *
 * and inside /billing/api (createAccountBillingRouter):
 *
 *   GET    /billing/monthly                  a postpaid account's limit and month-to-date usage
 *   PUT    /billing/monthly                  set the monthly limit (up to 75,000)
 *   GET    /clientbilling                    the account's invoices (page, limit; a postpaid account's closed months first invoiced); 204 when none
 *   GET    /clientbilling/:id/pdf            one invoice as PDF
 *   GET    /BillingHistory                   the account's billing records (page, limit); 204 when none
 *
 * Reading needs BILLING_READ; changing anything needs BILLING_READ and ACCOUNTS_ACTIONS_ADDCREDIT
 * (docs/product.md#role-names: the billing screen's gate). Every record is the caller's own account's.
 */
import express, { type Request, type Response } from "express";
import { GRID } from "../../../contract/limits/grid";
import { IDEMPOTENCY } from "../../../contract/limits/idempotency";
import { PAYMENTS } from "../../../contract/limits/payments";
import { REQUEST_BODY_LIMITS } from "../../../contract/limits/request-body-limits";
import { ROLES } from "../../../contract/roles";
import {
  AutoRechargeFormSchema,
  CreatePfTokenSchema,
  DepositWalletAmountSchema,
  MonthlyLimitFormSchema,
  PAYMENT_API,
  PaymentAddressFormSchema,
  type MonthlyUsage,
} from "../../../contract/wire/payments";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import { authenticate, callerOf, requireRoles } from "../../http/auth";
import { badRequest, conflict, HttpError, jsonErrorHandler, notFound, route } from "../../http/errors";
import { idempotencyKeyOf, runIdempotent } from "../../money/idempotency";
import { autoRechargeOf, saveAutoRecharge } from "./autoRecharge";
import { brandOf, cardDigits, parseExpiry, threeDsOutcomeOf } from "./cards";
import { hostedCardPage } from "./hostedPage";
import { invoicePdf } from "./invoicePdf";
import { invoiceClosedMonths } from "./monthlyInvoices";
import {
  authorizeToken,
  cancelToken,
  createPfToken,
  depositToken,
  lastPayment,
  paymentAddress,
  removeCard,
  savePaymentAddress,
  tokenRow,
  tokenStatus,
  vaultedCards,
} from "./store";
import { taxesEnabled, taxOn, taxRateOf } from "./taxes";

const READ = [ROLES.BILLING_READ];
const WRITE = [ROLES.BILLING_READ, ROLES.ACCOUNTS_ACTIONS_ADDCREDIT];
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
const HOSTED_PATH = "/payment/hosted";

const withParams = (path: string, params: Record<string, string>) =>
  `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(params)}`;

/** page and limit of a list (1-based page; the grid's limits). */
function paging(req: Request): { page: number; limit: number } {
  const page = Number(req.query.page ?? 1);
  const limit = Number(req.query.limit ?? GRID.PAGE_SIZE_DEFAULT);
  if (!Number.isInteger(page) || page < 1) throw badRequest("page must be a positive whole number");
  if (!Number.isInteger(limit) || limit < 1 || limit > GRID.MAX_LIMIT)
    throw badRequest(`limit must be 1 to ${GRID.MAX_LIMIT}`);
  return { page, limit };
}

export function createPaymentRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const read = [auth, requireRoles(READ)];
  const write = [auth, requireRoles(WRITE, "all")];

  router.post(
    "/payment/CreatePfToken",
    ...write,
    route((req, res) => {
      const input = CreatePfTokenSchema.parse(req.body);
      const pfToken = createPfToken(ctx, callerOf(req), input.amount, input.returnTo);
      res.status(201).json({ pfToken, url: PAYMENT_API.hostedPage(pfToken) });
    }),
  );

  router.get(
    "/payment/pfToken/:token",
    ...read,
    route((req, res) => {
      const row = tokenRow(ctx, req.params.token, callerOf(req).accountId);
      if (!row) throw notFound("This payment link is invalid, used or expired");
      res.json(tokenStatus(row, req.params.token));
    }),
  );

  router.post(
    "/payment/DepositWalletAmount",
    ...write,
    route((req, res) => {
      const caller = callerOf(req);
      const key = idempotencyKeyOf(req);
      const input = DepositWalletAmountSchema.parse(req.body);
      const answer = runIdempotent(ctx, { key, caller, action: "depositWalletAmount", payload: input }, () => {
        const result = depositToken(ctx, caller, input.pfToken, key);
        return result.ok
          ? { status: 200, contentType: "application/json", body: JSON.stringify(result.result) }
          : { status: IDEMPOTENCY.DENIED_STATUS, contentType: "text/plain", body: result.reason };
      });
      res.status(answer.status).type(answer.contentType).send(answer.body);
    }),
  );

  router.get(
    "/payment/LastPaymentDetails",
    ...read,
    route((req, res) => {
      const last = lastPayment(ctx, callerOf(req).accountId);
      if (!last) return void res.status(204).end();
      res.json(last);
    }),
  );

  router.get(
    "/payment/vaultedshoppers",
    ...read,
    route((req, res) => {
      res.json({ creditcards: vaultedCards(ctx, callerOf(req).accountId) });
    }),
  );

  router.delete(
    "/payment/creditcards/:id",
    ...write,
    route((req, res) => {
      const caller = callerOf(req);
      if (!removeCard(ctx, caller.accountId, req.params.id)) throw notFound("Card not found");
      recordAudit(ctx, caller, caller.accountId, "removeCreditCard", { cardId: req.params.id }, null);
      res.status(204).end();
    }),
  );

  router.get(
    "/payment/paymentAddress",
    ...read,
    route((req, res) => {
      const address = paymentAddress(ctx, callerOf(req).accountId);
      res.json({ address, taxesEnabled: taxesEnabled(ctx), taxRatePercent: taxRateOf(address) });
    }),
  );

  router.put(
    "/payment/paymentAddress",
    ...write,
    route((req, res) => {
      const caller = callerOf(req);
      const input = PaymentAddressFormSchema.parse(req.body);
      const before = paymentAddress(ctx, caller.accountId);
      savePaymentAddress(ctx, caller.accountId, input);
      recordAudit(ctx, caller, caller.accountId, "paymentAddress", before, input);
      res.json({ address: input, taxesEnabled: taxesEnabled(ctx), taxRatePercent: taxRateOf(input) });
    }),
  );

  router.get(
    "/clients/PaymentDetails",
    ...read,
    route((req, res) => {
      res.json(autoRechargeOf(ctx, callerOf(req).accountId));
    }),
  );

  router.put(
    "/clients/PaymentDetails",
    ...write,
    route((req, res) => {
      const caller = callerOf(req);
      const input = AutoRechargeFormSchema.parse(req.body);
      const before = autoRechargeOf(ctx, caller.accountId);
      if (
        before &&
        ctx.db.prepare("SELECT billing_type FROM accounts WHERE id = ?").pluck().get(caller.accountId) !== "Prepaid"
      ) {
        throw conflict("Auto-recharge is for prepaid accounts.");
      }
      saveAutoRecharge(ctx, caller.accountId, input);
      recordAudit(
        ctx,
        caller,
        caller.accountId,
        "autoRecharge",
        { enabled: before.enabled, threshold: before.threshold, amount: before.amount },
        input,
      );
      res.json(autoRechargeOf(ctx, caller.accountId));
    }),
  );

  router.delete(
    "/clients/PaymentDetails/alarm",
    ...write,
    route((req, res) => {
      ctx.db.prepare("UPDATE accounts SET auto_recharge_alarm = 0 WHERE id = ?").run(callerOf(req).accountId);
      res.status(204).end();
    }),
  );

  // The provider's card page: the browser reaches it without a bearer token; the pfToken is the grant.
  const page = express.Router();
  page.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", PAGE_CSP);
    res.setHeader("Referrer-Policy", "no-referrer");
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  const expired = () =>
    new HttpError(404, "This payment link is invalid, used or expired. Start again from Billing in the console.");
  const pageOf = (
    token: string,
    res: Response,
    status: number,
    extra: Partial<Parameters<typeof hostedCardPage>[0]> = {},
  ) => {
    const row = tokenRow(ctx, token)!;
    res
      .status(status)
      .type("html")
      .send(
        hostedCardPage({
          action: `/vaic/api${HOSTED_PATH}/${encodeURIComponent(token)}`,
          amount: row.amount,
          tax: taxOn(ctx, paymentAddress(ctx, row.account_id), row.amount),
          cards: vaultedCards(ctx, row.account_id),
          ...extra,
        }),
      );
  };
  page.get(
    "/:token",
    route((req, res) => {
      const row = tokenRow(ctx, req.params.token);
      if (!row || row.status !== "open") throw expired();
      pageOf(req.params.token, res, 200);
    }),
  );
  page.post(
    "/:token",
    express.urlencoded({ extended: false, limit: REQUEST_BODY_LIMITS.PLATFORM_VAIC_BYTES }),
    route((req, res) => {
      const token = req.params.token;
      const row = tokenRow(ctx, token);
      if (!row || row.status !== "open") throw expired();
      const body = req.body as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
      if (text("intent") === "cancel") {
        cancelToken(ctx, token);
        return void res.redirect(303, withParams(row.return_to, { canceled: "1" }));
      }
      const cardId = text("cardId");
      let done;
      if (cardId) {
        done = authorizeToken(ctx, token, { cardId });
        if (!done)
          return pageOf(token, res, 400, {
            values: { cardId },
            errors: { card: "Choose one of your saved cards or a new card." },
          });
      } else {
        const values = {
          cardNumber: text("cardNumber"),
          expiry: text("expiry"),
          name: text("name"),
          save: text("save") === "on",
        };
        const digits = cardDigits(values.cardNumber);
        const expiry = parseExpiry(values.expiry, ctx.now());
        const errors = {
          ...(digits ? {} : { cardNumber: "Enter a valid card number." }),
          ...(expiry ? {} : { expiry: "Enter the expiry as MM/YY, not in the past." }),
          ...(/^\d{3,4}$/.test(text("cvc").trim()) ? {} : { cvc: "Enter the 3 or 4 digit security code." }),
          ...(values.name.trim() ? {} : { name: "Enter the name on the card." }),
        };
        if (!digits || !expiry || Object.keys(errors).length) return pageOf(token, res, 400, { values, errors });
        done = authorizeToken(ctx, token, {
          card: {
            brand: brandOf(digits),
            last4: digits.slice(-4),
            expMonth: expiry.month,
            expYear: expiry.year,
            threeDs: threeDsOutcomeOf(digits),
            save: values.save,
          },
        });
        if (!done) throw expired();
      }
      res.redirect(303, withParams(done.return_to, { pfToken: token }));
    }),
  );
  router.use(HOSTED_PATH, page);
  router.use("/payment", jsonErrorHandler);
  return router;
}

function monthlyUsage(ctx: PlatformContext, accountId: string): MonthlyUsage {
  const a = ctx.db.prepare("SELECT monthly_limit, monthly_amount FROM accounts WHERE id = ?").get(accountId) as {
    monthly_limit: number;
    monthly_amount: number;
  };
  const percent =
    a.monthly_limit > 0
      ? Math.min(PAYMENTS.MONTHLY_USAGE_LOCK_PERCENT, (a.monthly_amount / a.monthly_limit) * 100)
      : PAYMENTS.MONTHLY_USAGE_LOCK_PERCENT;
  return {
    monthlyLimit: a.monthly_limit,
    monthlyAmount: a.monthly_amount,
    percent: Math.round(percent * 10) / 10,
    locked: percent >= PAYMENTS.MONTHLY_USAGE_LOCK_PERCENT,
  };
}

export function createAccountBillingRouter(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const auth = authenticate(ctx);
  const read = [auth, requireRoles(READ)];
  const write = [auth, requireRoles(WRITE, "all")];

  router.get(
    "/billing/monthly",
    ...read,
    route((req, res) => {
      res.json(monthlyUsage(ctx, callerOf(req).accountId));
    }),
  );

  router.put(
    "/billing/monthly",
    ...write,
    express.json({ limit: REQUEST_BODY_LIMITS.PLATFORM_VAIC_BYTES }),
    route((req, res) => {
      const caller = callerOf(req);
      const input = MonthlyLimitFormSchema.parse(req.body);
      if (
        ctx.db.prepare("SELECT billing_type FROM accounts WHERE id = ?").pluck().get(caller.accountId) !== "Postpaid"
      ) {
        throw conflict("The monthly limit is for postpaid accounts.");
      }
      const before = monthlyUsage(ctx, caller.accountId);
      ctx.db.prepare("UPDATE accounts SET monthly_limit = ? WHERE id = ?").run(input.monthlyLimit, caller.accountId);
      recordAudit(ctx, caller, caller.accountId, "monthlyLimit", { monthlyLimit: before.monthlyLimit }, input);
      res.json(monthlyUsage(ctx, caller.accountId));
    }),
  );

  router.get(
    "/clientbilling",
    ...read,
    route((req, res) => {
      const { page, limit } = paging(req);
      const accountId = callerOf(req).accountId;
      // The first look after a month closed issues a postpaid account's invoice (also without the simulator).
      invoiceClosedMonths(ctx, accountId);
      const total = ctx.db
        .prepare("SELECT COUNT(*) FROM invoices WHERE account_id = ?")
        .pluck()
        .get(accountId) as number;
      if (total === 0) return void res.status(204).end();
      const rows = ctx.db
        .prepare("SELECT * FROM invoices WHERE account_id = ? ORDER BY issued_at DESC, rowid DESC LIMIT ? OFFSET ?")
        .all(accountId, limit, (page - 1) * limit) as {
        id: string;
        number: string;
        issued_at: number;
        description: string;
        subtotal: number;
        tax: number;
        total: number;
      }[];
      res.json({
        invoices: rows.map((r) => ({
          id: r.id,
          number: r.number,
          issuedAt: new Date(r.issued_at).toISOString(),
          description: r.description,
          subtotal: r.subtotal,
          tax: r.tax,
          total: r.total,
        })),
        pages: { totalElements: total },
      });
    }),
  );

  router.get(
    "/clientbilling/:id/pdf",
    ...read,
    route(async (req, res) => {
      const accountId = callerOf(req).accountId;
      const r = ctx.db
        .prepare(
          "SELECT i.*, a.name AS account_name FROM invoices i JOIN accounts a ON a.id = i.account_id WHERE i.id = ? AND i.account_id = ?",
        )
        .get(req.params.id, accountId) as
        | {
            number: string;
            issued_at: number;
            description: string;
            subtotal: number;
            tax: number;
            total: number;
            bill_to: string;
            account_name: string;
          }
        | undefined;
      if (!r) throw notFound("Invoice not found");
      const pdf = await invoicePdf({
        number: r.number,
        issuedAt: r.issued_at,
        accountName: r.account_name,
        accountId,
        billTo: JSON.parse(r.bill_to) as Record<string, string>,
        description: r.description,
        subtotal: r.subtotal,
        tax: r.tax,
        total: r.total,
      });
      res.type("application/pdf").setHeader("Content-Disposition", `attachment; filename="${r.number}.pdf"`);
      res.send(pdf);
    }),
  );

  router.get(
    "/BillingHistory",
    ...read,
    route((req, res) => {
      const { page, limit } = paging(req);
      const accountId = callerOf(req).accountId;
      const total = ctx.db
        .prepare("SELECT COUNT(*) FROM billing_records WHERE account_id = ?")
        .pluck()
        .get(accountId) as number;
      if (total === 0) return void res.status(204).end();
      const rows = ctx.db
        .prepare(
          "SELECT * FROM billing_records WHERE account_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?",
        )
        .all(accountId, limit, (page - 1) * limit) as {
        id: string;
        kind: string;
        amount: number;
        balance_after: number;
        description: string;
        created_at: number;
      }[];
      res.json({
        records: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          amount: r.amount,
          balanceAfter: r.balance_after,
          description: r.description,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        pages: { totalElements: total },
      });
    }),
  );

  return router;
}
