import { json, type MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "~/components/StatusPage";
import { BRAND_NAME } from "~/components/BrandLogo";

/** Any path no other route matches: a real page, with a real 404 status. */
export const loader = () => json(null, { status: 404 });

export const meta: MetaFunction = () => [{ title: `Page not found · ${BRAND_NAME}` }];

export default function NotFound() {
  return <NotFoundPage />;
}
