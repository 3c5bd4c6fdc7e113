import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Invoice } from "../../../contract/wire/payments";
import { formatUsd } from "~/components/shell/WalletButton";
import { billingDate, BillingSection } from "./BillingSection";
import { BILLING_PATHS, INVOICES_SHOWN, invoicesHref } from "./paths";

/**
 * The invoices as PDF downloads: the latest INVOICES_SHOWN, or every one (?invoices=all), with links
 * between the two.
 */
export function InvoicesSection({ invoices, total, all }: { invoices: Invoice[]; total: number; all: boolean }) {
  const { search } = useLocation();
  const { t, i18n } = useTranslation(["billing"]);
  const locale = i18n.language || "en-US";
  return (
    <BillingSection title={t("invoices.heading")}>
      {invoices.length === 0 ? (
        <Box role="status" sx={{ textAlign: "center", py: 2 }}>
          <Typography level="title-md" component="p">
            {t("invoices.empty_title")}
          </Typography>
          <Typography level="body-sm">{t("invoices.empty_text")}</Typography>
        </Box>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: "none", display: "grid", gap: 0.5 }}>
            {invoices.map((inv) => (
              <Box component="li" key={inv.id} sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                <span>
                  {t("invoices.item", {
                    number: inv.number,
                    date: billingDate(inv.issuedAt, locale),
                    total: formatUsd(inv.total, locale),
                  })}
                </span>
                {/* A document link (reloadDocument): the browser downloads the PDF. */}
                <Link
                  to={BILLING_PATHS.invoice(inv.id)}
                  reloadDocument
                  download
                  aria-label={t("invoices.download", { number: inv.number })}
                >
                  PDF
                </Link>
              </Box>
            ))}
          </Box>
          {/* GET links (work without JavaScript): every invoice stays downloadable. */}
          {total > invoices.length && (
            <Typography level="body-xs">
              {t("invoices.more", { shown: invoices.length, total })}{" "}
              <Link to={invoicesHref(search, true)} preventScrollReset>
                {t("invoices.show_all", { total })}
              </Link>
            </Typography>
          )}
          {all && total > INVOICES_SHOWN && (
            <Typography level="body-xs">
              <Link to={invoicesHref(search, false)} preventScrollReset>
                {t("invoices.show_latest", { count: INVOICES_SHOWN })}
              </Link>
            </Typography>
          )}
        </>
      )}
    </BillingSection>
  );
}
