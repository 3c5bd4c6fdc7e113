import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Input from "@mui/joy/Input";
import Stack from "@mui/joy/Stack";
import Textarea from "@mui/joy/Textarea";
import Typography from "@mui/joy/Typography";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ClientsResponseSchema, type AccountListItem } from "../../contract/wire/accounts";
import { ADMIN_NOTIFICATION_TYPES, ADMIN_NOTIFICATIONS_PATH } from "../../contract/wire/notifications";
import { requireAdmin } from "~/auth/guards.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { useMessageText } from "~/features/auth/messages";
import { CLIENTS_PATH } from "~/features/call-history/list.server";
import { AdminSendFormSchema } from "~/features/notifications/admin-send";
import { ADMIN_SEND_PATH } from "~/features/notifications/paths";
import { i18nServer } from "~/i18n/i18next.server";
import { isPlatformError, type PlatformClient } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";
import type { I18nHandle } from "~/i18n/route-namespaces";
import adminNotifications from "../../public/locales/en-us/admin-notifications.json";
import auth from "../../public/locales/en-us/auth.json";

/**
 * /admin/notifications/send (administrators only): sends an error, info or warning notification to
 * every user of an account through POST /vaic/api/admin/notifications. A plain POST form (conform
 * + zod, checked again here), so it works without JavaScript; bad input comes back on its field
 * with everything typed kept.
 */

/** How many accounts the choice lists (the clients list's largest page), by name. */
const ACCOUNT_CHOICES_LIMIT = 100;

/** Longest account search text; the clients list's filter takes a name fragment. */
const SEARCH_MAX = 80;

async function accountChoices(
  api: PlatformClient,
  search = "",
): Promise<{ accounts: AccountListItem[]; failed: boolean }> {
  // The filter grammar's own characters cannot be part of a name fragment.
  const text = search
    .replace(/[(),~]/g, " ")
    .trim()
    .slice(0, SEARCH_MAX);
  try {
    const body = await api.get(CLIENTS_PATH, {
      query: { page: 1, limit: ACCOUNT_CHOICES_LIMIT, sort: "name", filter: text ? `(name~${text})` : undefined },
      schema: ClientsResponseSchema.nullable(),
    });
    return { accounts: body?.clients ?? [], failed: false };
  } catch (error) {
    if (error instanceof Response || !isPlatformError(error)) throw error;
    return { accounts: [], failed: true };
  }
}

