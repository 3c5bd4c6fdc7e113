import { z } from "zod";

/** The console route that hands the signed-in user's platform token to the live island. */
export const REALTIME_TOKEN_PATH = "/portal/realtime-token";

const TokenAnswer = z.object({ token: z.string().min(1) });

/**
 * Holds the hub token in memory only (never localStorage or a cookie of its own): fetched from the
 * console, which renews the session's token as needed, on first use and after a 401.
 */
export class TokenSource {
  private token: string | null = null;

  constructor(private readonly fetcher: typeof fetch = (...args) => fetch(...args)) {}

  /** For accessTokenFactory: the held token, fetched first when there is none. */
  async get(): Promise<string> {
    if (!this.token) await this.refresh();
    const token = this.token;
    if (!token) throw new Error("The console gave no realtime token.");
    return token;
  }

  /** Fetches a fresh token; false when the console would not give one (signed out, unreachable). */
  async refresh(): Promise<boolean> {
    this.token = null;
    try {
      // A signed-out session answers a redirect to the sign-in page: not followed, it is a failure.
      const res = await this.fetcher(REALTIME_TOKEN_PATH, {
        headers: { Accept: "application/json" },
        credentials: "same-origin",
        cache: "no-store",
        redirect: "manual",
      });
      if (!res.ok) return false;
      const parsed = TokenAnswer.safeParse(await res.json());
      if (!parsed.success) return false;
      this.token = parsed.data.token;
      return true;
    } catch {
      return false;
    }
  }
}
