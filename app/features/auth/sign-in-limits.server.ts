import { RateLimiterMemory } from "rate-limiter-flexible";
import { SIGN_IN_LIMITS } from "../../../contract/limits";

/**
 * Failed sign-ins per browser address (the platform limits per account). Only failures count, so
 * many people behind one address who type their passwords right are never held back.
 */
const byAddress = new RateLimiterMemory({ points: SIGN_IN_LIMITS.FAILURES_PER_ADDRESS, duration: SIGN_IN_LIMITS.WINDOW_SECONDS });

/** Seconds until `address` may try again, or 0 when it may now. */
export async function signInBlockedFor(address: string): Promise<number> {
  const seen = await byAddress.get(address);
  return seen && seen.consumedPoints >= SIGN_IN_LIMITS.FAILURES_PER_ADDRESS ? Math.ceil(seen.msBeforeNext / 1000) : 0;
}

export async function recordFailedSignIn(address: string): Promise<void> {
  await byAddress.penalty(address, 1);
}
