/** The data grid and dialogs (001 §2). */

/** Grid density options (001 §2 "density (compact, standard, comfortable)"). */
export const GRID_DENSITIES = ["compact", "standard", "comfortable"] as const;
export type GridDensity = (typeof GRID_DENSITIES)[number];

export const DEFAULT_GRID_DENSITY: GridDensity = "standard";

/** Table view options (001 §2 "table view (default or zebra)"). */
export const TABLE_VIEWS = ["default", "zebra"] as const;
export type TableView = (typeof TABLE_VIEWS)[number];

/** Confirm dialog severities (001 §2 "danger, warning and info severity"). */
export const CONFIRM_SEVERITIES = ["danger", "warning", "info"] as const;
export type ConfirmSeverity = (typeof CONFIRM_SEVERITIES)[number];
