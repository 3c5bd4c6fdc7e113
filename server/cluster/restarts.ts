/**
 * When to replace a process of the cluster that died: at once after a good run, then ever later
 * while its replacements keep dying young, so a crash on start-up (a bad file, a full disk) does not
 * turn into a tight loop of forks.
 */
import { TIME } from "../../contract/limits/units";
export const RESTART = {
  /** A process that ran this long had a good run: its replacement starts at once. */
  GOOD_RUN_MS: TIME.MINUTE_MS,
  /** The wait after the first death that followed a short run; it doubles with each further one... */
  FIRST_DELAY_MS: 1_000,
  /** ...up to this. */
  MAX_DELAY_MS: 30_000,
} as const;

export class RestartBackoff {
  private deathsSinceGoodRun = 0;

  /** Milliseconds to wait before replacing a process that ran `ranMs` before it died. */
  delayAfter(ranMs: number): number {
    if (ranMs >= RESTART.GOOD_RUN_MS) this.deathsSinceGoodRun = 0;
    const delay =
      this.deathsSinceGoodRun === 0
        ? 0
        : Math.min(RESTART.MAX_DELAY_MS, RESTART.FIRST_DELAY_MS * 2 ** (this.deathsSinceGoodRun - 1));
    this.deathsSinceGoodRun++;
    return delay;
  }
}
