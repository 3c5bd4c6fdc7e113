import type { LoaderFunctionArgs } from "@remix-run/node";
import { startIamSignIn } from "~/features/auth/iam.server";

/** Sign-in through the identity service: straight on to its sign-in page (?redirectTo is remembered). */
export const loader = ({ request, context }: LoaderFunctionArgs) => startIamSignIn(request, context, "iam");
