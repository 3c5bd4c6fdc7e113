import { RESTART, RestartBackoff } from "../../../server/cluster/restarts";

/**
 * npm start's cluster replaces a process that died: at once after a good run, with a growing wait
 * (never a tight loop of forks) while replacements keep dying young.
 */
describe("when a dead process of the cluster is replaced", () => {
  const SHORT = RESTART.GOOD_RUN_MS / 10;

  it("replaces a process that had a good run at once", () => {
    const backoff = new RestartBackoff();
    expect(backoff.delayAfter(RESTART.GOOD_RUN_MS)).toBe(0);
    expect(backoff.delayAfter(10 * RESTART.GOOD_RUN_MS)).toBe(0);
  });

  it("waits ever longer, up to the maximum, while replacements die young", () => {
    const backoff = new RestartBackoff();
    const delays = Array.from({ length: 10 }, () => backoff.delayAfter(SHORT));
    expect(delays.slice(0, 4)).toEqual([
      0,
      RESTART.FIRST_DELAY_MS,
      2 * RESTART.FIRST_DELAY_MS,
      4 * RESTART.FIRST_DELAY_MS,
    ]);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    expect(delays.at(-1)).toBe(RESTART.MAX_DELAY_MS);
  });

  it("starts afresh once a replacement has a good run", () => {
    const backoff = new RestartBackoff();
    for (let i = 0; i < 5; i++) backoff.delayAfter(SHORT);
    expect(backoff.delayAfter(RESTART.GOOD_RUN_MS)).toBe(0);
    expect(backoff.delayAfter(SHORT)).toBe(RESTART.FIRST_DELAY_MS);
  });
});
