import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import { PortInSchema } from "../../../contract/wire/phones";
import { FormCheckbox, FormTextField } from "~/components/form/FormField";
import { EntityFormDialog, useEntityForm } from "~/features/entities/EntityDialogs";
import { NUMBERS_RESOURCE } from "./resource";

/**
 * "Port a number" (/portal/numbers/port): the number in E.164, its country, the current carrier and
 * the account number there, and the owner's authorisation. The number arrives in Port Pending; the
 * current carrier's answer makes it Active or Port Failed.
 */
export function PortDialog() {
  const { t } = useTranslation(["numbers", "messages", "common"]);
  const [form, fields] = useEntityForm("number-port", PortInSchema, {});
  const label = (name: string) => t(`numbers:fields.${name}`);
  return (
    <EntityFormDialog resource={NUMBERS_RESOURCE} mode="create" form={form as never}>
      <Typography level="body-sm">{t("numbers:port.intro")}</Typography>
      <FormTextField
        field={fields.phoneNumber}
        label={label("phoneNumber")}
        hint={t("numbers:fields.phoneNumber_hint")}
      />
      <FormTextField field={fields.name} label={label("portName")} hint={t("numbers:fields.portName_hint")} />
      <FormTextField field={fields.countryName} label={label("countryName")} />
      <FormTextField field={fields.carrier} label={label("carrier")} />
      <FormTextField field={fields.carrierAccountNumber} label={label("carrierAccountNumber")} />
      <FormCheckbox field={fields.authorised} label={label("authorised")} />
    </EntityFormDialog>
  );
}
