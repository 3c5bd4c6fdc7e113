import { lazyIsland } from "~/components/islands/lazy-island";
import type { AccountPickerProps } from "./AccountPicker";
// Undefined in the browser on purpose: the island renders it on the server only (lazy-island.tsx).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { AccountPicker as ServerPicker } from "./AccountPicker.server";

/**
 * The account picker as an island, for screens customers share with administrators (statistics): its
 * combobox (Joy Autocomplete and its popper) is a chunk of its own, which only the admin page loads.
 */
export const AccountPickerIsland = lazyIsland<AccountPickerProps>({
  name: "account-picker",
  server: ServerPicker,
  load: () => import("./AccountPicker").then((m) => m.AccountPicker),
});
