import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GENERIC_ERROR, type MessageKey } from "../../contract/messages";
import { isCatalogueMessage } from "~/i18n/message-keys";
import { BrandLogo } from "./BrandLogo";
import { ButtonLink } from "./controls/controls";
import { STATUS_CLASS } from "./status-page-css";

/**
 * Status pages: not found, errors, no permission. "page" is a whole screen (root boundary, /error,
 * unknown paths); "inline" sits inside the shell of a signed-in user (per-route boundaries, a page
 * the roles refuse), so it offers no "Sign in".
 */
export type Variant = "page" | "inline";

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
  // Plain elements styled by status-page-css.ts (in /theme.css): see there why.
  const card = (
    <div className={STATUS_CLASS.card}>
      {variant === "page" && (
        <div className={STATUS_CLASS.logo}>
          <BrandLogo variant="small" height={48} />
        </div>
      )}
      {code !== undefined && (
        <p className={STATUS_CLASS.code} aria-hidden>
          {code}
        </p>
      )}
      <h1 className={STATUS_CLASS.title}>{title}</h1>
      {children}
    </div>
  );
  if (variant === "inline") return <div className={STATUS_CLASS.inline}>{card}</div>;
  return <main className={STATUS_CLASS.screen}>{card}</main>;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={STATUS_CLASS.actions}>{children}</div>;
}

export function NotFoundPage({ variant = "page" }: { variant?: Variant }) {
  const { t } = useTranslation("common");
  return (
    <StatusPage code={404} title={t("not_found.title")} variant={variant}>
      <p className={STATUS_CLASS.text}>{t("not_found.text")}</p>
      <Actions>
        <ButtonLink to="/portal/dashboard">{t("actions.go_to_dashboard")}</ButtonLink>
        {variant === "page" && (
          <ButtonLink to="/login" variant="outlined" color="neutral">
            {t("actions.sign_in")}
          </ButtonLink>
        )}
      </Actions>
    </StatusPage>
  );
}

/** 403: the user may not see this; only support can grant it. */
export function NoPermissionPage({ variant = "page" }: { variant?: Variant }) {
  const { t } = useTranslation("common");
  return (
    <StatusPage code={403} title={t("no_permission.title")} variant={variant}>
      <p className={STATUS_CLASS.text}>{t("no_permission.text")}</p>
      <Actions>
        <ButtonLink to="/portal/dashboard" reloadDocument>
          {t("actions.go_to_dashboard")}
        </ButtonLink>
      </Actions>
    </StatusPage>
  );
}

/**
 * The spec's generic text (docs/product.md#session-errors), or the text of `messageKey`, plus the server's message lines.
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
      <p className={STATUS_CLASS.text} role="alert" data-lines={lines.length > 0 || undefined}>
        {t(`messages:${messageKey}`)}
      </p>
      {lines.length > 0 && (
        <ul className={STATUS_CLASS.lines} aria-label={t("common:error.details")}>
          {lines.map((line, index) => (
            <li key={index}>{isCatalogueMessage(i18n, line) ? t(`messages:${line}`) : line}</li>
          ))}
        </ul>
      )}
      <Actions>
        {actions === "default" && (
          <ButtonLink to="/portal/dashboard" reloadDocument>
            {t("common:actions.go_to_dashboard")}
          </ButtonLink>
        )}
        <ButtonLink
          to="/login"
          reloadDocument
          {...(actions === "default" ? { variant: "outlined", color: "neutral" } : {})}
        >
          {t(actions === "login" ? "common:actions.go_to_login" : "common:actions.sign_in")}
        </ButtonLink>
      </Actions>
    </StatusPage>
  );
}

/**
 * The lines of a failed platform call's body (a loader throws `json({ messages: error.messages }, { status })`),
 * the blank ones left out.
 */
export function messagesOf(data: unknown): string[] {
  if (typeof data !== "object" || data === null || !("messages" in data)) return [];
  const { messages } = data as { messages: unknown };
  return Array.isArray(messages) ? messages.filter((m): m is string => typeof m === "string" && m.trim() !== "") : [];
}

/** What a route's error boundary shows (StatusPage.tsx RouteErrorBoundary, RootErrorBoundary). */
export function BoundaryContent({ variant, refused = false }: { variant: Variant; refused?: boolean }) {
  const error = useRouteError();
  if (refused) return <NoPermissionPage variant={variant} />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage variant={variant} />;
    if (error.status === 403) return <NoPermissionPage variant={variant} />;
    return <ErrorPage code={error.status} lines={messagesOf(error.data)} variant={variant} />;
  }
  // A crash: its details stay in the server log (production hides them from the browser anyway).
  return <ErrorPage variant={variant} />;
}
