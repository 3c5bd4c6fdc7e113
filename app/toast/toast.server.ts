import { createCookieSessionStorage, redirect, type SessionStorage } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isPlatformError } from "../services/platform.server";
import { GENERIC_ERROR } from "../../contract/messages";

/**
 * Flash toasts (the Epic Stack's pattern): an action redirects with toasts in a small signed cookie;
 * the root loader reads and clears it, and the page shows them. Works without JavaScript.
 */

export const TOAST_COOKIE_NAME = "__vc_toast";
const TOAST_KEY = "toasts";
/** Keeps the flash cookie far below the browser's 4 KB limit. */
const MAX_TOASTS = 8;
const MAX_MESSAGE_LENGTH = 300;

export const toastSchema = z.object({
  id: z.string().default(() => randomUUID()),
  type: z.enum(["success", "danger", "warning", "info"]).default("info"),
  title: z.string().optional(),
  /** A message key of contract/messages.ts (translated by the page) or the server's own text. */
  message: z.string().transform((m) => m.slice(0, MAX_MESSAGE_LENGTH)),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

let storage: { secret: string; storage: SessionStorage } | null = null;

function toastStorage(): SessionStorage {
  const secret = process.env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set. The server sets it at start-up; it signs the toast cookie.");
  if (storage?.secret !== secret) {
    storage = {
      secret,
      // `Secure` is added by the server behind HTTPS (server/security.ts secureCookies), for every cookie.
      storage: createCookieSessionStorage({
        cookie: { name: TOAST_COOKIE_NAME, httpOnly: true, sameSite: "lax", path: "/", secrets: [secret] },
      }),
    };
  }
  return storage.storage;
}

function asList(input: ToastInput | readonly ToastInput[]): Toast[] {
  const list = (Array.isArray(input) ? input : [input]) as ToastInput[];
  return list.slice(0, MAX_TOASTS).map((t) => toastSchema.parse(t));
}

/** Headers that flash `toasts` to the next page this browser loads. */
export async function createToastHeaders(toasts: ToastInput | readonly ToastInput[]): Promise<Headers> {
  const store = toastStorage();
  const session = await store.getSession();
  session.flash(TOAST_KEY, asList(toasts));
  return new Headers({ "Set-Cookie": await store.commitSession(session) });
}

/** A redirect that shows `toasts` on the page it leads to. */
export async function redirectWithToast(
  url: string,
  toasts: ToastInput | readonly ToastInput[],
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  (await createToastHeaders(toasts)).forEach((value, key) => headers.append(key, value));
  return redirect(url, { ...init, headers });
}

/** The toasts flashed to this request, and the headers that clear them (null when there were none). */
export async function getToasts(request: Request): Promise<{ toasts: Toast[]; headers: Headers | null }> {
  const store = toastStorage();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${TOAST_COOKIE_NAME}=`)) return { toasts: [], headers: null };
  const session = await store.getSession(cookieHeader);
  const parsed = z.array(toastSchema).safeParse(session.get(TOAST_KEY));
  const toasts = parsed.success ? parsed.data : [];
  return { toasts, headers: new Headers({ "Set-Cookie": await store.destroySession(session) }) };
}

/**
 * One danger toast per message line of a failed platform call (none for a 404). A thrown Response
 * (a redirect to sign-in) is re-thrown, so catching an error for a toast never swallows it.
 */
export function toastsFromError(error: unknown, title?: string): Toast[] {
  if (error instanceof Response) throw error;
  const messages = isPlatformError(error) ? error.messages : [GENERIC_ERROR];
  return asList(messages.map((message) => ({ type: "danger" as const, title, message })));
}
