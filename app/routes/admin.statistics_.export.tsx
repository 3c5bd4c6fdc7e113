import type { LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { loadStatisticsExport } from "~/features/statistics/export.server";
import { adminMethodNotAllowed } from "~/features/session/admin-landing.server";

/** /admin/statistics/export?format=…&metric=…: one chart as a file (or a print page), rendered on the server. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStatisticsExport(request, context, "admin");

/** Nothing to post here: administrators get 405, anyone else the guard's 403. */
export const action = ({ request, context }: ActionFunctionArgs) => adminMethodNotAllowed(request, context);