/** The translations this route adds to its parents' (route-namespaces.ts). */
export const handle: I18nHandle = { i18n: { "admin-notifications": adminNotifications, auth } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const search = new URL(request.url).searchParams.get("q") ?? "";
  const [{ accounts, failed }, t] = await Promise.all([
    accountChoices(api, search),
    i18nServer.getFixedT(request, ["common", "admin-notifications"]),
  ]);
  const title = t("common:page_title", { title: t("admin-notifications:title"), brand: BRAND_NAME });
  return json({
    accounts,
    search,
    title,
    toasts: failed
      ? [{ id: "accounts-failed", type: "danger" as const, message: t("admin-notifications:no_accounts") }]
      : [],
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AdminSendFormSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const value = submission.value;
  try {
    await api.post(`/vaic/api${ADMIN_NOTIFICATIONS_PATH}`, { ...value, ttl: value.ttl ?? null });
  } catch (error) {
    if (error instanceof Response || !isPlatformError(error)) throw error;
    // The platform's words (an unknown account, its own validation) above the form; nothing typed is lost.
    return json(submission.reply({ formErrors: error.messages }), { status: error.status >= 500 ? 503 : 400 });
  }
  const t = await i18nServer.getFixedT(request, "admin-notifications");
  const account =
    (
      await api
        .get(CLIENTS_PATH, {
          query: { page: 1, limit: ACCOUNT_CHOICES_LIMIT, sort: "name" },
          schema: ClientsResponseSchema.nullable(),
        })
        .catch(() => null)
    )?.clients.find((a) => a.id === value.accountId)?.name ?? value.accountId;
  return redirectWithToast(ADMIN_SEND_PATH, { type: "success", message: t("sent", { account }) });
}

/** A labelled control with its error (or hint) tied to it in the server's HTML already. */
function Field({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  children: (describedBy?: string) => ReactNode;
}) {
  const text = useMessageText();
  const errors = field.errors?.map(text) ?? [];
  const description = errors.length ? errors.join(" ") : hint;
  const describedBy = description ? `${field.id}-helper-text` : undefined;
  return (
    <FormControl id={field.id} required={field.required} error={errors.length > 0}>
      <FormLabel htmlFor={field.id}>{label}</FormLabel>
      {children(describedBy)}
      {description ? <FormHelperText id={describedBy}>{description}</FormHelperText> : null}
    </FormControl>
  );
}

const selectSx = {
  minHeight: "2.5rem",
  px: 1,
  borderRadius: "sm",
  border: "1px solid",
  borderColor: "neutral.outlinedBorder",
  bgcolor: "background.surface",
  color: "text.primary",
  fontFamily: "body",
  fontSize: "md",
} as const;

export default function AdminSendNotificationPage() {
  const { accounts, search } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation(["admin-notifications", "shell"]);
  const text = useMessageText();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(AdminSendFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminSendFormSchema }),
    defaultValue: { type: "info" },
  });
  const invalid = (f: FieldMetadata<unknown>) => (f.errors?.length ? true : undefined);
  return (
    <Box sx={{ maxWidth: 640, mx: "auto" }}>
      <Typography level="h3" component="h1" sx={{ mb: 1 }}>
        {t("title")}
      </Typography>
      <Typography level="body-md" sx={{ mb: 2 }}>
        {t("intro")}
      </Typography>
      {/* Narrows the account choice by name: a GET form, so it works without JavaScript too. */}
      <Form method="get" role="search" aria-label={t("find_account")}>
        <Stack direction="row" spacing={1} alignItems="flex-end" sx={{ mb: 2 }}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>{t("find_account")}</FormLabel>
            <Input name="q" type="search" defaultValue={search} slotProps={{ input: { maxLength: 80 } }} />
          </FormControl>
          <Button type="submit" variant="outlined" color="neutral">
            {t("find")}
          </Button>
        </Stack>
      </Form>
      <Card variant="outlined">
        <Form method="post" {...getFormProps(form)}>
          <Stack spacing={2}>
            {form.errors?.length ? (
              <Typography role="alert" color="danger" level="body-sm">
                {form.errors.map(text).join(" ")}
              </Typography>
            ) : null}
            <Field field={fields.accountId} label={t("fields.account")}>
              {(describedBy) => (
                <Box
                  component="select"
                  {...getSelectProps(fields.accountId)}
                  key={fields.accountId.key}
                  aria-invalid={invalid(fields.accountId)}
                  aria-describedby={describedBy}
                  sx={selectSx}
                >
                  <option value="">{t("choose_account")}</option>
                  {accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </Box>
              )}
            </Field>
            <Field field={fields.type} label={t("fields.type")}>
              {(describedBy) => (
                <Box
                  component="select"
                  {...getSelectProps(fields.type)}
                  // Always one of the types (no empty option): HTML allows `required` only over an empty
                  // placeholder option (docs/testing.md "Valid HTML"); the label still marks it required.
                  required={false}
                  key={fields.type.key}
                  aria-invalid={invalid(fields.type)}
                  aria-describedby={describedBy}
                  sx={selectSx}
                >
                  {ADMIN_NOTIFICATION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`shell:notifications.type.${type}`)}
                    </option>
                  ))}
                </Box>
              )}
            </Field>
            <Field field={fields.title} label={t("fields.title")}>
              {(describedBy) => (
                <Input
                  slotProps={{
                    input: {
                      ...getInputProps(fields.title, { type: "text" }),
                      key: undefined,
                      "aria-describedby": describedBy,
                    },
                  }}
                  key={fields.title.key}
                />
              )}
            </Field>
            <Field field={fields.message} label={t("fields.message")}>
              {(describedBy) => (
                <Textarea
                  minRows={3}
                  slotProps={{
                    textarea: { ...getTextareaProps(fields.message), key: undefined, "aria-describedby": describedBy },
                  }}
                  key={fields.message.key}
                />
              )}
            </Field>
            <Field field={fields.ttl} label={t("fields.ttl")} hint={t("ttl_hint")}>
              {(describedBy) => (
                <Input
                  slotProps={{
                    input: {
                      ...getInputProps(fields.ttl, { type: "number" }),
                      key: undefined,
                      inputMode: "numeric",
                      "aria-describedby": describedBy,
                    },
                  }}
                  key={fields.ttl.key}
                />
              )}
            </Field>
            <Box>
              <Button
                type="submit"
                loading={navigation.state === "submitting" && navigation.formAction === ADMIN_SEND_PATH}
              >
                {t("submit")}
              </Button>
            </Box>
          </Stack>
        </Form>
      </Card>
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
