import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import { readingPageHeaders } from "~/components/reading-page-headers";
import { ApiReferenceView } from "~/features/api-docs/ApiReferenceView";
import { referenceViewFor } from "~/features/api-docs/reference-page.server";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { detectLocale, i18nServer } from "~/i18n/i18next.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import { AUTH_PATHS } from "~/services/auth.server";
import help from "../../public/locales/en-us/help.json";

/**
 * The REST API reference as a readable page (docs/features/shell.md "REST API reference"): public,
 * the same for everyone, generated from the contract's schemas like /api-docs/openapi.json.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [settings, t, tc, locale] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "help"),
    i18nServer.getFixedT(request, "common"),
    detectLocale(request),
  ]);
  return json({
    brandName: settings.brandName,
    title: tc("page_title", { title: t("api.page.title"), brand: settings.brandName }),
    view: referenceViewFor(locale),
    loginPath: AUTH_PATHS.login,
    tokenPath: AUTH_PATHS.token,
  });
}

/** Plain HTML: the reference ships no JavaScript. */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { help } };

export const headers = readingPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function ApiReferencePage() {
  const { brandName, view, loginPath, tokenPath } = useLoaderData<typeof loader>();
  return <ApiReferenceView brandName={brandName} view={view} loginPath={loginPath} tokenPath={tokenPath} />;
}
