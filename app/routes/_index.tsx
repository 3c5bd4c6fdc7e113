import { redirect } from "@remix-run/node";

/** "/" has no page of its own: it leads to sign-in (docs/product.md#public-routes). */
export const loader = () => redirect("/login");
