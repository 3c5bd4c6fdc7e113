/**
 * The REST operations beside the entities that the contract has schemas for: sign-in and tokens, the
 * settings and the current user, the call history and a call's details, the statistics, the
 * notifications, the active alarms and the dashboard's counts. Their paths are the ones the console
 * itself calls (its path constants and builders), so the reference cannot drift from them.
 */
import { CallDetailsSchema, CallLadderSchema, CallLogResponseSchema } from "../../../contract/callDetails";
import { CALL_LIST_SPEC } from "../../../contract/calls";
import { ROLES } from "../../../contract/roles";
import { AlarmSummarySchema } from "../../../contract/wire/alarms";
import {
  LoginRequestSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  TokenPairSchema,
} from "../../../contract/wire/auth";
import { CallsListResponseSchema } from "../../../contract/wire/calls";
import { CurrentUserSchema } from "../../../contract/wire/currentUser";
import { StatisticsGroupBySchema } from "../../../contract/wire/enums";
import { ClientCredentialsRequestSchema } from "../../../contract/wire/myAccount";
import { NotificationSchema, UpdateNotificationArgsSchema } from "../../../contract/wire/notifications";
import { BaseSettingsSchema } from "../../../contract/wire/settings";
import { StatisticsResponseSchema, STATISTICS_FILTER_SPEC } from "../../../contract/wire/statistics";
import { CALL_API, CALLS_API } from "~/features/call-history/mode";
import { any } from "~/features/navigation/gates";
import { metricsPath } from "~/features/statistics/api";
import { ALARM_SUMMARY_PATH } from "~/services/alarms.server";
import { AUTH_PATHS } from "~/services/auth.server";
import { CURRENT_USER_PATH } from "~/services/current-user.server";
import { DASHBOARD_SUMMARY_PATH, DashboardSummarySchema } from "~/services/dashboard.server";
import { NOTIFICATIONS_PATH } from "~/services/notifications.server";
import { BASE_SETTINGS_PATH } from "~/services/settings.server";
import { cursorParameters, filterFields, listParameters } from "./list-parameters.server";
import {
  empty,
  errors,
  ExportAcceptedSchema,
  json,
  ok,
  pathParams,
  pathTemplate,
  rolesText,
  type DocContext,
} from "./operation-parts.server";
import { z } from "./zod-openapi.server";

/** Sign-in, tokens, settings and the current user: the operations a client starts with. */
export function registerSessionOperations(doc: DocContext) {
  const { registry, t } = doc;
  const tag = t("help:api.tags.session");
  const tokenPair = registry.register("TokenPair", TokenPairSchema);
  registry.registerPath({
    method: "post",
    path: AUTH_PATHS.login,
    tags: [tag],
    operationId: "authLogin",
    summary: t("help:api.session.login"),
    description: t("help:api.session.login_description"),
    security: [],
    request: { body: { required: true, content: json(registry.register("LoginRequest", LoginRequestSchema)) } },
    responses: { 200: ok(doc, tokenPair), ...errors(doc, [400, 401, 429]) },
  });
  registry.registerPath({
    method: "post",
    path: AUTH_PATHS.token,
    tags: [tag],
    operationId: "authToken",
    summary: t("help:api.session.token"),
    description: t("help:api.session.token_description"),
    security: [],
    request: {
      body: {
        required: true,
        content: json(
          z.union([
            registry.register("RefreshRequest", RefreshRequestSchema),
            registry.register("ClientCredentialsRequest", ClientCredentialsRequestSchema),
          ]),
        ),
      },
    },
    // Client credentials get an access token only.
    responses: { 200: ok(doc, TokenPairSchema.partial({ refresh_token: true })), ...errors(doc, [400, 401]) },
  });
  registry.registerPath({
    method: "post",
    path: AUTH_PATHS.logout,
    tags: [tag],
    operationId: "authLogout",
    summary: t("help:api.session.logout"),
    description: t("help:api.session.logout_description"),
    request: { body: { content: json(LogoutRequestSchema) } },
    responses: { 204: empty(t("help:api.responses.204_logout")), ...errors(doc, [401]) },
  });
  registry.registerPath({
    method: "get",
    path: BASE_SETTINGS_PATH,
    tags: [tag],
    operationId: "settingsBase",
    summary: t("help:api.session.base_settings"),
    description: t("help:api.session.base_settings_description"),
    security: [],
    responses: { 200: ok(doc, registry.register("BaseSettings", BaseSettingsSchema)) },
  });
  registry.registerPath({
    method: "get",
    path: CURRENT_USER_PATH,
    tags: [tag],
    operationId: "accountsCurrent",
    summary: t("help:api.session.current_user"),
    description: t("help:api.session.current_user_description"),
    responses: { 200: ok(doc, registry.register("CurrentUser", CurrentUserSchema)), ...errors(doc, [401]) },
  });
}

