import { NOTIFICATION_STATUS } from "../../../../contract/enums/notifications";
import type { Notification } from "../../../../contract/wire/notifications";

/**
 * Whether the bell shakes (docs/product.md#notifications "The bell shakes for 5 seconds when new unread non-progress
 * notifications arrive"): some of `incoming` is unread, not a progress one, and was not known
 * before. The first list after connecting (`known` null) is what was already there, not an arrival.
 */
export function shouldShake(known: ReadonlySet<string> | null, incoming: readonly Notification[]): boolean {
  if (known === null) return false;
  return incoming.some((n) => n.status === NOTIFICATION_STATUS.UNREAD && n.type !== "progress" && !known.has(n.id));
}
