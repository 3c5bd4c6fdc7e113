import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import Checkbox from "@mui/joy/Checkbox";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { InfoIcon } from "~/components/shell/icons";
import { DISMISS_EXPORT_NOTICE_INTENT } from "~/features/grid/export-notice";
import { joyScoped } from "~/components/joy/JoyScope";

export interface ExportNoticeProps {
  /** Where "OK" posts: the list route whose action dismisses the notice. */
  action: string;
  /** The list URL without the notice flag: where "OK" returns. */
  returnTo: string;
}

/**
 * After an accepted export (docs/product.md#exports): the report will appear in the notifications panel. "OK"
 * is a POST form that clears the flag; with "do not show again" ticked it also stores the choice in
 * a cookie, so later exports return without the notice.
 */
function UnscopedExportNotice({ action, returnTo }: ExportNoticeProps) {
  const { t } = useTranslation(["messages", "grid"]);
  const titleId = useId();
  return (
    <Alert
      role="status"
      aria-labelledby={titleId}
      color="primary"
      variant="soft"
      startDecorator={<InfoIcon />}
      sx={{ alignItems: "flex-start" }}
    >
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography id={titleId} level="title-sm" component="h2">
          {t("grid:export_notice.title")}
        </Typography>
        <Typography level="body-sm">{t("messages:labels_export_started")}</Typography>
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value={DISMISS_EXPORT_NOTICE_INTENT} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
            <Checkbox name="hide" value="on" size="sm" label={t("messages:labels_do_not_show_again")} />
            <Button type="submit" size="sm">
              {t("grid:export_notice.ok")}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Alert>
  );
}

/** With Joy's theme: an island of a plain route (components/joy/JoyScope.tsx). */
export const ExportNotice = joyScoped(UnscopedExportNotice);
