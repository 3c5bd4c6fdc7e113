import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminLanding, adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/dashboard redirects to the first admin page the user's roles allow (docs/product.md#admin-landing). */
export const loader = ({ request, context }: LoaderFunctionArgs) => adminLanding(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);

/**
 * Never rendered (the loader always redirects or refuses), but it makes this a page route rather
 * than a resource route, so a refused customer gets the 403 page, not a bare text answer.
 */
export default function AdminLanding() {
  return null;
}
