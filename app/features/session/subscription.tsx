import { createContext, useContext, useMemo, type ReactNode } from "react";

/**
 * The subscription-expired state (spec 000 §4): when the current user is not active, wizards are
 * blocked and export, filtering and row clicks are disabled on every screen. portal.tsx provides
 * it from the current user, refreshed every 15 s.
 */

export interface SubscriptionState {
  expired: boolean;
}

/** An inactive current user means an expired client subscription. */
export function isSubscriptionExpired(user: { isActive: boolean } | null | undefined): boolean {
  return !!user && !user.isActive;
}

/**
 * A trial account (000 §1): one bot, no call transfer, and none of what "Only Essential accounts
 * may ..." (more numbers, SIP connections, speech services, voice translation).
 */
export function isTrialAccount(user: { subscription?: string | null } | null | undefined): boolean {
  return user?.subscription === "Trial Plan";
}

const SubscriptionContext = createContext<SubscriptionState>({ expired: false });

export function SubscriptionProvider({ expired, children }: { expired: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ expired }), [expired]);
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

/** {expired} for any screen under /portal. */
export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}
