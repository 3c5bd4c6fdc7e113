import { lazyIsland } from "~/components/islands/lazy-island";
// Undefined in the browser on purpose: the islands render them on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import * as server from "./overlays.server";

/**
 * What the shell shows only now and then — the welcome of a new account, the updated terms to accept,
 * the notice of a user without roles — as islands: their Joy parts are chunks of their own, loaded
 * when a page shows them, not with every page. A page that shows one works without a script too.
 */
export const FirstLoginSplashIsland = lazyIsland({
  name: "first-login-splash",
  server: server.FirstLoginSplash,
  load: () => import("./FirstLoginSplash").then((m) => m.FirstLoginSplash),
});

export const TermsDialogIsland = lazyIsland({
  name: "terms-dialog",
  server: server.TermsDialog,
  load: () => import("./TermsDialog").then((m) => m.TermsDialog),
});

export const NoPermissionNoticeIsland = lazyIsland({
  name: "no-permission-notice",
  server: server.NoPermissionNotice,
  load: () => import("./NoPermissionNotice").then((m) => m.NoPermissionNotice),
});
