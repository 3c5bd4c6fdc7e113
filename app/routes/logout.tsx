import Button from "@mui/joy/Button";
import Typography from "@mui/joy/Typography";
import {
  json,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signOut } from "~/auth/authenticator.server";
import { getSession, readAuth } from "~/auth/session.server";
import { AuthHeading, AuthLayout, PageLink } from "~/features/auth/AuthLayout";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { i18nServer } from "~/i18n/i18next.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";
import { INACTIVITY_REASON, LOGOUT_REASON_FIELD } from "~/features/session/logout-reason";
import { MSFT_SESSION_EXPIRED } from "./msft.entry";

/** Where a marketplace user lands after signing out (their way back in is the marketplace). */
export const MARKETPLACE_SIGNED_OUT = "/msft/logout";

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { auth } };

/**
 * Sign-out is a POST (the avatar menu's form): the platform session ends, the cookie is cleared,
 * and an identity-service session also ends at the provider. A GET shows a confirm button, for
 * whoever lands here without JavaScript or from a bookmark.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!readAuth(await getSession(request))) throw redirect("/login");
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json({
    brandName: settings.brandName,
    title: tc("page_title", { title: t("logout.title"), brand: settings.brandName }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = readAuth(await getSession(request));
  const form = await request.formData().catch(() => null);
  const next = await signOut(request, context);
  // A full page load: no data of the signed-out user stays in the browser's router state. Marketplace
  // users left inactive too long see the session-expired page (docs/product.md#session).
  if (auth?.source === "marketplace")
    return redirectDocument(
      form?.get(LOGOUT_REASON_FIELD) === INACTIVITY_REASON ? MSFT_SESSION_EXPIRED : MARKETPLACE_SIGNED_OUT,
    );
  return redirectDocument(next);
}

export default function LogoutPage() {
  const { brandName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <AuthLayout brandName={brandName}>
      <AuthHeading title={t("logout.title")} subtitle={t("logout.subtitle")} />
      <Form method="post" reloadDocument>
        <Button type="submit" size="lg" fullWidth>
          {t("logout.submit")}
        </Button>
      </Form>
      <Typography level="body-sm" textAlign="center" sx={{ mt: 3 }}>
        <PageLink to="/portal/dashboard">{t("logout.stay")}</PageLink>
      </Typography>
    </AuthLayout>
  );
}
