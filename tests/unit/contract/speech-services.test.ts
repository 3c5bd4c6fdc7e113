/**
 * The speech service form (contract/wire/speechServices): every rule at its boundaries, each
 * provider's credentials, write-only secrets on update, what is kept of a valid form, and the form as
 * an HTML form posts it (through conform, like the console's action).
 */
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PRODUCT_SPEECH_PROVIDER, SPEECH_SERVICE_IDS } from "../../../contract/enums/speech";
import { VALIDATION } from "../../../contract/limits/validation";
import {
  CONFIGURABLE_SPEECH_PROVIDERS,
  isReservedSpeechServiceName,
  requiredSpeechFieldsOf,
  SPEECH_SERVICES_LIST_SPEC,
  SpeechServiceDetailSchema,
  speechFieldsOf,
  speechServiceFormSchema,
  speechServiceIdOf,
  SpeechServiceRowSchema,
  type ConfigurableSpeechProvider,
} from "../../../contract/wire/speechServices";

const base = { name: "Support voices", usage: "TTSAndSTT", regionId: "eu-west" } as const;

/** A complete form of each provider (every required field given). */
const COMPLETE: Record<ConfigurableSpeechProvider, Record<string, unknown>> = {
  Azure: { provider: "Azure", apiKey: "az-key", azureRegion: "westeurope" },
  Google: { provider: "Google", serviceAccountJson: '{"type":"service_account"}' },
  GoogleV2: { provider: "GoogleV2", serviceAccountJson: '{"type":"service_account"}' },
  Amazon: { provider: "Amazon", accessKeyId: "AKIAEXAMPLE", secretAccessKey: "aws-secret", awsRegion: "eu-west-1" },
  Deepgram: { provider: "Deepgram", apiKey: "dg-key" },
  Elevenlabs: { provider: "Elevenlabs", apiKey: "el-key" },
  OpenAI: { provider: "OpenAI", apiKey: "oa-key", sttModel: "gpt-4o-transcribe", ttsModel: "gpt-4o-mini-tts" },
  AzureOpenAI: {
    provider: "AzureOpenAI",
    endpoint: "https://acme-voice.openai.azure.com",
    apiKey: "aoa-key",
    deployment: "speech-prod",
    sttModel: "whisper-1",
    ttsModel: "gpt-4o-mini-tts",
  },
  GenericProvider: { provider: "GenericProvider", url: "https://speech.example.net/v1" },
  LiveHub: { provider: PRODUCT_SPEECH_PROVIDER },
};

const form = (provider: ConfigurableSpeechProvider, extra: Record<string, unknown> = {}) => ({
  ...base,
  ...COMPLETE[provider],
  ...extra,
});

