import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import Typography from "@mui/joy/Typography";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link as RemixLink, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BILLING } from "../../contract/limits/billing";
import { requireUser } from "~/auth/guards.server";
import { DEFAULT_AFTER_LOGIN } from "~/auth/redirect";
import { AuthHeading, AuthLayout } from "~/features/auth/AuthLayout";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { i18nServer } from "~/i18n/i18next.server";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";

/** After the marketplace entry: the subscriber's account and its welcome credit, then on to the dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ user }, settings, t, tc] = await Promise.all([
    requireUser(request, context),
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json({
    brandName: settings.brandName,
    firstName: user.firstName,
    accountName: user.accountName,
    marketplace: user.accountType === "MSFT",
    title: tc("page_title", {
      title: t("msft.welcome.title", { brand: settings.brandName }),
      brand: settings.brandName,
    }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function MarketplaceWelcomePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const credit = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    BILLING.MARKETPLACE_WELCOME_CREDIT_USD,
  );
  return (
    <AuthLayout brandName={data.brandName}>
      <AuthHeading
        title={t("msft.welcome.title", { brand: data.brandName })}
        subtitle={t("msft.welcome.greeting", { name: data.firstName })}
      />
      <Card variant="soft" color="primary" sx={{ mb: 3 }}>
        <Typography level="title-sm">{t("msft.welcome.account_label")}</Typography>
        <Typography level="title-lg">{data.accountName}</Typography>
        {data.marketplace ? (
          <Typography level="body-md">{t("msft.welcome.credit", { amount: credit })}</Typography>
        ) : null}
      </Card>
      <Button component={RemixLink} to={DEFAULT_AFTER_LOGIN} size="lg" fullWidth>
        {t("msft.welcome.continue")}
      </Button>
    </AuthLayout>
  );
}
