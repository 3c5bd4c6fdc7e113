import { forwardRef, type HTMLAttributes, type ReactNode } from "react";

/**
 * What a grid cell holds, as plain elements styled once by `app/styles/grid.css` (a cached
 * stylesheet), never a styled component per cell: every page renders its grid on the server for
 * every request, and one Joy component per cell cost more than the rest of the page.
 */

export type BadgeColor = "neutral" | "primary" | "success" | "warning" | "danger";

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  color?: BadgeColor;
  variant?: "soft" | "outlined";
  children: ReactNode;
}

/**
 * A status or tag in the look of a small Joy chip. It forwards its ref and other attributes, so a
 * Joy Tooltip can wrap it (a failed WhatsApp number's error).
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { color = "neutral", variant = "soft", children, ...rest },
  ref,
) {
  return (
    <span ref={ref} className="vc-badge" data-color={color} data-variant={variant} {...rest}>
      {children}
    </span>
  );
});

/** Several badges that wrap. */
export function BadgeList({ children }: { children: ReactNode }) {
  return <span className="vc-badge-list">{children}</span>;
}

/** A name over a smaller second line (a party of a call: its name, then its type). */
export function TwoLines({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <span className="vc-two-lines">
      <span>{primary}</span>
      <span>{secondary}</span>
    </span>
  );
}
