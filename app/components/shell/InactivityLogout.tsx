import { useSubmit } from "@remix-run/react";
import { useCallback } from "react";
import { useInactivityTimeout } from "~/features/session/inactivity";
import { useMonthlyExportFlag } from "~/features/session/monthly-export";

/** Signs the user out after the session timeout without activity, unless a monthly export runs. */
export function InactivityLogout({ timeoutSeconds }: { timeoutSeconds: number }) {
  const submit = useSubmit();
  const { running } = useMonthlyExportFlag();
  const logout = useCallback(() => submit(null, { method: "post", action: "/logout" }), [submit]);
  useInactivityTimeout(timeoutSeconds, running, logout);
  return null;
}
