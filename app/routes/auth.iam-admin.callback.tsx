import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishIamSignIn } from "~/features/auth/iam.server";

/** The identity service sends an administrator back here: signed in (admin mode), on to /admin/dashboard. */
export const loader = ({ request, context }: LoaderFunctionArgs) => finishIamSignIn(request, context, "iam-admin");
