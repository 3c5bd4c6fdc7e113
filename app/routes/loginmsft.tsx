import type { LoaderFunctionArgs } from "@remix-run/node";
import { startIamSignIn } from "~/features/auth/iam.server";

/**
 * Sign-in for marketplace subscribers returning without a landing token (the marketplace's own link
 * goes to /msft/entry). Their users are identity-service users like everyone else's, so this is the
 * identity-service sign-in; the platform's token tells the console the account is a marketplace one.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => startIamSignIn(request, context, "iam");
