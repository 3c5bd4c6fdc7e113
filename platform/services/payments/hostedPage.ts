/**
 * The payment provider's hosted card page, played by the platform (issue 19: "a hosted card page of
 * its own"). Plain HTML forms, no scripts (it works with JavaScript off), every value escaped. The
 * console never sees a card number: the page returns to the console with the pfToken only.
 */
import { PAYMENTS } from "../../../contract/limits/payments";
import type { VaultedCard } from "../../../contract/wire/payments";
import { escapeHtml, layout } from "../../idp/pages";

export interface HostedPageOptions {
  action: string;
  amount: number;
  tax: number;
  cards: VaultedCard[];
  values?: { cardNumber?: string; expiry?: string; name?: string; save?: boolean; cardId?: string };
  errors?: Partial<Record<"cardNumber" | "expiry" | "cvc" | "name" | "card", string>>;
}

const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

function field(
  id: "cardNumber" | "expiry" | "cvc" | "name",
  label: string,
  attrs: string,
  value: string,
  error?: string,
): string {
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" ${attrs} value="${escapeHtml(value)}"${invalid}>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ""}`;
}

export function hostedCardPage(o: HostedPageOptions): string {
  const v = o.values ?? {};
  const e = o.errors ?? {};
  const saved = o.cards.length
    ? `<fieldset style="border:0;padding:0;margin:12px 0 0"><legend style="font-weight:500">Pay with</legend>
${o.cards
  .map(
    (c) =>
      `<label style="font-weight:400"><input type="radio" name="cardId" value="${escapeHtml(c.id)}" style="width:auto"${v.cardId === c.id ? " checked" : ""}> Saved ${escapeHtml(c.brand)} ending ${escapeHtml(c.last4)} (expires ${String(c.expMonth).padStart(2, "0")}/${c.expYear})</label>`,
  )
  .join("\n")}
<label style="font-weight:400"><input type="radio" name="cardId" value="" style="width:auto"${v.cardId ? "" : " checked"}> A new card</label>
</fieldset>`
    : "";
  const total =
    o.tax > 0
      ? `<p>${usd(o.amount)} plus ${usd(o.tax)} tax: <strong>${usd(o.amount + o.tax)}</strong></p>`
      : `<p>Amount: <strong>${usd(o.amount)}</strong></p>`;
  return layout(
    `Pay with card – ${PAYMENTS.PROVIDER_NAME}`,
    `<h1>Pay with card</h1>
<p>${escapeHtml(PAYMENTS.PROVIDER_NAME)} · secure card payment with 3-D Secure</p>
${total}
${e.card ? `<p class="error" role="alert">${escapeHtml(e.card)}</p>` : ""}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
${saved}
${field("cardNumber", "Card number", 'inputmode="numeric" autocomplete="cc-number"', v.cardNumber ?? "", e.cardNumber)}
${field("expiry", "Expiry (MM/YY)", 'autocomplete="cc-exp" placeholder="MM/YY"', v.expiry ?? "", e.expiry)}
${field("cvc", "Security code (CVC)", 'inputmode="numeric" autocomplete="cc-csc"', "", e.cvc)}
${field("name", "Name on card", 'autocomplete="cc-name"', v.name ?? "", e.name)}
<label style="font-weight:400"><input type="checkbox" name="save" value="on" style="width:auto"${v.save ? " checked" : ""}> Save this card for later payments and auto-recharge</label>
<button class="primary" type="submit" name="intent" value="pay">Pay ${usd(o.amount + o.tax)}</button>
<button class="secondary" type="submit" name="intent" value="cancel">Cancel</button>
</form>`,
  );
}
