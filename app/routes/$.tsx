import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { NotFoundPage } from "~/components/StatusPageViews";
import { i18nServer } from "~/i18n/i18next.server";

/** Any path no other route matches: a real page, with a real 404 status. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "common");
  return json({ title: t("page_title", { title: t("not_found.title"), brand: BRAND_NAME }) }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default function NotFound() {
  return <NotFoundPage />;
}
