import { CssVarsProvider } from "@mui/joy/styles";
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { theme } from "~/theme";

/**
 * Where Joy components get the console's theme (issue 15 "less JavaScript"). The provider is not at
 * the root: Joy's theme machinery (MUI System, emotion, the theme itself, about 34 KiB of gzipped
 * JavaScript) would then reach every page, also those whose first render has no Joy component (the
 * call list, statistics). It is provided around each part that uses Joy instead:
 *
 * - every route's page, by its parent's `ScopedOutlet` (scoped-outlet.tsx), unless the route's
 *   handle says it is `plain`;
 * - a plain route's Joy parts (its islands, its child routes' outlet) wrap themselves in a JoyScope.
 *
 * tests/unit/app/joy-scope.test.tsx holds plain routes to that. The theme's global CSS (its variables)
 * is in the cached theme stylesheet (styles/theme-css.server.tsx), so the provider generates none.
 */
const InsideScope = createContext(false);

/** Joy's theme for `children`; inside another scope it adds nothing. */
export function JoyScope({ children }: { children: ReactNode }) {
  if (useContext(InsideScope)) return <>{children}</>;
  return (
    <InsideScope.Provider value={true}>
      <CssVarsProvider theme={theme} defaultMode="light" disableTransitionOnChange disableStyleSheetGeneration>
        {children}
      </CssVarsProvider>
    </InsideScope.Provider>
  );
}

/** `Component` inside a JoyScope: a Joy island of a plain route (one loaded as a chunk of its own). */
export function joyScoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function JoyScoped(props: P) {
    return (
      <JoyScope>
        <Component {...props} />
      </JoyScope>
    );
  }
  return JoyScoped;
}
