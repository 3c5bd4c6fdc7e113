/**
 * The REST API reference (docs/features/shell.md "REST API reference"): the OpenAPI document
 * generated from the contract's schemas is valid OpenAPI 3, documents every entity of the entity
 * registry (and one added to it, without touching the generator), the list grammar, the bearer
 * token; the JSON route caches by ETag; the readable page's view shows each operation's tables.
 */
import { compileErrors, validate } from "@readme/openapi-parser";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { entityPaths, type EntityApi } from "../../../contract/entities";
import { OPENAPI_DOCUMENT_PATH } from "../../../contract/help-links";
import { entitySchemaPrefix } from "../../../app/features/api-docs/entity-operations.server";
import {
  BEARER_SCHEME,
  buildOpenApiDocument,
  openApiArtifact,
  type OpenApiDocument,
} from "../../../app/features/api-docs/openapi.server";
import { referenceView } from "../../../app/features/api-docs/reference-view.server";
import { BOTS_RESOURCE } from "../../../app/features/bots/resource";
import { ENTITY_RESOURCES } from "../../../app/features/entities/registry";
import type { EntityResource } from "../../../app/features/entities/resource";
import { i18nServer } from "../../../app/i18n/i18next.server";
import { loader as openApiLoader } from "../../../app/routes/api-docs.openapi[.]json";
import { consoleRequest, makeTestContext } from "../../mocks/platform";

const document = openApiArtifact("en-US").document;
const one = (api: EntityApi) => decodeURIComponent(entityPaths(api).one("{id}"));
const methodsOf = (doc: OpenApiDocument, path: string) => Object.keys(doc.paths?.[path] ?? {}).sort();
const parameterNames = (doc: OpenApiDocument, path: string, method: "get" | "post") =>
  ((doc.paths?.[path]?.[method]?.parameters ?? []) as { name: string }[]).map((p) => p.name);

/** Every EntityApi the wire contract exports (contract/wire/*.ts): base, collection, report and rowsKey. */
async function wireEntityApis(): Promise<EntityApi[]> {
  const dir = join(process.cwd(), "contract", "wire");
  const modules = await Promise.all(
    readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => import(join(dir, file)) as Promise<Record<string, unknown>>),
  );
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is EntityApi =>
        typeof value === "object" &&
        value !== null &&
        ["base", "collection", "report", "rowsKey"].every(
          (key) => typeof (value as Record<string, unknown>)[key] === "string",
        ),
    ),
  );
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3 (@readme/openapi-parser)", async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(document.openapi).toMatch(/^3\./);
  });

  it("documents every entity of the registry: list, read, delete, export, and create and update where it has a form", () => {
    expect(ENTITY_RESOURCES.length).toBeGreaterThanOrEqual(13);
    for (const resource of ENTITY_RESOURCES) {
      const paths = entityPaths(resource.api);
      const writable = resource.form?.create !== undefined;
      const name = entitySchemaPrefix(resource.key);
      expect(document.paths?.[paths.list]?.get, `${resource.key} list`).toBeDefined();
      expect(Boolean(document.paths?.[paths.create]?.post), `${resource.key} create`).toBe(writable);
      expect(methodsOf(document, one(resource.api)), resource.key).toEqual(
        writable ? ["delete", "get", "patch"] : ["delete", "get"],
      );
      expect(document.paths?.[paths.report]?.post, `${resource.key} export`).toBeDefined();
      // The list's grammar (contract/listQuery) and locate (contract/entities).
      expect(parameterNames(document, paths.list, "get")).toEqual(
        expect.arrayContaining([
          "page",
          "limit",
          "filter",
          "locate",
          ...(resource.listSpec.searchable ? ["search"] : []),
        ]),
      );
      // The entity's own schemas, the list's rows under its rowsKey.
      const schemas = document.components?.schemas ?? {};
      expect(Object.keys(schemas)).toEqual(expect.arrayContaining([`${name}Row`, `${name}Detail`, `${name}List`]));
      expect(JSON.stringify(schemas[`${name}List`])).toContain(`"${resource.api.rowsKey}"`);
    }
  });

  it("covers every entity collection the wire contract defines", async () => {
    const apis = await wireEntityApis();
    expect(apis.length).toBeGreaterThanOrEqual(13);
    for (const api of apis) expect(document.paths?.[entityPaths(api).list]?.get, api.collection).toBeDefined();
  });

  it("documents an entity added to the registry without a change to the generator", async () => {
    const t = await i18nServer.getFixedT("en-US", "help");
    const extra: EntityResource = {
      ...(BOTS_RESOURCE as unknown as EntityResource),
      key: "sample_widgets",
      api: { base: "/widgets/api", collection: "/widgets", report: "/reports/widgets", rowsKey: "widgets" },
    };
    const doc = buildOpenApiDocument(t, [...ENTITY_RESOURCES, extra]);
    expect(methodsOf(doc, "/widgets/api/widgets")).toEqual(["get", "post"]);
    expect(methodsOf(doc, "/widgets/api/widgets/{id}")).toEqual(["delete", "get", "patch"]);
    expect(doc.components?.schemas?.SampleWidgetsRow).toBeDefined();
    expect((await validate(structuredClone(doc) as Parameters<typeof validate>[0])).valid).toBe(true);
  });

  it("names the fields the bots list filters on, its sort values and its row schema", () => {
    const list = document.paths?.["/bots/api/bots"]?.get;
    const params = (list?.parameters ?? []) as { name: string; schema: { enum?: string[]; description?: string } }[];
    expect(params.find((p) => p.name === "sort")?.schema.enum).toEqual(expect.arrayContaining(["name", "-name"]));
    expect(params.find((p) => p.name === "filter")?.schema.description).toMatch(/framework \(enum; =, !=: None, Ac/);
    expect(JSON.stringify(list?.responses?.["200"])).toContain("#/components/schemas/BotsList");
    expect(list?.responses?.["204"]).toBeDefined();
  });

  it("documents the calls, statistics, notifications and sign-in the contract has schemas for", () => {
    for (const [path, method] of [
      ["/billing/api/v1/Calls", "get"],
      ["/billing/api/v1/Calls/{callId}", "get"],
      ["/statistics/api/v1/accounts/{accountId}/statistics/metrics", "get"],
      ["/vaic/api/notifications", "get"],
      ["/vaic/api/auth/login", "post"],
    ] as const) {
      expect(document.paths?.[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(parameterNames(document, "/billing/api/v1/Calls", "get")).toEqual(
      expect.arrayContaining(["page", "limit", "sort", "filter", "search", "totalItems", "before", "after"]),
    );
  });

  it("asks for the platform's bearer token everywhere but the sign-in, the token and the base settings", () => {
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({ type: "http", scheme: "bearer" });
    expect(JSON.stringify(document.components?.securitySchemes)).toContain("/vaic/api/auth/login");
    expect(document.security).toEqual([{ [BEARER_SCHEME]: [] }]);
    const open = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { security?: unknown[] }>)
        .filter(([, op]) => Array.isArray(op.security) && op.security.length === 0)
        .map(([method]) => `${method} ${path}`),
    );
    expect(open.sort()).toEqual([
      "get /vaic/api/Settings/baseSettings",
      "post /vaic/api/auth/login",
      "post /vaic/api/auth/token",
    ]);
  });
});

