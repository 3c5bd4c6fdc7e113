/**
 * What the server's getLoadContext hands every loader and action (server/app.ts builds it once per
 * HTTP request). Per-request caches in app/ are keyed by this object, so it must be a fresh object
 * for every request.
 */
export interface ConsoleLoadContext {
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
  /** Where the console reaches the platform server-to-server (embedded: http://127.0.0.1:<port>; else PLATFORM_URL). */
  platformBaseUrl: string;
  /** How long one platform call may take before it fails as unavailable (PLATFORM_TIMEOUT_MS). */
  platformTimeoutMs: number;
  /** Lifetime of the platform's access tokens (ACCESS_TOKEN_TTL_SECONDS). */
  accessTokenTtlSeconds: number;
  /** The browser's address (Express `req.ip`, behind trusted proxies), for per-address limits. */
  clientAddress: string;
  /** Whether cookies get the Secure attribute (the console is served over HTTPS). */
  secureCookies: boolean;
  /**
   * Adds a Set-Cookie header to this request's response (Express `res.append("Set-Cookie", cookie)`),
   * so a cookie set in the middle of a loader survives even when the loader then throws a redirect.
   */
  appendSetCookie(cookie: string): void;
  /**
   * The folder holding `build/` and `public/`, where `npm run build` wrote the shared stylesheet
   * (styles/shared-styles.server.ts); absent where a test assembles a build of its own.
   */
  consoleRoot?: string;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ConsoleLoadContext {}
}

declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ConsoleLoadContext {}
}
