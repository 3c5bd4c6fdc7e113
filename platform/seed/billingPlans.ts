/**
 * What the demo accounts' billing histories hold (issue 30): dated moves of each wallet, from an empty
 * wallet to the balance the account is seeded with. seed/billing.ts writes them through the ledger in
 * time order; the auto-recharges are not listed here: the platform's rule adds them where a charge
 * takes a balance below its threshold (docs/product.md#billing).
 */
import type { BillingRecordKind } from "../money/ledger";
import type { SeededAccount } from "./accounts";
import type { Rng } from "./random";

/** A ledger entry `day` days from now (the past is negative). Charges are negative. */
interface EntryMove {
  day: number;
  kind: BillingRecordKind;
  amount: number;
  description: string;
}

/** One move of a seeded wallet. */
export type SeedMove =
  | EntryMove
  /** A card deposit: payment, invoice and billing record (the default card, vaulted at the first one). */
  | { day: number; kind: "card"; amount: number }
  /** The marketplace welcome credit, as the platform gives it. */
  | { day: number; kind: "welcome" };

const usage = (day: number, amount: number): EntryMove => ({
  day,
  kind: "charge",
  amount: -amount,
  description: "Call usage",
});
const monthlyFees = (day: number): EntryMove[] => [
  { day, kind: "monthly", amount: -2, description: "Essential plan monthly fee" },
  { day: day + 0.01, kind: "number", amount: -12, description: "Phone numbers monthly charge" },
];
const paid = (day: number, amount: number): EntryMove => ({
  day,
  kind: "credit",
  amount,
  description: "Payment received",
});

/**
 * The named accounts' histories. Acme Voice (auto-recharge at 100, amount 500): its charges at -35.6
 * and -14.6 days take the wallet below 100, so the platform recharges it there up to 600; nowhere
 * else. It ends at 1250.00, Trial Co at 5.00, Northwind at its 5.00 welcome credit, Globex (postpaid,
 * its months paid) at 0.00, Initech Legacy at -42.75.
 */
const HISTORIES: Readonly<Record<string, readonly SeedMove[]>> = {
  "Acme Voice": [
    { day: -59.6, kind: "card", amount: 1000 },
    usage(-56.6, 243.61),
    usage(-49.6, 231.86),
    ...monthlyFees(-45.6),
    usage(-42.6, 203.89),
    usage(-35.6, 241.03),
    usage(-28.6, 249.81),
    usage(-21.6, 195.23),
    ...monthlyFees(-15.6),
    usage(-14.6, 132.83),
    usage(-7.6, 153.34),
    { day: -3.6, kind: "card", amount: 1000 },
    usage(-1.6, 196.66),
  ],
  // Created two days ago.
  "Trial Co": [{ day: -1.8, kind: "card", amount: 10 }, usage(-1.2, 3.15), usage(-0.4, 1.85)],
  "Northwind Marketplace": [{ day: -50, kind: "welcome" }],
  "Globex Contact Centers": [
    { day: -58, kind: "monthly", amount: -1650.1, description: "Monthly usage" },
    paid(-36, 1650.1),
    { day: -28, kind: "monthly", amount: -1712.4, description: "Monthly usage" },
    paid(-6, 1712.4),
  ],
  "Initech Legacy": [
    { day: -55, kind: "deposit", amount: 100, description: "Wallet deposit" },
    usage(-40, 71.3),
    usage(-20, 60.2),
    usage(-12, 11.25),
  ],
};

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Any other account: nothing when its wallet is empty; a prepaid one a deposit and four usage
 * charges ending at its balance.
 */
function plainHistory(account: SeededAccount, rng: Rng): SeedMove[] {
  if (account.balance === 0) return [];
  if (account.billingType !== "Prepaid") throw new Error(`seed: ${account.name} has a balance but no history`);
  const charges = [-44, -30, -16, -2].map((day) => usage(day, cents(rng.real(15, 120))));
  const deposit = cents(account.balance - charges.reduce((sum, c) => sum + c.amount, 0));
  return [{ day: -58, kind: "deposit", amount: deposit, description: "Wallet deposit" }, ...charges];
}

/** The account's moves, oldest first. */
export function historyOf(account: SeededAccount, rng: Rng): SeedMove[] {
  const moves = HISTORIES[account.name] ?? plainHistory(account, rng);
  return [...moves].sort((a, b) => a.day - b.day);
}
