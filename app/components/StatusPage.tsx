import Box from "@mui/joy/Box";
import Button from "@mui/joy/Button";
import Sheet from "@mui/joy/Sheet";
import Stack from "@mui/joy/Stack";
import Typography from "@mui/joy/Typography";
import { Link as RemixLink, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GENERIC_ERROR, type MessageKey } from "../../contract/messages";
import { isCatalogueMessage } from "~/i18n/message-keys";
import { PRIMARY_GRADIENT } from "~/theme";
import { BrandLogo } from "./BrandLogo";

/**
 * Status pages: not found, errors, no permission. "page" is a whole screen (root boundary, /error,
 * unknown paths); "inline" sits inside a layout whose own route is fine (per-route boundaries).
 */
type Variant = "page" | "inline";

export function StatusPage({
  code,
  title,
  variant = "page",
  children,
}: {
  code?: string | number;
  title: string;
  variant?: Variant;
  children?: ReactNode;
}) {
  const card = (
    <Sheet
      variant="outlined"
      sx={{ width: "100%", maxWidth: 560, borderRadius: "lg", p: { xs: 3, sm: 5 }, boxShadow: "md", textAlign: "center", mx: "auto" }}
    >
      {variant === "page" && (
        <Box sx={{ display: "flex", justifyContent: "center", mb: 3 }}>
          <BrandLogo variant="small" height={48} />
        </Box>
      )}
      {code !== undefined && (
        <Typography
          level="h1"
          component="p"
          aria-hidden
          sx={{
            fontSize: "4rem",
            fontWeight: "xl",
            lineHeight: 1,
            mb: 1,
            background: PRIMARY_GRADIENT,
            WebkitBackgroundClip: "text",
            backgroundClip: "text",
            color: "transparent",
          }}
        >
          {code}
        </Typography>
      )}
      <Typography level="h2" component="h1" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Sheet>
  );
  if (variant === "inline") return <Box sx={{ py: { xs: 3, sm: 6 }, px: 2 }}>{card}</Box>;
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2, backgroundColor: "background.level1" }}>
      {card}
    </Box>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} justifyContent="center">
      {children}
    </Stack>
  );
}

export function NotFoundPage({ variant = "page" }: { variant?: Variant }) {
  const { t } = useTranslation("common");
  return (
    <StatusPage code={404} title={t("not_found.title")} variant={variant}>
      <Typography level="body-md" sx={{ mb: 3 }}>
        {t("not_found.text")}
      </Typography>
      <Actions>
        <Button component={RemixLink} to="/portal/dashboard">
          {t("actions.go_to_dashboard")}
        </Button>
        <Button component={RemixLink} to="/login" variant="outlined" color="neutral">
          {t("actions.sign_in")}
        </Button>
      </Actions>
    </StatusPage>
  );
}

/** 403: the user may not see this; only support can grant it. */
export function NoPermissionPage({ variant = "page" }: { variant?: Variant }) {
  const { t } = useTranslation("common");
  return (
    <StatusPage code={403} title={t("no_permission.title")} variant={variant}>
      <Typography level="body-md" sx={{ mb: 3 }}>
        {t("no_permission.text")}
      </Typography>
      <Actions>
        <Button component={RemixLink} to="/portal/dashboard" reloadDocument>
          {t("actions.go_to_dashboard")}
        </Button>
      </Actions>
    </StatusPage>
  );
}

/**
 * The spec's generic text (000 §8), or the text of `messageKey`, plus the server's message lines.
 * Lines that are message keys are translated; other lines are the server's own words, shown as is.
 */
export function ErrorPage({
  code,
  messageKey = GENERIC_ERROR,
  lines = [],
  variant = "page",
  actions = "default",
}: {
  code?: number;
  messageKey?: MessageKey;
  lines?: readonly string[];
  variant?: Variant;
  /** "login": only the way back to sign-in (the /error page: the user is usually signed out). */
  actions?: "default" | "login";
}) {
  const { t, i18n } = useTranslation(["common", "messages"]);
  // The server's lines, minus a repeat of the headline (a body-less failure carries the generic key).
  lines = lines.filter((line) => line !== messageKey);
  return (
    <StatusPage code={code} title={t("common:error.title")} variant={variant}>
      <Typography level="body-md" role="alert" sx={{ mb: lines.length ? 1.5 : 3 }}>
        {t(`messages:${messageKey}`)}
      </Typography>
      {lines.length > 0 && (
        <Box component="ul" aria-label={t("common:error.details")} sx={{ listStyle: "none", p: 0, m: 0, mb: 3 }}>
          {lines.map((line, index) => (
            <Typography key={index} component="li" level="body-sm" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
              {isCatalogueMessage(i18n, line) ? t(`messages:${line}`) : line}
            </Typography>
          ))}
        </Box>
      )}
      <Actions>
        {actions === "default" && (
          <Button component={RemixLink} to="/portal/dashboard" reloadDocument>
            {t("common:actions.go_to_dashboard")}
          </Button>
        )}
        <Button
          component={RemixLink}
          to="/login"
          reloadDocument
          {...(actions === "default" ? { variant: "outlined", color: "neutral" } : {})}
        >
          {t(actions === "login" ? "common:actions.go_to_login" : "common:actions.sign_in")}
        </Button>
      </Actions>
    </StatusPage>
  );
}

/** `/error?reason=<reason>`: the reasons other screens may send a user there with, and the text each shows. */
export const ERROR_PAGE_REASONS = {
  no_admin_permissions: "error_no_admin_permissions",
  warning_no_account_assigned: "warning_no_account_assigned",
} as const satisfies Record<string, MessageKey>;

export type ErrorPageReason = keyof typeof ERROR_PAGE_REASONS;

export function errorPagePath(reason?: ErrorPageReason): string {
  return reason ? `/error?reason=${reason}` : "/error";
}

/** The message key for a `reason` parameter; anything unknown gets the generic text (never the raw query). */
export function errorPageMessage(reason: string | null | undefined): MessageKey {
  return reason && Object.hasOwn(ERROR_PAGE_REASONS, reason) ? ERROR_PAGE_REASONS[reason as ErrorPageReason] : GENERIC_ERROR;
}

/**
 * The body a loader throws for a failed platform call (`throw json({ messages: error.messages },
 * { status })`); the boundary shows its lines under the generic text.
 */
export interface ErrorBody {
  messages: string[];
}

export function messagesOf(data: unknown): string[] {
  if (typeof data !== "object" || data === null || !("messages" in data)) return [];
  const { messages } = data as { messages: unknown };
  return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string" && m.trim() !== "") : [];
}

function BoundaryContent({ variant }: { variant: Variant }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage variant={variant} />;
    if (error.status === 403) return <NoPermissionPage variant={variant} />;
    return <ErrorPage code={error.status} lines={messagesOf(error.data)} variant={variant} />;
  }
  // A crash: its details stay in the server log (production hides them from the browser anyway).
  return <ErrorPage variant={variant} />;
}

/** A route's error boundary: `export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";` */
export function RouteErrorBoundary() {
  return <BoundaryContent variant="inline" />;
}

/** The root's boundary: the whole screen. */
export function RootErrorBoundary() {
  return <BoundaryContent variant="page" />;
}
