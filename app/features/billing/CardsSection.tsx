import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Typography from "@mui/joy/Typography";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { VaultedCard } from "../../../contract/wire/payments";
import { BillingSection } from "./BillingSection";
import { BILLING_INTENT } from "./paths";

/** The saved cards, each with a form that removes it. */
export function CardsSection({ cards }: { cards: VaultedCard[] }) {
  const { t } = useTranslation(["billing", "messages"]);
  return (
    <BillingSection title={t("cards.heading")}>
      {cards.length === 0 ? (
        <Typography level="body-sm">{t("cards.none")}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {cards.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}
            >
              <span>
                {t("cards.item", {
                  brand: c.brand,
                  last4: c.last4,
                  month: String(c.expMonth).padStart(2, "0"),
                  year: c.expYear,
                })}
                {c.isDefault ? ` · ${t("cards.default")}` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="cardId" value={c.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={BILLING_INTENT.removeCard}
                  size="sm"
                  variant="plain"
                  color="danger"
                  aria-label={t("cards.remove", { brand: c.brand, last4: c.last4 })}
                >
                  {t("messages:labels_delete")}
                </Button>
              </Form>
            </Box>
          ))}
        </Box>
      )}
    </BillingSection>
  );
}
