/**
 * The REST operations of every configuration entity, from the entity registry (ADR 010, ADR 014:
 * app/features/entities/registry.ts) and the entity contract (contract/entities.ts): the list with
 * its grammar, create, read, update, delete and the report generator, each with the entity's own
 * row, detail and form schemas. A new entity's resource brings its operations with it.
 */
import { EntityCreatedSchema, entityListSchema, entityPaths } from "../../../contract/entities";
import type { EntityResource } from "~/features/entities/resource";
import { listFilterParameters, listParameters, locateParameter } from "./list-parameters.server";
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

/** `routing_groups` -> `RoutingGroups`: the entity's prefix of its schema names and operation ids. */
export function entitySchemaPrefix(key: string): string {
  return key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}

/** The tag of an entity's operations: its screen's title (`title` of its i18n namespace). */
export const entityTag = (doc: DocContext, resource: EntityResource) => doc.t(`${resource.ns}:title`);

/** The create's and the edit's schemas of an entity the API writes (app/features/entities/dialog.server.ts). */
function forms(resource: EntityResource) {
  const create = resource.form?.create;
  if (!create) return null;
  const secrets = resource.form?.secrets ?? [];
  // An update may leave the record's secrets empty to keep them: documented as a record holding every one.
  return { create, edit: (resource.form?.edit ?? (() => create))(secrets) };
}

function registerEntity(doc: DocContext, resource: EntityResource): void {
  const { registry, t } = doc;
  const name = entitySchemaPrefix(resource.key);
  const tag = entityTag(doc, resource);
  const paths = entityPaths(resource.api);
  const one = pathTemplate(paths.one, "id");
  const row = registry.register(`${name}Row`, resource.rowSchema);
  const detail = registry.register(`${name}Detail`, resource.detailSchema);
  const list = registry.register(`${name}List`, entityListSchema(resource.api.rowsKey, row));
  const form = forms(resource);
  const readRoles = rolesText(t, resource.gates.view);
  const id = pathParams(doc, "id");
  const op = (suffix: string) => `${name[0].toLowerCase()}${name.slice(1)}${suffix}`;

  registry.registerPath({
    method: "get",
    path: paths.list,
    tags: [tag],
    operationId: op("List"),
    summary: t("help:api.entity.list"),
    description: `${t("help:api.entity.list_description", { rowsKey: resource.api.rowsKey })} ${rolesText(t, resource.gates.list ?? resource.gates.view)}`,
    request: { query: z.object({ ...listParameters(resource.listSpec, t), ...locateParameter(t) }) },
    responses: { 200: ok(doc, list), 204: empty(t("help:api.responses.204_list")), ...errors(doc, [400, 401, 403]) },
  });
  if (form) {
    registry.registerPath({
      method: "post",
      path: paths.create,
      tags: [tag],
      operationId: op("Create"),
      summary: t("help:api.entity.create"),
      description: `${t("help:api.entity.create_description")} ${rolesText(t, resource.gates.create)}`,
      request: { body: { required: true, content: json(registry.register(`${name}CreateForm`, form.create)) } },
      responses: {
        201: ok(doc, EntityCreatedSchema, t("help:api.responses.201")),
        ...errors(doc, [400, 401, 403, 409]),
      },
    });
  }
  registry.registerPath({
    method: "get",
    path: one,
    tags: [tag],
    operationId: op("Get"),
    summary: t("help:api.entity.get"),
    description: `${t("help:api.entity.get_description")} ${readRoles}`,
    request: { params: id },
    responses: { 200: ok(doc, detail), ...errors(doc, [401, 403, 404]) },
  });
  if (form) {
    registry.registerPath({
      method: "patch",
      path: one,
      tags: [tag],
      operationId: op("Update"),
      summary: t("help:api.entity.update"),
      description: `${t("help:api.entity.update_description")} ${rolesText(t, resource.gates.edit)}`,
      request: {
        params: id,
        body: { required: true, content: json(registry.register(`${name}EditForm`, form.edit)) },
      },
      responses: { 200: ok(doc, detail), ...errors(doc, [400, 401, 403, 404, 409]) },
    });
  }
  registry.registerPath({
    method: "delete",
    path: one,
    tags: [tag],
    operationId: op("Delete"),
    summary: t("help:api.entity.delete"),
    description: `${t("help:api.entity.delete_description")} ${rolesText(t, resource.adminDelete ?? resource.gates.delete)}`,
    request: { params: id },
    responses: { 204: empty(t("help:api.responses.204_delete")), ...errors(doc, [401, 403, 404]) },
  });
  registry.registerPath({
    method: "post",
    path: paths.report,
    tags: [tag],
    operationId: op("Export"),
    summary: t("help:api.entity.export"),
    description: `${t("help:api.entity.export_description")} ${readRoles}`,
    request: { query: z.object(listFilterParameters(resource.listSpec, t)) },
    responses: {
      202: ok(doc, ExportAcceptedSchema, t("help:api.responses.202")),
      ...errors(doc, [400, 401, 403, 429]),
    },
  });
}

/** Every entity of the registry (app/features/entities/registry.ts), in its order. */
export function registerEntityOperations(doc: DocContext, resources: readonly EntityResource[]) {
  for (const resource of resources) registerEntity(doc, resource);
}
