import { getFormProps } from "@conform-to/react";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAnonymous } from "~/auth/guards.server";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import { AuthHeading, AuthLayout, FormMessages, LegalLinks, PageLink } from "~/features/auth/AuthLayout";
import { useMessageText } from "~/features/auth/messages";
import { forgotPasswordAction } from "~/features/auth/password-reset.server";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { TextField } from "~/features/auth/TextField";
import { useAuthForm } from "~/features/auth/use-auth-form";
import { i18nServer } from "~/i18n/i18next.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import { PasswordResetRequestSchema } from "../../contract/wire/myAccount";
import auth from "../../public/locales/en-us/auth.json";

/** Forgot password (signed out): the e-mail address to mail a reset link to. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json({
    brandName: settings.brandName,
    sent: new URL(request.url).searchParams.get("sent") === "1",
    title: tc("page_title", { title: t("forgot.title"), brand: settings.brandName }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

export const action = ({ request, context }: ActionFunctionArgs) => forgotPasswordAction(request, context);

export default function ForgotPasswordPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const text = useMessageText();
  const { form, fields, lastResult, submitting } = useAuthForm(PasswordResetRequestSchema);
  // After a request the same words, whether the address is known or not (no account enumeration).
  const notice = data.sent && !lastResult ? text("success_password_reset_requested") : null;
  return (
    <AuthLayout brandName={data.brandName}>
      <AuthHeading title={t("forgot.title")} subtitle={t("forgot.subtitle")} />
      <FormMessages errors={(form.errors ?? []).map(text)} notice={notice} />
      <Form method="post" {...getFormProps(form)}>
        <Stack spacing={2.5}>
          <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="username" autoFocus />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t("forgot.submit")}
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
