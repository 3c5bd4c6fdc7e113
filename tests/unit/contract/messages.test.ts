import { describe, expect, it } from "vitest";
import { formatMessage, GENERIC_ERROR, isMessageKey, MESSAGES, MSG } from "../../../contract/messages";
import { ManualChargeSchema, ManualCreditSchema, ManualNumberSchema } from "../../../contract/wire/admin";
import { WhatsAppNumberCreateSchema } from "../../../contract/wire/whatsapp";
import { BotCreateSchema } from "../../../contract/wire/bots";
import { SpeechServiceCreateSchema } from "../../../contract/wire/speechServices";
import { VoiceTranslationCreateSchema } from "../../../contract/wire/voiceTranslations";

describe("messages", () => {
  it("has the spec's quoted texts word for word", () => {
    expect(MESSAGES[GENERIC_ERROR]).toBe("Oops, something went wrong. Please contact your system administrator!");
    const texts = Object.values(MESSAGES);
    for (const quoted of [
      "Error creating WhatsApp number",
      "Error updating WhatsApp number",
      "Error connecting WhatsApp number",
      "Error fetching number status",
      "WhatsApp number updated successfully",
      "WhatsApp number finalized successfully",
      "Failed to mark notification as read",
      "Failed to delete notification.",
      "Failed to remove all notifications.",
      "Error downloading the file.",
      "Server not available, giving up.",
      "Failed to fetch flows/agents. Please try again later.",
      "File uploaded successfully.",
      "Failed to upload file. Please try again later.",
      "The selected time range is too long. Please select a range not longer than 2 months.",
      "A valid email is required",
      "Invalid email id",
      "Password is too short",
      "Field is required",
      "invalid JSON format",
    ]) {
      expect(texts).toContain(quoted);
    }
  });

  it("has the keys the spec names", () => {
    for (const key of [
      "warning_no_account_assigned",
      "error_export_to_csv_fail",
      "error_transfer_call_not_found",
      "error_action_denied",
      "error_sip_update_fail",
      "labels_export_success",
      "labels_export_failed",
      "labels_invalid_json_format",
      "validation_manual_charge_value",
      "warning_selected_time_range_is_long",
      "labels_limited_search",
      "warning_subscription_inactive",
      "warning_subscription_inactive_for_msft_accounts",
      "labels_disable_teams_only_mode",
    ]) {
      expect(isMessageKey(key), key).toBe(true);
      expect(MESSAGES[key as keyof typeof MESSAGES]).not.toBe(key);
    }
    expect(MSG.error_generic).toBe("error_generic");
  });

  it("fills placeholders and passes unknown keys through", () => {
    expect(formatMessage("validation_field_required", { field: "Name" })).toBe("Name field is required");
    expect(formatMessage("validation_field_invalid", {})).toBe("{{field}} is invalid");
    expect(formatMessage("Server said no")).toBe("Server said no");
  });

  it("covers every message key the wire schemas report", () => {
    const reported = [
      ManualChargeSchema.safeParse({ accountId: "a", amount: 0, description: "" }),
      ManualCreditSchema.safeParse({ clientId: "a", creditAmount: 0 }),
      ManualNumberSchema.safeParse({
        phoneNumber: "x",
        countryName: "",
        monthlyCharge: 0,
        regionId: "r",
        clientId: "c",
        accountName: "n",
      }),
      WhatsAppNumberCreateSchema.safeParse({ name: "", pinCode: "1", regionId: "", maxCallDurationInMinutes: -1 }),
      BotCreateSchema.safeParse({
        name: "x",
        framework: "None",
        subFramework: "dialogflow-es",
        botApiType: "streaming_api",
        apiUrl: "ftp://x",
        regionId: "",
        authMethod: "oauth",
        maxCallsPerSecond: 0,
        maxConcurrentCalls: 301,
        dialOutNumber: "1",
        backgroundMusicVolume: -40,
        transferThreshold: 0,
        outboundCallAttempts: 9,
        advancedConfiguration: "{",
      }),
      BotCreateSchema.safeParse({
        name: "Good name",
        framework: "Ac",
        subFramework: "ai-agent",
        botApiType: "chat_api",
        regionId: "r",
        authMethod: "token",
        maxCallsPerSecond: 1,
        maxConcurrentCalls: 0,
        isVoiceStreaming: true,
        isTransferCallingEnabled: true,
      }),
      SpeechServiceCreateSchema.safeParse({
        name: "Deepgram",
        provider: "AzureOpenAI",
        usage: "TTSAndSTT",
        regionId: "",
        endpoint: "http://x",
      }),
      VoiceTranslationCreateSchema.safeParse({
        name: "x",
        languages: [
          { language: "en-US", voice: "nope" },
          { language: "en-US", voice: "" },
        ],
        speechServiceId: "",
        volumeDb: -40,
        agentAssist: true,
        voiceTranslation: true,
      }),
    ].flatMap((r) => r.error?.issues.map((i) => i.message) ?? []);
    expect(reported.length).toBeGreaterThan(5);
    for (const key of reported) expect(isMessageKey(key), key).toBe(true);
  });
});
