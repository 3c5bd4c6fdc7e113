import type { i18n } from "i18next";
import { useTranslation } from "react-i18next";
import { parseMessageRef } from "~/i18n/message-keys";

/**
 * Form errors travel as plain strings (zod messages, conform's submission reply), so a message
 * with parameters is written as a reference: `validation_label_required?label=auth%3Aregister.terms_field`,
 * a key of the `messages` namespace (contract/messages.ts) plus its parameters. A parameter value
 * written `<namespace>:<key>` is itself translated (a field label). Anything that is not a known key
 * (the platform's own text) is shown as it is.
 */

export function messageRef(key: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

export { parseMessageRef };

const NAMESPACED = /^(auth|messages|common|admin-notifications):([\w.]+)$/;

/**
 * The user's words for a message reference, a message key, or the server's own text. A `count`
 * parameter is passed as a number, so i18next picks the plural form (`_one`/`_other`): "1 minute".
 */
export function messageText(i18n: Pick<i18n, "t" | "exists">, ref: string): string {
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

/** `text(ref)`: `messageText` in the page's language. */
export function useMessageText(): (ref: string) => string {
  const { i18n } = useTranslation(["messages", "auth"]);
  return (ref: string) => messageText(i18n, ref);
}