/** The call history (docs/product.md#call-history-calls) and one call's details. */
function registerCalls(doc: DocContext) {
  const { registry, t } = doc;
  const tag = t("calls:title");
  const list = registry.register("CallsList", CallsListResponseSchema);
  const query = z.object({
    ...listParameters(CALL_LIST_SPEC, t),
    ...cursorParameters(t),
    includeTestCalls: z
      .boolean()
      .optional()
      .openapi({ description: t("help:api.params.include_test_calls") }),
  });
  const callId = pathParams(doc, "callId");
  const reads = rolesText(t, any(ROLES.CALLS_READ));
  for (const [mode, roles] of [
    ["portal", reads],
    ["admin", t("help:api.roles.admin")],
  ] as const) {
    registry.registerPath({
      method: "get",
      path: CALLS_API[mode].list,
      tags: [tag],
      operationId: mode === "portal" ? "callsList" : "adminCallsList",
      summary: t(`help:api.calls.list_${mode}`),
      description: `${t("help:api.calls.list_description")} ${roles}`,
      request: { query },
      responses: { 200: ok(doc, list), 204: empty(t("help:api.responses.204_list")), ...errors(doc, [400, 401, 403]) },
    });
  }
  registry.registerPath({
    method: "post",
    path: CALLS_API.portal.export,
    tags: [tag],
    operationId: "callsExport",
    summary: t("help:api.entity.export"),
    description: `${t("help:api.entity.export_description")} ${reads}`,
    request: { query: z.object(listParameters(CALL_LIST_SPEC, t)).omit({ page: true, limit: true }) },
    responses: {
      202: ok(doc, ExportAcceptedSchema, t("help:api.responses.202")),
      ...errors(doc, [400, 401, 403, 429]),
    },
  });
  registry.registerPath({
    method: "get",
    path: pathTemplate(CALL_API.details, "callId"),
    tags: [tag],
    operationId: "callsGet",
    summary: t("help:api.calls.get"),
    description: `${t("help:api.calls.get_description")} ${reads}`,
    request: { params: callId },
    responses: { 200: ok(doc, registry.register("CallDetails", CallDetailsSchema)), ...errors(doc, [401, 403, 404]) },
  });
  registry.registerPath({
    method: "get",
    path: pathTemplate(CALL_API.log, "callId"),
    tags: [tag],
    operationId: "callsLog",
    summary: t("help:api.calls.log"),
    description: reads,
    request: { params: callId },
    responses: { 200: ok(doc, CallLogResponseSchema), ...errors(doc, [401, 403, 404]) },
  });
  registry.registerPath({
    method: "get",
    path: CALL_API.ladder,
    tags: [tag],
    operationId: "callsLadder",
    summary: t("help:api.calls.ladder"),
    description: reads,
    request: { query: z.object({ callId: z.string().openapi({ description: t("help:api.params.callId") }) }) },
    responses: { 200: ok(doc, CallLadderSchema), ...errors(doc, [400, 401, 403, 404]) },
  });
}

