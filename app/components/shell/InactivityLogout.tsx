import { useSubmit } from "@remix-run/react";
import { useCallback } from "react";
import { useInactivityTimeout } from "~/features/session/inactivity";
import { useMonthlyExportFlag } from "~/features/session/monthly-export";
import { INACTIVITY_REASON, LOGOUT_REASON_FIELD } from "~/features/session/logout-reason";
import { markSigningOut } from "~/features/session/signing-out";

/** Signs the user out after the session timeout without activity, unless a monthly export runs. */
export function InactivityLogout({ timeoutSeconds }: { timeoutSeconds: number }) {
  const submit = useSubmit();
  const exportFlag = useMonthlyExportFlag();
  // The reason sends marketplace users to /msft/session_expired (docs/product.md#session).
  const logout = useCallback(() => {
    markSigningOut();
    submit({ [LOGOUT_REASON_FIELD]: INACTIVITY_REASON }, { method: "post", action: "/logout" });
  }, [submit]);
  useInactivityTimeout(timeoutSeconds, exportFlag.isRunning, logout);
  return null;
}
