import { SECOND_MS } from "./units";

/** Toasts, drawers, transitions and small UI timings (docs/product.md#toasts, #timing; #screens, #ranges). */
export const UI = {
  /** docs/product.md#toasts "closes by its close button or after 8000 ms" */
  TOAST_AUTO_HIDE_MS: 8000,
  /** docs/product.md#toasts "default position top right" */
  TOAST_POSITION: "top-right",
  /** docs/product.md#timing "UI transition: 300 ms" */
  TRANSITION_MS: 300,
  /** docs/product.md#call-history details drawer "transition 1000 ms in" */
  DETAILS_DRAWER_ENTER_MS: 1000,
  /** docs/product.md#call-history details drawer "500 ms out" */
  DETAILS_DRAWER_EXIT_MS: 500,
  /** docs/product.md#timing "The copy tooltip lasts 1 second" */
  COPY_TOOLTIP_MS: SECOND_MS,
  /** docs/product.md#side-navigation "fixed 220 px drawer" */
  SIDE_NAV_WIDTH_PX: 220,
  /** docs/product.md#side-navigation "at 900 px and wider, temporary drawer below" */
  SIDE_NAV_PERMANENT_MIN_WIDTH_PX: 900,
  /** docs/product.md#screens / #other-constants "counts above 9 and above 99 are styled differently" (first step) */
  ALARM_BADGE_STEP_1: 9,
  /** docs/product.md#screens / #other-constants "counts above 9 and above 99 are styled differently" (second step) */
  ALARM_BADGE_STEP_2: 99,
  /** docs/product.md#theme "the loader animation is 690 by 90" (width) */
  LOADER_WIDTH_PX: 690,
  /** docs/product.md#theme "the loader animation is 690 by 90" (height) */
  LOADER_HEIGHT_PX: 90,
  /** docs/product.md#theme "180 frames" */
  LOADER_FRAMES: 180,
  /** docs/product.md#theme "at about 30 per second" */
  LOADER_FPS: 30,
} as const;
