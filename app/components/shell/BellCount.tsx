import { NOTIFICATIONS } from "../../../contract/limits/notifications";
import { SHELL_CLASS } from "./shell-css";

/** The bell's unread badge ("99+" above the cap), shared by the server-rendered link and the live island's bell; the bell's label names the count. */
export function BellCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={SHELL_CLASS.bellCount} aria-hidden>
      {count > NOTIFICATIONS.BELL_COUNT_MAX ? `${NOTIFICATIONS.BELL_COUNT_MAX}+` : count}
    </span>
  );
}
