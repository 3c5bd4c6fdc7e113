import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Radio from "@mui/joy/Radio";
import RadioGroup from "@mui/joy/RadioGroup";
import Stack from "@mui/joy/Stack";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useId, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { FormSelectField, FormTextArea, useFieldErrorText } from "~/components/form/FormField";
import { FormErrors } from "~/components/form/FormErrors";
import type {
  CacProfileDialogData,
  ChargeDialogData,
  SbcOverrideDialogData,
  SipDialogActionData,
} from "./dialogs.server";
import { sipListHref } from "./paths";
import { cacProfileFormSchema, ChargeFormSchema, SbcOverrideFormSchema } from "./schema";

/** A dialog's frame: title, its form posting to the route's own action, Save and Cancel. */
function SipDialogForm({
  title,
  formProps,
  errors,
  children,
}: {
  title: string;
  formProps: ReturnType<typeof getFormProps>;
  errors: string[] | undefined;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const { search } = useLocation();
  const { t } = useTranslation(["admin-sip", "common"]);
  const busy = navigation.state !== "idle";
  const close = sipListHref(search);
  return (
    <RouteDialog title={title} closeHref={close} width={560}>
      <Form method="post" preventScrollReset {...formProps}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrors errors={errors} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="submit" loading={busy} disabled={busy}>
            {t("admin-sip:save")}
          </Button>
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}

/** The call-limit profile (docs/product.md#regions-and-lookups, #admin-and-ai-calls): a select of the platform's profiles, the connection's own (or the default) chosen. */
export function CacProfileDialog() {
  const data = useLoaderData<CacProfileDialogData>();
  const result = useActionData<SipDialogActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation(["admin-sip"]);
  const schema = useMemo(() => cacProfileFormSchema(data.profiles.map((p) => p.profileId)), [data.profiles]);
  const [form, fields] = useForm({
    id: "sip-cac-profile",
    lastResult: navigation.state === "idle" ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: { cacProfile: data.selected },
  });
  return (
    <SipDialogForm
      title={t("admin-sip:cacProfile.title", { name: data.connection.name })}
      formProps={getFormProps(form)}
      errors={form.errors}
    >
      <FormSelectField
        field={fields.cacProfile}
        label={t("admin-sip:cacProfile.label")}
        hint={t("admin-sip:cacProfile.hint", { account: data.connection.accountName })}
        options={data.profiles.map((p) => ({ value: p.profileId, label: p.display }))}
        defaultValue={data.selected}
      />
    </SipDialogForm>
  );
}

/** The SBC override (docs/product.md#sip-settings): the saved object as pretty JSON; only JSON of an object is accepted. */
export function SbcOverrideDialog() {
  const data = useLoaderData<SbcOverrideDialogData>();
  const result = useActionData<SipDialogActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation(["admin-sip"]);
  const [form, fields] = useForm({
    id: "sip-sbc-override",
    lastResult: navigation.state === "idle" ? result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SbcOverrideFormSchema }),
    defaultValue: { overrideSbcConfig: data.text },
  });
  return (
    <SipDialogForm
      title={t("admin-sip:sbcOverride.title", { name: data.connection.name })}
      formProps={getFormProps(form)}
      errors={form.errors}
    >
      <FormTextArea
        field={fields.overrideSbcConfig}
        label={t("admin-sip:sbcOverride.label")}
        hint={t("admin-sip:sbcOverride.hint", { account: data.connection.accountName })}
        minRows={8}
        maxRows={20}
        monospace
      />
    </SipDialogForm>
  );
}

/** The SIP charge (docs/product.md#admin-dialog-payloads "shouldCharge"): On or Off; the grid's switch posts to the same action. */
export function ChargeDialog() {
  const data = useLoaderData<ChargeDialogData>();
  const result = useActionData<SipDialogActionData>();
  const navigation = useNavigation();
  const { t } = useTranslation(["admin-sip"]);
  const errorText = useFieldErrorText();
  const labelId = useId();
  const [form, fields] = useForm({
    id: "sip-charge",
    lastResult: navigation.state === "idle" ? result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChargeFormSchema }),
    defaultValue: { shouldCharge: String(data.connection.shouldCharge) },
  });
  const label = t("admin-sip:charge.label");
  const errors = fields.shouldCharge.errors?.map((e) => errorText(e, label)) ?? [];
  const initial =
    typeof fields.shouldCharge.initialValue === "string"
      ? fields.shouldCharge.initialValue
      : String(data.connection.shouldCharge);
  const helperId = `${fields.shouldCharge.id}-helper-text`;
  return (
    <SipDialogForm
      title={t("admin-sip:charge.title", { name: data.connection.name })}
      formProps={getFormProps(form)}
      errors={form.errors}
    >
      <FormControl error={errors.length > 0}>
        <FormLabel id={labelId}>{label}</FormLabel>
        <RadioGroup
          name={fields.shouldCharge.name}
          defaultValue={initial}
          orientation="horizontal"
          aria-labelledby={labelId}
          aria-describedby={helperId}
        >
          <Radio value="true" label={t("admin-sip:charge.on")} />
          <Radio value="false" label={t("admin-sip:charge.off")} />
        </RadioGroup>
        <FormHelperText id={helperId}>
          {errors.length ? errors.join(" ") : t("admin-sip:charge.hint", { account: data.connection.accountName })}
        </FormHelperText>
      </FormControl>
    </SipDialogForm>
  );
}
