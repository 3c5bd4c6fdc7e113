/**
 * The tool form (contract/wire/aiTools.ts; docs/features/ai-framework.md#tools): every rule at its
 * boundaries (the function name, the parameters as rows or a JSON Schema, the URL or a mock answer,
 * the placeholders, the headers, the body template, the timeout, the answer path), the form as an
 * HTML form posts it (through conform, like the console's action), and the template filling the
 * platform sends.
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { AI_TOOLS } from "../../../contract/limits/ai";
import {
  AiToolCreateSchema,
  aiToolFormSchema,
  fillTemplate,
  isToolUrl,
  parseAnswerPath,
  parseParametersSchema,
  rowsOfSchema,
  schemaOfRows,
} from "../../../contract/wire/aiTools";

const valid = {
  name: "get_weather",
  description: "The weather of a city",
  parametersMode: "rows",
  parameters: [{ name: "city", type: "string", required: true }],
  method: "GET",
  url: "https://api.example.com/weather",
  timeoutSeconds: 10,
};
const form = (extra: Record<string, unknown> = {}) => ({ ...valid, ...extra });

function issues(input: unknown, schema = aiToolFormSchema()): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("the function name", () => {
  it("is letters, digits, _ and -, 1 to 64 characters", () => {
    for (const name of ["a", "get-weather_2", "X".repeat(64)]) expect(issues(form({ name })), name).toEqual([]);
    for (const name of ["", "has space", "dot.ted", "ümlaut", "X".repeat(65)])
      expect(issues(form({ name })), name).toEqual(["name: validation_ai_tool_name"]);
    expect(AI_TOOLS.NAME_PATTERN.test("get_weather")).toBe(true);
  });

  it("needs a description, up to its maximum", () => {
    expect(issues(form({ description: "  " }))).toEqual(["description: validation_field_required"]);
    expect(issues(form({ description: "d".repeat(AI_TOOLS.DESCRIPTION_MAX) }))).toEqual([]);
    expect(issues(form({ description: "d".repeat(AI_TOOLS.DESCRIPTION_MAX + 1) }))).toEqual([
      `description: validation_max_length?max=${AI_TOOLS.DESCRIPTION_MAX}`,
    ]);
  });
});

describe("the parameters", () => {
  it("as rows: named once each, at most PARAMETERS_MAX, names a placeholder can use", () => {
    const row = (name: string) => ({ name, type: "string" });
    expect(issues(form({ parameters: [row("city"), row("city")] }))).toEqual([
      "parameters.1.name: validation_ai_tool_duplicate_parameter",
    ]);
    expect(issues(form({ parameters: [row("1st")] }))).toEqual([
      "parameters.0.name: validation_ai_tool_parameter_name",
    ]);
    expect(issues(form({ parameters: [{ name: "x", type: "date" }] }))).toEqual([
      "parameters.0.type: validation_field_invalid",
    ]);
    const many = Array.from({ length: AI_TOOLS.PARAMETERS_MAX + 1 }, (_, i) => row(`p${i}`));
    expect(issues(form({ parameters: many.slice(0, -1) }))).toEqual([]);
    expect(issues(form({ parameters: many }))).toEqual(["parameters: validation_ai_tool_max_parameters?max=20"]);
  });

  it("rows make a schema of an object, and a flat schema gives its rows back", () => {
    const rows = [
      { name: "city", type: "string" as const, description: "The city", required: true },
      { name: "days", type: "integer" as const, required: false },
    ];
    const schema = schemaOfRows(rows);
    expect(schema).toEqual({
      type: "object",
      properties: { city: { type: "string", description: "The city" }, days: { type: "integer" } },
      required: ["city"],
      additionalProperties: false,
    });
    expect(rowsOfSchema(schema)).toEqual([rows[0], { ...rows[1], description: undefined }]);
    expect(rowsOfSchema({ type: "object", properties: { units: { type: "string", enum: ["C", "F"] } } })).toBeNull();
  });

  it("as a JSON Schema: valid JSON, an object (not an array), describing an object", () => {
    const schema = (parametersSchema: string | undefined) => form({ parametersMode: "schema", parametersSchema });
    expect(issues(schema('{"type": "object", "properties": {"city": {"type": "string"}}}'))).toEqual([]);
    expect(issues(schema('{"type": "object"}'))).toEqual([]);
    expect(issues(schema(undefined))).toEqual(["parametersSchema: validation_field_required"]);
    expect(issues(schema("{type: object}"))).toEqual(["parametersSchema: validation_invalid_json"]);
    expect(issues(schema('[{"type": "object"}]'))).toEqual(["parametersSchema: validation_json_object"]);
    expect(issues(schema('"object"'))).toEqual(["parametersSchema: validation_json_object"]);
    expect(issues(schema('{"type": "array"}'))).toEqual(["parametersSchema: validation_ai_tool_schema_type"]);
    expect(issues(schema('{"type": "object", "properties": []}'))).toEqual([
      "parametersSchema: validation_ai_tool_schema_type",
    ]);
    expect(parseParametersSchema('{"type":"object","properties":{"a":{}}}')).toEqual({
      schema: { type: "object", properties: { a: {} } },
    });
  });
});

describe("the request", () => {
  it("needs a URL the platform may call, or a mock answer instead", () => {
    expect(issues(form({ url: undefined }))).toEqual(["url: validation_ai_tool_url_or_mock"]);
    expect(issues(form({ url: undefined, mockAnswer: '{"ok": true}' }))).toEqual([]);
    for (const url of ["ftp://example.com/x", "https://user:pw@example.com/", "https://{host}.example.com/", "nowhere"])
      expect(issues(form({ url })), url).toEqual(["url: validation_invalid_url"]);
    expect(isToolUrl("https://api.example.com/orders/{orderId}?x=1")).toBe(true);
  });

  it("refuses a placeholder that names no parameter", () => {
    expect(issues(form({ url: "https://api.example.com/{city}" }))).toEqual([]);
    expect(issues(form({ url: "https://api.example.com/{cty}" }))).toEqual([
      "url: validation_ai_tool_placeholder?name=%7Bcty%7D",
    ]);
    expect(issues(form({ method: "POST", bodyTemplate: '{"c": "{town}"}' }))).toEqual([
      "bodyTemplate: validation_ai_tool_placeholder?name=%7Btown%7D",
    ]);
  });

  it("sends no body with GET or DELETE, and a JSON body must be JSON once filled", () => {
    expect(issues(form({ method: "DELETE", bodyTemplate: "{}" }))).toEqual([
      "bodyTemplate: validation_ai_tool_body_not_sent",
    ]);
    expect(issues(form({ method: "POST", bodyTemplate: '{"city": "{city}", "n": {city}}' }))).toEqual([]);
    expect(issues(form({ method: "POST", bodyTemplate: '{"city": "{city}",}' }))).toEqual([
      "bodyTemplate: validation_invalid_json",
    ]);
    expect(issues(form({ method: "PUT", bodyTemplate: "city={city}" }))).toEqual([]);
    expect(issues(form({ method: "TRACE" }))).toEqual(["method: validation_field_invalid"]);
  });

  it("takes headers once each, not the ones the platform sets, with values on one line", () => {
    const headers = (...h: { name: string; value?: string }[]) => form({ headers: h });
    expect(issues(headers({ name: "X-Key", value: "a" }, { name: "x-key", value: "b" }))).toEqual([
      "headers.1.name: validation_ai_tool_duplicate_header",
    ]);
    expect(issues(headers({ name: "Host", value: "a" }))).toEqual(["headers.0.name: validation_ai_tool_header_name"]);
    expect(issues(headers({ name: "Bad Name", value: "a" }))).toEqual([
      "headers.0.name: validation_ai_tool_header_name",
    ]);
    expect(issues(headers({ name: "X-Key", value: "a\r\nInjected: yes" }))).toEqual([
      "headers.0.value: validation_ai_tool_header_value?max=4000",
    ]);
    // An edit's empty value keeps the stored one; a create needs it.
    expect(issues(headers({ name: "X-Key" }))).toEqual([]);
    expect(issues(headers({ name: "X-Key", value: "" }), AiToolCreateSchema)).toEqual([
      "headers.0.value: validation_field_required",
    ]);
  });

  it("waits 1 to 30 whole seconds", () => {
    for (const timeoutSeconds of [1, 30]) expect(issues(form({ timeoutSeconds })), String(timeoutSeconds)).toEqual([]);
    for (const timeoutSeconds of [0, 31, 2.5, "ten"])
      expect(issues(form({ timeoutSeconds })), String(timeoutSeconds)).toEqual([
        "timeoutSeconds: validation_ai_tool_timeout?min=1&max=30",
      ]);
    expect(aiToolFormSchema().parse(form({ timeoutSeconds: undefined })).timeoutSeconds).toBe(
      AI_TOOLS.TIMEOUT_DEFAULT_SECONDS,
    );
  });

  it("reads an answer path of names and indexes", () => {
    expect(parseAnswerPath("data.items[0].name")).toEqual(["data", "items", 0, "name"]);
    expect(parseAnswerPath("[2].id")).toEqual([2, "id"]);
    for (const path of ["data..x", "data.", "a b", "items[x]", ".data"]) {
      expect(parseAnswerPath(path), path).toBeNull();
      expect(issues(form({ answerPath: path })), path).toEqual(["answerPath: validation_ai_tool_answer_path"]);
    }
    expect(issues(form({ answerPath: "" }))).toEqual([]);
  });
});

describe("filling a body template", () => {
  it("JSON-escapes each value for its place in a JSON body", () => {
    expect(
      fillTemplate(
        '{"q": "{q}", "n": {n}, "b": {b}, "o": {o}}',
        { q: 'a "b" \\ c', n: 3, b: true, o: { x: [1] } },
        ["q", "n", "b", "o"],
        "json",
      ),
    ).toBe('{"q": "a \\"b\\" \\\\ c", "n": 3, "b": true, "o": {"x":[1]}}');
    // A string outside quotes becomes a JSON string; a missing one null, or empty inside quotes.
    expect(JSON.parse(fillTemplate('{"a": {q}, "b": {m}, "c": "{m}"}', { q: 'x"y' }, ["q", "m"], "json"))).toEqual({
      a: 'x"y',
      b: null,
      c: "",
    });
    // A brace inside a JSON string of the template is text, not a placeholder unless it names one.
    expect(fillTemplate('{"t": "\\"{q}\\" {z}"}', { q: "v" }, ["q"], "json")).toBe('{"t": "\\"v\\" {z}"}');
  });

  it("URL-encodes a form body and leaves a text body's values as they are", () => {
    expect(fillTemplate("a={a}&b={b}", { a: "x&y", b: 2 }, ["a", "b"], "form")).toBe("a=x%26y&b=2");
    expect(fillTemplate("Hi {a}, {b}", { a: "<Ann>" }, ["a"], "text")).toBe("Hi <Ann>, {b}");
  });
});

describe("the form as an HTML form posts it", () => {
  it("reads rows, headers and checkboxes as the console's action does", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: "get_weather",
      description: "Weather",
      parametersMode: "rows",
      "parameters[0].name": "city",
      "parameters[0].type": "string",
      "parameters[0].required": "on",
      "parameters[1].name": "days",
      "parameters[1].type": "integer",
      method: "POST",
      url: "https://api.example.com/w/{city}",
      "headers[0].name": "Authorization",
      "headers[0].value": "",
      bodyTemplate: '{"days": {days}}',
      timeoutSeconds: "12",
      answerPath: "",
      mockAnswer: "",
    }))
      data.set(k, v);
    const submission = parseWithZod(data, { schema: aiToolFormSchema() });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "get_weather",
      description: "Weather",
      parametersMode: "rows",
      parameters: [
        { name: "city", type: "string", required: true },
        { name: "days", type: "integer", required: false },
      ],
      method: "POST",
      url: "https://api.example.com/w/{city}",
      headers: [{ name: "Authorization" }],
      bodyTemplate: '{"days": {days}}',
      timeoutSeconds: 12,
    });
  });
});
