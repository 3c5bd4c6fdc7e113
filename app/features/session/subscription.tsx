/**
 * The subscription-expired state (docs/product.md#subscription): when the current user is not active, wizards are
 * blocked and export, filtering and row clicks are disabled on every screen.
 */

/** An inactive current user means an expired client subscription. */
export function isSubscriptionExpired(user: { isActive: boolean } | null | undefined): boolean {
  return !!user && !user.isActive;
}

/**
 * A trial account (docs/product.md#plans): one bot, no call transfer, and none of what "Only Essential accounts
 * may ..." (more numbers, SIP connections, speech services, voice translation).
 */
export function isTrialAccount(user: { subscription?: string | null } | null | undefined): boolean {
  return user?.subscription === "Trial Plan";
}
