/**
 * Ordering numbers (issue 16 items 1 and 4): the order's charge to the wallet and the new numbers
 * (Purchase Pending, waiting for the provider) are written in one transaction, with the
 * idempotency key's answer (runIdempotent), so a double submit charges once and answers the same
 * order. A refusal (a number taken meanwhile, the account's number limit, a balance that cannot
 * cover the total) is thrown: it rolls everything back and stores nothing, so the same key may be
 * sent again once the reason is gone (credit added, the number removed).
 */
import { randomUUID } from "node:crypto";
import { PHONE_ORDERS } from "../../../contract/limits/phone-orders";
import { TRIAL } from "../../../contract/limits/trial";
import { TIME } from "../../../contract/limits/units";
import { MSG } from "../../../contract/messages";
import type { PhoneNumberStatus, PhoneType } from "../../../contract/enums/phone-numbers";
import { PROVIDER_PENDING_STATUSES, type Order, type OrderPhones } from "../../../contract/wire/phoneOrders";
import { recordAudit } from "../../audit";
import type { PlatformContext } from "../../context";
import type { Caller } from "../../http/auth";
import { badRequest, conflict, HttpError, notFound } from "../../http/errors";
import { runIdempotent, type StoredAnswer } from "../../money/idempotency";
import { applyEntry, liveAccount, roundMoney } from "../../money/ledger";
import { cartEntries, sellableEntry } from "./cart";
import { heldNumbers, type CatalogEntry } from "./catalog";
import { assertNumberSlots } from "./slots";

export const ORDER_ACTIONS = { checkout: "phones.checkout", order: "phones.OrderPhones" } as const;

/** The delay of the provider's answer (the PHONE_PROVIDER_STEP_MS setting). */
export const providerStepMs = (ctx: PlatformContext) =>
  ctx.config.phoneProviderStepMs ?? PHONE_ORDERS.DEFAULT_PROVIDER_STEP_MS;

