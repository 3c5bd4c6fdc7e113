import type { i18n as I18n } from "i18next";

/**
 * Whether `value` is a key of the message catalogue (contract/messages.ts, the `messages`
 * namespace), asked of i18next, which holds that catalogue in the browser: pages then need not ship
 * contract/messages.ts's own copy of every message as well. Anything else is the server's own text.
 */
export function isCatalogueMessage(i18n: Pick<I18n, "exists">, value: string): boolean {
  return value !== "" && i18n.exists(value, { ns: "messages" });
}

/** A message reference (`key?param=value`, features/auth/messages.ts) split into its key and parameters. */
export function parseMessageRef(ref: string): { key: string; params: Record<string, string> } {
  const at = ref.indexOf("?");
  if (at < 0) return { key: ref, params: {} };
  // Only a bare identifier before "?" can be a key; "Are you sure?" is text.
  const key = ref.slice(0, at);
  if (!/^[a-z0-9_.:]+$/i.test(key)) return { key: ref, params: {} };
  return { key, params: Object.fromEntries(new URLSearchParams(ref.slice(at + 1))) };
}

const NAMESPACED = /^(auth|messages|common|admin-notifications):([\w.]+)$/;

/**
 * The user's words for a message reference, a message key, or the server's own text. A `count`
 * parameter is passed as a number, so i18next picks the plural form (`_one`/`_other`): "1 minute".
 */
export function messageText(i18n: Pick<I18n, "t" | "exists">, ref: string): string {
  const { key, params } = parseMessageRef(ref);
  const [ns, bare] = NAMESPACED.test(key) ? key.split(":") : ["messages", key];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const match = NAMESPACED.exec(value);
    values[name] = match
      ? i18n.t(match[2], { ns: match[1] })
      : name === "count" && /^\d+$/.test(value)
        ? Number(value)
        : value;
  }
  if (!i18n.exists(bare, { ns, ...values })) return ref;
  return i18n.t(bare, { ns, ...values });
}
