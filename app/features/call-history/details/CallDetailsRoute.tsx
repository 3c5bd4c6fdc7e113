import Alert from "@mui/joy/Alert";
import Box from "@mui/joy/Box";
import Typography from "@mui/joy/Typography";
import {
  isRouteErrorResponse,
  useLoaderData,
  useLocation,
  useOutlet,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GENERIC_ERROR, MSG } from "../../../../contract/messages";
import { isCatalogueMessage } from "~/i18n/message-keys";
import { messagesOf } from "~/components/StatusPageViews";
import { callListHref, type CallHistoryMode } from "../mode";
import { CallDetailsDrawer } from "./CallDetailsDrawer";
import { CallDetailsView } from "./CallDetailsView";
import type { CallDetailsData } from "./details.server";

/**
 * The default export of both `$callId` routes: the drawer for the loader's answer, or its child
 * dialog (the SIP ladder) in its place, over the list: one modal at a time.
 */
export function CallDetailsPage() {
  const data = useLoaderData<CallDetailsData>();
  const { search } = useLocation();
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <CallDetailsView data={data} listSearch={search} />;
}

/** What went wrong, inside the drawer: not found, no permission, or the generic text with the server's lines. */
function ErrorContent() {
  const error = useRouteError();
  const { t, i18n } = useTranslation(["call-details", "messages"]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Alert color="warning" variant="soft" role="alert" sx={{ flexDirection: "column", alignItems: "flex-start" }}>
        <span>{t("not_found")}</span>
        <span>{t(`messages:${MSG.warning_records_retention}`)}</span>
      </Alert>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Alert color="danger" variant="soft" role="alert">
        {t("no_permission")}
      </Alert>
    );
  }
  const lines = isRouteErrorResponse(error) ? messagesOf(error.data) : [];
  return (
    <Alert color="danger" variant="soft" role="alert" sx={{ flexDirection: "column", alignItems: "flex-start" }}>
      <span>{t(`messages:${GENERIC_ERROR}`)}</span>
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {lines.map((line, i) => (
            <Typography key={i} component="li" level="body-sm">
              {isCatalogueMessage(i18n, line) ? t(`messages:${line}`) : line}
            </Typography>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** The `$callId` routes' error boundary: the failure shows in the drawer, over the list that stays usable. */
export function CallDetailsErrorBoundary({ mode }: { mode: CallHistoryMode }) {
  const { t } = useTranslation("call-details");
  const { search } = useLocation();
  const { callId } = useParams();
  return (
    <CallDetailsDrawer
      closeHref={callListHref(mode, search)}
      title={t("title")}
      subtitle={callId ? t("call_id", { callId }) : undefined}
    >
      <ErrorContent />
    </CallDetailsDrawer>
  );
}
