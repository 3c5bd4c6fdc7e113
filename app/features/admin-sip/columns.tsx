import Button from "@mui/joy/Button";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { sipDialogHref } from "./paths";
import { CHARGE_FIELD } from "./schema";

/** What the admin row controls need of a connection (a row of the SIP connections list). */
interface SipRowRef {
  id: string;
  name: string;
  shouldCharge?: boolean;
}

/**
 * The SIP charge switch of a row of /admin/sipConnections: a form posting the opposite state to the
 * row's charge dialog route, so it works without JavaScript. A toggle button (aria-pressed): a switch
 * role must be a plain button, and this one submits its form. Its name is the connection's.
 */
export function ChargeSwitch({ row, search, t }: { row: SipRowRef; search: string; t: TFunction }) {
  const action = sipDialogHref(row.id, "charge", search);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const on = row.shouldCharge === true;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name={CHARGE_FIELD} value={String(!on)} />
      <Button
        type="submit"
        aria-pressed={on}
        aria-label={t("admin-sip:charge.switch", { name: row.name })}
        size="sm"
        variant={on ? "solid" : "outlined"}
        color={on ? "success" : "neutral"}
        loading={busy}
        sx={{ minWidth: 56 }}
      >
        {t(on ? "admin-sip:charge.on" : "admin-sip:charge.off")}
      </Button>
    </Form>
  );
}

/** A link to one of the row's admin-only dialogs, named with the connection for screen readers. */
export function DialogLink({
  row,
  dialog,
  search,
  label,
}: {
  row: SipRowRef;
  dialog: "cacProfile" | "sbcOverride";
  search: string;
  label: string;
}) {
  return (
    <Link to={sipDialogHref(row.id, dialog, search)} preventScrollReset>
      {label}
      <span style={visuallyHidden}>{` ${row.name}`}</span>
    </Link>
  );
}
