import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Card from "@mui/joy/Card";
import Chip from "@mui/joy/Chip";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { formatDistance } from "date-fns";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { NOTIFICATION_STATUS } from "../../contract/enums/notifications";
import { MSG, type MessageKey } from "../../contract/messages";
import { isDownloadable, type Notification } from "../../contract/wire/notifications";
import { requireUser } from "~/auth/guards.server";
import { BRAND_NAME } from "~/components/BrandLogo";
import { NotificationTypeIcon } from "~/features/notifications/NotificationTypeIcon";
import { NOTIFICATIONS_PAGE, notificationDownloadPath } from "~/features/notifications/paths";
import { i18nServer } from "~/i18n/i18next.server";
import {
  clearNotifications,
  deleteNotification,
  listNotifications,
  markNotificationRead,
} from "~/services/notifications.server";
import { isPlatformError } from "~/services/platform.server";
import { redirectWithToast } from "~/toast/toast.server";

/**
 * /portal/notifications: the user's notifications, server-rendered: where the bell leads without
 * JavaScript (with it, the bell opens the live drawer). Mark as read, delete and clear all are plain POST forms.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireUser(request, context);
  try {
    const [notifications, t] = await Promise.all([
      listNotifications(api),
      i18nServer.getFixedT(request, ["common", "messages"]),
    ]);
    const title = t("common:page_title", { title: t("messages:labels_notifications"), brand: BRAND_NAME });
    // One clock for server and browser renders: relative times then match on hydration.
    return json({ notifications, now: Date.now(), title }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    throw json({ messages: error.messages }, { status: error.status === 404 ? 502 : error.status });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export const INTENTS = { markRead: "mark-read", delete: "delete", clearAll: "clear-all" } as const;

/**
 * The id becomes one segment of the platform's path: "." or ".." would move the call to another
 * path once the URL is resolved (DELETE notifications/. is "clear all"), so they are refused here.
 */
const NotificationId = z
  .string()
  .min(1)
  .refine((id) => id !== "." && id !== "..");

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(INTENTS.markRead), id: NotificationId }),
  z.object({ intent: z.literal(INTENTS.delete), id: NotificationId }),
  z.object({ intent: z.literal(INTENTS.clearAll) }),
]);

/** The spec's failure message per action (docs/product.md#notification-messages "Notifications"). */
const FAILURES: Record<z.infer<typeof ActionSchema>["intent"], MessageKey> = {
  [INTENTS.markRead]: MSG.error_notification_mark_read,
  [INTENTS.delete]: MSG.error_notification_delete,
  [INTENTS.clearAll]: MSG.error_notification_clear_all,
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireUser(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ActionSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const value = submission.value;
  try {
    if (value.intent === INTENTS.markRead) await markNotificationRead(api, value.id);
    else if (value.intent === INTENTS.delete) await deleteNotification(api, value.id);
    else await clearNotifications(api);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn(`[notifications] ${value.intent} failed`, isPlatformError(error) ? error.status : error);
    return redirectWithToast(NOTIFICATIONS_PAGE, { type: "danger", message: FAILURES[value.intent] });
  }
  return redirect(NOTIFICATIONS_PAGE);
}

function NotificationItem({ n, now }: { n: Notification; now: number }) {
  const { t } = useTranslation(["shell", "messages"]);
  const titleId = useId();
  const unread = n.status === NOTIFICATION_STATUS.UNREAD;
  const created = new Date(n.createdAt);
  const download = isDownloadable(n) ? n.data : null;
  return (
    <Card
      component="li"
      aria-labelledby={titleId}
      variant={unread ? "soft" : "outlined"}
      color={unread ? "primary" : "neutral"}
      orientation="horizontal"
      sx={{ alignItems: "flex-start", gap: 2 }}
    >
      <NotificationTypeIcon type={n.type} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.25 }}>
          <Typography id={titleId} level="title-sm" component="h2" sx={{ fontWeight: unread ? "xl" : "lg" }}>
            {n.title}
          </Typography>
          {unread && (
            <Chip size="sm" color="primary" variant="solid">
              {t("shell:notifications.unread")}
            </Chip>
          )}
        </Stack>
        {n.message
          .split(/\r?\n/)
          .filter((line) => line.trim())
          .map((line, i) => (
            <Typography key={i} level="body-sm" sx={{ overflowWrap: "anywhere" }}>
              {line}
            </Typography>
          ))}
        {download && (
          <Typography level="body-sm" sx={{ mt: 0.5 }}>
            {/* No `download` attribute: the route answers with the file as an attachment or, when it
                fails, brings the user back here with the error toast (which `download` would save as a file). */}
            <a href={notificationDownloadPath(n.id)}>
              {t("messages:labels_download")} {download.fileName}
            </a>
          </Typography>
        )}
        <Typography level="body-xs" sx={{ color: "text.tertiary", mt: 0.5 }}>
          <time dateTime={n.createdAt} title={n.createdAt}>
            {formatDistance(created, new Date(now), { addSuffix: true })}
          </time>
        </Typography>
      </Box>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        {unread && (
          <Form method="post">
            <input type="hidden" name="intent" value={INTENTS.markRead} />
            <input type="hidden" name="id" value={n.id} />
            <Button type="submit" size="sm" variant="outlined" color="neutral">
              {t("shell:notifications.mark_read")}
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value={INTENTS.delete} />
          <input type="hidden" name="id" value={n.id} />
          <Button type="submit" size="sm" variant="plain" color="danger">
            {t("messages:labels_delete")}
          </Button>
        </Form>
      </Stack>
    </Card>
  );
}

export default function NotificationsPage() {
  const { notifications, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["messages", "shell"]);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === NOTIFICATIONS_PAGE;
  return (
    <Box sx={{ maxWidth: 880, mx: "auto" }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography level="h3" component="h1">
          {t("messages:labels_notifications")}
        </Typography>
        {notifications.length > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value={INTENTS.clearAll} />
            <Button
              type="submit"
              variant="outlined"
              color="neutral"
              loading={busy && navigation.formData?.get("intent") === INTENTS.clearAll}
            >
              {t("messages:labels_clear_all")}
            </Button>
          </Form>
        )}
      </Stack>
      {notifications.length === 0 ? (
        <Card variant="soft" sx={{ textAlign: "center", py: 6 }}>
          <Typography level="body-md">{t("messages:labels_no_notifications")}</Typography>
        </Card>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t("messages:labels_notifications")}
          sx={{ p: 0, m: 0, listStyle: "none" }}
        >
          {notifications.map((n) => (
            <NotificationItem key={n.id} n={n} now={now} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
