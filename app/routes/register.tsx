import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import Link from "@mui/joy/Link";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { signIn } from "~/auth/authenticator.server";
import { requireAnonymous } from "~/auth/guards.server";
import { NEW_ACCOUNT_LANDING } from "~/auth/redirect";
import { AuthHeading, AuthLayout, FormMessages, LegalLinks, PageLink } from "~/features/auth/AuthLayout";
import { useMessageText } from "~/features/auth/messages";
import { loadPublicSettings } from "~/features/auth/public-settings.server";
import { REGISTER_FIELDS, RegisterSchema, registerBody, type RegisterField } from "~/features/auth/schemas";
import { TextField } from "~/features/auth/TextField";
import { useAuthForm } from "~/features/auth/use-auth-form";
import { i18nServer } from "~/i18n/i18next.server";
import { isPlatformError, publicPlatform, tokenAnswerSchema, toTokenPair } from "~/services/platform.server";
import { NO_SCRIPTS, type PageScriptsHandle } from "~/components/document/page-scripts";
import type { I18nHandle } from "~/i18n/route-namespaces";
import auth from "../../public/locales/en-us/auth.json";

/** Self-registration: a new Trial account and its owner, signed in straight away. */

export const REGISTER_PATH = "/vaic/api/Accounts/register";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const [settings, t, tc] = await Promise.all([
    loadPublicSettings(context, request),
    i18nServer.getFixedT(request, "auth"),
    i18nServer.getFixedT(request, "common"),
  ]);
  return json({
    brandName: settings.brandName,
    registrationEnabled: settings.registrationEnabled,
    title: tc("page_title", { title: t("register.title"), brand: settings.brandName }),
  });
}

/** Works as plain HTML: the page ships no JavaScript (its texts are for client-side navigations to it). */
export const handle: PageScriptsHandle & I18nHandle = { ...NO_SCRIPTS, i18n: { auth } };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "" }];

/**
 * The platform's validation answers as field errors: a 409 is the e-mail in use; a 400 lists
 * "field: message" lines (the platform's validation format); anything else goes above the form.
 */
function platformErrors(status: number, messages: string[]) {
  const fieldErrors: Partial<Record<RegisterField, string[]>> = {};
  const formErrors: string[] = [];
  for (const line of messages) {
    const match = /^(\w+): (.+)$/.exec(line);
    const field = match?.[1] as RegisterField | undefined;
    if (status === 409) (fieldErrors.email ??= []).push(line);
    else if (status === 400 && match && field && REGISTER_FIELDS.includes(field))
      (fieldErrors[field] ??= []).push(match[2]);
    else formErrors.push(line);
  }
  return { fieldErrors, formErrors };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const settings = await loadPublicSettings(context, request);
  if (!settings.registrationEnabled) {
    return json(submission.reply({ formErrors: ["auth:register.disabled"], hideFields: ["password"] }), {
      status: 403,
    });
  }
  try {
    const answer = await publicPlatform(context, request).post(REGISTER_PATH, registerBody(submission.value), {
      schema: tokenAnswerSchema,
    });
    // A new account lands on getting started (docs/product.md#portal-routes landing_dashboard).
    return await signIn(context, request, { pair: toTokenPair(answer), source: "password" }, NEW_ACCOUNT_LANDING);
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const { fieldErrors, formErrors } = platformErrors(error.status, error.messages);
    return json(submission.reply({ fieldErrors, formErrors, hideFields: ["password"] }), {
      status: error.status >= 500 ? 503 : error.status === 409 ? 409 : 400,
    });
  }
}

export default function RegisterPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const text = useMessageText();
  const { form, fields, submitting, firstInvalid } = useAuthForm(RegisterSchema, {
    shouldValidate: "onBlur",
    order: REGISTER_FIELDS,
  });
  const termsErrors = fields.acceptTerms.errors?.map(text) ?? [];

  if (!data.registrationEnabled) {
    return (
      <AuthLayout brandName={data.brandName}>
        <AuthHeading title={t("register.title")} />
        <FormMessages errors={[t("register.disabled")]} />
        <Typography level="body-md">
          {t("register.have_account")} <PageLink to="/login">{t("register.sign_in_link")}</PageLink>
        </Typography>
        <LegalLinks />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout brandName={data.brandName}>
      <AuthHeading title={t("register.title")} subtitle={t("register.subtitle")} />
      <FormMessages errors={(form.errors ?? []).map(text)} />
      <Form method="post" {...getFormProps(form)}>
        <Stack spacing={2}>
          <Box
            sx={{
              display: "grid",
              gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
              gap: 2,
            }}
          >
            <TextField
              field={fields.firstName}
              label={t("register.first_name")}
              autoComplete="given-name"
              autoFocus={firstInvalid === "firstName"}
            />
            <TextField
              field={fields.lastName}
              label={t("register.last_name")}
              autoComplete="family-name"
              autoFocus={firstInvalid === "lastName"}
            />
          </Box>
          <TextField
            field={fields.email}
            label={t("fields.email")}
            type="email"
            autoComplete="email"
            autoFocus={firstInvalid === "email"}
          />
          <TextField
            field={fields.password}
            label={t("fields.password")}
            type="password"
            autoComplete="new-password"
            autoFocus={firstInvalid === "password"}
            hint={text("validation_password_rules")}
          />
          <TextField
            field={fields.accountName}
            label={t("register.account_name")}
            autoComplete="organization"
            autoFocus={firstInvalid === "accountName"}
          />
          <FormControl error={termsErrors.length > 0}>
            <Checkbox
              name={fields.acceptTerms.name}
              value="on"
              defaultChecked={fields.acceptTerms.initialValue === "on"}
              required
              slotProps={{
                input: {
                  autoFocus: firstInvalid === "acceptTerms",
                  "aria-invalid": termsErrors.length > 0 || undefined,
                  "aria-describedby": termsErrors.length ? `${fields.acceptTerms.id}-helper-text` : undefined,
                },
              }}
              label={
                <Trans
                  t={t}
                  i18nKey="register.terms_label"
                  components={{
                    terms: <Link href="/terms" target="_blank" rel="noopener" />,
                    privacy: <Link href="/privacy_policy" target="_blank" rel="noopener" />,
                  }}
                />
              }
            />
            {termsErrors.length ? (
              <FormHelperText id={`${fields.acceptTerms.id}-helper-text`}>{termsErrors.join(" ")}</FormHelperText>
            ) : null}
          </FormControl>
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t("register.submit")}
          </Button>
        </Stack>
      </Form>
      <Typography level="body-sm" textAlign="center" sx={{ mt: 3 }}>
        {t("register.have_account")} <PageLink to="/login">{t("register.sign_in_link")}</PageLink>
      </Typography>
      <LegalLinks />
    </AuthLayout>
  );
}
