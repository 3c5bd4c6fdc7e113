import { SECOND_MS } from "./units";

/** Toasts, drawers, transitions and small UI timings (000 §8, §9; 001 §2, §9). */
export const UI = {
  /** 000 §8 "closes by its close button or after 8000 ms" */
  TOAST_AUTO_HIDE_MS: 8000,
  /** 000 §8 "default position top right" */
  TOAST_POSITION: "top-right",
  /** 000 §9 "UI transition: 300 ms" */
  TRANSITION_MS: 300,
  /** 001 §2 details drawer "transition 1000 ms in" */
  DETAILS_DRAWER_ENTER_MS: 1000,
  /** 001 §2 details drawer "500 ms out" */
  DETAILS_DRAWER_EXIT_MS: 500,
  /** 001 §9 "The copy tooltip lasts 1 second" */
  COPY_TOOLTIP_MS: SECOND_MS,
  /** 000 §2 "fixed 220 px drawer" */
  SIDE_NAV_WIDTH_PX: 220,
  /** 000 §2 "at 900 px and wider, temporary drawer below" */
  SIDE_NAV_PERMANENT_MIN_WIDTH_PX: 900,
  /** 000 §2 / 001 §9 "counts above 9 and above 99 are styled differently" (first step) */
  ALARM_BADGE_STEP_1: 9,
  /** 000 §2 / 001 §9 "counts above 9 and above 99 are styled differently" (second step) */
  ALARM_BADGE_STEP_2: 99,
  /** 000 §9 "the loader animation is 690 by 90" (width) */
  LOADER_WIDTH_PX: 690,
  /** 000 §9 "the loader animation is 690 by 90" (height) */
  LOADER_HEIGHT_PX: 90,
  /** 000 §9 "180 frames" */
  LOADER_FRAMES: 180,
  /** 000 §9 "at about 30 per second" */
  LOADER_FPS: 30,
} as const;
