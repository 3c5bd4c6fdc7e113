/**
 * The demo accounts' billing (issues 19 and 30): every account's wallet is written by its billing
 * history, through the platform's own money paths in time order — ledger entries (money/ledger.ts),
 * card deposits with their payment and invoice (settlePayment; the card is vaulted and the billing
 * address saved at the first one) and the marketplace welcome credit. After each charge the
 * platform's auto-recharge runs, as after a manual charge, so recharges stand where its rule puts
 * them. So each history follows from record to record and ends at the wallet (docs/product.md#billing).
 */
import { randomUUID } from "node:crypto";
import type { PlatformContext } from "../context";
import type { Db } from "../db/database";
import type { Caller } from "../http/auth";
import { applyEntry, liveAccount, roundMoney } from "../money/ledger";
import { grantWelcomeCredit } from "../money/welcomeCredit";
import { runAutoRecharge } from "../services/payments/autoRecharge";
import { savePaymentAddress, settlePayment } from "../services/payments/store";
import { TIME } from "../../contract/limits/units";
import type { SeededAccount } from "./accounts";
import { historyOf, type SeedMove } from "./billingPlans";
import type { Rng } from "./random";

/** The seed acts as the platform's own "system" actor in the billing records and the audit log. */
const seedCaller = (accountId: string): Caller => ({
  sub: "system",
  accountId,
  email: "",
  role: [],
  teamsOnlyMode: false,
  isAdmin: false,
});

/** Saves the card and address the account's card deposits (and auto-recharges) use. */
function vaultDemoCard(ctx: PlatformContext, account: SeededAccount): void {
  ctx.db
    .prepare(
      "INSERT INTO vaulted_cards (id, account_id, brand, last4, exp_month, exp_year, three_ds, is_default, created_at) VALUES (?, ?, 'Visa', '1111', 12, ?, 'bypassed', 1, ?)",
    )
    .run(randomUUID(), account.id, new Date(ctx.now()).getUTCFullYear() + 3, ctx.now());
  savePaymentAddress(ctx, account.id, {
    name: account.name,
    line1: "1 King Street",
    line2: "",
    city: "London",
    state: "",
    postalCode: "EC2V 8AU",
    country: "GB",
  });
}

function post(ctx: PlatformContext, account: SeededAccount, move: SeedMove): void {
  const caller = seedCaller(account.id);
  if (move.kind === "welcome") {
    grantWelcomeCredit(ctx, caller, account.id);
    return;
  }
  if (move.kind === "card") {
    const hasCard = ctx.db.prepare("SELECT 1 FROM vaulted_cards WHERE account_id = ?").pluck().get(account.id);
    if (!hasCard) vaultDemoCard(ctx, account);
    settlePayment(ctx, caller, {
      accountId: account.id,
      kind: "deposit",
      amount: move.amount,
      threeDs: "bypassed",
      brand: "Visa",
      last4: "1111",
      idempotencyKey: randomUUID(),
    });
    return;
  }
  applyEntry(ctx, {
    account: liveAccount(ctx, account.id),
    kind: move.kind,
    amount: move.amount,
    description: move.description,
    idempotencyKey: null,
    caller,
    action: "seed",
  });
  // As after a manual charge: a charge taking the balance below the threshold recharges it.
  if (move.amount < 0) runAutoRecharge(ctx, account.id);
}

/** Writes every account's billing history, all accounts' moves in one time order; checks each ends at its balance. */
export function seedBilling(db: Db, accounts: readonly SeededAccount[], now: number, rng: Rng): void {
  let at = now;
  // The ledger and the payments read the database and the clock only; the clock is each move's time.
  const ctx = { db, now: () => at } as PlatformContext;
  const moves = accounts.flatMap((account) => historyOf(account, rng).map((move) => ({ account, move })));
  moves.sort((a, b) => a.move.day - b.move.day);
  db.transaction(() => {
    for (const { account, move } of moves) {
      at = now + Math.round(move.day * TIME.DAY_MS);
      if (at < account.createdAt) throw new Error(`seed: a billing record of ${account.name} predates the account`);
      post(ctx, account, move);
    }
    for (const account of accounts) {
      const balance = liveAccount(ctx, account.id).balance;
      if (balance !== roundMoney(account.balance))
        throw new Error(`seed: the billing history of ${account.name} ends at ${balance}, not ${account.balance}`);
    }
  })();
}
