import IconButton from "@mui/joy/IconButton";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

/**
 * Previous / next: real links (they work without JavaScript and keep the scroll position with it);
 * at either end an aria-disabled placeholder that cannot be followed.
 */
export function PageStep({ direction, href }: { direction: "previous" | "next"; href?: string }) {
  const { t } = useTranslation("grid");
  const label = t(direction === "previous" ? "footer.previous" : "footer.next");
  const Icon = direction === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  if (!href) {
    return (
      <IconButton component="span" role="link" aria-disabled="true" aria-label={label} size="sm" variant="plain" disabled>
        <Icon />
      </IconButton>
    );
  }
  return (
    <IconButton component={Link} to={href} preventScrollReset rel={direction === "previous" ? "prev" : "next"} aria-label={label} size="sm" variant="plain">
      <Icon />
    </IconButton>
  );
}

/** Cursor-style footer (no total known): previous via `before`, next via `after`. */
export function CursorPagination({ previousHref, nextHref }: { previousHref?: string; nextHref?: string }) {
  return (
    <>
      <PageStep direction="previous" href={previousHref} />
      <PageStep direction="next" href={nextHref} />
    </>
  );
}
