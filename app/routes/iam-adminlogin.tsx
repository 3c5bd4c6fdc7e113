import type { LoaderFunctionArgs } from "@remix-run/node";
import { startIamSignIn } from "~/features/auth/iam.server";

/** Administrators' single sign-on through the identity service; it lands on /admin/dashboard. */
export const loader = ({ request, context }: LoaderFunctionArgs) => startIamSignIn(request, context, "iam-admin");
