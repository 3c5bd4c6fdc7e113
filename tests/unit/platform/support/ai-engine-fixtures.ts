/** An agent's intents and utterances the engine's tests share (a restaurant's phone line). */
import type { EngineIntent } from "../../../../platform/ai/engine/turn";

export const FIXTURE_INTENTS: EngineIntent[] = [
  {
    name: "opening_hours",
    examples: ["what are your opening hours", "when do you open", "are you open on sunday", "what time do you close"],
    answer: "We are open from 11:00 to 23:00 every day.",
  },
  {
    name: "book_table",
    examples: ["I want to book a table", "reserve a table for two", "make a reservation", "can I book for tonight"],
    slots: [
      { name: "people", type: "number" },
      { name: "day", type: "date" },
      { name: "guest", type: "name" },
    ],
    tool: "tool-bookings",
    answer: "{{#if people > 8}}For {people} guests please call our events team.{{#else}}Booked: {result}.{{/if}}",
  },
  {
    name: "cancel",
    examples: ["cancel my booking", "I need to cancel the reservation", "call off my table"],
    answer: "Your booking {{#if day}}for {day} {{/if}}is cancelled.",
    slots: [{ name: "day", type: "date" }],
  },
  { name: "where", examples: ["where is it", "where are you"], answer: "We are at 1 Market Street." },
];

export const FIXTURE_UTTERANCES = [
  "what time do you open on monday",
  "book a table for four people tomorrow",
  "I'd like to cancel my table reservation",
  "what is the capital of france",
  "hello there",
  "where are you?",
  "cancel",
  "",
];
