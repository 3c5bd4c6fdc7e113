import { SECOND_MS } from "./units";

/** Report exports and their menu (001 §2, §4). */
export const EXPORT = {
  /** 001 §4 "The button is disabled for 2 seconds after a click" */
  BUTTON_LOCK_MS: 2 * SECOND_MS,
  /** 001 §4 "the spinner shows 3 seconds in the call grid" */
  CALL_GRID_SPINNER_MS: 3 * SECOND_MS,
  /** 001 §4 "Export is accepted only if the server answers 202" */
  ACCEPTED_STATUS: 202,
  /** 001 §2 "Export menu items are 48 high" */
  MENU_ITEM_HEIGHT_PX: 48,
  /** 001 §2 "show 4.5 items" */
  MENU_VISIBLE_ITEMS: 4.5,
  /** 001 §2 "and are 250 wide" */
  MENU_WIDTH_PX: 250,
  /** 001 §2 month export "offers the last 24 months" */
  MONTHS_OFFERED: 24,
} as const;
