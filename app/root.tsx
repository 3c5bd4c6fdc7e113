import inter300 from "@fontsource/inter/300.css";
import inter400 from "@fontsource/inter/400.css";
import inter500 from "@fontsource/inter/500.css";
import inter600 from "@fontsource/inter/600.css";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { BRAND_NAME } from "~/components/BrandLogo";
import { ScopedOutlet } from "~/components/joy/scoped-outlet";
import { usePageShipsScripts } from "~/components/document/page-scripts";
import { ProgressBar } from "~/components/ProgressBar";
import { RootErrorBoundary } from "~/components/StatusPage";
import { routeHostsToasts, ToastProvider } from "~/components/Toaster";
import { detectLocale, localeCookieHeader } from "~/i18n/i18next.server";
import { addRouteNamespaces, routeNamespaces, type I18nHandle } from "~/i18n/route-namespaces";
import globalStyles from "~/styles/global.css";
import gridStyles from "~/styles/grid.css";
import common from "../public/locales/en-us/common.json";
import messages from "../public/locales/en-us/messages.json";
import { useNonce } from "~/styles/nonce";
import { THEME_CSS_PATH } from "~/styles/theme-css";
import { themeCssHref } from "~/styles/theme-css.server";
import { TIME_ZONE_SCRIPT } from "~/features/time/timezone";
import { getToasts, type Toast } from "~/toast/toast.server";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...[inter300, inter400, inter500, inter600].map((href) => ({ rel: "stylesheet", href })),
  { rel: "stylesheet", href: globalStyles },
  { rel: "stylesheet", href: gridStyles },
];

export const meta: MetaFunction = () => [{ title: BRAND_NAME }];

/** What every page uses: the shell-less texts (status pages, toasts, progress) and the message catalogue. */
export const handle: I18nHandle = { i18n: { common, messages } };

/** Every page's locale and its flash toasts (reading them clears their cookie). */
export async function loader({ request }: LoaderFunctionArgs) {
  const [locale, flash, localeCookie] = await Promise.all([
    detectLocale(request),
    getToasts(request),
    localeCookieHeader(request),
  ]);
  const headers = new Headers();
  flash.headers?.forEach((value, key) => headers.append(key, value));
  if (localeCookie) headers.append("Set-Cookie", localeCookie);
  return json({ locale, toasts: flash.toasts, themeCss: themeCssHref() }, { headers });
}

/** The document around every page, the error boundary's included. */
export function Layout({ children }: { children: ReactNode }) {
  // Every inline script carries this response's CSP nonce, or the browser refuses to run it.
  const nonce = useNonce();
  // The request's i18next instance (entry.server / entry.client) knows the locale, also in an error boundary.
  const { i18n } = useTranslation();
  // An error page whose root loader failed still links the stylesheet (revalidated, unversioned).
  const themeCss = useRouteLoaderData<typeof loader>("root")?.themeCss ?? THEME_CSS_PATH;
  // Sign-in, registration, legal, error and marketplace pages ship no script at all (page-scripts.ts).
  const scripts = usePageShipsScripts();
  return (
    // A Joy scope's colour-scheme effect (components/joy/JoyScope.tsx) sets an attribute on <html>.
    <html lang={i18n.language} dir={i18n.dir(i18n.language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* First, so a reload for the browser's time zone (features/time) comes before any painting. */}
        {scripts ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TIME_ZONE_SCRIPT }} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The theme's variables and baseline: one cached stylesheet (styles/theme-css.server.tsx). */}
        <link rel="stylesheet" href={themeCss} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <LiveReload nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** Toasts a page's loader returns as `toasts` (a failed list fetch shows the server's lines). */
function useRouteToasts(): Toast[] {
  const matches = useMatches();
  const found = matches.flatMap((m) => {
    const data = m.data as { toasts?: unknown } | undefined;
    return m.id !== "root" && data && Array.isArray(data.toasts) ? (data.toasts as Toast[]) : [];
  });
  const key = found.map((t) => t.id).join("|");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- same ids, same toasts: keep one array per set
  return useMemo(() => found, [key]);
}

/**
 * Gives i18next the namespaces of the routes about to render (route-namespaces.ts), before they
 * render: a route reached by client-side navigation brings its own.
 */
function useRouteNamespaces(): void {
  const matches = useMatches();
  const { i18n } = useTranslation();
  addRouteNamespaces(i18n, routeNamespaces(matches.map((match) => match.handle)));
}

export default function App() {
  const { locale, toasts: flashed } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  useRouteNamespaces();
  const location = useLocation();
  const matches = useMatches();
  const routeToasts = useRouteToasts();
  const toasts = useMemo(() => [...flashed, ...routeToasts], [flashed, routeToasts]);
  return (
    <ToastProvider
      toasts={toasts}
      closeHref={`${location.pathname}${location.search}`}
      hosted={routeHostsToasts(matches.map((match) => match.handle))}
    >
      <ProgressBar />
      {/* Joy's theme is provided per page (components/joy/JoyScope.tsx), not for the whole document. */}
      <ScopedOutlet routeId="root" />
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  return <RootErrorBoundary />;
}
