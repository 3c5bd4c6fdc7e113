/**
 * The agent form's preview (contract/ai/prompt-preview.ts; docs/features/ai-framework.md#agents
 * "Preview"): the variables it asks for, the values it starts with and reads back from a form, and a
 * template expanded or its problem.
 */
import { describe, expect, it } from "vitest";
import {
  PREVIEW_POSTED_FIELD,
  previewDefaults,
  previewField,
  previewTemplate,
  previewVariableNames,
  previewVariables,
} from "../../../contract/ai/prompt-preview";
import { AI_AGENTS } from "../../../contract/limits/ai";
import { agentFormSchema } from "../../../contract/wire/aiAgents";

const TODAY = "2026-11-29";

describe("the prompt preview", () => {
  it("starts with what a try-it turn is given", () => {
    expect(previewDefaults(TODAY)).toEqual({
      caller: AI_AGENTS.SAMPLE_CALLER,
      called: "",
      channel: "phone",
      date: TODAY,
    });
  });

  it("asks for the turn's variables, then the others the templates name, once each, in the order written", () => {
    expect(previewVariableNames([])).toEqual(["caller", "called", "channel", "date"]);
    expect(
      previewVariableNames([
        '{{#if vip and channel == "phone"}}Hello {name}{{/if}} {caller}',
        "Welcome {name}, {{#if hour >= 18}}good evening{{/if}}",
        null,
      ]),
    ).toEqual(["caller", "called", "channel", "date", "vip", "name", "hour"]);
    // A malformed template names none; the other's still count.
    expect(previewVariableNames(["{{#if vip}}open", "{mood}"])).toEqual([
      "caller",
      "called",
      "channel",
      "date",
      "mood",
    ]);
  });

  it("reads the defaults until its fields were posted, then what they held, an empty field as empty", () => {
    const names = ["caller", "called", "channel", "date", "vip"];
    expect(previewVariables({ prompt: "x" }, names, TODAY)).toEqual({
      caller: AI_AGENTS.SAMPLE_CALLER,
      called: "",
      channel: "phone",
      date: TODAY,
      vip: "",
    });
    // A reply leaves out the fields that were empty: posted, the caller was cleared.
    expect(
      previewVariables(
        { [PREVIEW_POSTED_FIELD]: "1", [previewField("channel")]: "chat", [previewField("vip")]: "true" },
        names,
        TODAY,
      ),
    ).toEqual({ caller: "", called: "", channel: "chat", date: "", vip: "true" });
    // The fields as a browser's form gives them: every one, as typed.
    expect(previewVariables({ [previewField("caller")]: "+441130000000" }, ["caller", "channel"], TODAY)).toEqual({
      caller: "+441130000000",
      channel: "phone",
    });
  });

  it("expands a template with the sample values, listing the ones it read empty", () => {
    const variables = { caller: "+441130000000", called: "", channel: "phone", date: TODAY, name: "" };
    expect(
      previewTemplate(
        '{{#if channel == "phone"}}Keep it short.{{#else}}Write.{{/if}} Caller {caller}, {name}.',
        variables,
      ),
    ).toEqual({ ok: true, text: "Keep it short. Caller +441130000000, .", empty: ["name"] });
    expect(previewTemplate("", variables)).toEqual({ ok: true, text: "", empty: [] });
  });

  it("answers a malformed template's problem, where the form's field error says it", () => {
    const result = previewTemplate("{{#if caller}}Hi", { caller: "x" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem).toMatchObject({
      line: 1,
      column: 17,
      message: "line 1, column 17: expected {{/if}} for the {{#if}} at line 1, column 1",
    });
    expect(result.problem.ref).toMatch(/^ai_template_unclosed_if\?/);
  });

  it("is never saved: the agent's schema leaves the sample fields out", () => {
    const parsed = agentFormSchema().parse({
      name: "Preview agent",
      prompt: "Hello {caller}",
      [PREVIEW_POSTED_FIELD]: "1",
      [previewField("caller")]: "+441130000000",
    });
    expect(Object.keys(parsed).filter((key) => key.startsWith("preview"))).toEqual([]);
  });
});
