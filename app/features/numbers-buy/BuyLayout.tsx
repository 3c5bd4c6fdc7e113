import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loadBuyLayout } from "./buy.server";
import { BUY_PATHS } from "./paths";

/** /portal/numbers/buy: the flow's heading and the cart link around the current step. */
export function BuyLayout() {
  const { cartCount } = useLoaderData<typeof loadBuyLayout>();
  const { t } = useTranslation("numbers-buy");
  return (
    <Box sx={{ maxWidth: 960, mx: "auto" }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography level="h3" component="h1">
          {t("title")}
        </Typography>
        <Link to={BUY_PATHS.cart}>{t("cart.link", { count: cartCount })}</Link>
      </Stack>
      <Outlet />
    </Box>
  );
}