/** The issues of a form as "path: key" lines (none when valid). */
function issues(input: unknown, secretsSet: readonly string[] = []): string[] {
  const result = speechServiceFormSchema(secretsSet).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

function parsed(input: unknown, secretsSet: readonly string[] = []) {
  const result = speechServiceFormSchema(secretsSet).safeParse(input);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  return result.data;
}

describe("speech service form: the name", () => {
  it("takes up to 40 characters after trimming, and refuses 41", () => {
    expect(VALIDATION.SPEECH_SERVICE_NAME_MAX).toBe(40);
    expect(issues(form("Azure", { name: "n".repeat(40) }))).toEqual([]);
    expect(parsed(form("Azure", { name: `  ${"n".repeat(40)}  ` })).name).toBe("n".repeat(40));
    expect(issues(form("Azure", { name: "n".repeat(41) }))).toEqual(["name: validation_speech_service_name"]);
  });

  it("is required: missing, empty or blank", () => {
    for (const name of [undefined, "", "   "])
      expect(issues(form("Azure", { name })), String(name)).toEqual(["name: validation_speech_service_name"]);
  });

  it("is never a provider name, in any case and with spaces around", () => {
    for (const name of ["deepgram", " Google Enhanced ", "ELEVENLABS", "Microsoft", "amazon", "google", "DeepGram"]) {
      expect(isReservedSpeechServiceName(name), name).toBe(true);
      expect(issues(form("Azure", { name })), name).toEqual(["name: validation_speech_service_provider_name"]);
    }
  });

  it("may contain a provider name", () => {
    for (const name of ["Acme Deepgram", "Google Enhanced 2", "Amazonia", "My ElevenLabs voices"]) {
      expect(isReservedSpeechServiceName(name), name).toBe(false);
      expect(issues(form("Azure", { name })), name).toEqual([]);
    }
  });
});

describe("speech service form: provider, usage and region", () => {
  it("offers every provider of the spec but None", () => {
    expect(CONFIGURABLE_SPEECH_PROVIDERS).not.toContain("None");
    expect(CONFIGURABLE_SPEECH_PROVIDERS).toHaveLength(10);
    expect(issues(form("Azure", { provider: "None" }))).toEqual(["provider: validation_field_invalid"]);
    expect(issues(form("Azure", { provider: "Nuance" }))).toEqual(["provider: validation_field_invalid"]);
    expect(issues({ ...base, apiKey: "k" })).toEqual(["provider: validation_field_required"]);
  });

  it("is used for TTS, STT or both, never None", () => {
    for (const usage of ["TTS", "STT", "TTSAndSTT"]) expect(issues(form("Azure", { usage })), usage).toEqual([]);
    expect(issues(form("Azure", { usage: "None" }))).toEqual(["usage: validation_field_invalid"]);
    expect(issues(form("Azure", { usage: undefined }))).toEqual(["usage: validation_field_required"]);
  });

  it("needs a region", () => {
    expect(issues(form("Azure", { regionId: "" }))).toEqual(["regionId: validation_field_required"]);
    expect(issues(form("Azure", { regionId: undefined }))).toEqual(["regionId: validation_field_required"]);
  });
});

describe("speech service form: each provider's credentials", () => {
  it("accepts each provider's complete form", () => {
    for (const provider of CONFIGURABLE_SPEECH_PROVIDERS) expect(issues(form(provider)), provider).toEqual([]);
  });

  it("refuses each required credential missing, on that field", () => {
    for (const provider of CONFIGURABLE_SPEECH_PROVIDERS) {
      for (const field of requiredSpeechFieldsOf(provider, "TTSAndSTT")) {
        expect(issues(form(provider, { [field]: "" })), `${provider} ${field}`).toEqual([
          `${field}: validation_field_required`,
        ]);
      }
    }
    expect(requiredSpeechFieldsOf("Azure", "TTSAndSTT")).toEqual(["apiKey", "azureRegion"]);
    expect(requiredSpeechFieldsOf("Amazon", "TTS")).toEqual(["accessKeyId", "secretAccessKey", "awsRegion"]);
    expect(requiredSpeechFieldsOf("GenericProvider", "STT")).toEqual(["url"]);
    expect(requiredSpeechFieldsOf(PRODUCT_SPEECH_PROVIDER, "TTSAndSTT")).toEqual([]);
  });

  it("wants a Google service account as a JSON object", () => {
    for (const provider of ["Google", "GoogleV2"] as const) {
      for (const bad of ["not json", "[1,2]", "null", '"text"', "{"]) {
        expect(issues(form(provider, { serviceAccountJson: bad })), `${provider} ${bad}`).toEqual([
          "serviceAccountJson: validation_invalid_json",
        ]);
      }
    }
  });

  it("wants an Azure OpenAI endpoint on https://<name>.openai.azure.com", () => {
    for (const endpoint of [
      "https://acme.openai.azure.com",
      "https://acme-voice-2.openai.azure.com/",
      "https://acme.openai.azure.com/openai/deployments",
    ]) {
      expect(issues(form("AzureOpenAI", { endpoint })), endpoint).toEqual([]);
    }
    for (const endpoint of [
      "http://acme.openai.azure.com",
      "https://openai.azure.com",
      "https://acme.openai.azure.com.evil.example",
      "https://acme.example.com",
      "acme",
    ]) {
      expect(issues(form("AzureOpenAI", { endpoint })), endpoint).toEqual([
        "endpoint: validation_invalid_azure_openai_endpoint",
      ]);
    }
  });

  it("wants the models the usage needs for OpenAI and Azure OpenAI, from the spec's lists", () => {
    for (const provider of ["OpenAI", "AzureOpenAI"] as const) {
      expect(issues(form(provider, { usage: "STT", ttsModel: undefined })), provider).toEqual([]);
      expect(issues(form(provider, { usage: "TTS", sttModel: undefined })), provider).toEqual([]);
      expect(issues(form(provider, { usage: "STT", sttModel: undefined }))).toEqual([
        "sttModel: validation_field_required",
      ]);
      expect(issues(form(provider, { usage: "TTS", ttsModel: undefined }))).toEqual([
        "ttsModel: validation_field_required",
      ]);
      expect(issues(form(provider, { sttModel: "whisper-2" }))).toEqual(["sttModel: validation_field_invalid"]);
      expect(issues(form(provider, { ttsModel: "tts-1" }))).toEqual(["ttsModel: validation_field_invalid"]);
    }
    expect(speechFieldsOf("OpenAI", "STT")).toEqual(["apiKey", "sttModel"]);
    expect(speechFieldsOf("OpenAI", "TTS")).toEqual(["apiKey", "ttsModel"]);
    expect(parsed(form("OpenAI", { usage: "STT" }))).not.toHaveProperty("ttsModel");
  });

  it("defaults the Deepgram model to nova-3-general and takes only the spec's models", () => {
    expect(parsed(form("Deepgram")).deepgramModel).toBe("nova-3-general");
    expect(parsed(form("Deepgram", { deepgramModel: "" })).deepgramModel).toBe("nova-3-general");
    expect(parsed(form("Deepgram", { deepgramModel: "nova-2-general" })).deepgramModel).toBe("nova-2-general");
    expect(issues(form("Deepgram", { deepgramModel: "nova-1" }))).toEqual(["deepgramModel: validation_field_invalid"]);
  });

  it("wants a generic provider's URL by the URL rule; its token is optional", () => {
    expect(issues(form("GenericProvider", { url: "wss://10.0.0.5:8443/speech" }))).toEqual([]);
    expect(issues(form("GenericProvider", { url: "ftp://speech.example.net" }))).toEqual([
      "url: validation_invalid_url",
    ]);
    expect(parsed(form("GenericProvider", { token: "bearer-1" })).token).toBe("bearer-1");
  });
});

describe("speech service form: secrets on update", () => {
  it("lets a secret already stored be left empty, and only that one", () => {
    expect(issues(form("Azure", { apiKey: "" }), ["apiKey"])).toEqual([]);
    expect(issues(form("Azure", { apiKey: undefined }), ["apiKey"])).toEqual([]);
    expect(issues(form("Azure", { apiKey: "" }), ["token"])).toEqual(["apiKey: validation_field_required"]);
    expect(issues(form("Amazon", { secretAccessKey: "" }), ["secretAccessKey"])).toEqual([]);
    expect(issues(form("Google", { serviceAccountJson: "" }), ["serviceAccountJson"])).toEqual([]);
  });

  it("never lets a stored secret stand in for a field that is not secret", () => {
    expect(issues(form("Azure", { azureRegion: "" }), ["apiKey", "azureRegion"])).toEqual([
      "azureRegion: validation_field_required",
    ]);
  });
});

describe("speech service form: what is kept", () => {
  it("drops the fields the provider does not take", () => {
    const out = parsed(
      form("Azure", {
        token: "t",
        url: "https://x.example",
        deepgramModel: "nova-2-general",
        serviceAccountJson: "{}",
        sttModel: "whisper-1",
      }),
    );
    expect(out).toEqual({
      name: "Support voices",
      provider: "Azure",
      usage: "TTSAndSTT",
      regionId: "eu-west",
      apiKey: "az-key",
      azureRegion: "westeurope",
    });
    expect(parsed(form(PRODUCT_SPEECH_PROVIDER, { apiKey: "k", url: "https://x.example" }))).toEqual({
      ...base,
      provider: PRODUCT_SPEECH_PROVIDER,
    });
  });

  it("answers a form that parses to itself (the console posts what it parsed)", () => {
    for (const provider of CONFIGURABLE_SPEECH_PROVIDERS) {
      const once = parsed(form(provider));
      expect(parsed(once), provider).toEqual(once);
    }
  });

  it("maps each provider to the spec's speech service id", () => {
    expect(speechServiceIdOf("Azure")).toBe("ac-azure-speech");
    expect(speechServiceIdOf("Google")).toBe("ac-google-speech");
    expect(speechServiceIdOf("GoogleV2")).toBe("ac-google-v2-speech");
    expect(speechServiceIdOf("Amazon")).toBe("ac-aws-speech");
    expect(speechServiceIdOf("Deepgram")).toBe("ac-deepgram-speech");
    for (const provider of [
      "Elevenlabs",
      "OpenAI",
      "AzureOpenAI",
      "GenericProvider",
      PRODUCT_SPEECH_PROVIDER,
      "None",
      "toString",
    ]) {
      expect(speechServiceIdOf(provider), provider).toBeNull();
    }
    for (const provider of CONFIGURABLE_SPEECH_PROVIDERS) {
      const id = speechServiceIdOf(provider);
      if (id) expect(SPEECH_SERVICE_IDS).toContain(id);
    }
  });
});

describe("speech service form: as an HTML form posts it", () => {
  it("reads empty inputs as not given and defaults the Deepgram model", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: " Acme Deepgram ",
      provider: "Deepgram",
      usage: "STT",
      regionId: "eu-west",
      apiKey: "dg-key",
      deepgramModel: "",
      token: "",
    })) {
      data.append(k, v);
    }
    const submission = parseWithZod(data, { schema: speechServiceFormSchema() });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Acme Deepgram",
      provider: "Deepgram",
      usage: "STT",
      regionId: "eu-west",
      apiKey: "dg-key",
      deepgramModel: "nova-3-general",
    });
  });

  it("puts a missing secret on its field, and accepts it empty once stored", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({
      name: "Voices",
      provider: "Elevenlabs",
      usage: "TTS",
      regionId: "eu-west",
      apiKey: "",
    }))
      data.append(k, v);
    const refused = parseWithZod(data, { schema: speechServiceFormSchema() });
    expect(refused.status === "error" && refused.error).toEqual({ apiKey: ["validation_field_required"] });
    expect(parseWithZod(data, { schema: speechServiceFormSchema(["apiKey"]) }).status).toBe("success");
  });
});

