import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactSupportFormSchema } from "../../../contract/wire/myAccount";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormErrors } from "~/components/form/FormErrors";
import { FormTextArea, FormTextField } from "~/components/form/FormField";
import type { contactSupportAction, loadContactSupport } from "./account-menu.server";

/** The contact-support dialog (docs/product.md#wizards): subject and message, both required, to the support address. */
export function ContactSupportDialog() {
  const { supportEmail, returnTo } = useLoaderData<typeof loadContactSupport>();
  const lastResult = useActionData<typeof contactSupportAction>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(ContactSupportFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSupportFormSchema }),
  });
  return (
    <>
      <Typography level="h3" component="h1" sx={{ px: { xs: 1.5, sm: 3 }, py: 2 }}>
        {t("contact.title")}
      </Typography>
      <RouteDialog title={t("contact.title")} closeHref={returnTo}>
        <Form method="post" {...getFormProps(form)}>
          <Stack spacing={1.5}>
            {supportEmail && <Typography level="body-sm">{t("contact.to", { email: supportEmail })}</Typography>}
            <FormErrors errors={form.errors} />
            <FormTextField field={fields.subject} label={t("contact.subject")} />
            <FormTextArea field={fields.message} label={t("contact.message")} minRows={5} />
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <Button component={Link} to={returnTo} variant="plain" color="neutral">
                {t("contact.cancel")}
              </Button>
              <Button type="submit" loading={navigation.state === "submitting"}>
                {t("contact.send")}
              </Button>
            </Stack>
          </Stack>
        </Form>
      </RouteDialog>
    </>
  );
}
