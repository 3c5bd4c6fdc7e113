import { lazyIsland } from "~/components/islands/lazy-island";
// Undefined in the browser on purpose: the islands render them on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import * as server from "./panels.server";

/**
 * The filters panel (`panel=filters`) and the chips of the related-calls and custom-filter modes, as
 * islands: their Joy fields, checkboxes and chips are chunks of their own, loaded when a URL opens
 * them, not with every call list. Both are links and GET forms, so they work without a script too.
 */
export const FiltersPanelIsland = lazyIsland({
  name: "call-filters-panel",
  server: server.FiltersPanel,
  load: () => import("./FiltersPanel").then((m) => m.FiltersPanel),
});

export const ModeChipsIsland = lazyIsland({
  name: "call-mode-chips",
  server: server.ModeChips,
  load: () => import("./ModeChips").then((m) => m.ModeChips),
});
