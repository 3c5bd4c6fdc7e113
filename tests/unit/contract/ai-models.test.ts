/**
 * The AI model form (contract/wire/aiModels; docs/features/ai-framework.md#models): every rule at its
 * boundaries (the name, each provider's fields, the Azure OpenAI endpoint, the key a provider needs,
 * the timeout), what a valid form stores (defaults filled in, other providers' fields dropped), whose
 * key a stored key is, and the form as an HTML form posts it (through conform, like the console).
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { AI_LIMITS_PER_ACCOUNT, AI_MODELS } from "../../../contract/limits/ai";
import { formatMessage } from "../../../contract/messages";
import {
  AI_MODELS_MAX_PER_ACCOUNT,
  AiModelDetailSchema,
  aiModelFormSchema,
  aiModelKeyOwner,
  AiModelRowSchema,
  AZURE_OPENAI_MODEL_ENDPOINT,
  effectiveBaseUrl,
  isHttpUrl,
} from "../../../contract/wire/aiModels";
import { parseMessageRef } from "../../../app/i18n/message-keys";

const compatible = {
  name: "Local Llama",
  provider: "openai-compatible",
  baseUrl: "https://llm.example.com/v1",
  modelId: "llama3.1:8b",
  timeoutSeconds: 30,
};
const azure = {
  name: "Azure GPT",
  provider: "azure-openai",
  baseUrl: "https://acme-ai.openai.azure.com",
  deployment: "gpt4o-prod",
  apiKey: "azure-key",
  timeoutSeconds: 30,
};
const openai = { name: "OpenAI mini", provider: "openai", modelId: "gpt-4o-mini", apiKey: "sk-x", timeoutSeconds: 30 };

function issues(input: unknown, secretsSet: string[] = []): string[] {
  const result = aiModelFormSchema(secretsSet).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}
function parsed(input: unknown, secretsSet: string[] = []) {
  const result = aiModelFormSchema(secretsSet).safeParse(input);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  return result.data;
}

describe("model form: the name and the provider", () => {
  it("follows the name rule: 3 to 32 letters, digits, underscore, hyphen and space", () => {
    expect(issues({ ...compatible, name: "abc" })).toEqual([]);
    expect(issues({ ...compatible, name: "n".repeat(32) })).toEqual([]);
    expect(issues({ ...compatible, name: "ab" })).toEqual(["name: validation_name_rule"]);
    expect(issues({ ...compatible, name: "n".repeat(33) })).toEqual(["name: validation_name_rule"]);
    // The built-in model's name is no name a customer can give (so never a clash).
    expect(issues({ ...compatible, name: "Embedded (deterministic, no LLM)" })).toEqual(["name: validation_name_rule"]);
  });

  it("takes the three providers only; the built-in one is not a choice", () => {
    for (const provider of ["embedded", "anthropic", ""]) {
      expect(issues({ ...compatible, provider }), provider).toContain(
        `provider: ${provider === "" ? "validation_field_required" : "validation_field_invalid"}`,
      );
    }
  });
});

describe("model form: the Azure OpenAI endpoint (docs/product.md#validation)", () => {
  it("accepts a resource's endpoint on openai.azure.com or cognitiveservices.azure.com, with or without the slash", () => {
    for (const url of [
      "https://acme-ai.openai.azure.com",
      "https://acme-ai.openai.azure.com/",
      "https://ACME.OpenAI.Azure.com",
      "https://a1.cognitiveservices.azure.com",
      `https://${"r".repeat(64)}.openai.azure.com`,
    ]) {
      expect(issues({ ...azure, baseUrl: url }), url).toEqual([]);
    }
  });

  it("refuses anything else with the spec's message", () => {
    for (const url of [
      "http://acme-ai.openai.azure.com",
      "https://openai.azure.com",
      "https://-acme.openai.azure.com",
      "https://acme.openai.azure.com.evil.example",
      "https://acme.openai.azure.com/openai/deployments/x",
      "https://acme.azure.com",
      "https://api.openai.com/v1",
      `https://${"r".repeat(65)}.openai.azure.com`,
    ]) {
      expect(issues({ ...azure, baseUrl: url }), url).toEqual(["baseUrl: validation_invalid_azure_openai_endpoint"]);
      expect(AZURE_OPENAI_MODEL_ENDPOINT.test(url), url).toBe(false);
    }
    expect(formatMessage("validation_invalid_azure_openai_endpoint")).toBe("Invalid Azure OpenAI endpoint (base URL)");
  });

  it("needs the endpoint, the deployment and the key; the API version defaults to the GA one", () => {
    expect(issues({ ...azure, baseUrl: "", deployment: "", apiKey: "" })).toEqual([
      "baseUrl: validation_field_required",
      "deployment: validation_field_required",
      "apiKey: validation_field_required",
    ]);
    expect(parsed(azure).apiVersion).toBe(AI_MODELS.AZURE_DEFAULT_API_VERSION);
    expect(parsed({ ...azure, apiVersion: "2025-01-01-preview" }).apiVersion).toBe("2025-01-01-preview");
    expect(issues({ ...azure, apiVersion: "2025-1-1" })).toEqual(["apiVersion: validation_field_invalid"]);
    expect(issues({ ...azure, deployment: "has space" })).toEqual(["deployment: validation_field_invalid"]);
    expect(issues({ ...azure, deployment: "d".repeat(64) })).toEqual([]);
    expect(issues({ ...azure, deployment: "d".repeat(65) })).toEqual(["deployment: validation_field_invalid"]);
  });
});

describe("model form: OpenAI and OpenAI-compatible", () => {
  it("OpenAI: an empty base URL is OpenAI's own API; a key and a model are needed", () => {
    expect(parsed(openai).baseUrl).toBe(AI_MODELS.OPENAI_DEFAULT_BASE_URL);
    expect(parsed({ ...openai, baseUrl: "https://eu.api.openai.com/v1/" }).baseUrl).toBe(
      "https://eu.api.openai.com/v1",
    );
    expect(issues({ ...openai, apiKey: "", modelId: "" })).toEqual([
      "modelId: validation_field_required",
      "apiKey: validation_field_required",
    ]);
  });

  it("OpenAI-compatible: any http(s) URL, needed; no key needed (a local server takes none)", () => {
    expect(issues(compatible)).toEqual([]);
    expect(issues({ ...compatible, baseUrl: "http://10.0.0.5:11434/v1" })).toEqual([]);
    expect(issues({ ...compatible, baseUrl: "" })).toEqual(["baseUrl: validation_field_required"]);
    for (const url of [
      "ftp://llm.example.com",
      "llm.example.com/v1",
      "https://user:pw@llm.example.com",
      "https://a b.com",
    ]) {
      expect(issues({ ...compatible, baseUrl: url }), url).toEqual(["baseUrl: validation_invalid_url"]);
    }
    expect(issues({ ...compatible, baseUrl: `https://x.com/${"p".repeat(AI_MODELS.BASE_URL_MAX)}` })).toEqual([
      "baseUrl: validation_invalid_url",
    ]);
  });

  it("a model id as providers spell them, and nothing with spaces", () => {
    for (const modelId of ["gpt-4o-mini", "llama3.1:8b", "meta-llama/Llama-3.1-8B-Instruct", "qwen2.5@q4+fast"]) {
      expect(issues({ ...compatible, modelId }), modelId).toEqual([]);
    }
    for (const modelId of ["two words", "semi;colon", "m".repeat(201)]) {
      expect(issues({ ...compatible, modelId }), modelId).toEqual(["modelId: validation_field_invalid"]);
    }
  });

  it("a stored key may be left empty on update (secretsSet), never on create", () => {
    expect(issues({ ...openai, apiKey: "" }, ["apiKey"])).toEqual([]);
    expect(issues({ ...openai, apiKey: "" })).toEqual(["apiKey: validation_field_required"]);
    expect(issues({ ...openai, apiKey: "k".repeat(AI_MODELS.API_KEY_MAX + 1) })).toEqual([
      "apiKey: validation_field_invalid",
    ]);
  });
});

describe("model form: the timeout and the capabilities", () => {
  it("takes whole seconds from 1 to 120, 30 when absent", () => {
    expect(parsed({ ...compatible, timeoutSeconds: undefined }).timeoutSeconds).toBe(AI_MODELS.TIMEOUT_DEFAULT_SECONDS);
    expect(issues({ ...compatible, timeoutSeconds: AI_MODELS.TIMEOUT_MIN_SECONDS })).toEqual([]);
    expect(issues({ ...compatible, timeoutSeconds: AI_MODELS.TIMEOUT_MAX_SECONDS })).toEqual([]);
    for (const timeoutSeconds of [0, 121, 1.5, "abc"]) {
      const [problem] = issues({ ...compatible, timeoutSeconds });
      expect(problem, String(timeoutSeconds)).toMatch(/^timeoutSeconds: validation_ai_model_timeout\?/);
      const { key, params } = parseMessageRef(problem.slice("timeoutSeconds: ".length));
      expect(formatMessage(key, params)).toBe("The timeout is 1 to 120 seconds");
    }
  });

  it("stores only the provider's own fields: switching to OpenAI-compatible forgets the Azure deployment", () => {
    const stored = parsed({ ...compatible, deployment: "old-deployment", apiVersion: "2024-10-21", tools: true });
    expect(stored).toEqual({
      name: "Local Llama",
      provider: "openai-compatible",
      baseUrl: "https://llm.example.com/v1",
      modelId: "llama3.1:8b",
      deployment: undefined,
      apiVersion: undefined,
      apiKey: undefined,
      timeoutSeconds: 30,
      tools: true,
      streaming: false,
      realtime: false,
    });
    expect(parsed({ ...azure, modelId: "gpt-4o" }).modelId).toBeUndefined();
  });

  it("reads an HTML form as the console posts it: checkboxes on, numbers as text, empty fields absent", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      ...compatible,
      timeoutSeconds: "45",
      tools: "on",
      streaming: "on",
      apiKey: "",
    }))
      data.set(k, String(v));
    const submission = parseWithZod(data, { schema: aiModelFormSchema() });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      timeoutSeconds: 45,
      tools: true,
      streaming: true,
      realtime: false,
      apiKey: undefined,
    });
  });
});

describe("models: whose key, and the wire", () => {
  it("a key belongs to the provider at the base URL's origin", () => {
    expect(aiModelKeyOwner("openai", "")).toBe(aiModelKeyOwner("openai", "https://api.openai.com/v1/"));
    expect(aiModelKeyOwner("openai-compatible", "https://LLM.example.com/v1")).toBe(
      aiModelKeyOwner("openai-compatible", "https://llm.example.com/other"),
    );
    expect(aiModelKeyOwner("openai-compatible", "https://llm.example.com/v1")).not.toBe(
      aiModelKeyOwner("openai-compatible", "https://evil.example.com/v1"),
    );
    expect(aiModelKeyOwner("openai", "https://llm.example.com/v1")).not.toBe(
      aiModelKeyOwner("openai-compatible", "https://llm.example.com/v1"),
    );
    expect(effectiveBaseUrl("openai-compatible", "")).toBe("");
    expect(isHttpUrl("http://[::1]:8080/v1")).toBe(true);
  });

  it("a row and a detail never carry a key, only whether one is set", () => {
    const detail = AiModelDetailSchema.parse({
      id: "m1",
      name: "Local Llama",
      createdAt: "2026-11-29T00:00:00.000Z",
      provider: "openai-compatible",
      baseUrl: "https://llm.example.com/v1",
      modelId: "llama3.1:8b",
      deployment: null,
      apiVersion: null,
      timeoutSeconds: 30,
      tools: true,
      streaming: true,
      realtime: false,
      builtIn: false,
      secretsSet: { apiKey: true },
      apiKey: "sk-should-be-dropped",
    });
    expect(detail).not.toHaveProperty("apiKey");
    expect(Object.keys(AiModelRowSchema.shape)).not.toContain("apiKey");
    expect(AI_MODELS_MAX_PER_ACCOUNT).toBe(AI_LIMITS_PER_ACCOUNT.MODELS);
  });
});
