import Avatar from "@mui/joy/Avatar";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Divider from "@mui/joy/Divider";
import List from "@mui/joy/List";
import ListItem from "@mui/joy/ListItem";
import ListItemButton from "@mui/joy/ListItemButton";
import Typography from "@mui/joy/Typography";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PORTAL_SCREENS } from "~/features/navigation/model";
import { CopyButton } from "./CopyButton";
import { ShellMenu } from "./ShellMenu";
import { ADMIN_SEND_PATH } from "~/features/notifications/paths";

export interface AvatarUser {
  firstName: string;
  lastName: string;
  email: string;
  accountName: string;
  accountId: string;
  msSubId?: string | null;
}

/** Which entries show (avatarMenu() of the navigation model plus the shell's own links). */
export interface AvatarEntries {
  saasId: boolean;
  billing: boolean;
  settings: boolean;
  /** Link to the admin area (portal mode, LIVEHUB_ADMIN). */
  administration: boolean;
  /** Link back to the customer portal (admin mode). */
  customerPortal: boolean;
  /** Sending a notification to an account (admin mode; not a screen of the spec's navigation). */
  sendNotification: boolean;
}

function initials(user: AvatarUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
}

function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <Box sx={{ px: 2, py: 0.5 }}>
      <Typography level="body-xs" sx={{ color: "text.tertiary" }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
        <Typography level="body-sm" sx={{ fontFamily: copyLabel ? "code" : undefined, wordBreak: "break-all" }}>
          {value}
        </Typography>
        {copyLabel && <CopyButton text={value} label={copyLabel} />}
      </Box>
    </Box>
  );
}

/**
 * The account menu (spec 000 §6): who is signed in, the account and its id (with copy), the SaaS
 * id of marketplace accounts, the entries the user's roles allow whose screens exist, and sign-out
 * as a POST form.
 */
export function AvatarMenu({ user, entries }: { user: AvatarUser; entries: AvatarEntries }) {
  const { t } = useTranslation("shell");
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <ShellMenu
      label={t("avatar.open")}
      width={300}
      button={
        <>
          <Avatar size="sm" variant="solid" color="primary">
            {initials(user)}
          </Avatar>
          <Typography level="body-sm" sx={{ display: { xs: "none", sm: "block" }, fontWeight: "lg", maxWidth: 160 }} noWrap>
            {name}
          </Typography>
        </>
      }
    >
      <Box sx={{ px: 2, pt: 0.5, pb: 1 }}>
        <Typography level="title-sm">{name}</Typography>
        <Typography level="body-sm" sx={{ color: "text.secondary", wordBreak: "break-all" }}>
          {user.email}
        </Typography>
      </Box>
      <Divider />
      <Detail label={t("avatar.account_name")} value={user.accountName} />
      <Detail label={t("avatar.account_id")} value={user.accountId} copyLabel={t("avatar.copy_account_id")} />
      {entries.saasId && user.msSubId && <Detail label={t("avatar.saas_id")} value={user.msSubId} />}
      <Divider sx={{ my: 1 }} />
      <List size="sm">
        {entries.billing && (
          <ListItem>
            <ListItemButton component={Link} to={PORTAL_SCREENS.billing}>
              {t("avatar.billing")}
            </ListItemButton>
          </ListItem>
        )}
        {entries.settings && (
          <ListItem>
            <ListItemButton component={Link} to={PORTAL_SCREENS.myAccount}>
              {t("avatar.settings")}
            </ListItemButton>
          </ListItem>
        )}
        {entries.administration && (
          <ListItem>
            <ListItemButton component={Link} to="/admin/dashboard">
              {t("avatar.administration")}
            </ListItemButton>
          </ListItem>
        )}
        {entries.sendNotification && (
          <ListItem>
            <ListItemButton component={Link} to={ADMIN_SEND_PATH}>
              {t("avatar.send_notification")}
            </ListItemButton>
          </ListItem>
        )}
        {entries.customerPortal && (
          <ListItem>
            <ListItemButton component={Link} to="/portal/dashboard">
              {t("avatar.customer_portal")}
            </ListItemButton>
          </ListItem>
        )}
      </List>
      <Box sx={{ px: 2, pt: 0.5 }}>
        <Form method="post" action="/logout">
          <Button type="submit" variant="outlined" color="neutral" fullWidth>
            {t("avatar.sign_out")}
          </Button>
        </Form>
      </Box>
    </ShellMenu>
  );
}
