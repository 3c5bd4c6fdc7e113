/**
 * The cart (docs/product.md#endpoint-names "cart calls (available, create, add product, checkout, get, delete)"): the
 * numbers a user has chosen and not ordered yet, kept on the platform per user of an account, so it
 * survives sign-outs and works without JavaScript. A cart reserves nothing: a number another account
 * buys meanwhile shows as no longer available, and checkout refuses it.
 */
import { PHONE_ORDERS } from "../../../contract/limits/phone-orders";
import { MSG } from "../../../contract/messages";
import type { Cart, CartItem } from "../../../contract/wire/phoneOrders";
import type { PlatformContext } from "../../context";
import type { Caller } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { roundMoney } from "../../money/ledger";
import { catalogEntry, heldNumbers, type CatalogEntry } from "./catalog";

interface ItemRow {
  e164: string;
  added_at: number;
}

function itemRows(ctx: PlatformContext, caller: Caller): ItemRow[] {
  return ctx.db
    .prepare("SELECT e164, added_at FROM phone_cart_items WHERE user_id = ? AND account_id = ? ORDER BY added_at, e164")
    .all(caller.sub, caller.accountId) as ItemRow[];
}

/** The caller's cart numbers with their catalogue facts (a number the catalogue no longer has is dropped). */
export function cartEntries(ctx: PlatformContext, caller: Caller): (CatalogEntry & { addedAt: number })[] {
  return itemRows(ctx, caller).flatMap((row) => {
    const entry = catalogEntry(row.e164);
    return entry ? [{ ...entry, addedAt: row.added_at }] : [];
  });
}

/** A catalogue number a customer may buy, or a 400 on the number. */
export function sellableEntry(e164: string): CatalogEntry {
  const entry = catalogEntry(e164);
  if (!entry || !entry.offered)
    throw badRequest(MSG.error_phone_number_not_offered, {
      errors: [{ field: "e164", message: MSG.error_phone_number_not_offered }],
    });
  return entry;
}

/** Get: the items, whether each is still free, their monthly total and the wallet balance. */
export function cartOf(ctx: PlatformContext, caller: Caller): Cart {
  const entries = cartEntries(ctx, caller);
  const held = heldNumbers(
    ctx,
    entries.map((e) => e.e164),
  );
  const items: CartItem[] = entries.map(
    ({ index: _index, platformRegion: _r, requiresDocuments: _d, offered: _o, addedAt, ...phone }) => ({
      ...phone,
      available: !held.has(phone.e164),
      addedAt: new Date(addedAt).toISOString(),
    }),
  );
  const balance = ctx.db.prepare("SELECT balance FROM accounts WHERE id = ?").pluck().get(caller.accountId) as
    number | undefined;
  return {
    items,
    total: roundMoney(items.reduce((sum, i) => sum + i.monthlyCharge, 0)),
    currency: PHONE_ORDERS.CURRENCY,
    balance: balance ?? 0,
  };
}

/**
 * Add product: a number the provider offers and nobody holds. Adding a number already in the cart
 * changes nothing (a repeated submit); a full cart refuses more.
 */
export function addToCart(ctx: PlatformContext, caller: Caller, e164: string): void {
  const entry = sellableEntry(e164);
  if (heldNumbers(ctx, [entry.e164]).size > 0) throw conflict(MSG.error_phone_number_unavailable);
  const inCart = ctx.db
    .prepare("SELECT 1 FROM phone_cart_items WHERE user_id = ? AND e164 = ?")
    .get(caller.sub, entry.e164);
  if (inCart) return;
  const count = ctx.db
    .prepare("SELECT COUNT(*) FROM phone_cart_items WHERE user_id = ?")
    .pluck()
    .get(caller.sub) as number;
  if (count >= PHONE_ORDERS.CART_MAX_ITEMS) throw conflict(MSG.warning_phone_cart_full);
  ctx.db
    .prepare("INSERT INTO phone_cart_items (user_id, account_id, e164, added_at) VALUES (?, ?, ?, ?)")
    .run(caller.sub, caller.accountId, entry.e164, ctx.now());
}

/** Remove product: 404 when the number is not in the caller's cart. */
export function removeFromCart(ctx: PlatformContext, caller: Caller, e164: string): void {
  const removed = ctx.db
    .prepare("DELETE FROM phone_cart_items WHERE user_id = ? AND account_id = ? AND e164 = ?")
    .run(caller.sub, caller.accountId, e164);
  if (removed.changes === 0) throw notFound("This number is not in your cart");
}

/** Delete: the caller's cart is emptied. */
export function clearCart(ctx: PlatformContext, caller: Caller): void {
  ctx.db.prepare("DELETE FROM phone_cart_items WHERE user_id = ?").run(caller.sub);
}

/** Available: whether each cart number is still free. */
export function cartAvailability(ctx: PlatformContext, caller: Caller): { e164: string; available: boolean }[] {
  const rows = itemRows(ctx, caller);
  const held = heldNumbers(
    ctx,
    rows.map((r) => r.e164),
  );
  return rows.map((r) => ({ e164: r.e164, available: !held.has(r.e164) }));
}
