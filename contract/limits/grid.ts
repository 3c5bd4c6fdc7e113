/** Lists and the shared data grid (docs/product.md#limits; #data-grid, #generic-list-calls, #ranges). */
export const GRID = {
  /** docs/product.md#limits / #paging "The default page size is 10" */
  PAGE_SIZE_DEFAULT: 10,
  /** docs/product.md#limits / #data-grid "rows per page (20, 50, 100)" */
  PAGE_SIZE_OPTIONS: [20, 50, 100],
  /** docs/product.md#whatsapp-numbers WhatsApp "Default query is page=1&limit=10" */
  FIRST_PAGE: 1,
  /** docs/product.md#call-history call grid "67vh high" */
  CALL_GRID_HEIGHT: "67vh",
  /** docs/product.md#call-history "the column chooser lists 10 cards per page" */
  COLUMN_CHOOSER_CARDS_PER_PAGE: 10,
  /** docs/product.md#generic-list-calls / #paging "Bots fetched limit is 1000" */
  BOTS_FETCH_LIMIT: 1000,
  /** docs/product.md#generic-list-calls / #paging "Admin SIP list is page 1, limit 50" */
  ADMIN_SIP_PAGE_LIMIT: 50,
  /** docs/product.md#generic-list-calls "204 means empty" */
  EMPTY_STATUS: 204,
  /** the generic list's largest page (not in the spec: the CSV page is 250; 1000 matches the bots fetch) */
  MAX_LIMIT: 1000,
} as const;
