import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BILLING } from "../../../contract/limits/billing";
import { canUploadDocuments, type PhoneRow } from "../../../contract/wire/phones";
import { Badge } from "~/components/grid/cells";
import { visuallyHidden } from "~/components/grid/visually-hidden";
import { entityColumns } from "~/features/entities/columns";
import { EntityListPage } from "~/features/entities/EntityListPage";
import type { EntityListData } from "~/features/entities/list.server";
import { dialogHref } from "~/features/entities/resource";
import { formatDateTime, UTC } from "~/features/time/timezone";
import { documentsHref, NUMBERS_RESOURCE, PORT_PATH } from "./resource";
import { statusColor } from "./status";

export interface NumbersListData extends EntityListData<PhoneRow> {
  /** A trial account holds one number: the page says what the plans hold. */
  trial: boolean;
  /** The admin screen's manual number: the roles allow it. */
  manualNumber: boolean;
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: BILLING.MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS,
});

/**
 * /portal/numbers and /admin/numbers: the shared entity page with the numbers' columns (docs/product.md#phone-number: the
 * number in E.164, country, city, type, status in its colour, default, region, what it routes to; a
 * trial number's expiry; the provider and the monthly charge), "Buy numbers" (the buying flow), "Port
 * a number", and on the admin screen the manual number.
 */
export function NumbersPage() {
  const data = useLoaderData<NumbersListData>() as NumbersListData;
  const { t } = useTranslation(["numbers", "admin-numbers", "messages", "common"]);
  const { search } = useLocation();
  const admin = data.mode === "admin";
  const columns = useMemo(() => {
    const head = (id: string) => t(`numbers:columns.${id}`);
    const dash = (v: string | null | undefined) => v || "-";
    return entityColumns(NUMBERS_RESOURCE, t, data, search, [
      { id: "e164", header: head("e164"), cell: (r) => r.e164, sortable: true },
      { id: "country", header: head("country"), cell: (r) => dash(r.country), sortable: true },
      { id: "city", header: head("city"), cell: (r) => dash(r.city), sortable: true },
      {
        id: "type",
        header: head("type"),
        cell: (r) => t(`numbers:type.${r.type}`, { defaultValue: r.type }),
        sortable: true,
      },
      {
        id: "status",
        header: head("status"),
        sortable: true,
        cell: (r) => (
          <>
            <Badge color={statusColor(r.status)}>{t(`numbers:status.${r.status}`, { defaultValue: r.status })}</Badge>
            {data.can.edit && canUploadDocuments(r.status) && (
              <>
                {" "}
                <Link to={documentsHref(r.id, search)} preventScrollReset>
                  {t("numbers:actions.documents")}
                  <span style={visuallyHidden}>{` ${r.name}`}</span>
                </Link>
              </>
            )}
          </>
        ),
      },
      {
        id: "isDefault",
        header: head("isDefault"),
        cell: (r) => (r.isDefault ? t("numbers:values.default") : "-"),
        sortable: true,
      },
      { id: "regionId", header: head("regionId"), cell: (r) => dash(r.regionId), sortable: true },
      { id: "routesTo", header: head("routesTo"), cell: (r) => (r.routesTo ? r.routesTo.name : "-") },
      {
        id: "validUntil",
        header: head("validUntil"),
        cell: (r) => (r.validUntil ? formatDateTime(r.validUntil, UTC) : "-"),
        sortable: true,
      },
      { id: "provider", header: head("provider"), cell: (r) => r.provider, sortable: true },
      {
        id: "monthlyCharge",
        header: head("monthlyCharge"),
        cell: (r) => usd.format(r.monthlyCharge),
        sortable: true,
        align: "right",
      },
    ]);
  }, [t, data, search]);

  const notice = data.trial && (
    <Alert color="neutral" variant="soft" role="status">
      {t("numbers:limit.trial")}
    </Alert>
  );

  const actions = admin
    ? data.manualNumber && (
        <Button component={Link} to={`${NUMBERS_RESOURCE.paths.admin}/new${search}`} preventScrollReset size="sm">
          {t("admin-numbers:actions.manual_number")}
        </Button>
      )
    : data.can.create && (
        <Button
          component={Link}
          to={dialogHref(NUMBERS_RESOURCE, "portal", PORT_PATH, search)}
          preventScrollReset
          size="sm"
          variant="outlined"
        >
          {t("numbers:actions.port")}
        </Button>
      );
  return (
    <EntityListPage
      resource={NUMBERS_RESOURCE}
      columns={columns}
      rowId={(r) => r.id}
      notice={notice}
      actions={actions}
    />
  );
}
