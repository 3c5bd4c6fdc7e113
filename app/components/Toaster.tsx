import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { UI } from "../../contract/limits/ui";
import { messageText } from "~/i18n/message-keys";
import { IconControl } from "./controls/controls";
import { ALERT_CLASS, TOAST_COLOR } from "./alert-css";
import type { Toast } from "~/toast/toast.server";

/**
 * Toasts, top right (docs/product.md#toasts): flashed by the server (root loader, getToasts) or shown by client code
 * through `useToasts().show(...)`. Each closes by its close button or after 8 s, paused while the
 * pointer or the keyboard focus is on it. Without JavaScript they are server-rendered and the close
 * control is a plain link that reloads the page (the flash cookie is already cleared).
 *
 * While a drawer (or a dialog in its place) is open, the toasts are inside it, at its top, in its
 * flow (ToastOutlet): in the corner they covered the drawer's own content and controls, and were
 * out of reach of a keyboard held in the drawer (issue 30, docs/features/call-history.md). A route
 * whose page is such a drawer says so in its handle (ToastHostHandle), so the server's HTML places
 * them there too; after hydration, wherever a ToastOutlet is mounted is where they go.
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
export function mergeToasts(current: Toast[], incoming: readonly Toast[], dismissed: ReadonlySet<string>): Toast[] {
  const known = new Set(current.map((t) => t.id));
  const added = incoming.filter((t) => !known.has(t.id) && !dismissed.has(t.id));
  // Nothing new: the same array, so the provider's context (and what lies under it) stays as it is.
  return added.length ? [...current, ...added] : current;
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

  // Server text is shown as is (React escapes it); a message key, or a reference with its parameters
  // ("success_ai_agent_published?version=2"), is translated.
  const text = (value: string) => messageText(i18n, value);
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

/** The stack of toasts, top right, or in the flow of an open drawer (`inline`). */
export function Toaster({
  toasts,
  onClose,
  closeHref,
  autoHideMs = UI.TOAST_AUTO_HIDE_MS,
  inline = false,
}: {
  toasts: readonly Toast[];
  onClose: (id: string) => void;
  /** Where the no-JavaScript close link leads: the current page. */
  closeHref: string;
  autoHideMs?: number;
  inline?: boolean;
}) {
  if (inline && toasts.length === 0) return null;
  // The empty corner never blocks clicks on the page below (alert-css.ts).
  return (
    <div className={inline ? ALERT_CLASS.toastsInline : ALERT_CLASS.toasts}>
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

/** A route whose page is a drawer over another: its toasts show inside the drawer (ToastOutlet). */
export interface ToastHostHandle {
  toastHost?: boolean;
}

/** Whether the deepest matched route hosts the toasts (its handle), from the matches' handles. */
export function routeHostsToasts(handles: readonly unknown[]): boolean {
  return (handles[handles.length - 1] as ToastHostHandle | undefined)?.toastHost === true;
}

interface ToastPlacement {
  toasts: readonly Toast[];
  dismiss: (id: string) => void;
  closeHref: string;
  autoHideMs?: number;
  /** The outlet the toasts show in (the last mounted), or undefined: the corner. */
  outlet: string | undefined;
  /** Before hydration (and on the server): the route's handle says the page's drawer hosts them. */
  hosted: boolean;
  register: (id: string) => () => void;
}

const ToastPlacementContext = createContext<ToastPlacement | null>(null);

// Registering in a layout effect moves the toasts before the browser paints; the server runs none.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Where an open drawer (or the dialog in its place) shows the toasts: at its top, in its flow, so
 * they never cover its content and Tab reaches their close buttons inside it.
 */
export function ToastOutlet() {
  const placement = useContext(ToastPlacementContext);
  const hydrated = useHydrated();
  const id = useId();
  const register = placement?.register;
  useIsomorphicLayoutEffect(() => register?.(id), [register, id]);
  if (!placement) return null;
  const here = hydrated ? placement.outlet === id : placement.hosted;
  if (!here) return null;
  return (
    <Toaster
      inline
      toasts={placement.toasts}
      onClose={placement.dismiss}
      closeHref={placement.closeHref}
      autoHideMs={placement.autoHideMs}
    />
  );
}

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
  hosted = false,
  children,
}: {
  toasts: readonly Toast[];
  closeHref: string;
  autoHideMs?: number;
  /** The page's route hosts its toasts in its drawer (routeHostsToasts): where the server puts them. */
  hosted?: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Toast[]>(() => [...flashed]);
  const dismissed = useRef(new Set<string>());
  const hydrated = useHydrated();
  // The mounted outlets, in mounting order: the last one (the drawer opened last) shows the toasts.
  const [outlets, setOutlets] = useState<readonly string[]>([]);
  const register = useCallback((id: string) => {
    setOutlets((current) => [...current.filter((o) => o !== id), id]);
    return () => setOutlets((current) => current.filter((o) => o !== id));
  }, []);
  const outlet = outlets[outlets.length - 1];
  const inDrawer = hydrated ? outlet !== undefined : hosted;

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

  const placement = useMemo<ToastPlacement>(
    () => ({ toasts: shown, dismiss, closeHref, autoHideMs, outlet, hosted, register }),
    [shown, dismiss, closeHref, autoHideMs, outlet, hosted, register],
  );

  return (
    <ToastContext.Provider value={api}>
      <ToastPlacementContext.Provider value={placement}>
        {children}
        {!inDrawer && <Toaster toasts={shown} onClose={dismiss} closeHref={closeHref} autoHideMs={autoHideMs} />}
      </ToastPlacementContext.Provider>
    </ToastContext.Provider>
  );
}
