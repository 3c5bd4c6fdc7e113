/**
 * A platform refusal's `field: message` lines go under their fields (app/services/form-errors.server.ts):
 * a nested field of a list ("intents.0.examples") under conform's name for it, the rest above the form.
 */
import { describe, expect, it } from "vitest";
import { platformFormErrors } from "~/services/form-errors.server";

describe("platform refusals as form errors", () => {
  it("puts a list item's field under conform's name, a plain field under its own, the rest above the form", () => {
    const { fieldErrors, formErrors } = platformFormErrors(
      [
        "name: validation_name_unique",
        "intents.0.examples: validation_intent_examples?min=2",
        "intents.12.tool: validation_ai_reference_missing",
        "unknownField: validation_field_invalid",
        "The account is suspended",
      ],
      ["name", "intents"],
    );
    expect(fieldErrors).toEqual({
      name: ["validation_name_unique"],
      "intents[0].examples": ["validation_intent_examples?min=2"],
      "intents[12].tool": ["validation_ai_reference_missing"],
    });
    expect(formErrors).toEqual(["unknownField: validation_field_invalid", "The account is suspended"]);
  });
});
