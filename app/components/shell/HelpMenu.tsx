import { Link as RemixLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HelpIcon } from "./icons";
import { SHELL_CLASS } from "./shell-css";
import { ShellMenu } from "./ShellMenu";

export interface HelpLinks {
  productUrl?: string | null;
  documentationUrl?: string | null;
  apiDocumentationUrl?: string | null;
  supportEmail?: string | null;
  /** Path of the support-plans screen when the user may open it and it exists. */
  supportPlansPath?: string | null;
  /** Path of the contact-support dialog (portal mode); without it, the support address as a mail link. */
  contactSupportPath?: string | null;
}

function External({ href, children }: { href: string; children: string }) {
  return (
    <li>
      <a className={SHELL_CLASS.menuLink} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </li>
  );
}

/** Help: product site, documentation, REST API documentation, support, support plans, legal pages. */
export function HelpMenu({ links }: { links: HelpLinks }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  return (
    <ShellMenu label={t("help.open")} button={<HelpIcon />} width={240}>
      <ul className={SHELL_CLASS.menuList} aria-label={t("help.title")}>
        {links.productUrl && <External href={links.productUrl}>{t("help.product_site")}</External>}
        {links.documentationUrl && <External href={links.documentationUrl}>{t("help.documentation")}</External>}
        {links.apiDocumentationUrl && (
          <External href={links.apiDocumentationUrl}>{t("help.api_documentation")}</External>
        )}
        {links.contactSupportPath ? (
          <li>
            <RemixLink
              className={SHELL_CLASS.menuLink}
              to={`${links.contactSupportPath}?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
            >
              {t("help.contact_support")}
            </RemixLink>
          </li>
        ) : (
          links.supportEmail && (
            <li>
              <a className={SHELL_CLASS.menuLink} href={`mailto:${links.supportEmail}`}>
                {t("help.contact_support")}
              </a>
            </li>
          )
        )}
        {links.supportPlansPath && (
          <li>
            <RemixLink className={SHELL_CLASS.menuLink} to={links.supportPlansPath}>
              {t("help.support_plans")}
            </RemixLink>
          </li>
        )}
        <li>
          <RemixLink className={SHELL_CLASS.menuLink} to="/terms">
            {t("help.terms")}
          </RemixLink>
        </li>
        <li>
          <RemixLink className={SHELL_CLASS.menuLink} to="/privacy_policy">
            {t("help.privacy")}
          </RemixLink>
        </li>
      </ul>
    </ShellMenu>
  );
}
