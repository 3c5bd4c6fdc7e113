/**
 * The bot form's rules at their boundaries (issue 14; docs/product.md#bots "Form fields", "Bots and limits";
 * #ranges background music volume): the schema the console's action and the platform's endpoint share.
 */
import { describe, expect, it } from "vitest";
import { BotCreateSchema, botFormSchema, normaliseBotForm } from "../../../contract/wire/bots";

const VALID = {
  name: "Reception bot",
  framework: "None",
  subFramework: "custom",
  botApiType: "chat_api",
  apiUrl: "https://bots.example.net/reception",
  regionId: "eu-west",
  authMethod: "no-auth",
  maxCallsPerSecond: 5,
  maxConcurrentCalls: 10,
};

/** The fields a form is refused on (empty: accepted). */
function refusedOn(input: Record<string, unknown>, secretsSet: string[] = []): string[] {
  const result = botFormSchema(secretsSet).safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.path.join(".")))];
}

function messagesOn(input: Record<string, unknown>): string[] {
  const result = botFormSchema([]).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("the bot form", () => {
  it("a name outside the rule is refused with the rule, not 'is invalid'", () => {
    expect(messagesOn({ ...VALID, name: "x".repeat(50) })).toEqual(["validation_name_rule"]);
  });

  it("accepts a plain custom bot", () => {
    expect(refusedOn(VALID)).toEqual([]);
  });

  it("names: 3 to 32 letters, digits, spaces, - and _", () => {
    expect(refusedOn({ ...VALID, name: "ab" })).toEqual(["name"]);
    expect(refusedOn({ ...VALID, name: "abc" })).toEqual([]);
    expect(refusedOn({ ...VALID, name: "a".repeat(32) })).toEqual([]);
    expect(refusedOn({ ...VALID, name: "a".repeat(33) })).toEqual(["name"]);
    expect(refusedOn({ ...VALID, name: "Bot; DROP" })).toEqual(["name"]);
    expect(refusedOn({ ...VALID, name: "Bot_1 - main" })).toEqual([]);
  });

  it("calls per second 1 to 20, concurrent calls 0 to 300", () => {
    expect(refusedOn({ ...VALID, maxCallsPerSecond: 0 })).toEqual(["maxCallsPerSecond"]);
    expect(refusedOn({ ...VALID, maxCallsPerSecond: 1 })).toEqual([]);
    expect(refusedOn({ ...VALID, maxCallsPerSecond: 20 })).toEqual([]);
    expect(refusedOn({ ...VALID, maxCallsPerSecond: 21 })).toEqual(["maxCallsPerSecond"]);
    expect(refusedOn({ ...VALID, maxConcurrentCalls: -1 })).toEqual(["maxConcurrentCalls"]);
    expect(refusedOn({ ...VALID, maxConcurrentCalls: 0 })).toEqual([]);
    expect(refusedOn({ ...VALID, maxConcurrentCalls: 300 })).toEqual([]);
    expect(refusedOn({ ...VALID, maxConcurrentCalls: 301 })).toEqual(["maxConcurrentCalls"]);
  });

  it("dial-out number: starts with + and at most 20 characters", () => {
    expect(refusedOn({ ...VALID, dialOutNumber: `+${"1".repeat(19)}` })).toEqual([]);
    expect(refusedOn({ ...VALID, dialOutNumber: `+${"1".repeat(20)}` })).toEqual(["dialOutNumber"]);
    expect(refusedOn({ ...VALID, dialOutNumber: "4420794600" })).toEqual(["dialOutNumber"]);
  });

  it("background music volume 0 to -32 dB, and its URL when it is on", () => {
    const music = { ...VALID, isBackgroundMusicEnabled: true, backgroundMusicUrl: "https://cdn.example.net/hold.mp3" };
    expect(refusedOn({ ...music, backgroundMusicVolume: 0 })).toEqual([]);
    expect(refusedOn({ ...music, backgroundMusicVolume: -32 })).toEqual([]);
    expect(refusedOn({ ...music, backgroundMusicVolume: -33 })).toEqual(["backgroundMusicVolume"]);
    expect(refusedOn({ ...music, backgroundMusicVolume: 1 })).toEqual(["backgroundMusicVolume"]);
    expect(refusedOn({ ...music, backgroundMusicUrl: undefined })).toEqual(["backgroundMusicUrl"]);
  });

  it("the URL rule, and the fields each framework needs", () => {
    expect(refusedOn({ ...VALID, apiUrl: "ftp://bots.example.net" })).toEqual(["apiUrl"]);
    expect(refusedOn({ ...VALID, apiUrl: "wss://10.0.0.1:8443/stream" })).toEqual([]);
    expect(refusedOn({ ...VALID, apiUrl: undefined })).toEqual(["apiUrl"]);
    const cx = {
      ...VALID,
      framework: "Dialogflow",
      subFramework: "dialogflow-cx",
      apiUrl: undefined,
      authMethod: "oauth",
      clientId: "c",
      clientSecret: "s",
      tokenUrl: "https://t.example.net",
    };
    expect(refusedOn(cx).sort()).toEqual(["location", "projectId"]);
    expect(refusedOn({ ...cx, projectId: "p-1", location: "europe-west1" })).toEqual([]);
    // A sub-framework of another main type, an API type or authentication the framework does not offer.
    expect(refusedOn({ ...VALID, subFramework: "dialogflow-es" })).toEqual(["subFramework"]);
    expect(refusedOn({ ...cx, projectId: "p", location: "l", authMethod: "token", token: "x" })).toEqual([
      "authMethod",
    ]);
  });

  it("authentication: what each method needs; a stored secret may be left empty on update", () => {
    expect(refusedOn({ ...VALID, authMethod: "token" })).toEqual(["token"]);
    expect(refusedOn({ ...VALID, authMethod: "token" }, ["token"])).toEqual([]);
    expect(refusedOn({ ...VALID, authMethod: "oauth" }).sort()).toEqual(["clientId", "clientSecret", "tokenUrl"]);
    expect(
      refusedOn({ ...VALID, authMethod: "oauth", clientId: "c", tokenUrl: "https://t.example.net" }, ["clientSecret"]),
    ).toEqual([]);
  });

  it("configuration JSON must be an object; voice streaming only with the built-in AI agent", () => {
    expect(refusedOn({ ...VALID, advancedConfiguration: '{"language": "en-US"}' })).toEqual([]);
    expect(refusedOn({ ...VALID, advancedConfiguration: "{language}" })).toEqual(["advancedConfiguration"]);
    expect(refusedOn({ ...VALID, advancedConfiguration: "[1]" })).toEqual(["advancedConfiguration"]);
    // Each says what is wrong: not JSON at all, or JSON of another shape.
    expect(messagesOn({ ...VALID, advancedConfiguration: "{language}" })).toEqual(["validation_invalid_json"]);
    expect(messagesOn({ ...VALID, advancedConfiguration: "[1]" })).toEqual(["validation_json_object"]);
    expect(refusedOn({ ...VALID, isVoiceStreaming: true })).toEqual(["isVoiceStreaming"]);
    const agent = {
      ...VALID,
      framework: "Ac",
      subFramework: "ai-agent",
      apiUrl: undefined,
      botApiType: "streaming_api",
      isVoiceStreaming: true,
    };
    // The built-in AI agent may stream: whether its agent's model is realtime is the platform's to say.
    expect(refusedOn({ ...agent, agentId: "agent-1" })).toEqual([]);
  });

  it("the built-in AI agent runs one of the account's agents, its latest published version or a pinned one", () => {
    const agent = {
      ...VALID,
      framework: "Ac",
      subFramework: "ai-agent",
      apiUrl: undefined,
      botApiType: "streaming_api",
    };
    expect(refusedOn(agent)).toEqual(["agentId"]);
    expect(messagesOn(agent)).toEqual(["validation_bot_agent_missing"]);
    expect(messagesOn({ ...agent, agentId: "  " })).toEqual(["validation_bot_agent_missing"]);
    // The version: "latest" (also when left out or empty) or a version's number, posted as text.
    const version = (agentVersion: unknown) =>
      normaliseBotForm(BotCreateSchema.parse({ ...agent, agentId: "agent-1", agentVersion })).agentVersion;
    expect(version(undefined)).toBe("latest");
    expect(version("")).toBe("latest");
    expect(version("latest")).toBe("latest");
    expect(version("3")).toBe(3);
    expect(version(1)).toBe(1);
    for (const bad of ["0", "-1", "1.5", "v2", "newest"]) {
      expect(messagesOn({ ...agent, agentId: "agent-1", agentVersion: bad }), bad).toEqual([
        "validation_field_invalid",
      ]);
    }
    // Another framework takes no agent: what was posted for one is not stored.
    const custom = normaliseBotForm(BotCreateSchema.parse({ ...VALID, agentId: "agent-1", agentVersion: "2" }));
    expect(custom.agentId).toBeUndefined();
    expect(custom.agentVersion).toBeUndefined();
  });

  it("call transfer needs its number", () => {
    expect(refusedOn({ ...VALID, isTransferCallingEnabled: true })).toEqual(["transferTarget"]);
    expect(refusedOn({ ...VALID, isTransferCallingEnabled: true, transferTarget: "+442079460123" })).toEqual([]);
  });

  it("stores only what the framework and authentication take", () => {
    const form = BotCreateSchema.parse({
      ...VALID,
      authMethod: "token",
      token: "t",
      clientId: "left over",
      projectId: "left over",
      transferTarget: "+1",
    });
    const stored = normaliseBotForm(form);
    expect(stored.clientId).toBeUndefined();
    expect(stored.projectId).toBeUndefined();
    expect(stored.transferTarget).toBeUndefined();
    expect(stored.token).toBe("t");
  });
});
