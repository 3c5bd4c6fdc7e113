/** Lists and the shared data grid (000 §9; 001 §2, §4, §7, §9). */
export const GRID = {
  /** 000 §9 / 001 §9 "The default page size is 10" */
  PAGE_SIZE_DEFAULT: 10,
  /** 000 §9 / 001 §2 "rows per page (20, 50, 100)" */
  PAGE_SIZE_OPTIONS: [20, 50, 100],
  /** 001 §2 WhatsApp "Default query is page=1&limit=10" */
  FIRST_PAGE: 1,
  /** 001 §2 call grid "67vh high" */
  CALL_GRID_HEIGHT: "67vh",
  /** 001 §2 "the column chooser lists 10 cards per page" */
  COLUMN_CHOOSER_CARDS_PER_PAGE: 10,
  /** 001 §7 / §9 "Bots fetched limit is 1000" */
  BOTS_FETCH_LIMIT: 1000,
  /** 001 §7 / §9 "Admin SIP list is page 1, limit 50" */
  ADMIN_SIP_PAGE_LIMIT: 50,
  /** 001 §7 "204 means empty" */
  EMPTY_STATUS: 204,
  /** the generic list's largest page (not in the spec: the CSV page is 250; 1000 matches the bots fetch) */
  MAX_LIMIT: 1000,
} as const;
