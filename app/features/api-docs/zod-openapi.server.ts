/**
 * zod with `.openapi()`: @asteasolutions/zod-to-openapi adds it to zod's prototype (and makes
 * `optional`, `nullable`, `transform`... keep a schema's OpenAPI metadata; nothing else changes).
 * The modules that build the REST API reference import `z` from here, so the method is there before
 * they use it.
 */
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

extendZodWithOpenApi(z);

export { z };
