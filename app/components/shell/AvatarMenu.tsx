import { PlainButton } from "~/components/controls/controls";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PORTAL_SCREENS } from "~/features/navigation/screens";
import { clientIsland } from "~/components/islands/lazy-island";
import { SHELL_CLASS } from "./shell-css";
import { ShellMenu } from "./ShellMenu";
import { ADMIN_SEND_PATH } from "~/features/notifications/paths";
import { markSigningOut } from "~/features/session/signing-out";

/** The copy button (Joy's tooltip and icon button) loads once the page is interactive: it does nothing without a script. */
const CopyButton = clientIsland(() => import("./CopyButton").then((m) => m.CopyButton));

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
  /** Edit user: my account's user section (docs/product.md#account-menu-gates manage-user conditions, and the page's SETTINGS_READ). */
  editUser?: boolean;
  /** Manage account: the identity service's account page in a new tab (docs/product.md#account-menu-gates). */
  manageAccount?: boolean;
  /** Switch account (hidden for the UCaaS user role, docs/product.md#account-menu-gates). */
  switchAccount?: boolean;
}

function initials(user: AvatarUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
}

function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  return (
    <div className={SHELL_CLASS.menuSection}>
      <span className={SHELL_CLASS.menuLabel}>{label}</span>
      <div className={SHELL_CLASS.menuValueRow}>
        <p className={SHELL_CLASS.menuValue} data-code={copyLabel ? "" : undefined}>
          {value}
        </p>
        {copyLabel && <CopyButton text={value} label={copyLabel} />}
      </div>
    </div>
  );
}

/**
 * The account menu (docs/product.md#account-menu-gates): who is signed in, the account and its id (with copy), the SaaS
 * id of marketplace accounts, the entries the user's roles allow whose screens exist, and sign-out
 * as a POST form.
 */
export function AvatarMenu({ user, entries }: { user: AvatarUser; entries: AvatarEntries }) {
  const { t } = useTranslation("shell");
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <ShellMenu
      // The visible name first, so the accessible name contains what is seen (WCAG 2.5.3, label in name).
      label={t("avatar.open", { name })}
      width={300}
      button={
        <>
          <span className={SHELL_CLASS.avatar} data-initials={initials(user)} aria-hidden />
          <span className={SHELL_CLASS.menuButtonName}>{name}</span>
        </>
      }
    >
      <div className={SHELL_CLASS.menuSection}>
        <p className={SHELL_CLASS.menuTitle}>{name}</p>
        <p className={SHELL_CLASS.menuValue}>{user.email}</p>
      </div>
      <hr className={SHELL_CLASS.menuDivider} />
      <Detail label={t("avatar.account_name")} value={user.accountName} />
      <Detail label={t("avatar.account_id")} value={user.accountId} copyLabel={t("avatar.copy_account_id")} />
      {entries.saasId && user.msSubId && <Detail label={t("avatar.saas_id")} value={user.msSubId} />}
      <hr className={SHELL_CLASS.menuDivider} />
      <ul className={SHELL_CLASS.menuList}>
        {entries.editUser && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to={PORTAL_SCREENS.myAccount}>
              {t("avatar.edit_user")}
            </Link>
          </li>
        )}
        {entries.manageAccount && (
          <li>
            {/* A POST in a new tab: the one-time SSO code is made for that tab only. */}
            <Form method="post" action="/portal/manage_account" target="_blank" reloadDocument>
              <button type="submit" className={`${SHELL_CLASS.menuLink} ${SHELL_CLASS.menuButton}`}>
                {t("avatar.manage_account")}
              </button>
            </Form>
          </li>
        )}
        {entries.billing && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to={PORTAL_SCREENS.billing}>
              {t("avatar.billing")}
            </Link>
          </li>
        )}
        {entries.settings && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to={PORTAL_SCREENS.myAccount}>
              {t("avatar.settings")}
            </Link>
          </li>
        )}
        {entries.switchAccount && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to="/portal/switch_account">
              {t("avatar.switch_account")}
            </Link>
          </li>
        )}
        {entries.administration && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to="/admin/dashboard">
              {t("avatar.administration")}
            </Link>
          </li>
        )}
        {entries.sendNotification && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to={ADMIN_SEND_PATH}>
              {t("avatar.send_notification")}
            </Link>
          </li>
        )}
        {entries.customerPortal && (
          <li>
            <Link className={SHELL_CLASS.menuLink} to="/portal/dashboard">
              {t("avatar.customer_portal")}
            </Link>
          </li>
        )}
      </ul>
      <div className={SHELL_CLASS.menuSection}>
        <Form method="post" action="/logout" onSubmit={markSigningOut}>
          <PlainButton type="submit" variant="outlined" color="neutral" fullWidth>
            {t("avatar.sign_out")}
          </PlainButton>
        </Form>
      </div>
    </ShellMenu>
  );
}
