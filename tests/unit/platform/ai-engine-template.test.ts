/**
 * The prompt's condition syntax (docs/features/ai-framework.md#prompt-syntax; contract/ai/prompt-template.ts):
 * each operator, and/or/not with parentheses, nesting and elseif chains, {variable} substitution,
 * a tag alone on its line leaving no blank line, malformed templates as errors with their line and
 * column, and nothing in a template reaching code.
 */
import { describe, expect, it } from "vitest";
import { AI_ENGINE } from "../../../contract/limits/ai";
import { parseMessageRef } from "../../../app/i18n/message-keys";
import {
  expandTemplate,
  TemplateError,
  templateVariables,
  validateTemplate,
} from "../../../contract/ai/prompt-template";

const when = (condition: string, variables: Record<string, string | number | boolean> = {}) =>
  expandTemplate(`{{#if ${condition}}}yes{{#else}}no{{/if}}`, variables).text;

const problem = (template: string) => {
  const found = validateTemplate(template);
  expect(found, template).not.toBeNull();
  return found!;
};

describe("conditions", () => {
  it("compares with each operator: numbers as numbers, text as text", () => {
    expect(when("n == 3", { n: 3 })).toBe("yes");
    expect(when("n != 3", { n: 3 })).toBe("no");
    expect(when("n < 10", { n: 9 })).toBe("yes");
    expect(when("n <= 9", { n: 9 })).toBe("yes");
    expect(when("n > 9", { n: 9 })).toBe("no");
    expect(when("n >= 9", { n: 9 })).toBe("yes");
    // A variable holding digits is a number: 9 < 10, where the text "9" sorts after "10".
    expect(when("hour < 10", { hour: "9" })).toBe("yes");
    expect(when('"9" < "10"')).toBe("no");
    expect(when("-1.5 < 0")).toBe("yes");
    expect(when('caller == "+441234"', { caller: "+441234" })).toBe("yes");
    expect(when('caller == "+441234"', { caller: "+449999" })).toBe("no");
    expect(when('channel != "voice"', { channel: "chat" })).toBe("yes");
    expect(when('name < "b"', { name: "alice" })).toBe("yes");
    // A quoted literal stays text: "0044" is not the number 44.
    expect(when('code == "0044"', { code: "44" })).toBe("no");
    expect(when('quote == "say \\"hi\\""', { quote: 'say "hi"' })).toBe("yes");
  });

  it("combines with and, or, not and parentheses, and reads a bare name as present or not", () => {
    expect(when("a and b", { a: "x", b: "y" })).toBe("yes");
    expect(when("a and b", { a: "x" })).toBe("no");
    expect(when("a or b", { b: 1 })).toBe("yes");
    expect(when("a or b", { a: 0, b: "" })).toBe("no");
    expect(when("not a", {})).toBe("yes");
    expect(when("not not a", { a: "x" })).toBe("yes");
    // and binds tighter than or; parentheses change that.
    expect(when("a or b and c", { a: 1 })).toBe("yes");
    expect(when("(a or b) and c", { a: 1 })).toBe("no");
    expect(when("vip == true", { vip: true })).toBe("yes");
    expect(when("false")).toBe("no");
  });
});

describe("templates", () => {
  it("substitutes {variable} and {{variable}}, lists what it read and what was missing", () => {
    const result = expandTemplate("Hello {name}, you called {{ called }}. {nothing}", { name: "Ann", called: "+44" });
    expect(result.text).toBe("Hello Ann, you called +44. ");
    expect(result.variablesUsed).toEqual(["name", "called", "nothing"]);
    expect(result.missingVariables).toEqual(["nothing"]);
  });

  it("keeps braces that are not a variable, and \\{ writes a brace", () => {
    expect(expandTemplate('Answer as JSON: {"ok": true} \\{caller\\}', { caller: "x" }).text).toBe(
      'Answer as JSON: {"ok": true} {caller}',
    );
  });

  it("chains elseif branches: the first true one wins, else the else", () => {
    const template =
      "{{#if hour < 12}}morning{{#elseif hour < 18}}afternoon{{#elseif hour < 22}}evening{{#else}}night{{/if}}";
    expect(expandTemplate(template, { hour: 9 }).text).toBe("morning");
    expect(expandTemplate(template, { hour: 12 }).text).toBe("afternoon");
    expect(expandTemplate(template, { hour: "21" }).text).toBe("evening");
    expect(expandTemplate(template, { hour: 23 }).text).toBe("night");
    expect(expandTemplate("{{#if a}}A{{#elseif b}}B{{/if}}", {}).text).toBe("");
  });

  it("nests blocks, and a tag alone on its line leaves no blank line", () => {
    const template = [
      "You are Acme's assistant.",
      '{{#if channel == "voice"}}',
      "  Speak briefly.",
      "  {{#if vip}}",
      "  Greet {name} as a VIP.",
      "  {{#else}}",
      "  Greet {name}.",
      "  {{/if}}",
      "{{#else}}",
      "Write in full sentences.",
      "{{/if}}",
      "Never invent facts.",
    ].join("\n");
    expect(expandTemplate(template, { channel: "voice", vip: true, name: "Ann" }).text).toBe(
      "You are Acme's assistant.\n  Speak briefly.\n  Greet Ann as a VIP.\nNever invent facts.",
    );
    expect(expandTemplate(template, { channel: "voice", name: "Bo" }).text).toBe(
      "You are Acme's assistant.\n  Speak briefly.\n  Greet Bo.\nNever invent facts.",
    );
    expect(expandTemplate(template, { channel: "chat" }).text).toBe(
      "You are Acme's assistant.\nWrite in full sentences.\nNever invent facts.",
    );
    expect(templateVariables(template)).toEqual(["channel", "vip", "name"]);
  });

  it("reads only the variables of the branches it takes", () => {
    const result = expandTemplate("{{#if a or b}}{x}{{#else}}{y}{{/if}}", { a: 1 });
    expect(result.variablesUsed).toEqual(["a", "x"]);
    expect(result.missingVariables).toEqual(["x"]);
  });
});

