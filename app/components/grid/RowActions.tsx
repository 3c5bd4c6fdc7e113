import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

// The HTML popover attributes, which React 18's types do not know yet (React passes them through).
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- T: the interface's own parameter, merged
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- T: as above
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}

/**
 * A row's actions (links), side by side on one line; on a narrow screen one "Actions" button
 * whose links open as a menu (grid.css): a row stays one line tall at any width (issue 30). The
 * menu is a native popover, so it opens without JavaScript; `name` (the row's name) tells the button
 * of one row from the next.
 */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation("grid");
  // An id of letters only: useId's colons are valid in an id, but not in every selector that names it.
  const id = `row-actions-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  return (
    <span className="vc-row-actions">
      <button type="button" className="vc-row-more" popovertarget={id} aria-label={t("row_actions", { name })}>
        <span aria-hidden="true">⋯</span>
      </button>
      <span id={id} className="vc-row-links" popover="auto">
        {children}
      </span>
    </span>
  );
}
