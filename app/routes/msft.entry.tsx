import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { signIn } from "~/auth/authenticator.server";
import { isPlatformError, publicPlatform, tokenAnswerSchema, toTokenPair } from "~/services/platform.server";

/**
 * The marketplace's landing page: `?token=<landing token>` is exchanged for a session
 * (POST auth/authorize-msft) and the subscriber is welcomed. A missing, used or expired token means
 * the marketplace session is over.
 */
export const AUTHORIZE_MSFT_PATH = "/vaic/api/auth/authorize-msft";
export const MSFT_WELCOME = "/msft/welcome";
export const MSFT_SESSION_EXPIRED = "/msft/session_expired";
const LANDING_TOKEN_MAX = 200;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  if (!token || token.length > LANDING_TOKEN_MAX) throw redirect(MSFT_SESSION_EXPIRED);
  try {
    const answer = await publicPlatform(context, request).post(
      AUTHORIZE_MSFT_PATH,
      { landingToken: token },
      { schema: tokenAnswerSchema },
    );
    return await signIn(context, request, { pair: toTokenPair(answer), source: "marketplace" }, MSFT_WELCOME);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    // Refused (401/400/403): the token is no good any more. Otherwise the platform failed: say so.
    if (error.status < 500) throw redirect(MSFT_SESSION_EXPIRED);
    throw json({ messages: error.messages }, { status: error.status });
  }
}
