/**
 * A tool's parameters as a JSON Schema (docs/features/ai-framework.md#tools): checked with ajv when a
 * tool is saved (the schema must compile) and when it is called (the arguments must fit it; a refusal
 * is an error in the trace and no request). Compiled validators are kept by the schema's text, a
 * bounded number of them, so a turn does not compile again; ajv's own cache (keyed by the schema
 * object) is emptied as they leave.
 */
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { AI_TOOLS } from "../../../contract/limits/ai";
import type { ParametersSchema } from "../../../contract/wire/aiTools";

// Draft-07, every error at once; unknown keywords ("x-…", OpenAI's "strict") are allowed, not errors.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

const validators = new Map<string, { validate: ValidateFunction; schema: object }>();

/**
 * The compiled schema. A top-level `$id` is left out: ajv keeps schemas by id, so two tools naming
 * the same one would clash, and a tool's schema is never referenced from another.
 */
function compile(schema: ParametersSchema): ValidateFunction {
  const key = JSON.stringify(schema);
  const known = validators.get(key);
  if (known) {
    // Most recently used last: the oldest leaves first.
    validators.delete(key);
    validators.set(key, known);
    return known.validate;
  }
  const { $id: _id, ...rest } = schema;
  const copy = structuredClone(rest) as object;
  const validate = ajv.compile(copy);
  validators.set(key, { validate, schema: copy });
  if (validators.size > AI_TOOLS.VALIDATOR_CACHE_SIZE) {
    const [oldest, entry] = validators.entries().next().value as [string, { schema: object }];
    validators.delete(oldest);
    ajv.removeSchema(entry.schema);
  }
  return validate;
}

/** Why a schema does not compile (ajv's words), or null. */
export function schemaProblem(schema: ParametersSchema): string | null {
  try {
    compile(schema);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Why the arguments do not fit the parameters (ajv's words, e.g. "arguments/days must be integer"), or null. */
export function argumentsProblem(schema: ParametersSchema, args: unknown): string | null {
  let validate: ValidateFunction;
  try {
    validate = compile(schema);
  } catch (error) {
    return `The tool's parameters schema does not compile: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (validate(args)) return null;
  return ajv.errorsText(validate.errors, { dataVar: "arguments" });
}
