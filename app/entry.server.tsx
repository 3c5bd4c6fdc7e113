import type { EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { joyScopePreloads } from "~/components/joy/scope-preloads.server";
import { detectLocale, i18nFor } from "~/i18n/i18next.server";
import { createEmotionCache } from "~/styles/emotion-cache";
import { NonceProvider } from "~/styles/nonce";
import { componentStyleTags, sharedStyles } from "~/styles/shared-styles.server";

/**
 * Renders the whole document to a string (not a stream) so emotion can extract the critical CSS of
 * exactly this page and put it into <head>; the browser's cache (same key) adopts those tags. CSS
 * every page shares comes from one cached stylesheet instead (styles/shared-styles.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // One i18next instance per locale, shared by its requests (nothing changes its language).
  const i18n = i18nFor(await detectLocale(request));

  const nonce = loadContext.cspNonce;
  const cache = createEmotionCache({ nonce, prefix: false });
  // Server mode: emotion keeps each class's CSS in `cache.inserted` for the extraction below.
  cache.compat = true;

  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <NonceProvider value={nonce}>
        <CacheProvider value={cache}>
          <RemixServer context={remixContext} url={request.url} />
        </CacheProvider>
      </NonceProvider>
    </I18nextProvider>,
  );
  const styles = componentStyleTags(
    cache,
    html,
    nonce,
    sharedStyles(loadContext.consoleRoot, remixContext.manifest.version),
  );
  styleListener?.(cache);
  const markup = html.replace("</head>", `${joyScopePreloads(remixContext, loadContext.consoleRoot)}${styles}</head>`);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${markup}`, { status: responseStatusCode, headers: responseHeaders });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A client that went away aborts its loaders: nothing went wrong on our side.
  if (request.signal.aborted) return;
  // A client's mistake (405 on a route without an action, 404 of an unknown route) is answered, not an error of ours.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error("[console]", request.method, new URL(request.url).pathname, error);
}

let styleListener: ((cache: EmotionCache) => void) | null = null;

/**
 * Build hook (scripts/build-styles.ts): receives the CSS of every class each render used, to
 * write the shared stylesheet. Never set while serving.
 */
export function listenToStyles(listener: ((cache: EmotionCache) => void) | null): void {
  styleListener = listener;
}
