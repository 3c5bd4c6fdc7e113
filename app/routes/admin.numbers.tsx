import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BRAND_NAME } from "~/components/BrandLogo";
import { loadNumbers } from "~/features/admin-numbers/list.server";
import { NumbersPage } from "~/features/admin-numbers/NumbersPage";
import { requireNumbers } from "~/features/admin-numbers/guard.server";

/** /admin/numbers: every account's phone numbers (spec 000 §2 admin routes; 001 §2 "Manual number" as a nested route). */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadNumbers(request, context);

/** Nothing to post here: those the grid's gate lets in get 405, anyone else the guard's 403. */
export async function action({ request, context }: ActionFunctionArgs): Promise<never> {
  await requireNumbers(request, context);
  throw new Response("Method Not Allowed", { status: 405, statusText: "Method Not Allowed" });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? BRAND_NAME }];

export default NumbersPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/StatusPage";
