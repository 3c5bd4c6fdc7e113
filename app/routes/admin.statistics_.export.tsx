import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadStatisticsExport } from "~/features/statistics/export.server";

/** /admin/statistics/export?format=…&metric=…: one chart as a file (or a print page), rendered on the server. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadStatisticsExport(request, context, "admin");
