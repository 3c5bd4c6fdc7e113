/**
 * The readable page's view of the OpenAPI document (docs/features/shell.md "REST API reference"): its
 * operations grouped by tag, each with its parameters and its bodies as field tables (a nested
 * object's fields as `parent.field`, an array's items as `list[].field`), read from the document the
 * JSON route serves, so the page and the JSON never differ.
 */
import type { TFunction } from "i18next";
import type { OpenApiDocument } from "./openapi.server";

/** One row of a field or parameter table. */
export interface FieldRow {
  name: string;
  /** `string`, `integer[]`, `"a" | "b"`, `BotsRow`, `map<string, boolean>`, with `| null` when nullable. */
  type: string;
  required: boolean;
  /** The schema's description and its constraints, as one line. */
  notes: string;
  /** Where a parameter goes (path, query); absent on a body's field. */
  in?: string;
}

/** A body: its schema's name (a component's), its fields, or the variants a union takes. */
export interface BodyView {
  schemaName: string | null;
  /** The type of a body that is no object (an array of references, a string). */
  type: string;
  fields: FieldRow[];
  variants: BodyView[];
}

export interface ResponseView {
  status: string;
  description: string;
  body: BodyView | null;
}

export interface OperationView {
  /** The operation id: the section's anchor. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** No token needed (`security: []`). */
  isPublic: boolean;
  parameters: FieldRow[];
  requestBody: BodyView | null;
  responses: ResponseView[];
}

export interface TagView {
  name: string;
  /** The section's anchor. */
  id: string;
  operations: OperationView[];
}

export interface ReferenceView {
  title: string;
  version: string;
  tags: TagView[];
}

type Schema = Record<string, unknown>;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
/** Nested objects deeper than this are shown by their type only (the contract's are 3 deep at most). */
const MAX_DEPTH = 5;
const REF_PREFIX = "#/components/schemas/";

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `Bots & Voice` -> `bots-voice`: an anchor of a tag. */
export function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

class SchemaReader {
  constructor(
    private readonly components: Record<string, Schema>,
    private readonly t: TFunction,
  ) {}

  /** The schema a `$ref` names, with that name. */
  resolve(schema: Schema): { schema: Schema; name: string | null } {
    const ref = schema.$ref;
    if (typeof ref !== "string" || !ref.startsWith(REF_PREFIX)) return { schema, name: null };
    const name = ref.slice(REF_PREFIX.length);
    return { schema: this.components[name] ?? {}, name };
  }

  private variantsOf(schema: Schema): Schema[] | null {
    const list = schema.anyOf ?? schema.oneOf;
    return Array.isArray(list) ? list.filter(isObject) : null;
  }

  /** A type in code notation, from the schema alone. */
  typeOf(raw: Schema): string {
    const { schema, name } = this.resolve(raw);
    const nullable = schema.nullable === true || raw.nullable === true ? " | null" : "";
    if (name) return `${name}${nullable}`;
    const variants = this.variantsOf(schema);
    if (variants) return `${variants.map((v) => this.typeOf(v)).join(" | ")}${nullable}`;
    if (Array.isArray(schema.enum)) return `${schema.enum.map((v) => JSON.stringify(v)).join(" | ")}${nullable}`;
    const type = typeof schema.type === "string" ? schema.type : null;
    if (type === "array") return `${isObject(schema.items) ? this.typeOf(schema.items) : "unknown"}[]${nullable}`;
    if (type === "object" && !isObject(schema.properties) && isObject(schema.additionalProperties)) {
      return `map<string, ${this.typeOf(schema.additionalProperties)}>${nullable}`;
    }
    if (type) return `${type}${typeof schema.format === "string" ? ` (${schema.format})` : ""}${nullable}`;
    return this.t("help:api.page.any_value");
  }

