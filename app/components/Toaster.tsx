import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../contract/limits/ui";
import { isCatalogueMessage } from "~/i18n/message-keys";
import { IconControl } from "./controls/controls";
import { ALERT_CLASS, TOAST_COLOR } from "./alert-css";
import type { Toast } from "~/toast/toast.server";

/**
 * Toasts, top right (docs/product.md#toasts): flashed by the server (root loader, getToasts) or shown by client code
 * through `useToasts().show(...)`. Each closes by its close button or after 8 s, paused while the
 * pointer or the keyboard focus is on it. Without JavaScript they are server-rendered and the close
 * control is a plain link that reloads the page (the flash cookie is already cleared).
 */

export type ToastType = Toast["type"];
export type { Toast };
/** What client code passes to `show`: a message key of contract/messages.ts or text to show as is. */
export interface ToastRequest {
  type?: ToastType;
  title?: string;
  message: string;
}

/** Assertive for problems, polite for the rest. */
export function toastRole(type: ToastType): "alert" | "status" {
  return type === "danger" || type === "warning" ? "alert" : "status";
}

/** Adds `incoming` toasts not shown yet (by id) and not dismissed. */
export function mergeToasts(
  current: readonly Toast[],
  incoming: readonly Toast[],
  dismissed: ReadonlySet<string>,
): Toast[] {
  const known = new Set(current.map((t) => t.id));
  const added = incoming.filter((t) => !known.has(t.id) && !dismissed.has(t.id));
  return added.length ? [...current, ...added] : [...current];
}

/**
 * A countdown that can be paused (hover, focus) and resumed with the time it had left.
 * Kept outside React so its timing is unit-tested with fake timers.
 */
export class AutoHideTimer {
  private remaining: number;
  private startedAt = 0;
  private handle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly onExpire: () => void,
    durationMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.remaining = durationMs;
  }

  start(): void {
    if (this.handle !== null || this.remaining <= 0) return;
    this.startedAt = this.now();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.remaining = 0;
      this.onExpire();
    }, this.remaining);
  }

  pause(): void {
    if (this.handle === null) return;
    clearTimeout(this.handle);
    this.handle = null;
    this.remaining = Math.max(0, this.remaining - (this.now() - this.startedAt));
  }

  stop(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
}

const subscribeNothing = () => () => {};
/** False on the server and while hydrating, true afterwards: decides link versus button for "close". */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

function ToastView({
  toast,
  autoHideMs,
  closeHref,
  onClose,
}: {
  toast: Toast;
  autoHideMs: number;
  closeHref: string;
  onClose: (id: string) => void;
}) {
  const { t, i18n } = useTranslation(["common", "messages"]);
  const hydrated = useHydrated();
  const timer = useRef<AutoHideTimer | null>(null);
  // Paused while the pointer is over it or the focus is inside it, whichever lasts longer.
  const holds = useRef({ hovered: false, focused: false });
  const hold = (which: "hovered" | "focused", on: boolean) => {
    holds.current[which] = on;
    if (holds.current.hovered || holds.current.focused) timer.current?.pause();
    else timer.current?.start();
  };

  useEffect(() => {
    const countdown = new AutoHideTimer(() => onClose(toast.id), autoHideMs);
    timer.current = countdown;
    countdown.start();
    return () => countdown.stop();
  }, [toast.id, autoHideMs, onClose]);

  // Server text is shown as is (React escapes it); a message key is translated.
  const text = (value: string) => (isCatalogueMessage(i18n, value) ? t(`messages:${value}`) : value);
  const closeLabel = t("common:toast.close");
  const closeGlyph = <span aria-hidden>×</span>;

  // Plain elements styled by alert-css.ts (in /theme.css): see there why.
  return (
    <div
      role={toastRole(toast.type)}
      className={`${ALERT_CLASS.alert} ${ALERT_CLASS.toast}`}
      data-color={TOAST_COLOR[toast.type]}
      onMouseEnter={() => hold("hovered", true)}
      onMouseLeave={() => hold("hovered", false)}
      onFocus={() => hold("focused", true)}
      onBlur={() => hold("focused", false)}
    >
      <div className={ALERT_CLASS.body}>
        {toast.title && <p className={ALERT_CLASS.title}>{text(toast.title)}</p>}
        <p className={ALERT_CLASS.message}>{text(toast.message)}</p>
      </div>
      {hydrated ? (
        <IconControl as="button" type="button" size="sm" aria-label={closeLabel} onClick={() => onClose(toast.id)}>
          {closeGlyph}
        </IconControl>
      ) : (
        <IconControl href={closeHref} size="sm" aria-label={closeLabel}>
          {closeGlyph}
        </IconControl>
      )}
    </div>
  );
}

/** The stack of toasts, top right. */
export function Toaster({
  toasts,
  onClose,
  closeHref,
  autoHideMs = UI.TOAST_AUTO_HIDE_MS,
}: {
  toasts: readonly Toast[];
  onClose: (id: string) => void;
  /** Where the no-JavaScript close link leads: the current page. */
  closeHref: string;
  autoHideMs?: number;
}) {
  // The empty corner never blocks clicks on the page below (alert-css.ts).
  return (
    <div className={ALERT_CLASS.toasts}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} autoHideMs={autoHideMs} closeHref={closeHref} onClose={onClose} />
      ))}
    </div>
  );
}

interface ToastApi {
  show(toast: ToastRequest): void;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `useToasts().show({ type: "success", message: "success_file_uploaded" })` from any client code. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToasts() needs the ToastProvider that root.tsx renders.");
  return api;
}

let clientToastCount = 0;

/** Holds the shown toasts: the server's flash toasts (new ones arrive with each root loader run) and client ones. */
export function ToastProvider({
  toasts: flashed,
  closeHref,
  autoHideMs,
  children,
}: {
  toasts: readonly Toast[];
  closeHref: string;
  autoHideMs?: number;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Toast[]>(() => [...flashed]);
  const dismissed = useRef(new Set<string>());

  useEffect(() => {
    setShown((current) => mergeToasts(current, flashed, dismissed.current));
  }, [flashed]);

  const dismiss = useCallback((id: string) => {
    dismissed.current.add(id);
    setShown((current) => current.filter((t) => t.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (request) => {
        const toast: Toast = {
          id: `client-${++clientToastCount}`,
          type: request.type ?? "info",
          title: request.title,
          message: request.message,
        };
        setShown((current) => [...current, toast]);
      },
      dismiss,
    }),
    [dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={shown} onClose={dismiss} closeHref={closeHref} autoHideMs={autoHideMs} />
    </ToastContext.Provider>
  );
}
