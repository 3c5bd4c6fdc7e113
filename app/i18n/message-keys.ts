import type { i18n as I18n } from "i18next";

/**
 * Whether `value` is a key of the message catalogue (contract/messages.ts, the `messages`
 * namespace), asked of i18next, which holds that catalogue in the browser: pages then need not ship
 * contract/messages.ts's own copy of every message as well. Anything else is the server's own text.
 */
export function isCatalogueMessage(i18n: Pick<I18n, "exists">, value: string): boolean {
  return value !== "" && i18n.exists(value, { ns: "messages" });
}