  /** The description and the constraints of a schema, as one line. */
  notesOf(raw: Schema): string {
    const { schema } = this.resolve(raw);
    const c = (key: string, value: unknown) => this.t(`help:api.page.constraints.${key}`, { value });
    const parts: string[] = [];
    const description = raw.description ?? schema.description;
    if (typeof description === "string") parts.push(description);
    if (typeof schema.minimum === "number")
      parts.push(c(schema.exclusiveMinimum === true ? "exclusiveMinimum" : "minimum", schema.minimum));
    if (typeof schema.maximum === "number")
      parts.push(c(schema.exclusiveMaximum === true ? "exclusiveMaximum" : "maximum", schema.maximum));
    for (const key of ["minLength", "maxLength", "minItems", "maxItems", "pattern"] as const) {
      if (schema[key] !== undefined) parts.push(c(key, schema[key]));
    }
    if (schema.default !== undefined) parts.push(c("default", JSON.stringify(schema.default)));
    return parts.join(" · ");
  }

  /** The fields of an object schema, nested objects and arrays of objects flattened under their name. */
  fields(raw: Schema, prefix = "", depth = 0, seen: ReadonlySet<string> = new Set()): FieldRow[] {
    const { schema, name } = this.resolve(raw);
    if (name && seen.has(name)) return [];
    const within = name ? new Set([...seen, name]) : seen;
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    return Object.entries(properties).flatMap(([key, value]) => {
      if (!isObject(value)) return [];
      const row: FieldRow = {
        name: `${prefix}${key}`,
        type: this.typeOf(value),
        required: required.has(key),
        notes: this.notesOf(value),
      };
      if (depth >= MAX_DEPTH) return [row];
      const inner = this.resolve(value).schema;
      const items = inner.type === "array" && isObject(inner.items) ? inner.items : null;
      if (items) return [row, ...this.fields(items, `${prefix}${key}[].`, depth + 1, within)];
      return [row, ...this.fields(value, `${prefix}${key}.`, depth + 1, within)];
    });
  }

  body(raw: Schema): BodyView {
    const { schema, name } = this.resolve(raw);
    const variants = this.variantsOf(schema);
    return {
      schemaName: name,
      type: this.typeOf(raw),
      fields: this.fields(raw),
      variants: variants ? variants.map((variant) => this.body(variant)) : [],
    };
  }
}

/** The JSON schema of a request body or response, if it has one. */
function jsonSchemaOf(content: unknown): Schema | null {
  if (!isObject(content)) return null;
  const media = content["application/json"];
  return isObject(media) && isObject(media.schema) ? media.schema : null;
}

function operationView(
  reader: SchemaReader,
  method: string,
  path: string,
  operation: Schema,
  pathParameters: unknown[],
): OperationView {
  const parameters = [...pathParameters, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]
    .filter(isObject)
    .map((parameter) => {
      const schema = isObject(parameter.schema) ? parameter.schema : {};
      const description = typeof parameter.description === "string" ? { description: parameter.description } : {};
      return {
        name: String(parameter.name),
        in: String(parameter.in),
        type: reader.typeOf(schema),
        required: parameter.required === true,
        notes: reader.notesOf({ ...schema, ...description }),
      };
    });
  const requestBody = isObject(operation.requestBody) ? jsonSchemaOf(operation.requestBody.content) : null;
  const responses = isObject(operation.responses) ? operation.responses : {};
  return {
    id: String(operation.operationId ?? anchorOf(`${method} ${path}`)),
    method: method.toUpperCase(),
    path,
    summary: typeof operation.summary === "string" ? operation.summary : "",
    description: typeof operation.description === "string" ? operation.description : "",
    isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    parameters,
    requestBody: requestBody ? reader.body(requestBody) : null,
    responses: Object.entries(responses)
      .filter((entry): entry is [string, Schema] => isObject(entry[1]))
      .map(([status, response]) => {
        const schema = jsonSchemaOf(response.content);
        return {
          status,
          description: typeof response.description === "string" ? response.description : "",
          body: schema ? reader.body(schema) : null,
        };
      }),
  };
}

/** The document's operations by tag, tags in the order they first appear, operations in the document's order. */
export function referenceView(document: OpenApiDocument, t: TFunction): ReferenceView {
  const components = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const reader = new SchemaReader(components, t);
  const tags = new Map<string, OperationView[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!isObject(item)) continue;
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const view = operationView(reader, method, path, operation, pathParameters);
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === "string" ? operation.tags[0] : "";
      tags.set(tag, [...(tags.get(tag) ?? []), view]);
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    tags: [...tags].map(([name, operations]) => ({ name, id: `tag-${anchorOf(name)}`, operations })),
  };
}