/** The metrics of the statistics screens (docs/product.md#statistics-metrics). */
function registerStatistics(doc: DocContext) {
  const { registry, t } = doc;
  const tag = t("statistics:title");
  const answer = registry.register("StatisticsResponse", StatisticsResponseSchema);
  const request = { from: 0, to: 0, metricNames: ["CountCalls" as const] };
  const query = {
    filter: z.string().openapi({
      description: t("help:api.params.statistics_filter", { fields: filterFields(STATISTICS_FILTER_SPEC).join("; ") }),
      example: "(timestamp>=2026-01-01T00:00:00Z,timestamp<=2026-01-02T00:00:00Z,metricName=CountCalls)",
    }),
    groupBy: StatisticsGroupBySchema.optional(),
    timezoneOffset: z
      .number()
      .min(-14)
      .max(14)
      .optional()
      .openapi({ description: t("help:api.params.timezone_offset") }),
  };
  registry.registerPath({
    method: "get",
    path: pathTemplate((accountId) => metricsPath("portal", accountId, request), "accountId"),
    tags: [tag],
    operationId: "statisticsMetrics",
    summary: t("help:api.statistics.metrics"),
    description: `${t("help:api.statistics.metrics_description")} ${rolesText(t, any(ROLES.STATISTICS_READ_READ))}`,
    request: { params: pathParams(doc, "accountId"), query: z.object(query) },
    responses: { 200: ok(doc, answer), ...errors(doc, [400, 401, 403, 404]) },
  });
  registry.registerPath({
    method: "get",
    path: pathTemplate(() => metricsPath("admin", "", request)),
    tags: [tag],
    operationId: "adminStatisticsMetrics",
    summary: t("help:api.statistics.admin_metrics"),
    description: `${t("help:api.statistics.metrics_description")} ${t("help:api.roles.admin")}`,
    request: {
      query: z.object({
        ...query,
        accountId: z
          .string()
          .optional()
          .openapi({ description: t("help:api.params.statistics_account") }),
      }),
    },
    responses: { 200: ok(doc, answer), ...errors(doc, [400, 401, 403]) },
  });
}

/** The signed-in user's notifications (docs/product.md#notifications), the active alarms and the dashboard's counts. */
function registerNotificationsAndCounts(doc: DocContext) {
  const { registry, t } = doc;
  const tag = t("help:api.tags.notifications");
  const notification = registry.register("Notification", NotificationSchema);
  const one = `${NOTIFICATIONS_PATH}/{id}`;
  const id = pathParams(doc, "id");
  registry.registerPath({
    method: "get",
    path: NOTIFICATIONS_PATH,
    tags: [tag],
    operationId: "notificationsList",
    summary: t("help:api.notifications.list"),
    description: t("help:api.notifications.list_description"),
    responses: { 200: ok(doc, z.array(notification)), ...errors(doc, [401]) },
  });
  registry.registerPath({
    method: "patch",
    path: one,
    tags: [tag],
    operationId: "notificationsUpdate",
    summary: t("help:api.notifications.update"),
    request: {
      params: id,
      body: { required: true, content: json(UpdateNotificationArgsSchema.pick({ status: true })) },
    },
    responses: { 200: ok(doc, notification), ...errors(doc, [400, 401, 404]) },
  });
  registry.registerPath({
    method: "delete",
    path: one,
    tags: [tag],
    operationId: "notificationsDelete",
    summary: t("help:api.notifications.delete"),
    request: { params: id },
    responses: { 204: empty(t("help:api.responses.204_delete")), ...errors(doc, [401, 404]) },
  });
  registry.registerPath({
    method: "delete",
    path: NOTIFICATIONS_PATH,
    tags: [tag],
    operationId: "notificationsClear",
    summary: t("help:api.notifications.clear"),
    responses: { 204: empty(t("help:api.responses.204_delete")), ...errors(doc, [401]) },
  });
  registry.registerPath({
    method: "get",
    path: ALARM_SUMMARY_PATH,
    tags: [t("alarms:title")],
    operationId: "alarmsActiveSummary",
    summary: t("help:api.alarms.summary"),
    description: `${t("help:api.alarms.summary_description")} ${rolesText(t, any(ROLES.ALARMS_READ))}`,
    responses: { 200: ok(doc, registry.register("AlarmSummary", AlarmSummarySchema)), ...errors(doc, [401, 403]) },
  });
  registry.registerPath({
    method: "get",
    path: DASHBOARD_SUMMARY_PATH,
    tags: [t("help:api.tags.session")],
    operationId: "dashboardSummary",
    summary: t("help:api.dashboard.summary"),
    description: t("help:api.dashboard.summary_description"),
    responses: { 200: ok(doc, DashboardSummarySchema), ...errors(doc, [401]) },
  });
}

/** The call history, the statistics, the notifications and the counts. */
export function registerPlatformOperations(doc: DocContext) {
  registerCalls(doc);
  registerStatistics(doc);
  registerNotificationsAndCounts(doc);
}
