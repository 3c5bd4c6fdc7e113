import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import Box from "@mui/joy/Box";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { getAuthenticator, isAuthError, signIn } from "~/auth/authenticator.server";
import { requireAnonymous } from "~/auth/guards.server";
import { safeRedirectPath } from "~/auth/redirect";
import { AuthHeading, AuthLayout, FormMessages, LegalLinks, PageLink } from "~/features/auth/AuthLayout";
import { LOGIN_ERROR_CODES } from "~/features/auth/iam.server";
import { messageRef, useMessageText } from "~/features/auth/messages";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { recordFailedSignIn, signInBlockedFor } from "~/features/auth/sign-in-limits.server";
import { LoginSchema } from "~/features/auth/schemas";
import { TextField } from "~/features/auth/TextField";
import { useAuthForm } from "~/features/auth/use-auth-form";
import { i18nServer } from "~/i18n/i18next.server";
import { isPlatformError } from "~/services/platform.server";
import { SIGN_IN_LIMITS } from "../../contract/limits/sign-in-limits";
import { GENERIC_ERROR, MSG } from "../../contract/messages";
import { retryAfterMinutes } from "../../contract/signInFailures";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";

/** Own sign-in: e-mail and password, a plain form that also works without JavaScript. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  const error = url.searchParams.get("error");
  return json({
    brandName: settings.brandName,
    registrationEnabled: settings.registrationEnabled,
    // Only a path on this site is ever carried on; anything else is dropped here already.
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    fromLogout: url.searchParams.get("from") === "logout",
    errorCode: (LOGIN_ERROR_CODES as readonly string[]).includes(error ?? "") ? error : null,
    title: tc("page_title", { title: t("login.title"), brand: settings.brandName }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  const submission = parseWithZod(form, { schema: LoginSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  // Held back: 429 with Retry-After and the wait in words, keeping the e-mail (never the password).
  const heldBack = (waitSeconds: number, formErrors: string[]) =>
    json(submission.reply({ formErrors, hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(waitSeconds) },
    });
  const waitSeconds = await signInBlockedFor(context.clientAddress);
  if (waitSeconds > 0) {
    return heldBack(waitSeconds, [
      messageRef(MSG.error_sign_in_rate_limited, { count: retryAfterMinutes(waitSeconds) }),
    ]);
  }
  try {
    const result = await getAuthenticator(request, context).authenticate("form", request);
    return await signIn(context, request, result, submission.value.redirectTo);
  } catch (error) {
    if (isAuthError(error)) {
      await recordFailedSignIn(context.clientAddress);
      return json(
        submission.reply({ fieldErrors: error.fieldErrors, formErrors: error.formErrors, hideFields: ["password"] }),
        {
          status: 400,
        },
      );
    }
    if (isPlatformError(error) && error.status === 429) {
      // The platform's own limit (per account, or per address across console instances): its words,
      // which say which one; our own words when it gave none.
      const wait = error.retryAfterSeconds ?? SIGN_IN_LIMITS.WINDOW_SECONDS;
      const said = error.messages.filter((m) => m !== GENERIC_ERROR);
      return heldBack(
        wait,
        said.length ? said : [messageRef(MSG.error_sign_in_account_rate_limited, { count: retryAfterMinutes(wait) })],
      );
    }
    if (isPlatformError(error)) {
      // The platform is down or failed: its words (or the generic text) above the form.
      return json(submission.reply({ formErrors: error.messages, hideFields: ["password"] }), {
        status: error.status >= 500 ? 503 : 400,
      });
    }
    throw error;
  }
}

/**
 * The "or" between the two ways to sign in: a line each side of the word, as Joy's Divider draws it,
 * in CSS the HTML checker reads (the Divider's `min(var(…) * 999, …)` margins it calls invalid;
 * docs/testing.md "Valid HTML").
 */
function OrSeparator({ children }: { children: string }) {
  return (
    <Box
      role="separator"
      sx={{
        my: 3,
        display: "flex",
        alignItems: "center",
        gap: 1,
        typography: "body-sm",
        whiteSpace: "nowrap",
        "&::before, &::after": { content: '""', flex: 1, height: "1px", backgroundColor: "divider" },
      }}
    >
      {children}
    </Box>
  );
}

export default function LoginPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const text = useMessageText();
  const { form, fields, submitting } = useAuthForm(LoginSchema);
  const redirectQuery = data.redirectTo ? `?${new URLSearchParams({ redirectTo: data.redirectTo }).toString()}` : "";
  const formErrors = [...(form.errors ?? []), ...(data.errorCode ? [`auth:login.errors.${data.errorCode}`] : [])];
  // The page ships no script: after the server's answer the field to fix has the focus (the e-mail
  // unless only the password is wrong), as conform's own validation would give it.
  const focusEmail = Boolean(fields.email.errors?.length) || !fields.password.errors?.length;

  return (
    <AuthLayout brandName={data.brandName}>
      <AuthHeading title={t("login.title")} subtitle={t("login.subtitle")} />
      <FormMessages errors={formErrors.map(text)} notice={data.fromLogout ? t("login.signed_out") : null} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={data.redirectTo} />
        <Stack spacing={2.5}>
          <TextField
            field={fields.email}
            label={t("fields.email")}
            type="email"
            autoComplete="username"
            autoFocus={focusEmail}
          />
          <TextField
            field={fields.password}
            label={t("fields.password")}
            type="password"
            autoComplete="current-password"
            autoFocus={!focusEmail}
          />
          <Typography level="body-sm" textAlign="right" sx={{ mt: -1.5 }}>
            <PageLink to="/forgot-password">{t("login.forgot_password")}</PageLink>
          </Typography>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t("login.submit")}
          </Button>
        </Stack>
      </Form>
      <OrSeparator>{t("login.or")}</OrSeparator>
      <Stack spacing={1.5}>
        <Button
          component="a"
          href={`/iam-login${redirectQuery}`}
          variant="outlined"
          color="neutral"
          size="lg"
          fullWidth
        >
          {t("login.with_identity_service")}
        </Button>
        {data.registrationEnabled ? (
          <Typography level="body-sm" textAlign="center">
            {t("login.no_account")} <PageLink to="/register">{t("login.register_link")}</PageLink>
          </Typography>
        ) : null}
      </Stack>
      <LegalLinks />
    </AuthLayout>
  );
}
