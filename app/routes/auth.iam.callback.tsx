import type { LoaderFunctionArgs } from "@remix-run/node";
import { finishIamSignIn } from "~/features/auth/iam.server";

/** The identity service sends the user back here: signed in, on to the remembered page or the dashboard. */
export const loader = ({ request, context }: LoaderFunctionArgs) => finishIamSignIn(request, context, "iam");