describe("malformed templates", () => {
  it("names the line and column of an if left open, and of the if itself", () => {
    const found = problem("Hello\n{{#if caller}}\nVIP\n");
    expect(found.message).toBe("line 4, column 1: expected {{/if}} for the {{#if}} at line 2, column 1");
    expect(found).toMatchObject({ line: 4, column: 1 });
    // The form gets a message reference whose parameters carry the tags (no catalogue reads them as placeholders).
    const ref = parseMessageRef(found.ref);
    expect(ref.key).toBe("ai_template_unclosed_if");
    expect(ref.params).toMatchObject({ close: "{{/if}}", open: "{{#if}}", openLine: "2", openColumn: "1" });
  });

  it("says what is wrong in a condition, where", () => {
    expect(problem('a\n  {{#if caller = "x"}}y{{/if}}').message).toMatch(/^line 2, column 16: unexpected =/);
    expect(problem("{{#if a &&  b}}y{{/if}}").message).toMatch(/^line 1, column 9: unexpected &/);
    expect(problem("{{#if n >= }}y{{/if}}").message).toBe("line 1, column 12: expected a value after >=");
    expect(problem("{{#if a and}}y{{/if}}").message).toBe("line 1, column 12: expected a value after and");
    expect(problem("{{#if (a or b}}y{{/if}}").message).toBe(
      "line 1, column 14: expected ) for the ( at line 1, column 7",
    );
    expect(problem('{{#if a == "x}}y{{/if}}').message).toBe(
      "line 1, column 12: the string is not closed with a double quote",
    );
    expect(problem("{{#if a b}}y{{/if}}").message).toBe("line 1, column 9: unexpected b in the condition");
    expect(problem("{{#if a < b < c}}y{{/if}}").message).toBe("line 1, column 13: unexpected < in the condition");
    expect(problem("{{#if}}y{{/if}}").message).toBe("line 1, column 1: {{#if}} needs a condition");
  });

  it("refuses tags out of place", () => {
    expect(problem("x {{/if}}").message).toBe("line 1, column 3: {{/if}} without an open {{#if}}");
    expect(problem("{{#else}}").message).toBe("line 1, column 1: {{#else}} without an open {{#if}}");
    expect(problem("{{#if a}}1{{#else}}2{{#elseif b}}3{{/if}}").message).toBe(
      "line 1, column 21: {{#elseif}} after the {{#else}} of the {{#if}} at line 1, column 1",
    );
    expect(problem("{{#if a}}1{{#else}}2{{#else}}3{{/if}}").message).toMatch(/^line 1, column 21: \{\{#else\}\} after/);
    expect(problem("{{#if a}}1{{#else b}}2{{/if}}").message).toBe("line 1, column 19: {{#else}} takes no condition");
    expect(problem("{{#each items}}").message).toBe(
      "line 1, column 1: unknown tag {{#each}}: the tags are {{#if}}, {{#elseif}}, {{#else}}, {{/if}}",
    );
    expect(problem("{{#if a").message).toBe("line 1, column 1: expected }} to end the {{#if}}");
  });

  it("throws a TemplateError when expanding a malformed template", () => {
    expect(() => expandTemplate("{{#if a}}")).toThrow(TemplateError);
    expect(validateTemplate("{{#if a}}ok{{/if}}")).toBeNull();
  });

  it("refuses nesting deeper than the limit, in blocks and in parentheses", () => {
    const depth = AI_ENGINE.TEMPLATE_MAX_DEPTH;
    expect(validateTemplate("{{#if a}}".repeat(depth) + "x" + "{{/if}}".repeat(depth))).toBeNull();
    expect(problem("{{#if a}}".repeat(depth + 1) + "{{/if}}".repeat(depth + 1)).message).toMatch(
      new RegExp(`nested deeper than ${depth} levels`),
    );
    expect(problem(`{{#if ${"(".repeat(depth + 1)}a${")".repeat(depth + 1)}}}x{{/if}}`).message).toMatch(
      /nested deeper/,
    );
  });
});

describe("no code execution", () => {
  it("reads variables as own values only: prototype names are missing, never functions", () => {
    const result = expandTemplate("[{constructor}][{__proto__}][{toString}][{hasOwnProperty}]", {});
    expect(result.text).toBe("[][][][]");
    expect(result.missingVariables).toEqual(["constructor", "__proto__", "toString", "hasOwnProperty"]);
    expect(when("constructor")).toBe("no");
  });

  it("refuses calls, members and assignments as syntax errors, and runs none of them", () => {
    const globals = globalThis as Record<string, unknown>;
    delete globals.__templateRan;
    for (const template of [
      "{{#if process.exit()}}x{{/if}}",
      "{{#if globalThis.__templateRan = 1}}x{{/if}}",
      "{{#if a; globalThis.__templateRan = 1}}x{{/if}}",
      "{{#if `${globalThis.__templateRan = 1}`}}x{{/if}}",
      "{{#if a[0]}}x{{/if}}",
    ])
      expect(validateTemplate(template), template).not.toBeNull();
    expect(expandTemplate("{globalThis.__templateRan = 1}").text).toBe("{globalThis.__templateRan = 1}");
    expect(globals.__templateRan).toBeUndefined();
  });
});
