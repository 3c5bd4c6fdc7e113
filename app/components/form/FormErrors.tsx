import Alert from "@mui/joy/Alert";
import { useTranslation } from "react-i18next";
import { isCatalogueMessage } from "~/i18n/message-keys";

/** Form-level errors (not tied to one field), one per line; message keys are translated. */
export function FormErrors({ errors }: { errors: readonly string[] | undefined }) {
  const { t, i18n } = useTranslation("messages");
  if (!errors?.length) return null;
  return (
    <Alert color="danger" variant="soft" role="alert" sx={{ flexDirection: "column", alignItems: "flex-start" }}>
      {errors.map((e, i) => (
        <span key={i}>{isCatalogueMessage(i18n, e) ? t(e) : e}</span>
      ))}
    </Alert>
  );
}
