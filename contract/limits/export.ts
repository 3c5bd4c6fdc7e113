import { SECOND_MS } from "./units";

/** Report exports and their menu (docs/product.md#exports). */
export const EXPORT = {
  /** docs/product.md#exports "The button is disabled for 2 seconds after a click" */
  BUTTON_LOCK_MS: 2 * SECOND_MS,
  /** docs/product.md#exports "the spinner shows 3 seconds in the call grid" */
  CALL_GRID_SPINNER_MS: 3 * SECOND_MS,
  /** docs/product.md#exports "Export is accepted only if the server answers 202" */
  ACCEPTED_STATUS: 202,
  /** docs/product.md#call-history "Export menu items are 48 high" */
  MENU_ITEM_HEIGHT_PX: 48,
  /** docs/product.md#exports "show 4.5 items" */
  MENU_VISIBLE_ITEMS: 4.5,
  /** docs/product.md#exports "and are 250 wide" */
  MENU_WIDTH_PX: 250,
  /** docs/product.md#call-history month export "offers the last 24 months" */
  MONTHS_OFFERED: 24,
} as const;
