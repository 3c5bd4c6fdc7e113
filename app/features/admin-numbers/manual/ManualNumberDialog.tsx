import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { BILLING } from "../../../../contract/limits/billing";
import { VALIDATION } from "../../../../contract/limits/validation";
import { ManualNumberFormSchema } from "../../../../contract/wire/admin";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormSelectField, FormTextField } from "~/components/form/FormField";
import { AccountPicker } from "~/features/admin-accounts/picker/AccountPicker";
import { FormErrors } from "~/components/form/FormErrors";
import { numbersHref } from "../paths";
import { MANUAL_NUMBER_INTENT } from "./form";
import type { ManualNumberActionData, ManualNumberDialogData } from "./manual-number.server";

/**
 * Every field is required but the provider. Only `required` goes into the HTML: the patterns are
 * checked by the schema (in the browser with JavaScript, on the server without), so a refusal shows
 * the spec's message under its field rather than the browser's generic one.
 */
const CONSTRAINT = {
  phoneNumber: { required: true },
  countryName: { required: true },
  monthlyCharge: { required: true },
  regionId: { required: true },
  clientId: { required: true },
};

/**
 * The manual number dialog (docs/product.md#admin-dialogs "Admin dialogs", #manual-number "Manual number"): phone number, country
 * name, monthly charge, region, client (the admin account dropdown) and connectivity provider. A
 * nested route's dialog: its form posts to the route's action without JavaScript too, and a refused
 * submission keeps what was typed.
 */
export function ManualNumberDialog() {
  const data = useLoaderData<ManualNumberDialogData>();
  const actionData = useActionData<ManualNumberActionData>();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["admin-numbers", "messages", "common"]);
  const close = numbersHref(search);
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "manual-number",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: CONSTRAINT,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ManualNumberFormSchema }),
    defaultValue: { regionId: data.regions[0]?.regionId ?? "", provider: data.providers[0] ?? "" },
  });
  const validateClient = useCallback(() => form.validate({ name: fields.clientId.name }), [form, fields.clientId.name]);
  const clientId = typeof fields.clientId.initialValue === "string" ? fields.clientId.initialValue : undefined;

  return (
    <RouteDialog title={t("admin-numbers:manual.title")} closeHref={close} width={560}>
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={form.errors} />
            <FormTextField
              field={fields.phoneNumber}
              label={t("admin-numbers:manual.phoneNumber")}
              inputMode="tel"
              autoComplete="off"
              hint={t("admin-numbers:manual.phoneNumber_hint")}
            />
            <FormTextField
              field={fields.countryName}
              label={t("admin-numbers:manual.countryName")}
              hint={t("admin-numbers:manual.countryName_hint", {
                min: VALIDATION.COUNTRY_NAME_MIN,
                max: VALIDATION.COUNTRY_NAME_MAX,
              })}
            />
            <FormTextField
              field={fields.monthlyCharge}
              label={t("admin-numbers:manual.monthlyCharge")}
              inputMode="decimal"
              hint={t("admin-numbers:manual.monthlyCharge_hint", {
                decimals: BILLING.MANUAL_NUMBER_MONTHLY_CHARGE_DECIMALS,
              })}
            />
            <FormSelectField
              field={fields.regionId}
              label={t("admin-numbers:manual.regionId")}
              options={data.regions.map((r) => ({ value: r.regionId, label: r.regionName }))}
            />
            <AccountPicker
              label={t("admin-numbers:manual.clientId")}
              value={clientId}
              valueName={actionData?.chosen?.name ?? null}
              options={actionData?.accounts ?? data.accounts}
              field={{
                name: fields.clientId.name,
                errors: fields.clientId.errors,
                required: fields.clientId.required,
                searchIntent: { name: MANUAL_NUMBER_INTENT.name, value: MANUAL_NUMBER_INTENT.findAccounts },
                onChosen: validateClient,
              }}
            />
            <FormSelectField
              field={fields.provider}
              label={t("admin-numbers:manual.provider")}
              options={data.providers.map((p) => ({ value: p, label: p }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" loading={busy} disabled={busy}>
            {t("admin-numbers:manual.submit")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
