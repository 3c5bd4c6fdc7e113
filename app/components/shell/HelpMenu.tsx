import List from "@mui/joy/List";
import ListItem from "@mui/joy/ListItem";
import ListItemButton from "@mui/joy/ListItemButton";
import { Link as RemixLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HelpIcon } from "./icons";
import { ShellMenu } from "./ShellMenu";

export interface HelpLinks {
  productUrl?: string | null;
  documentationUrl?: string | null;
  apiDocumentationUrl?: string | null;
  supportEmail?: string | null;
  /** Path of the support-plans screen when the user may open it and it exists. */
  supportPlansPath?: string | null;
}

function External({ href, children }: { href: string; children: string }) {
  return (
    <ListItem>
      <ListItemButton component="a" href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </ListItemButton>
    </ListItem>
  );
}

/** Help: product site, documentation, REST API documentation, support, support plans, legal pages. */
export function HelpMenu({ links }: { links: HelpLinks }) {
  const { t } = useTranslation("shell");
  return (
    <ShellMenu label={t("help.open")} button={<HelpIcon />} width={240}>
      <List size="sm" aria-label={t("help.title")}>
        {links.productUrl && <External href={links.productUrl}>{t("help.product_site")}</External>}
        {links.documentationUrl && <External href={links.documentationUrl}>{t("help.documentation")}</External>}
        {links.apiDocumentationUrl && <External href={links.apiDocumentationUrl}>{t("help.api_documentation")}</External>}
        {links.supportEmail && (
          <ListItem>
            <ListItemButton component="a" href={`mailto:${links.supportEmail}`}>
              {t("help.contact_support")}
            </ListItemButton>
          </ListItem>
        )}
        {links.supportPlansPath && (
          <ListItem>
            <ListItemButton component={RemixLink} to={links.supportPlansPath}>
              {t("help.support_plans")}
            </ListItemButton>
          </ListItem>
        )}
        <ListItem>
          <ListItemButton component={RemixLink} to="/terms">
            {t("help.terms")}
          </ListItemButton>
        </ListItem>
        <ListItem>
          <ListItemButton component={RemixLink} to="/privacy_policy">
            {t("help.privacy")}
          </ListItemButton>
        </ListItem>
      </List>
    </ShellMenu>
  );
}
