import Button from "@mui/joy/Button";
import {
  json,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signOut } from "~/auth/authenticator.server";
import { getSession, readAuth } from "~/auth/session.server";
import { AuthHeading, AuthLayout, LegalLinks } from "~/features/auth/AuthLayout";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { i18nServer } from "~/i18n/i18next.server";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";

/**
 * Sign-out for marketplace subscribers. Signed in: a button that signs out (a POST, so no other site
 * can sign anyone out with a link). Signed out: the confirmation, with the way back in.
 */
export const MSFT_LOGOUT = "/msft/logout";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const signedIn = readAuth(await getSession(request)) !== null;
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  const title = signedIn ? t("msft.logout.title") : t("msft.logout.done_title");
  return json({
    brandName: settings.brandName,
    signedIn,
    title: tc("page_title", { title, brand: settings.brandName }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = readAuth(await getSession(request));
  const next = await signOut(request, context);
  // An identity-service session also ends at the provider; any other comes back here, signed out.
  const viaProvider = auth?.source === "iam" || auth?.source === "iam-admin";
  return redirectDocument(viaProvider ? next : MSFT_LOGOUT);
}

export default function MarketplaceLogoutPage() {
  const { brandName, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthLayout brandName={brandName}>
      {signedIn ? (
        <>
          <AuthHeading title={t("msft.logout.title")} subtitle={t("msft.logout.text")} />
          <Form method="post" reloadDocument>
            <Button type="submit" size="lg" fullWidth>
              {t("logout.submit")}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <AuthHeading title={t("msft.logout.done_title")} subtitle={t("msft.logout.done_text")} />
          <Button component="a" href="/loginmsft" size="lg" fullWidth>
            {t("msft.sign_in_again")}
          </Button>
        </>
      )}
      <LegalLinks />
    </AuthLayout>
  );
}
