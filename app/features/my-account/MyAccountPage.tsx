import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  AccountFormSchema,
  AccountSettingsFormSchema,
  ChangePasswordFormSchema,
  UserProfileFormSchema,
} from "../../../contract/wire/myAccount";
import { CopyButton } from "~/components/shell/CopyButton";
import { FormErrors } from "~/components/form/FormErrors";
import { FormCheckbox, FormTextArea, FormTextField, ReadOnlyField } from "~/components/form/FormField";
import type { MyAccountData } from "./my-account.server";
import type { MyAccountSection } from "./sections";

export type SectionResult = SubmissionResult<string[]> | undefined;

const path = (section: MyAccountSection) => `/portal/settings/my_account/${section}`;

/** A titled part of the page; its heading names it for assistive technology. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Typography level="title-lg" component="h2" id={`${id}-title`} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function Submit({ section, children }: { section: MyAccountSection; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === path(section);
  return (
    <div>
      <Button type="submit" loading={busy}>
        {children}
      </Button>
    </div>
  );
}

/** conform's form of one section: validated in the browser with the schema the server parses, the server's answer as lastResult. */
function useSectionForm<S extends z.ZodTypeAny>(
  id: string,
  schema: S,
  lastResult: SectionResult,
  defaultValue?: Record<string, string | undefined>,
) {
  return useForm({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export function UserSection({ data, lastResult }: { data: MyAccountData; lastResult?: SectionResult }) {
  const { t } = useTranslation("account");
  const [form, fields] = useSectionForm("my-account-user", UserProfileFormSchema, lastResult, data.user);
  if (!data.canManageUser) {
    return (
      <Section id="user" title={t("my_account.user.title")}>
        <Stack spacing={1.5}>
          <ReadOnlyField label={t("my_account.user.first_name")} value={data.user.firstName} />
          <ReadOnlyField label={t("my_account.user.last_name")} value={data.user.lastName} />
          <ReadOnlyField label={t("my_account.user.email")} value={data.user.email} />
          <Typography level="body-sm">{t("my_account.user.not_here")}</Typography>
        </Stack>
      </Section>
    );
  }
  return (
    <Section id="user" title={t("my_account.user.title")}>
      <Form method="post" action={path("user")} {...getFormProps(form)}>
        <Stack spacing={1.5}>
          <FormErrors errors={form.errors} />
          <FormTextField field={fields.firstName} label={t("my_account.user.first_name")} autoComplete="given-name" />
          <FormTextField field={fields.lastName} label={t("my_account.user.last_name")} autoComplete="family-name" />
          <FormTextField field={fields.email} label={t("my_account.user.email")} autoComplete="email" />
          <FormTextField field={fields.phone} label={t("my_account.user.phone")} autoComplete="tel" inputMode="tel" />
          <Submit section="user">{t("my_account.user.save")}</Submit>
        </Stack>
      </Form>
    </Section>
  );
}

export function PasswordSection({ data, lastResult }: { data: MyAccountData; lastResult?: SectionResult }) {
  const { t } = useTranslation("account");
  const { t: tm } = useTranslation("messages");
  const [form, fields] = useSectionForm("my-account-password", ChangePasswordFormSchema, lastResult);
  if (!data.canManageUser) return null;
  return (
    <Section id="password" title={t("my_account.password.title")}>
      <Form method="post" action={path("password")} {...getFormProps(form)}>
        <Stack spacing={1.5}>
          <FormErrors errors={form.errors} />
          <FormTextField
            field={fields.currentPassword}
            type="password"
            label={t("my_account.password.current")}
            autoComplete="current-password"
          />
          <FormTextField
            field={fields.newPassword}
            type="password"
            label={t("my_account.password.new")}
            autoComplete="new-password"
            hint={tm("validation_password_rules")}
          />
          <FormTextField
            field={fields.confirmPassword}
            type="password"
            label={t("my_account.password.confirm")}
            autoComplete="new-password"
          />
          <Submit section="password">{t("my_account.password.save")}</Submit>
        </Stack>
      </Form>
    </Section>
  );
}

export function AccountSection({ data, lastResult }: { data: MyAccountData; lastResult?: SectionResult }) {
  const { t } = useTranslation("account");
  const [form, fields] = useSectionForm("my-account-account", AccountFormSchema, lastResult, {
    name: data.account.name,
    description: data.account.description,
  });
  return (
    <Section id="account" title={t("my_account.account.title")}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} alignItems="flex-end">
          <div style={{ flex: 1 }}>
            <ReadOnlyField label={t("my_account.account.id")} value={data.account.id} />
          </div>
          <CopyButton text={data.account.id} label={t("my_account.account.id")} />
        </Stack>
        <ReadOnlyField label={t("my_account.account.plan")} value={data.account.plan} />
        {data.canUpdate ? (
          <Form method="post" action={path("account")} {...getFormProps(form)}>
            <Stack spacing={1.5}>
              <FormErrors errors={form.errors} />
              <FormTextField field={fields.name} label={t("my_account.account.name")} autoComplete="organization" />
              <FormTextArea field={fields.description} label={t("my_account.account.description")} minRows={2} />
              <Submit section="account">{t("my_account.account.save")}</Submit>
            </Stack>
          </Form>
        ) : (
          <>
            <ReadOnlyField label={t("my_account.account.name")} value={data.account.name} />
            <ReadOnlyField label={t("my_account.account.description")} value={data.account.description} />
          </>
        )}
        <Typography level="body-sm">{t("my_account.account.no_delete")}</Typography>
      </Stack>
    </Section>
  );
}

export function UpgradeSection({ data, lastResult }: { data: MyAccountData; lastResult?: SectionResult }) {
  const { t } = useTranslation("account");
  if (!data.isTrial || !data.canUpdate) return null;
  const errors = lastResult?.error?.[""] ?? undefined;
  return (
    <Section id="upgrade" title={t("my_account.upgrade.title")}>
      <Form method="post" action={path("upgrade")}>
        <Stack spacing={1.5}>
          <FormErrors errors={errors ?? undefined} />
          <Typography level="body-md">{t("my_account.upgrade.text")}</Typography>
          <Submit section="upgrade">{t("my_account.upgrade.submit")}</Submit>
        </Stack>
      </Form>
    </Section>
  );
}

/** How many of the secret's last characters the closed disclosure shows, to tell secrets apart. */
const SECRET_SHOWN_CHARS = 4;

/** The previous secret's end, the same on the server and in the browser (UTC). */
export function formatUntil(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function SecretSection({ data, lastResult }: { data: MyAccountData; lastResult?: SectionResult }) {
  const { t } = useTranslation("account");
  const { t: tm } = useTranslation("messages");
  const errors = lastResult?.error?.[""] ?? undefined;
  return (
    <Section id="secret" title={t("my_account.secret.title")}>
      <Stack spacing={1.5}>
        {/* Hidden until asked for (a native disclosure: no script needed); copying does not reveal it. */}
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <details className="vc-secret-reveal" style={{ flex: 1 }}>
            <summary>{t("my_account.secret.reveal", { end: data.secret.secret.slice(-SECRET_SHOWN_CHARS) })}</summary>
            <ReadOnlyField label={t("my_account.secret.label")} value={data.secret.secret} />
          </details>
          <CopyButton text={data.secret.secret} label={t("my_account.secret.label")} />
        </Stack>
        <Typography level="body-sm">{t("my_account.secret.hint")}</Typography>
        {data.secret.previousSecretValidUntil && (
          <Typography level="body-sm" role="status">
            {tm("labels_previous_secret_valid_until", { time: formatUntil(data.secret.previousSecretValidUntil) })}
          </Typography>
        )}
        {data.canUpdate && (
          <Form method="post" action={path("secret")}>
            <Stack spacing={1}>
              <FormErrors errors={errors ?? undefined} />
              <Typography level="body-sm">{t("my_account.secret.refresh_hint")}</Typography>
              <Submit section="secret">{t("my_account.secret.refresh")}</Submit>
            </Stack>
          </Form>
        )}
      </Stack>
    </Section>
  );
}

export function SettingsSection({ data, lastResult }: { data: MyAccountData; lastResult?: SectionResult }) {
  const { t } = useTranslation("account");
  const a = data.account;
  const [form, fields] = useSectionForm("my-account-settings", AccountSettingsFormSchema, lastResult, {
    nationalNumberFormat: a.nationalNumberFormat ? "on" : undefined,
    clientMaxCallDurationMinutes: String(a.clientMaxCallDurationMinutes),
    shareAiLogs: a.shareAiLogs ? "on" : undefined,
    forwardAlarmViaEmail: a.forwardAlarmViaEmail ? "on" : undefined,
    emailAddresses: a.emailAddresses.join("\n"),
    transferCall: a.transferCall ? "on" : undefined,
  });
  const disabled = !data.canUpdate;
  return (
    <Section id="settings" title={t("my_account.settings.title")}>
      <Form method="post" action={path("settings")} {...getFormProps(form)}>
        <Stack spacing={1.5}>
          <FormErrors errors={form.errors} />
          <FormCheckbox
            field={fields.nationalNumberFormat}
            label={t("my_account.settings.national_number_format")}
            disabled={disabled}
          />
          <FormTextField
            field={fields.clientMaxCallDurationMinutes}
            type="number"
            inputMode="numeric"
            label={t("my_account.settings.max_call_duration")}
            disabled={disabled}
          />
          <FormCheckbox field={fields.shareAiLogs} label={t("my_account.settings.share_ai_logs")} disabled={disabled} />
          <FormCheckbox
            field={fields.forwardAlarmViaEmail}
            label={t("my_account.settings.forward_alarms")}
            disabled={disabled}
          />
          <FormTextArea
            field={fields.emailAddresses}
            label={t("my_account.settings.email_addresses")}
            hint={t("my_account.settings.email_addresses_hint")}
            minRows={2}
            disabled={disabled}
          />
          <FormCheckbox
            field={fields.transferCall}
            label={t("my_account.settings.transfer_call")}
            hint={data.isTrial ? t("my_account.settings.transfer_call_trial") : undefined}
            disabled={disabled || data.isTrial}
          />
          {data.canUpdate ? (
            <Submit section="settings">{t("my_account.settings.save")}</Submit>
          ) : (
            <Typography level="body-sm">{t("my_account.read_only")}</Typography>
          )}
        </Stack>
      </Form>
    </Section>
  );
}

export const SECTION_COMPONENTS: Record<
  MyAccountSection,
  (props: { data: MyAccountData; lastResult?: SectionResult }) => JSX.Element | null
> = {
  user: UserSection,
  password: PasswordSection,
  account: AccountSection,
  upgrade: UpgradeSection,
  secret: SecretSection,
  settings: SettingsSection,
};

/** The page: each section drawn here, except the one whose nested route answered a post (`active`), drawn by `outlet`. */
export function MyAccountPage({
  data,
  active,
  outlet,
}: {
  data: MyAccountData;
  active: MyAccountSection | null;
  outlet: ReactNode;
}) {
  const { t } = useTranslation("account");
  const order: MyAccountSection[] = ["user", "password", "account", "upgrade", "secret", "settings"];
  return (
    <Stack spacing={3} sx={{ px: { xs: 1.5, sm: 3 }, py: 2, maxWidth: 720 }}>
      <Typography level="h3" component="h1">
        {t("my_account.title")}
      </Typography>
      {order.map((section) => {
        if (section === active) return <div key={section}>{outlet}</div>;
        const Component = SECTION_COMPONENTS[section];
        return <Component key={section} data={data} />;
      })}
    </Stack>
  );
}
