import type { LoaderFunctionArgs } from "@remix-run/node";
import { openApiArtifact } from "~/features/api-docs/openapi.server";
import { detectLocale } from "~/i18n/i18next.server";
import { READING_PAGE_MAX_AGE_SECONDS } from "~/components/reading-page-headers";

/**
 * The REST API reference as an OpenAPI 3 document (docs/features/shell.md "REST API reference"):
 * public, the same for everyone, cached with its ETag (a browser or a client that has it gets a 304).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { json, etag } = openApiArtifact(await detectLocale(request));
  const headers = {
    "Cache-Control": `public, max-age=${READING_PAGE_MAX_AGE_SECONDS}`,
    ETag: etag,
    Vary: "Accept-Language, Cookie",
  };
  const known = request.headers
    .get("If-None-Match")
    ?.split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""));
  if (known?.includes(etag) || known?.includes("*")) return new Response(null, { status: 304, headers });
  return new Response(json, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
