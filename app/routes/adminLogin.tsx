import type { LoaderFunctionArgs } from "@remix-run/node";
import { startIamSignIn } from "~/features/auth/iam.server";

/** The spec's second spelling of the administrators' sign-in (/adminLogin): same as /iam-adminlogin. */
export const loader = ({ request, context }: LoaderFunctionArgs) => startIamSignIn(request, context, "iam-admin");
