import Button from "@mui/joy/Button";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthHeading, AuthLayout, LegalLinks } from "~/features/auth/AuthLayout";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { i18nServer } from "~/i18n/i18next.server";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";

/** A marketplace session is over (a used or expired landing token, or inactivity): the way back in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json({
    brandName: settings.brandName,
    title: tc("page_title", { title: t("msft.expired.title"), brand: settings.brandName }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function MarketplaceSessionExpiredPage() {
  const { brandName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthLayout brandName={brandName}>
      <AuthHeading title={t("msft.expired.title")} subtitle={t("msft.expired.text")} />
      {/* A document link: /loginmsft answers with a redirect to the identity service. */}
      <Button component="a" href="/loginmsft" size="lg" fullWidth>
        {t("msft.sign_in_again")}
      </Button>
      <LegalLinks />
    </AuthLayout>
  );
}