/** Writes the order: checks, charge, numbers, cart. Call inside the write transaction. */
function writeOrder(ctx: PlatformContext, caller: Caller, entries: CatalogEntry[], key: string): Order {
  if (entries.length === 0) throw badRequest(MSG.error_phone_cart_empty);
  if (entries.length > PHONE_ORDERS.CART_MAX_ITEMS) throw conflict(MSG.warning_phone_cart_full);
  const e164s = entries.map((e) => e.e164);
  if (new Set(e164s).size !== e164s.length) throw badRequest("numbers: a number is listed twice");
  if (heldNumbers(ctx, e164s).size > 0) throw conflict(MSG.error_phone_number_unavailable);
  assertNumberSlots(ctx, caller.accountId, entries.length);
  const account = liveAccount(ctx, caller.accountId);
  const total = roundMoney(entries.reduce((sum, e) => sum + e.monthlyCharge, 0));
  if (roundMoney(account.balance - total) < 0) throw new HttpError(409, MSG.warning_insufficient_funds);

  const now = ctx.now();
  const plan = ctx.db.prepare("SELECT plan FROM accounts WHERE id = ?").pluck().get(account.id) as string;
  // docs/product.md#plans: a trial account's number is valid 28 days.
  const validUntil = plan.startsWith("Trial") ? now + TRIAL.NUMBER_VALID_DAYS * TIME.DAY_MS : null;
  const orderId = randomUUID();
  const entry = applyEntry(ctx, {
    account,
    kind: "charge",
    amount: -total,
    description: `Phone numbers: ${e164s.join(", ")}`,
    idempotencyKey: key,
    caller,
    action: "phones.order",
  });
  ctx.db
    .prepare(
      "INSERT INTO phone_orders (id, account_id, user_id, total, billing_record_id, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(orderId, account.id, caller.sub, total, entry.id, now);
  const insert = ctx.db.prepare(
    `INSERT INTO phone_numbers (id, account_id, name, e164, country, city, type, status, region_id, monthly_charge, valid_until, order_id, provider_step_at, created_at)
     -- The number's platform region when the deployment has it (a bare database has no regions).
     VALUES (?, ?, ?, ?, ?, ?, ?, 'Purchase Pending', (SELECT region_id FROM regions WHERE region_id = ?), ?, ?, ?, ?, ?)`,
  );
  const dropFromCart = ctx.db.prepare("DELETE FROM phone_cart_items WHERE user_id = ? AND e164 = ?");
  for (const e of entries) {
    insert.run(
      randomUUID(),
      account.id,
      e.e164,
      e.e164,
      e.countryName,
      e.regionName,
      e.type,
      e.platformRegion,
      e.monthlyCharge,
      validUntil,
      orderId,
      now + providerStepMs(ctx),
      now,
    );
    dropFromCart.run(caller.sub, e.e164);
  }
  recordAudit(ctx, caller, account.id, "phones.order", null, { orderId, numbers: e164s, total });
  return orderOf(ctx, orderId);
}

const ok = (order: Order): StoredAnswer => ({
  status: 201,
  contentType: "application/json",
  body: JSON.stringify(order),
});

/**
 * Checkout: orders every number of the caller's cart. The cart is read inside the transaction, after
 * the key: a repeated key answers the first order even though the cart is empty by then.
 */
export function checkoutCart(ctx: PlatformContext, caller: Caller, key: string): StoredAnswer {
  return runIdempotent(ctx, { key, caller, action: ORDER_ACTIONS.checkout, payload: { cart: caller.sub } }, () =>
    ok(writeOrder(ctx, caller, cartEntries(ctx, caller), key)),
  );
}

/**
 * OrderPhones: orders the listed numbers directly; with `platformRegion`, only numbers served from that
 * region (a launch wizard buys in the region it was started in: docs/features/wizards.md).
 */
export function orderPhones(ctx: PlatformContext, caller: Caller, order: OrderPhones, key: string): StoredAnswer {
  const entries = order.numbers.map(sellableEntry);
  if (order.platformRegion && entries.some((e) => e.platformRegion !== order.platformRegion))
    throw badRequest(MSG.error_phone_number_other_region, {
      errors: [{ field: "numbers", message: MSG.error_phone_number_other_region }],
    });
  return runIdempotent(ctx, { key, caller, action: ORDER_ACTIONS.order, payload: order }, () =>
    ok(writeOrder(ctx, caller, entries, key)),
  );
}

interface OrderRow {
  id: string;
  account_id: string;
  total: number;
  created_at: number;
}

/** CheckStatus: the order with its numbers' current statuses. */
export function orderOf(ctx: PlatformContext, orderId: string, accountId?: string): Order {
  const order = ctx.db
    .prepare("SELECT id, account_id, total, created_at FROM phone_orders WHERE id = ?")
    .get(orderId) as OrderRow | undefined;
  // Another account's order answers 404, like a missing one.
  if (!order || (accountId !== undefined && order.account_id !== accountId)) throw notFound("Order not found");
  const numbers = ctx.db
    .prepare(
      "SELECT id, e164, country, city, type, monthly_charge, status FROM phone_numbers WHERE order_id = ? ORDER BY e164",
    )
    .all(orderId) as {
    id: string;
    e164: string;
    country: string;
    city: string | null;
    type: PhoneType;
    monthly_charge: number;
    status: PhoneNumberStatus;
  }[];
  const pending: readonly string[] = PROVIDER_PENDING_STATUSES;
  return {
    id: order.id,
    createdAt: new Date(order.created_at).toISOString(),
    total: order.total,
    currency: PHONE_ORDERS.CURRENCY,
    numbers: numbers.map((n) => ({
      id: n.id,
      e164: n.e164,
      country: n.country,
      regionName: n.city,
      type: n.type,
      monthlyCharge: n.monthly_charge,
      status: n.status,
    })),
    final: numbers.every((n) => !pending.includes(n.status)),
  };
}
