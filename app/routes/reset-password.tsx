import { getFormProps } from "@conform-to/react";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import { AuthHeading, AuthLayout, FormMessages, LegalLinks, PageLink } from "~/features/auth/AuthLayout";
import { useMessageText } from "~/features/auth/messages";
import { FORGOT_PASSWORD_PATH, loadResetPassword, resetPasswordAction } from "~/features/auth/password-reset.server";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { TextField } from "~/features/auth/TextField";
import { useAuthForm } from "~/features/auth/use-auth-form";
import { i18nServer } from "~/i18n/i18next.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import { ResetPasswordFormSchema } from "../../contract/wire/myAccount";
import auth from "../../public/locales/en-us/auth.json";

/** /reset-password?token=…: a new password with a reset link (signed out), then sign in with it. */

const RESET_FIELDS = ["newPassword", "confirmPassword"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [link, settings, t, tc] = await Promise.all([
    loadResetPassword(request, context),
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json(
    {
      ...link,
      brandName: settings.brandName,
      title: tc("page_title", { title: t("reset.title"), brand: settings.brandName }),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The link's token is in this page's URL: no cache keeps the page. (Other sites never get it as a
 * referrer: every page is Referrer-Policy same-origin, server/security.ts; no-referrer would make
 * the browser post the form with Origin: null, which the CSRF check refuses.)
 */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const action = ({ request, context }: ActionFunctionArgs) => resetPasswordAction(request, context);

export default function ResetPasswordPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const text = useMessageText();
  const {
    form,
    fields,
    submitting,
    firstInvalid: invalid,
  } = useAuthForm(ResetPasswordFormSchema, { order: RESET_FIELDS });

  // An unknown, used or expired link (said by the check, or by the platform when the form was sent).
  if (!data.linkValid || fields.token.errors?.length) {
    return (
      <AuthLayout brandName={data.brandName}>
        <AuthHeading title={t("reset.title")} />
        <FormMessages errors={[text("validation_reset_link_invalid")]} />
        <Typography level="body-md">
          <PageLink to={FORGOT_PASSWORD_PATH}>{t("reset.request_new")}</PageLink>
        </Typography>
        <LegalLinks />
      </AuthLayout>
    );
  }

  const firstInvalid = invalid ?? "newPassword";
  return (
    <AuthLayout brandName={data.brandName}>
      <AuthHeading title={t("reset.title")} subtitle={t("reset.subtitle")} />
      <FormMessages errors={[...data.formErrors, ...(form.errors ?? [])].map(text)} />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name={fields.token.name} value={data.token} />
        <Stack spacing={2.5}>
          <TextField
            field={fields.newPassword}
            label={t("reset.new_password")}
            type="password"
            autoComplete="new-password"
            autoFocus={firstInvalid === "newPassword"}
            hint={text("validation_password_rules")}
          />
          <TextField
            field={fields.confirmPassword}
            label={t("reset.confirm_password")}
            type="password"
            autoComplete="new-password"
            autoFocus={firstInvalid === "confirmPassword"}
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t("reset.submit")}
          </Button>
        </Stack>
      </Form>
      <Typography level="body-sm" textAlign="center" sx={{ mt: 3 }}>
        <PageLink to="/login">{t("forgot.back_to_sign_in")}</PageLink>
      </Typography>
      <LegalLinks />
    </AuthLayout>
  );
}
