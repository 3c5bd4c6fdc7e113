/** The inactivity sign-out says why it signs out (InactivityLogout → /logout): marketplace users then see /msft/session_expired (docs/product.md#inactivity). */
export const LOGOUT_REASON_FIELD = "reason";
export const INACTIVITY_REASON = "inactivity";
