import { RateLimiterMemory } from "rate-limiter-flexible";
import { SIGN_IN_LIMITS, TIME } from "./limits";

/**
 * Failed sign-ins counted per key (a client address, an account's e-mail) within
 * SIGN_IN_LIMITS.WINDOW_SECONDS: once a key has `allowed` failures it is held back until the window
 * that began with its first failure ends. Only failures count, so many people behind one address
 * who type their passwords right are never held back. The console (per address) and the platform
 * (per account and per address) share this one policy; each process keeps its own counts.
 */
export class SignInFailures {
  private readonly limiter: RateLimiterMemory;

  constructor(private readonly allowed: number) {
    this.limiter = new RateLimiterMemory({ points: allowed, duration: SIGN_IN_LIMITS.WINDOW_SECONDS });
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
