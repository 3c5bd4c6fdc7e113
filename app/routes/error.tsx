import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND_NAME } from "~/components/BrandLogo";
import { errorPageMessage } from "~/components/StatusPage";
import { ErrorPage } from "~/components/StatusPageViews";
import { i18nServer } from "~/i18n/i18next.server";
import { NO_SCRIPTS } from "~/components/document/page-scripts";

/**
 * /error (docs/product.md#public-routes): where a crashed screen or a refused sign-in lands. `?reason=` picks one of the
 * known messages; anything else shows the generic text, so the page never repeats what the URL says.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const messageKey = errorPageMessage(new URL(request.url).searchParams.get("reason"));
  const t = await i18nServer.getFixedT(request, "common");
  return json({ messageKey, title: t("page_title", { title: t("error.title"), brand: BRAND_NAME }) });
}

/** Works as plain HTML: the page ships no JavaScript. */
export const handle = NO_SCRIPTS;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default function ErrorRoute() {
  const { messageKey } = useLoaderData<typeof loader>();
  return <ErrorPage messageKey={messageKey} actions="login" />;
}
