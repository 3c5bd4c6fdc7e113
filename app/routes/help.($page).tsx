import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import { readingPageHeaders } from "~/components/reading-page-headers";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { guideOf, guidePage } from "~/features/user-guide/guide-pages.server";
import { GuideView } from "~/features/user-guide/GuideView";
import { i18nServer } from "~/i18n/i18next.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import help from "../../public/locales/en-us/help.json";

/**
 * The user guide (docs/features/shell.md "User guide"): /help and /help/<page>, public, from the
 * project's own docs. `page` only picks one of the guide's pages by name: anything else is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const guide = guideOf(context.consoleRoot ?? process.cwd());
  const found = guidePage(guide, params.page);
  if (!found) throw new Response(null, { status: 404, statusText: "Not Found" });
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "help"),
    i18nServer.getFixedT(request, "common"),
  ]);
  const pageTitle = found.page.slug === null ? t("guide.title") : t("guide.page_title", { page: found.page.title });
  return json({
    brandName: settings.brandName,
    title: tc("page_title", { title: pageTitle, brand: settings.brandName }),
    nav: guide.pages.map((page) => ({
      href: page.href,
      title: page.slug === null ? null : page.title,
      current: page === found.page,
    })),
    html: found.html,
    isHome: found.page.slug === null,
  });
}

/** Plain HTML: the guide ships no JavaScript. */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { help } };

export const headers = readingPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export default function HelpPage() {
  const { brandName, nav, html, isHome } = useLoaderData<typeof loader>();
  return <GuideView brandName={brandName} nav={nav} html={html} isHome={isHome} />;
}
