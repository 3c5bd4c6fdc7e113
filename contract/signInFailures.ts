import { RateLimiterCluster, RateLimiterMemory, type RateLimiterAbstract } from "rate-limiter-flexible";
import { SIGN_IN_LIMITS } from "./limits/sign-in-limits";
import { TIME } from "./limits/units";

/**
 * Failed sign-ins counted per key (a client address, an account's e-mail) within
 * SIGN_IN_LIMITS.WINDOW_SECONDS: once a key has `allowed` failures it is held back until the window
 * that began with its first failure ends. Only failures count, so many people behind one address
 * who type their passwords right are never held back. The console (per address) and the platform
 * (per account and per address) share this one policy. A process keeps its own counts, unless it is
 * a cluster worker given `sharedAs`: then the cluster's primary keeps them for every worker
 * (rate-limiter-flexible's RateLimiterCluster, answered by the RateLimiterClusterMaster that
 * `npm start`'s primary runs), so a limit holds whichever worker a request lands on.
 */
export class SignInFailures {
  private readonly limiter: RateLimiterAbstract;

  /** `sharedAs`: the name the counts have at the primary, one per kind of count (cluster workers only). */
  constructor(
    private readonly allowed: number,
    options: { sharedAs?: string } = {},
  ) {
    const limits = { points: allowed, duration: SIGN_IN_LIMITS.WINDOW_SECONDS };
    this.limiter = options.sharedAs
      ? new RateLimiterCluster({ ...limits, keyPrefix: options.sharedAs })
      : new RateLimiterMemory(limits);
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  async blockedFor(key: string): Promise<number> {
    const seen = await this.limiter.get(key);
    return seen && seen.consumedPoints >= this.allowed ? Math.max(1, Math.ceil(seen.msBeforeNext / TIME.SECOND_MS)) : 0;
  }

  async recordFailure(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** Forgets `key`'s failures (the account's owner just signed in). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Whole minutes to tell a user who must wait `seconds` (never "0 minutes"). */
export function retryAfterMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / (TIME.MINUTE_MS / TIME.SECOND_MS)));
}
