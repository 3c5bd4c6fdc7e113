/**
 * Slots (docs/features/ai-framework.md#slots; platform/ai/engine/slots.ts and tool-choice.ts): names,
 * numbers, phone numbers, e-mails and dates read from an utterance, each slot taking the next value
 * of its type; relative dates only against the conversation's date (the engine never reads the
 * clock); a text slot taking the words the examples lack; a tool's arguments by its parameters.
 */
import { describe, expect, it } from "vitest";
import { AI_ENGINE } from "../../../contract/limits/ai";
import { extractEntities, fillSlots, type SlotType } from "../../../platform/ai/engine/slots";
import { toolArguments } from "../../../platform/ai/engine/tool-choice";

const ALL = new Set<SlotType>(["name", "number", "phone", "email", "date"]);
const found = (utterance: string, today?: string) =>
  extractEntities(utterance, ALL, { today }).map((e) => `${e.type}=${e.value}`);

describe("values in an utterance", () => {
  it("reads e-mail addresses", () => {
    expect(found("write to Ann.Lee+orders@mail.example.co.uk.")).toEqual(["email=Ann.Lee+orders@mail.example.co.uk"]);
  });

  it("reads phone numbers in E.164 and national forms, and never also as numbers", () => {
    expect(found("call me on +44 20 7946 0958")).toEqual(["phone=+442079460958"]);
    expect(found("my number is +14155550123")).toEqual(["phone=+14155550123"]);
    expect(found("it's +1 (555) 123-4567")).toEqual(["phone=+15551234567"]);
    expect(found("try 07700 900123 or 555-123-4567")).toEqual(["phone=07700900123", "phone=5551234567"]);
    expect(found("01 23 45 67 89")).toEqual(["phone=0123456789"]);
    // Too few digits, single digits, or a year: numbers, not phone numbers.
    expect(found("book 3 rooms for 2 nights")).toEqual(["number=3", "number=2"]);
    expect(found("room 12 45")).toEqual(["number=12", "number=45"]);
  });

  it("reads numbers written in digits or words", () => {
    expect(found("twenty five tickets and 1.5 kilos")).toEqual(["number=25", "number=1.5"]);
    expect(found("transfer two hundred and fifty")).toEqual(["number=250"]);
  });

  it("reads people's names, capitalised or not", () => {
    expect(found("My name is John Smith")).toEqual(["name=John Smith"]);
    expect(found("this is mary jones calling")).toEqual(["name=Mary Jones"]);
    expect(found("hi, my name is anna")).toEqual(["name=Anna"]);
  });

  it("reads dates: ISO, numeric, written out", () => {
    expect(found("from 2026-12-24")).toEqual(["date=2026-12-24"]);
    expect(found("on 25.12.2026 or 12/25/2026 or 25/12/2026")).toEqual([
      "date=2026-12-25",
      "date=2026-12-25",
      "date=2026-12-25",
    ]);
    expect(found("the 3rd of May 2027, or May 5th, 2027")).toEqual(["date=2027-05-03", "date=2027-05-05"]);
    // Not a day that exists.
    expect(found("on 2026-02-30")).not.toContain("date=2026-02-30");
  });

  it("dates relative to the conversation's date, and none without it", () => {
    // 2026-11-29 is a Sunday.
    const today = "2026-11-29";
    expect(found("tomorrow", today)).toEqual(["date=2026-11-30"]);
    expect(found("the day after tomorrow", today)).toEqual(["date=2026-12-01"]);
    expect(found("next monday", today)).toEqual(["date=2026-11-30"]);
    expect(found("next sunday", today)).toEqual(["date=2026-12-06"]);
    expect(found("in 3 days", today)).toEqual(["date=2026-12-02"]);
    // A day and month: the next such day, this year or the next.
    expect(found("on 3 May", today)).toEqual(["date=2027-05-03"]);
    expect(found("on December 24", today)).toEqual(["date=2026-12-24"]);
    expect(found("tomorrow or next monday")).toEqual([]);
    expect(found("on 3 May")).toEqual(["date=--05-03"]);
  });

  it("reads the first AI_ENGINE.UTTERANCE_MAX_CHARACTERS of an utterance, so a long one costs no more", () => {
    const value = "call me on +44 20 7946 0958";
    const long = `${"9 ".repeat(AI_ENGINE.UTTERANCE_MAX_CHARACTERS / 2 - value.length)}${value}, then ${"1".repeat(20_000)}x`;
    const started = performance.now();
    const entities = extractEntities(long, new Set<SlotType>(["phone"]));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(entities.map((e) => e.value)).toEqual(["+442079460958"]);
    expect(
      extractEntities(`${" ".repeat(AI_ENGINE.UTTERANCE_MAX_CHARACTERS)}${value}`, new Set<SlotType>(["phone"])),
    ).toEqual([]);
  });

  it("reads long runs of digits and digit groups without backtracking", () => {
    const started = performance.now();
    const half = AI_ENGINE.UTTERANCE_MAX_CHARACTERS / 2;
    expect(extractEntities(`${"1".repeat(half * 2 - 1)}x`, new Set<SlotType>(["phone"]))).toEqual([]);
    expect(extractEntities(`${"12 ".repeat(half / 2)}x`, new Set<SlotType>(["phone"]))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("filling an intent's slots", () => {
  it("gives each slot the next value of its type, in the order said, and leaves out the ones not said", () => {
    expect(
      fillSlots(
        "from May 3 to May 10, 2027 for 4 people",
        [
          { name: "from", type: "date" },
          { name: "to", type: "date" },
          { name: "people", type: "number" },
          { name: "email", type: "email" },
        ],
        { today: "2026-11-29" },
      ),
    ).toEqual({ from: "2027-05-03", to: "2027-05-10", people: "4" });
  });

  it("gives a text slot the words the intent's examples do not have", () => {
    expect(
      fillSlots("please look up the order blue sweater for my wife", [{ name: "item", type: "text" }], {
        examples: ["look up the order", "find my order"],
      }),
    ).toEqual({ item: "please blue sweater for wife" });
    expect(fillSlots("find my order", [{ name: "item", type: "text" }], { examples: ["find my order"] })).toEqual({});
  });
});

describe("a tool's arguments", () => {
  const tool = {
    name: "book_table",
    description: "Books a table.",
    parameters: {
      type: "object",
      properties: {
        people: { type: "integer" },
        date: { type: "string", format: "date" },
        guest_name: { type: "string" },
        phone: { type: "string" },
        email: { type: "string" },
        area: { type: "string", enum: ["terrace", "inside"] },
        confirmed: { type: "boolean" },
      },
    },
  };

  it("fills each parameter by its name and type, in the schema's order", () => {
    const args = toolArguments(
      tool,
      "book for 4 on 2026-12-24, my name is Ann Lee, phone +44 20 7946 0958, ann@example.com, on the Terrace",
    );
    expect(args).toEqual({
      people: 4,
      date: "2026-12-24",
      guest_name: "Ann Lee",
      phone: "+442079460958",
      email: "ann@example.com",
      area: "terrace",
    });
    expect(Object.keys(args)).toEqual(["people", "date", "guest_name", "phone", "email", "area"]);
  });

  it("leaves out what the utterance does not say, and a number that is not an integer for an integer", () => {
    expect(toolArguments(tool, "book for 2.5 people")).toEqual({});
  });
});
