import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "~/features/auth/LegalPage";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { i18nServer } from "~/i18n/i18next.server";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";

/** The terms of use: public, linked from sign-in, registration and the help menu. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json({
    brandName: settings.brandName,
    supportEmail: settings.supportEmail,
    title: tc("page_title", { title: t("terms.title"), brand: settings.brandName }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function TermsPage() {
  const { brandName, supportEmail } = useLoaderData<typeof loader>();
  return <LegalPage document="terms" brandName={brandName} supportEmail={supportEmail} />;
}
