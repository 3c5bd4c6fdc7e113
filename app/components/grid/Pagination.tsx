import { IconControl, IconLink } from "~/components/controls/controls";
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
      <IconControl key="disabled" as="span" role="link" aria-disabled="true" aria-label={label} size="sm">
        <Icon />
      </IconControl>
    );
  }
  return (
    <IconLink
      key="link"
      to={href}
      preventScrollReset
      rel={direction === "previous" ? "prev" : "next"}
      aria-label={label}
      size="sm"
    >
      <Icon />
    </IconLink>
  );
}