describe("speech service wire shapes", () => {
  it("reads a row and a detail without secret values", () => {
    expect(
      SpeechServiceRowSchema.parse({
        id: "s1",
        name: "Voices",
        createdAt: "2026-01-01T00:00:00.000Z",
        provider: "Azure",
        usage: "TTS",
        serviceId: "ac-azure-speech",
        regionId: null,
      }),
    ).toBeTruthy();
    const detail = SpeechServiceDetailSchema.parse({
      ...form("Azure"),
      id: "s1",
      createdAt: "2026-01-01T00:00:00.000Z",
      secretsSet: { apiKey: true, token: false },
    });
    expect(detail).not.toHaveProperty("apiKey");
    expect(detail.azureRegion).toBe("westeurope");
  });

  it("lists by provider and usage, sortable, and by region", () => {
    expect(SPEECH_SERVICES_LIST_SPEC.fields.provider).toMatchObject({ type: "enum", sortable: true });
    expect(SPEECH_SERVICES_LIST_SPEC.fields.usage).toMatchObject({ type: "enum", sortable: true });
    expect(SPEECH_SERVICES_LIST_SPEC.fields.regionId).toMatchObject({ type: "string" });
    expect(SPEECH_SERVICES_LIST_SPEC.fields.name).toMatchObject({ sortable: true });
  });
});
