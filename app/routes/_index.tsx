import { redirect } from "@remix-run/node";

/** "/" has no page of its own: it leads to sign-in (spec document 1, section 2). */
export const loader = () => redirect("/login");
