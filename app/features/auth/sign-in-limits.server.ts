import cluster from "node:cluster";
import { SIGN_IN_LIMITS } from "../../../contract/limits/sign-in-limits";
import { SignInFailures } from "../../../contract/signInFailures";

/**
 * Failed sign-ins per browser address (the platform counts per account, and per address too). Under
 * `npm start` every worker counts at the cluster's primary, so the limit holds whichever worker a
 * request lands on; a lone process (`npm run serve`, tests) counts in its own memory.
 */
const byAddress = new SignInFailures(
  SIGN_IN_LIMITS.FAILURES_PER_ADDRESS,
  cluster.isWorker ? { sharedAs: "console-sign-in-address" } : {},
);

/** Seconds until `address` may try again, or 0 when it may now. */
export function signInBlockedFor(address: string): Promise<number> {
  return byAddress.blockedFor(address);
}

export function recordFailedSignIn(address: string): Promise<void> {
  return byAddress.recordFailure(address);
}
