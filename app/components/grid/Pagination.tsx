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
      // Keys differ from the link's: Joy must not turn one rendered element from <a> into <span>.
      <IconButton
        key="disabled"
        component="span"
        role="link"
        aria-disabled="true"
        aria-label={label}
        size="sm"
        variant="plain"
        disabled
      >
        <Icon />
      </IconButton>
    );
  }
  return (
    <IconButton
      key="link"
      component={Link}
      to={href}
      preventScrollReset
      rel={direction === "previous" ? "prev" : "next"}
      aria-label={label}
      size="sm"
      variant="plain"
    >
      <Icon />
    </IconButton>
  );
}