describe("GET /api-docs/openapi.json", () => {
  it("answers the document, public and cached, and 304 to a client that has it", async () => {
    const res = await openApiLoader({
      request: consoleRequest(OPENAPI_DOCUMENT_PATH),
      context: makeTestContext(),
      params: {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(document)));

    const again = await openApiLoader({
      request: consoleRequest(OPENAPI_DOCUMENT_PATH, { headers: { "If-None-Match": etag! } }),
      context: makeTestContext(),
      params: {},
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await openApiLoader({
      request: consoleRequest(OPENAPI_DOCUMENT_PATH, { headers: { "If-None-Match": '"other"' } }),
      context: makeTestContext(),
      params: {},
    });
    expect(other.status).toBe(200);
  });
});

describe("the readable reference's view", () => {
  it("groups the operations by tag, with parameters and the bodies as field tables", async () => {
    const view = referenceView(document, await i18nServer.getFixedT("en-US", "help"));
    const bots = view.tags.find((tag) => tag.name === "Bots");
    expect(bots?.operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      "GET /bots/api/bots",
      "POST /bots/api/bots",
      "GET /bots/api/bots/{id}",
      "PATCH /bots/api/bots/{id}",
      "DELETE /bots/api/bots/{id}",
      "POST /bots/api/reports/bots",
    ]);
    const list = bots!.operations[0];
    expect(list.summary).toBe("List the records");
    expect(list.parameters.map((p) => [p.name, p.in])).toContainEqual(["filter", "query"]);
    const ok = list.responses.find((r) => r.status === "200")!.body!;
    expect(ok.schemaName).toBe("BotsList");
    // The rows' fields, flattened under the list's key, with their types and whether they are required.
    expect(ok.fields).toContainEqual(expect.objectContaining({ name: "infoCards", type: "BotsRow[]", required: true }));
    expect(ok.fields).toContainEqual(expect.objectContaining({ name: "infoCards[].name", type: "string" }));
    const get = bots!.operations[2];
    expect(get.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
    const create = bots!.operations[1];
    expect(create.requestBody?.fields).toContainEqual(
      expect.objectContaining({ name: "framework", type: expect.stringContaining('"Dialogflow"') }),
    );
    // A union body shows each of its variants.
    const token = view.tags.flatMap((tag) => tag.operations).find((op) => op.path === "/vaic/api/auth/token");
    expect(token?.isPublic).toBe(true);
    expect(token?.requestBody?.variants.map((v) => v.schemaName)).toEqual([
      "RefreshRequest",
      "ClientCredentialsRequest",
    ]);
  });
});
