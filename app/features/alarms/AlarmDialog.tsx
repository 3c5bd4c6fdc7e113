import Button from "@mui/joy/Button";
import DialogActions from "@mui/joy/DialogActions";
import DialogContent from "@mui/joy/DialogContent";
import Stack from "@mui/joy/Stack";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ReadOnlyField } from "~/components/form/FormField";
import { RouteDialog } from "~/components/dialog/RouteDialog";
import { listPath } from "~/features/entities/resource";
import { formatDateTime } from "~/features/time/timezone";
import type { AlarmDialogData } from "./dialog-data.server";
import { sourceLabel } from "./AlarmsPage";
import { ALARMS_RESOURCE } from "./resource";

/** An alarm's details (form mode ReadOnly): raised by the platform, so never edited. */
export function AlarmDialog() {
  const { record, mode } = useLoaderData<AlarmDialogData>();
  const { t } = useTranslation(["alarms", "common"]);
  const { search } = useLocation();
  const close = `${listPath(ALARMS_RESOURCE, mode)}${search}`;
  return (
    <RouteDialog title={t("alarms:dialog.title.view")} closeHref={close} width={640}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {record.accountName && <ReadOnlyField label={t("alarms:columns.accountName")} value={record.accountName} />}
          <ReadOnlyField label={t("alarms:columns.name")} value={record.name} />
          <ReadOnlyField label={t("alarms:columns.severity")} value={t(`alarms:severity.${record.severity}`)} />
          <ReadOnlyField label={t("alarms:columns.description")} value={record.description || "-"} />
          <ReadOnlyField label={t("alarms:columns.entityType")} value={sourceLabel(record, t)} />
          <ReadOnlyField label={t("alarms:columns.createdAt")} value={formatDateTime(record.createdAt, "UTC")} />
          <ReadOnlyField
            label={t("alarms:columns.clearedAt")}
            value={record.clearedAt ? formatDateTime(record.clearedAt, "UTC") : t("alarms:state.active")}
          />
          <ReadOnlyField label={t("alarms:columns.id")} value={record.id} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={close} preventScrollReset variant="plain" color="neutral">
          {t("common:actions.close")}
        </Button>
      </DialogActions>
    </RouteDialog>
  );
}
