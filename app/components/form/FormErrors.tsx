import Alert from "@mui/joy/Alert";
import { useTranslation } from "react-i18next";
import { isMessageKey } from "../../../contract/messages";

/** Form-level errors (not tied to one field), one per line; message keys are translated. */
export function FormErrors({ errors }: { errors: readonly string[] | undefined }) {
  const { t } = useTranslation("messages");
  if (!errors?.length) return null;
  return (
    <Alert color="danger" variant="soft" role="alert" sx={{ flexDirection: "column", alignItems: "flex-start" }}>
      {errors.map((e, i) => (
        <span key={i}>{isMessageKey(e) ? t(e) : e}</span>
      ))}
    </Alert>
  );
}
