import Alert from "@mui/joy/Alert";
import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import FormControl from "@mui/joy/FormControl";
import FormHelperText from "@mui/joy/FormHelperText";
import FormLabel from "@mui/joy/FormLabel";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PHONE_NUMBERS } from "../../../contract/limits/phone-numbers";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { listPath } from "~/features/entities/resource";
import type { DocumentsActionData, DocumentsDialogData } from "./documents.server";
import { NUMBERS_RESOURCE } from "./resource";

/**
 * "Upload documents" of a number whose country asks for them: a multipart form that posts without
 * JavaScript, the accepted types and sizes on its file input, and the refusal under it.
 */
export function DocumentsDialog() {
  const { record, open } = useLoaderData<DocumentsDialogData>();
  const action = useActionData<DocumentsActionData>();
  const { t } = useTranslation(["numbers", "messages", "common"]);
  const { search } = useLocation();
  const navigation = useNavigation();
  const inputId = useId();
  const helpId = useId();
  const close = `${listPath(NUMBERS_RESOURCE, "portal")}${search}`;
  const submitting = navigation.state === "submitting";
  const hint = t("numbers:documents.files_hint", {
    count: PHONE_NUMBERS.DOCUMENTS_MAX_FILES,
    size: PHONE_NUMBERS.DOCUMENT_MAX_BYTES / 1024,
  });
  return (
    <RouteDialog title={`${t("numbers:documents.title")}: ${record.name}`} closeHref={close}>
      <Form method="post" encType="multipart/form-data" preventScrollReset>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography level="body-sm">
              {record.e164} · {t(`numbers:status.${record.status}`, { defaultValue: record.status })}
            </Typography>
            {open ? (
              <>
                <Typography level="body-sm">{t("numbers:documents.intro")}</Typography>
                <FormControl error={Boolean(action?.error)}>
                  <FormLabel htmlFor={inputId}>{t("numbers:documents.files")}</FormLabel>
                  <input
                    id={inputId}
                    type="file"
                    name="files"
                    multiple
                    required
                    accept={[...PHONE_NUMBERS.DOCUMENT_EXTENSIONS, ...PHONE_NUMBERS.DOCUMENT_TYPES].join(",")}
                    aria-invalid={action?.error ? true : undefined}
                    aria-describedby={helpId}
                  />
                  <FormHelperText id={helpId}>{action?.error ? t(`messages:${action.error}`) : hint}</FormHelperText>
                </FormControl>
                {record.documents.length > 0 && (
                  <Typography level="body-sm">
                    {t("numbers:documents.uploaded")}: {record.documents.map((d) => d.fileName).join(", ")}
                  </Typography>
                )}
              </>
            ) : (
              <Alert color="neutral" variant="soft" role="status">
                {t("messages:validation_documents_not_expected")}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {open && (
            <Button type="submit" loading={submitting} disabled={submitting}>
              {t("numbers:documents.submit")}
            </Button>
          )}
          <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
            {t("common:actions.cancel")}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  );
}
