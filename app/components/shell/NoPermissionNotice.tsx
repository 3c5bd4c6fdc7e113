import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Link from "@mui/joy/Link";
import Typography from "@mui/joy/Typography";
import { useTranslation } from "react-i18next";
import { WarningIcon } from "./icons";
import { joyScoped } from "~/components/joy/JoyScope";

/** For a user without any permission in the account: only support can help (docs/product.md#roles). */
function UnscopedNoPermissionNotice({ supportEmail }: { supportEmail?: string | null }) {
  const { t } = useTranslation(["messages", "shell"]);
  return (
    <Box sx={{ maxWidth: 640, mx: "auto", mt: 4 }}>
      <Alert color="warning" variant="soft" startDecorator={<WarningIcon />} sx={{ alignItems: "flex-start" }}>
        <div>
          <Typography level="title-md" component="h1" sx={{ mb: 0.5 }}>
            {t("shell:no_permission.title")}
          </Typography>
          <Typography level="body-md">{t("messages:warning_no_permissions")}</Typography>
          {supportEmail && (
            <Link href={`mailto:${supportEmail}`} sx={{ mt: 1 }}>
              {t("shell:help.contact_support")}
            </Link>
          )}
        </div>
      </Alert>
    </Box>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const NoPermissionNotice = joyScoped(UnscopedNoPermissionNotice);
