import type { Db } from "../db/database";
import { prepared } from "./statements";

/** Where a call's MOS turns fair, and good: the `mosThresholds` setting (defaults 2.8 and 3.5). */
export interface MosThresholds {
  poorToFair: number;
  fairToGood: number;
}
export const DEFAULT_MOS_THRESHOLDS: MosThresholds = { poorToFair: 2.8, fairToGood: 3.5 };

export function readMosThresholds(db: Db): MosThresholds {
  const raw = prepared(db, "SELECT value FROM settings WHERE key = 'mosThresholds'").pluck().get() as
    string | undefined;
  if (!raw) return DEFAULT_MOS_THRESHOLDS;
  try {
    const v = JSON.parse(raw) as Partial<MosThresholds>;
    return {
      poorToFair: typeof v.poorToFair === "number" ? v.poorToFair : DEFAULT_MOS_THRESHOLDS.poorToFair,
      fairToGood: typeof v.fairToGood === "number" ? v.fairToGood : DEFAULT_MOS_THRESHOLDS.fairToGood,
    };
  } catch {
    return DEFAULT_MOS_THRESHOLDS;
  }
}
