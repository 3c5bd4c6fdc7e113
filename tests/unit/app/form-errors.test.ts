/**
 * A platform refusal's `field: message` lines under their form fields (app/services/form-errors.server.ts),
 * a list row's too: the platform names zod paths with dots (`headers.1.value`), the form with brackets
 * (`headers[1].value`), as the AI tools' header values need (docs/features/ai-framework.md#tools).
 */
import { describe, expect, it } from "vitest";
import { platformFormErrors } from "~/services/form-errors.server";

describe("platform refusals as form errors", () => {
  it("puts a field's line under it, a list row's under the row's field, the rest above the form", () => {
    expect(
      platformFormErrors(
        [
          "url: validation_url_private_address",
          "headers.1.value: validation_field_required",
          "parameters.0.name: validation_ai_tool_duplicate_parameter",
          "other.0.value: not a field of the form",
          "parametersSchema: validation_ai_tool_schema_invalid?detail=x",
          "The platform is busy",
        ],
        ["url", "headers", "parameters", "parametersSchema"],
      ),
    ).toEqual({
      fieldErrors: {
        url: ["validation_url_private_address"],
        "headers[1].value": ["validation_field_required"],
        "parameters[0].name": ["validation_ai_tool_duplicate_parameter"],
        parametersSchema: ["validation_ai_tool_schema_invalid?detail=x"],
      },
      formErrors: ["other.0.value: not a field of the form", "The platform is busy"],
    });
  });

  it("keeps a line naming a list itself, or a list without an index, on the list", () => {
    expect(platformFormErrors(["headers: too many", "headers.name: odd"], ["headers"])).toEqual({
      fieldErrors: { headers: ["too many"] },
      formErrors: ["headers.name: odd"],
    });
  });
});
