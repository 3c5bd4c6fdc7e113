import inter300 from "@fontsource/inter/300.css";
import inter400 from "@fontsource/inter/400.css";
import inter500 from "@fontsource/inter/500.css";
import inter600 from "@fontsource/inter/600.css";
import CssBaseline from "@mui/joy/CssBaseline";
import InitColorSchemeScript from "@mui/joy/InitColorSchemeScript";
import { CssVarsProvider } from "@mui/joy/styles";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { BRAND_NAME } from "~/components/BrandLogo";
import { ErrorPage, GENERIC_ERROR_MESSAGE, NotFoundPage } from "~/components/StatusPage";
import globalStyles from "~/styles/global.css";
import { useNonce } from "~/styles/nonce";
import { theme } from "~/theme";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...[inter300, inter400, inter500, inter600].map((href) => ({ rel: "stylesheet", href })),
  { rel: "stylesheet", href: globalStyles },
];

export const meta: MetaFunction = () => [{ title: BRAND_NAME }];

/** The document around every page, the error boundary's included. */
export function Layout({ children }: { children: ReactNode }) {
  // Every inline script carries this response's CSP nonce, or the browser refuses to run it.
  const nonce = useNonce();
  return (
    // Joy's colour-scheme script sets attributes on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <InitColorSchemeScript nonce={nonce} defaultMode="light" />
        <CssVarsProvider theme={theme} defaultMode="light" disableTransitionOnChange>
          <CssBaseline />
          {children}
        </CssVarsProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    // A thrown Response may carry a message meant for the user; anything else gets the generic text.
    const message = typeof error.data === "string" && error.data.trim() ? error.data : GENERIC_ERROR_MESSAGE;
    return <ErrorPage code={error.status} message={message} />;
  }
  return <ErrorPage />;
}
