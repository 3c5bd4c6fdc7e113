import { useTranslation } from "react-i18next";
import { messageText, parseMessageRef } from "~/i18n/message-keys";

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

export { messageText, parseMessageRef };

/** `text(ref)`: `messageText` in the page's language. */
export function useMessageText(): (ref: string) => string {
  const { i18n } = useTranslation(["messages", "auth"]);
  return (ref: string) => messageText(i18n, ref);
}
