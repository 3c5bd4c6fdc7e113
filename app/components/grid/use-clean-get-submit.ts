import { useLocation, useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";

/**
 * With JavaScript, a GET form navigates to its query without the empty fields a browser would send
 * (`callingName=&successful=&...`), so shared links stay short and mean the same. Without
 * JavaScript the browser submits as usual and the loader ignores the empty values.
 */
export function useCleanGetSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (event) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(name, value);
    }
    const query = params.toString();
    navigate(`${pathname}${query ? `?${query}` : ""}`, { preventScrollReset: true });
  };
}
