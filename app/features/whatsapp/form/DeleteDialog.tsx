import { useLocation, useNavigation, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/grid/ConfirmDialog";
import { listHref } from "../paths";

/** Delete behind a danger confirmation (docs/product.md#data-grid): a nested route whose form posts without JavaScript. */
export function DeleteDialog() {
  const { t } = useTranslation(["whatsapp", "messages", "common"]);
  const { search } = useLocation();
  const navigation = useNavigation();
  const { id } = useParams();
  return (
    <ConfirmDialog
      severity="danger"
      title={t("whatsapp:delete.title")}
      description={t("whatsapp:delete.description", { id })}
      confirmLabel={t("common:actions.delete")}
      cancelHref={listHref("portal", search)}
      pending={navigation.state === "submitting"}
    />
  );
}
