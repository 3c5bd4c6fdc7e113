/**
 * Props of a Joy Button that is disabled from the server's first HTML on. Joy's Button learns it is a
 * <button> only once mounted, so without these the server's HTML carried no `disabled`: a page without
 * JavaScript (or before hydration) showed an enabled button in disabled colours.
 */
export const DISABLED_BUTTON_PROPS = { disabled: true, slotProps: { root: { disabled: true } } } as const;
