/**
 * What every documented operation shares: the error answer, the answers by status, the JSON body and
 * the roles an operation needs, worded from the i18n catalogue (public/locales/en-us/help.json `api`).
 */
import type { OpenAPIRegistry, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { TFunction } from "i18next";
import type { ZodTypeAny } from "zod";
import type { RoleGate } from "~/features/navigation/gates";
import { z } from "./zod-openapi.server";

/** What the embedded platform answers on a refusal (platform/http/errors.ts `jsonErrorHandler`). */
const ApiErrorSchema = z.object({
  message: z.string(),
  /** A refused body: one entry per field (`field: message` in `message` too). */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** An export's job, delivered through the notifications when ready (docs/product.md#exports). */
export const ExportAcceptedSchema = z.object({ jobId: z.string() });

/** The registry an operation is added to, the catalogue's words and the shared error schema. */
export interface DocContext {
  registry: OpenAPIRegistry;
  t: TFunction;
  error: ZodTypeAny;
}

export function docContext(registry: OpenAPIRegistry, t: TFunction): DocContext {
  return { registry, t, error: registry.register("ApiError", ApiErrorSchema) };
}

/** A JSON body or answer of `schema`. */
export const json = (schema: ZodTypeAny) => ({ "application/json": { schema } });

/** A 2xx answer with a JSON body. */
export function ok(doc: DocContext, schema: ZodTypeAny, description = doc.t("help:api.responses.200")): ResponseConfig {
  return { description, content: json(schema) };
}

/** An answer without a body (204 of a delete, an empty list). */
export const empty = (description: string): ResponseConfig => ({ description });

/** The error answers of an operation, by status, with the catalogue's description of each. */
export function errors(doc: DocContext, statuses: readonly number[]): Record<string, ResponseConfig> {
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: doc.t(`help:api.responses.${status}`), content: json(doc.error) },
    ]),
  );
}

/** "Roles: any of A, B." for an operation's description. */
export function rolesText(t: TFunction, gate: RoleGate | undefined): string {
  if (!gate || gate.roles.length === 0) return t("help:api.roles.none");
  return t(gate.match === "all" ? "api.roles.all" : "api.roles.any", { roles: gate.roles.join(", ") });
}

/** A path parameter named `name` (an id of the platform: a string). */
export function pathParams(doc: DocContext, ...names: string[]) {
  return z.object(
    Object.fromEntries(
      names.map((name) => [name, z.string().openapi({ description: doc.t(`help:api.params.${name}`) })]),
    ),
  );
}

/**
 * The OpenAPI form of a path a console function builds (`CALL_API.log(id)`): called with `{name}`
 * placeholders, which it percent-encodes, so the path cannot drift from the one the console calls.
 */
export function pathTemplate(build: (...ids: string[]) => string, ...names: string[]): string {
  return decodeURIComponent(build(...names.map((name) => `{${name}}`)).split("?")[0]);
}
