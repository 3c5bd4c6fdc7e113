import { randomBytes } from "node:crypto";
import { DEFAULT_DEEPGRAM_MODEL } from "../../contract/enums/speech";
import { subFrameworkOf } from "../../contract/wire/bots";
import { speechServiceIdOf, type ConfigurableSpeechUsage } from "../../contract/wire/speechServices";
import { voicesOf, type TranslationLanguage } from "../../contract/wire/voiceTranslations";
import type { AccountTraffic, BotEntity, PhoneEntity, SipEntity, TeamsEntity, WhatsAppEntity } from "../calls/generate";
import type { RegionId } from "./catalog";
import { type Rng } from "./random";
import { type RowWriter } from "./rows";
import { TIME } from "../../contract/limits/units";

/**
 * Accounts and their entities: "Acme Voice" in detail, the other demo accounts (trial,
 * marketplace, postpaid, inactive, platform operations) and ~20 smaller clients of every type.
 */

export interface SeededAccount {
  id: string;
  name: string;
  status: string;
  billingType: string;
  /** The wallet its billing history ends at (seed/billing.ts writes the history; the row opens at 0). */
  balance: number;
  createdAt: number;
  /** Entities able to carry calls; null when the account has none. */
  traffic: AccountTraffic | null;
  /** Calls to generate over the history. */
  calls: number;
  /** History calls stop here (an inactive account stopped calling). */
  activeUntil: number;
}

interface AccountSpec {
  name: string;
  description?: string;
  type: string;
  status: string;
  plan: string;
  billing_type: string;
  balance: number;
  region: RegionId;
  time_zone?: string;
  dialCode: string;
  country: Country;
  extra?: Record<string, unknown>;
  size: EntitySizes;
  calls: number;
  /** Calls stop this many days before now. */
  silentDays?: number;
  hostile?: boolean;
}

interface EntitySizes {
  bots: number;
  phones: number;
  sips: number;
  teams: number;
  whatsapp: number;
  speech: number;
  alarms: number;
  routing: number;
}

type Country = "GB" | "US" | "DE" | "FR" | "AU" | "ES";

const COUNTRIES: Record<Country, { name: string; city: string; region: RegionId; language: string }> = {
  GB: { name: "United Kingdom", city: "London", region: "eu-west", language: "en-GB" },
  US: { name: "United States", city: "New York", region: "us-east", language: "en-US" },
  DE: { name: "Germany", city: "Berlin", region: "eu-west", language: "de-DE" },
  FR: { name: "France", city: "Paris", region: "eu-west", language: "fr-FR" },
  AU: { name: "Australia", city: "Sydney", region: "ap-southeast", language: "en-GB" },
  ES: { name: "Spain", city: "Madrid", region: "eu-west", language: "es-ES" },
};

const BOT_KINDS: { framework: string; sub_framework: string | null; isAi: boolean }[] = [
  { framework: "Ac", sub_framework: "ai-agent", isAi: true },
  { framework: "Dialogflow", sub_framework: "dialogflow-cx", isAi: false },
  { framework: "Microsoft", sub_framework: "copilot-studio", isAi: false },
  { framework: "Dialogflow", sub_framework: "dialogflow-es", isAi: false },
  { framework: "Amazon", sub_framework: "amazon-lex", isAi: false },
  { framework: "CoCoHub", sub_framework: "cocohub", isAi: false },
  { framework: "Ac", sub_framework: "cognigy", isAi: false },
  { framework: "Ac", sub_framework: "rasa", isAi: false },
  { framework: "Microsoft", sub_framework: "azure-bot-service", isAi: false },
  { framework: "None", sub_framework: "custom", isAi: false },
];

const SPEECH = [
  { stt: "Azure", sttModel: "azure-default", tts: "Azure", ttsModel: "en-US-JennyNeural" },
  { stt: "Google", sttModel: "latest_long", tts: "Google", ttsModel: "en-US-Neural2-F" },
  { stt: "Deepgram", sttModel: "nova-3-general", tts: "Elevenlabs", ttsModel: "eleven_turbo_v2" },
  { stt: "OpenAI", sttModel: "gpt-4o-transcribe", tts: "OpenAI", ttsModel: "gpt-4o-mini-tts" },
];

/** The speech providers the seed writes services of. */
type SeededSpeechProvider = "Azure" | "Google" | "Deepgram";

const SMALL: EntitySizes = { bots: 2, phones: 2, sips: 1, teams: 0, whatsapp: 0, speech: 0, alarms: 1, routing: 1 };
const NONE: EntitySizes = { bots: 0, phones: 0, sips: 0, teams: 0, whatsapp: 0, speech: 0, alarms: 0, routing: 0 };

/** Rng.uuid() takes four draws (32 hex digits, eight a draw). */
const UUID_DRAWS = 4;

/** The clients besides the demo accounts, so admin lists have pages and every type shows. */
const CLIENTS: [name: string, type: string, status: string, plan: string, billing: string, country: Country][] = [
  ["Blue Harbor Dental", "Oneclick", "active", "Essential Plan", "Prepaid", "US"],
  ["Cobalt Logistics", "OneclickCX", "active", "Essential Plan", "Prepaid", "DE"],
  ["Driftwood Hotels", "CoCoHub", "active", "Essential Plan", "Postpaid", "ES"],
  ["Evergreen Insurance", "VoiceAI", "active", "Trial Plan", "Prepaid", "GB"],
  ["Falcon Telecom", "IAM", "active", "Essential Plan", "Postpaid", "US"],
  ["Granite Bank", "MSFT", "active", "Essential Plan", "Marketplace", "GB"],
  ["Horizon Health", "Pnc", "locked", "Essential Plan", "Postpaid", "AU"],
  ["Ivory Retail", "None", "active", "Essential Plan", "Prepaid", "FR"],
  ["Juniper Schools", "LiveHub", "active", "Trial Plan", "Prepaid", "AU"],
  ["Kestrel Airlines", "MSFT", "disabled", "Essential Plan", "Marketplace", "DE"],
  ["Lumen Energy", "Oneclick", "active", "Essential Plan", "Prepaid", "US"],
  ["Maple Utilities", "MSFT", "pending", "Pending Plan", "Marketplace", "US"],
  ["Nimbus Software", "VoiceAI", "active", "Essential Plan", "Prepaid", "GB"],
  ["Orchid Travel", "MSFT", "canceled", "Essential Plan", "Marketplace", "FR"],
  ["Pioneer Motors", "OneclickCX", "active", "Essential Plan", "Postpaid", "DE"],
  ["Quartz Legal", "IAM", "active", "Trial Plan", "Prepaid", "GB"],
  ["Redwood Realty", "CoCoHub", "inactive", "Essential Plan", "Prepaid", "US"],
  ["Summit Fitness", "Pnc", "active", "Essential Plan", "Prepaid", "ES"],
  ["Tidal Media", "LiveHub", "active", "Essential Plan", "Prepaid", "AU"],
  ["Contoso QA", "None", "active", "Essential Plan", "Prepaid", "GB"],
];

/** Ids of the demo accounts, for the users seed. */
export interface DemoAccounts {
  acme: string;
  trial: string;
  operations: string;
  /** "Globex Contact Centers": the demo owner is also a member there (switch account). */
  globex: string;
}

export class AccountSeeder {
  readonly seeded: SeededAccount[] = [];
  private readonly numberCounters = new Map<Country, number>();

  constructor(
    private readonly rows: RowWriter,
    private readonly rng: Rng,
    private readonly now: number,
  ) {}

  run(acmeCalls: number): DemoAccounts {
    const now = this.now;
    const operations = this.account({
      name: "Platform Operations",
      description: "Operators of the platform",
      type: "LiveHub",
      status: "active",
      plan: "Essential Plan",
      billing_type: "Postpaid",
      balance: 0,
      region: "eu-west",
      dialCode: "+44",
      country: "GB",
      size: NONE,
      calls: 0,
    });
    const acme = this.acme(acmeCalls);
    const trial = this.account({
      name: "Trial Co",
      description: "Evaluating voice bots",
      type: "VoiceAI",
      status: "active",
      plan: "Trial Plan",
      billing_type: "Prepaid",
      balance: 5,
      region: "us-east",
      time_zone: "America/New_York",
      dialCode: "+1",
      country: "US",
      // One Teams connection, and a maximum of one (an administrator's per-account setting): the Teams
      // page shows its limit warning (accounts.max_teams_connections; docs/product.md#current-user "maxTeamsConnections").
      extra: { trial_expires_at: now + 28 * TIME.DAY_MS, created_at: now - 2 * TIME.DAY_MS, max_teams_connections: 1 },
      // docs/product.md#plans trial: two SIP connections (a third is refused).
      size: { ...NONE, bots: 1, phones: 1, sips: 2, routing: 1, alarms: 1, teams: 1 },
      calls: 600,
    });
    this.account({
      name: "Northwind Marketplace",
      description: "Subscribed through the Microsoft marketplace",
      type: "MSFT",
      status: "active",
      plan: "Essential Plan",
      billing_type: "Marketplace",
      balance: 5,
      region: "eu-west",
      dialCode: "+49",
      country: "DE",
      extra: {
        saas_subscription_id: this.rng.uuid(),
        saas_subscription_name: "Voice Console - Northwind",
        tenant_id: this.rng.uuid(),
        marketplace_offer: "voice-console-essential",
      },
      size: { ...SMALL, bots: 2, phones: 2, teams: 1, speech: 1 },
      calls: 800,
    });
    this.retiredDraws(UUID_DRAWS);
    const postpaid = this.account({
      name: "Globex Contact Centers",
      description: "Postpaid contact-center operator",
      type: "Pnc",
      status: "active",
      plan: "Essential Plan",
      billing_type: "Postpaid",
      balance: 0,
      region: "us-east",
      time_zone: "America/Chicago",
      dialCode: "+1",
      country: "US",
      extra: {
        monthly_limit: 5000,
        monthly_amount: 1830.25,
        support_plan: "Premium",
        support_email: "noc@globex.example",
      },
      size: { ...SMALL, bots: 3, phones: 3, sips: 2, whatsapp: 1, speech: 1, alarms: 2, routing: 2 },
      calls: 1500,
    });
    this.retiredDraws(2 * UUID_DRAWS);
    this.account({
      name: "Initech Legacy",
      description: "Ran out of prepaid credit",
      type: "Oneclick",
      status: "inactive",
      plan: "Essential Plan",
      billing_type: "Prepaid",
      balance: -42.75,
      region: "eu-west",
      dialCode: "+33",
      country: "FR",
      size: { ...SMALL, bots: 1, phones: 1, sips: 0 },
      calls: 300,
      silentDays: 12,
    });
    this.retiredDraws(4 * UUID_DRAWS);
    CLIENTS.forEach(([name, type, status, plan, billing, country], i) => {
      const hostile = name === "Contoso QA";
      const active = status === "active";
      this.account({
        name,
        description: hostile ? `QA tenant <svg onload=alert(1)> for rendering checks` : `${name} voice services`,
        type,
        status,
        plan,
        billing_type: billing,
        balance:
          billing === "Prepaid" ? Math.round(this.rng.real(status === "inactive" ? -30 : 10, 900) * 100) / 100 : 0,
        region: COUNTRIES[country].region,
        dialCode: dialCode(country),
        country,
        extra: {
          created_at: now - (90 + i * 11) * TIME.DAY_MS,
          ...(billing === "Postpaid" ? { monthly_limit: 2000 + i * 100, monthly_amount: 300 + i * 40 } : {}),
          ...(billing === "Marketplace"
            ? {
                saas_subscription_id: this.rng.uuid(),
                saas_subscription_name: `Voice Console - ${name}`,
                tenant_id: this.rng.uuid(),
              }
            : {}),
          ...(plan === "Trial Plan" ? { trial_expires_at: now + (5 + i) * TIME.DAY_MS } : {}),
        },
        size: i % 4 === 3 ? { ...SMALL, bots: 1, phones: 1, sips: 0, teams: 1 } : SMALL,
        calls: active ? 100 : 0,
        hostile,
      });
    });
    return { acme, trial, operations, globex: postpaid };
  }

  private acme(calls: number): string {
    const rng = this.rng;
    const now = this.now;
    const id = this.accountRow({
      name: "Acme Voice",
      description: "Customer service and outbound campaigns",
      type: "LiveHub",
      status: "active",
      plan: "Essential Plan",
      billing_type: "Prepaid",
      balance: 1250,
      region: "eu-west",
      time_zone: "Europe/London",
      dialCode: "+44",
      country: "GB",
      extra: {
        billing_tags: ["enterprise", "emea"],
        support_plan: "Premium",
        support_email: "voice-support@acme.example",
        support_contract_number: "ACME-2024-0042",
        free_teams_minutes: 1000,
        used_free_teams_minutes: 236,
        auto_recharge_enabled: 1,
        auto_recharge_threshold: 100,
        auto_recharge_amount: 500,
        forward_alarm_via_email: 1,
        email_addresses: ["ops@acme.example"],
        share_ai_logs: 1,
        // Support enabled outbound calling for this account (docs/product.md#plans "enabled by support").
        features_activation: { outboundCalling: true },
        created_at: now - 400 * TIME.DAY_MS,
      },
      size: NONE,
      calls,
    });
    const botNames = [
      "Reception Assistant",
      "Order Status Bot",
      "Billing Helper",
      "Appointment Scheduler",
      "Survey Bot",
      "IT Help Desk",
      "Agent Assist Copilot",
      "Outbound Reminder",
    ];
    const bots = botNames.map((name, i) => this.bot(id, name, BOT_KINDS[i], i % 3 === 2 ? "us-east" : "eu-west", i));
    const phoneSpecs: [Country, string, string][] = [
      ["GB", "geographic", "Active"],
      ["GB", "toll free", "Active"],
      ["GB", "mobile", "Active"],
      ["GB", "geographic", "Active"],
      ["US", "local", "Active"],
      ["US", "toll free", "Active"],
      ["DE", "national", "Active"],
      ["FR", "geographic", "Active"],
      ["AU", "mobile", "Active"],
      ["ES", "geographic", "Port Pending"],
      ["GB", "geographic", "Pending"],
      ["US", "local", "Manually Added"],
      // The documents a number's country asks for (issue 16): one waiting for them, one refused once.
      ["DE", "geographic", "Requirement Info Pending"],
      ["FR", "national", "Requirement Info Exception"],
      ["AU", "local", "Port Failed"],
    ];
    const phones = phoneSpecs.map(([country, type, status], i) =>
      this.phone(id, country, type, status, status === "Active" && i < 8 ? bots[i % bots.length].id : null, i === 0, i),
    );
    const sips = [
      this.sip(id, "Main SIP Trunk", "sip-trunk", "eu-west", "trunk1.acme.example"),
      this.sip(id, "Backup SIP Trunk", "sip-trunk", "us-east", "trunk2.acme.example"),
      this.sip(id, "Genesys Contact Center", "contact-center", "eu-west", "cc.acme.example"),
      this.sip(id, "Five9 Overflow", "contact-center", "us-east", "five9.acme.example"),
      this.sip(id, "Zoom Phone", "uc-platform", "eu-west", "zoom.acme.example"),
    ];
    const tenant = rng.uuid();
    this.rows.insert("teams_tenants", {
      id: tenant,
      account_id: id,
      domain: "acmevoice.onmicrosoft.com",
      tenant_id: rng.uuid(),
      license_type: "Hosted Essential Plus",
      activation_email: "it-admin@acme.example",
      created_at: now - 300 * TIME.DAY_MS,
    });
    const teams = [this.teams(id, tenant, "Teams Sales", 40), this.teams(id, tenant, "Teams Support", 25)];
    const whatsapp = [
      this.whatsapp(id, "Support WhatsApp", "Connected", null),
      this.whatsapp(id, "Sales WhatsApp", "InProgress", null),
      this.whatsapp(
        id,
        "Promo WhatsApp",
        "Failed",
        "Phone number is not registered for WhatsApp Business calling (error 131030)",
      ),
    ];
    const groups = ["Business hours", "After hours"].map((name) => {
      const gid = rng.uuid();
      this.rows.insert("routing_groups", { id: gid, account_id: id, name, created_at: now - 200 * TIME.DAY_MS });
      return gid;
    });
    const rules: [string, string, string, string, string, string | null, number, string | null, string][] = [
      ["Main line to reception", "service-number", phones[0].id, "bot", bots[0].id, groups[0], 10, null, "call"],
      ["Toll free to order status", "service-number", phones[1].id, "bot", bots[1].id, groups[0], 20, null, "call"],
      ["Trunk to billing helper", "sip-conn", sips[0].id, "bot", bots[2].id, null, 30, "+44207946*", "call"],
      ["Teams to IT help desk", "teams-conn", teams[1].id, "bot", bots[5].id, null, 40, null, "call"],
      ["WhatsApp to reception", "wa-conn", whatsapp[0].entity.id, "bot", bots[0].id, groups[1], 50, null, "call"],
      ["Escalate to contact center", "bot", bots[0].id, "sip-conn", sips[2].id, null, 60, null, "transfer"],
    ];
    rules.forEach(([name, ot, oid, dt, did, group, priority, pattern, event]) =>
      this.rows.insert("routing_rules", {
        id: rng.uuid(),
        account_id: id,
        name,
        origin_type: ot,
        origin_id: oid,
        destination_type: dt,
        destination_id: did,
        condition_field: pattern ? "called" : null,
        condition_pattern: pattern,
        priority,
        alternative_destinations: event === "transfer" ? [{ type: "sip-conn", id: sips[3].id }] : [],
        customized_numbers: [],
        routing_group_id: group,
        region_id: "eu-west",
        event_type: event,
        created_at: now - (150 - priority) * TIME.DAY_MS,
      }),
    );
    const azureSpeech = this.speech(id, "Acme Azure Speech", "Azure", "TTSAndSTT");
    this.speech(id, "Acme Google Recognition", "Google", "STT");
    this.speech(id, "Acme Deepgram", "Deepgram", "STT");
    this.voiceTranslation(
      id,
      "Spanish support line",
      azureSpeech,
      [
        ["en-US", "en-US-JennyNeural"],
        ["es-ES", "es-ES-ElviraNeural"],
      ],
      -6,
      { activateInbound: true, activateTransfer: true },
    );
    this.voiceTranslation(
      id,
      "EMEA conference bridge",
      azureSpeech,
      [
        ["en-GB", "en-GB-SoniaNeural"],
        ["de-DE", "de-DE-ConradNeural"],
        ["fr-FR", "fr-FR-DeniseNeural"],
      ],
      -12,
      {
        activateInbound: true,
        activateOutbound: true,
      },
    );
    const alarms: [string, string, string, string, string, boolean][] = [
      ["critical", "SIP trunk down", "No response to OPTIONS from trunk2.acme.example", "sip-conn", sips[1].id, true],
      ["major", "Bot response slow", "Average bot latency above 2000 ms for 15 minutes", "bot", bots[2].id, true],
      ["major", "Low balance", "Wallet balance below the auto-recharge threshold", "", "", false],
      ["minor", "High packet loss", "Packet loss above 3% on inbound media", "service-number", phones[2].id, true],
      [
        "warning",
        "WhatsApp number failed",
        "Registration of Promo WhatsApp failed",
        "wa-conn",
        whatsapp[2].entity.id,
        true,
      ],
      ["indeterminate", "Teams sync pending", "Licensed users not synchronised yet", "teams-conn", teams[0].id, true],
      ["cleared", "Contact center unreachable", "Five9 Overflow answered again", "sip-conn", sips[3].id, false],
      ["cleared", "Bot unreachable", "Survey Bot endpoint recovered", "bot", bots[4].id, false],
    ];
    alarms.forEach(([severity, name, description, et, eid, active], i) =>
      this.rows.insert("alarms", {
        id: rng.uuid(),
        account_id: id,
        severity,
        name,
        description,
        entity_type: et || null,
        entity_id: eid || null,
        active: active ? 1 : 0,
        raised_at: now - (i + 1) * 7 * TIME.HOUR_MS,
        cleared_at: active ? null : now - i * TIME.HOUR_MS,
      }),
    );
    // Nine usage amounts and eighteen record ids.
    this.retiredDraws(9 + 18 * UUID_DRAWS);
    this.setTraffic(id, {
      accountId: id,
      bots,
      phones: phones.filter((p) => p.status === "Active").map((p) => p.entity),
      sips,
      teams,
      whatsapp: whatsapp.filter((w) => w.status === "Connected").map((w) => w.entity),
      campaigns: ["Spring renewals", "Appointment reminders", "Customer survey"].map((name) => ({
        id: rng.uuid(),
        name,
      })),
      dialCode: "+44",
    });
    return id;
  }

  /**
   * The billing histories are written through the ledger by seed/billing.ts, after the accounts. The
   * draws they made here before are still taken, so every id and balance drawn after them stays as it was.
   */
  private retiredDraws(count: number): void {
    for (let i = 0; i < count; i++) this.rng.next();
  }

  private account(spec: AccountSpec): string {
    const id = this.accountRow(spec);
    const s = spec.size;
    const rng = this.rng;
    const regionOf = COUNTRIES[spec.country].region;
    const bots: BotEntity[] = [];
    for (let i = 0; i < s.bots; i++) {
      const kind = BOT_KINDS[rng.int(0, BOT_KINDS.length - 1)];
      const name =
        spec.hostile && i === 0
          ? "<img src=x onerror=alert(1)>"
          : `${spec.name.split(" ")[0]} ${["Assistant", "Concierge", "Helpdesk"][i % 3]}`;
      bots.push(this.bot(id, name, kind, regionOf, i));
    }
    const phones: { entity: PhoneEntity; status: string }[] = [];
    for (let i = 0; i < s.phones; i++) {
      const trialNumber = spec.plan === "Trial Plan";
      const p = this.phone(
        id,
        spec.country,
        i === 0 ? "geographic" : "mobile",
        "Active",
        bots.length ? bots[i % bots.length].id : null,
        i === 0,
        i,
        {
          valid_until: trialNumber ? this.now + 28 * TIME.DAY_MS : null,
          name: spec.hostile && i === 0 ? `"><script>alert('number')</script>` : undefined,
        },
      );
      phones.push(p);
    }
    const sips: SipEntity[] = [];
    for (let i = 0; i < s.sips; i++) {
      const type = (["sip-trunk", "contact-center", "uc-platform"] as const)[i % 3];
      sips.push(
        this.sip(
          id,
          `${spec.name.split(" ")[0]} ${type === "sip-trunk" ? "Trunk" : type === "contact-center" ? "Contact Center" : "UC"}`,
          type,
          regionOf,
          `${slug(spec.name)}-${i + 1}.sip.example`,
        ),
      );
    }
    const teams: TeamsEntity[] = [];
    if (s.teams > 0) {
      const tenant = rng.uuid();
      this.rows.insert("teams_tenants", {
        id: tenant,
        account_id: id,
        domain: `${slug(spec.name)}.onmicrosoft.com`,
        tenant_id: rng.uuid(),
        license_type: rng.pick(["Hosted Essential", "Hosted Essential Plus", "Hosted Pro"]),
        activation_email: `it@${slug(spec.name)}.example`,
        created_at: this.now - 100 * TIME.DAY_MS,
      });
      for (let i = 0; i < s.teams; i++)
        teams.push(this.teams(id, tenant, `${spec.name.split(" ")[0]} Teams`, rng.int(5, 30)));
    }
    const whatsapp: WhatsAppEntity[] = [];
    for (let i = 0; i < s.whatsapp; i++)
      whatsapp.push(this.whatsapp(id, `${spec.name.split(" ")[0]} WhatsApp`, "Connected", null).entity);
    for (let i = 0; i < s.speech; i++) this.speech(id, `${spec.name.split(" ")[0]} Speech`, "Azure", "TTSAndSTT");
    for (let i = 0; i < s.routing && phones[i] && bots.length; i++) {
      this.rows.insert("routing_rules", {
        id: rng.uuid(),
        account_id: id,
        name: `Number ${i + 1} to bot`,
        origin_type: "service-number",
        origin_id: phones[i].entity.id,
        destination_type: "bot",
        destination_id: bots[i % bots.length].id,
        priority: 10 * (i + 1),
        region_id: regionOf,
        created_at: this.now - 30 * TIME.DAY_MS,
      });
    }
    for (let i = 0; i < s.alarms; i++) {
      const active = i % 2 === 0;
      this.rows.insert("alarms", {
        id: rng.uuid(),
        account_id: id,
        severity: active ? rng.pick(["major", "minor", "warning"]) : "cleared",
        name: bots[i] ? "Bot response slow" : "Low balance",
        description: spec.hostile ? "Alarm text <b onmouseover=alert(1)>hover</b>" : "Raised by the platform monitor",
        entity_type: bots[i] ? "bot" : null,
        entity_id: bots[i]?.id ?? null,
        active: active ? 1 : 0,
        raised_at: this.now - (i + 2) * 5 * TIME.HOUR_MS,
        cleared_at: active ? null : this.now - TIME.HOUR_MS,
      });
    }
    if (bots.length + sips.length > 0) {
      this.setTraffic(id, {
        accountId: id,
        bots,
        phones: phones.map((p) => p.entity),
        sips,
        teams,
        whatsapp,
        campaigns: bots.length ? [{ id: rng.uuid(), name: `${spec.name.split(" ")[0]} outreach` }] : [],
        dialCode: spec.dialCode,
        hostileText: spec.hostile,
      });
    }
    return id;
  }

  private accountRow(spec: AccountSpec): string {
    const id = this.rng.uuid();
    const row: Record<string, unknown> = {
      id,
      name: spec.name,
      description: spec.description ?? "",
      type: spec.type,
      status: spec.status,
      plan: spec.plan,
      billing_type: spec.billing_type,
      // An empty wallet: the ledger brings it to spec.balance through the account's billing history.
      balance: 0,
      secret: randomBytes(24).toString("base64url"),
      region_id: spec.region,
      time_zone: spec.time_zone ?? "UTC",
      cac_profile_id: "unlimited",
      creator: "seed",
      created_at: this.now - 180 * TIME.DAY_MS,
      ...spec.extra,
    };
    this.rows.insert("accounts", row);
    this.seeded.push({
      id,
      name: spec.name,
      status: spec.status,
      billingType: spec.billing_type,
      balance: spec.balance,
      createdAt: row.created_at as number,
      traffic: null,
      calls: spec.calls,
      activeUntil: this.now - (spec.silentDays ?? 0) * TIME.DAY_MS,
    });
    return id;
  }

  private setTraffic(accountId: string, traffic: AccountTraffic): void {
    const account = this.seeded.find((a) => a.id === accountId)!;
    account.traffic = traffic;
  }

  private bot(
    accountId: string,
    name: string,
    kind: (typeof BOT_KINDS)[number],
    region: RegionId,
    i: number,
  ): BotEntity {
    const rng = this.rng;
    const id = rng.uuid();
    const speech = SPEECH[i % SPEECH.length];
    const sub = subFrameworkOf(kind.sub_framework)!;
    const streaming = sub.apiTypes.includes("streaming_api") && (kind.isAi || i % 4 === 1);
    const authMethod = sub.authMethods[i % sub.authMethods.length];
    const takes = (field: string) => (sub.fields as readonly string[]).includes(field);
    const transfer = i % 2 === 0;
    // The stored form (contract/wire/bots): what the bot dialog shows and saves back.
    const settings = {
      ...(takes("location") ? { location: kind.framework === "Amazon" ? "eu-west-1" : "europe-west1" } : {}),
      ...(authMethod === "oauth"
        ? {
            clientId: `client-${id.slice(0, 8)}`,
            scopes: "bot.read bot.write",
            tokenUrl: "https://login.example.net/oauth2/token",
          }
        : {}),
      isTransferCallingEnabled: transfer,
      ...(transfer
        ? { transferTarget: "+442079460999", transferMessage: "Transferring you to an agent", transferThreshold: 3 }
        : {}),
      transferMethod: "refer",
      isOutboundCallingEnabled: i % 4 === 3,
      isRecordAllCallsEnabled: i % 3 === 0,
      isTranscriptCallingEnabled: true,
      isSpeakerVerificationEnabled: false,
      isBackgroundMusicEnabled: false,
      backgroundMusicFormat: "mp3",
      backgroundMusicCache: false,
      // A built-in AI agent runs its account's seeded agent (seed/ai.ts), on the embedded engine: not realtime.
      isVoiceStreaming: false,
      bargeIn: i % 2 === 0,
      dtmf: true,
      maxCallsPerSecond: 5,
      maxConcurrentCalls: 10 + 10 * (i % 3),
    };
    const secret = {
      token: { token: `tok_${rng.hex(16)}` },
      oauth: { clientSecret: `sec_${rng.hex(16)}` },
      directline: { directLineSecret: `dl_${rng.hex(16)}` },
      "no-auth": {},
    }[authMethod];
    this.rows.insert("bots", {
      id,
      account_id: accountId,
      name,
      alias:
        i % 2 === 0
          ? null
          : name
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, "-")
              .slice(0, 30),
      framework: kind.framework,
      sub_framework: kind.sub_framework,
      api_type: streaming ? "streaming_api" : sub.apiTypes[0],
      url: takes("apiUrl")
        ? streaming
          ? `wss://bots.example.net/${id.slice(0, 8)}/stream`
          : `https://bots.example.net/${id.slice(0, 8)}/messages`
        : null,
      region_id: region,
      project_id: takes("projectId") ? `voice-${id.slice(0, 6)}` : null,
      auth_method: authMethod,
      configuration: {
        language: "en-US",
        voiceName: speech.ttsModel,
        sttProvider: speech.stt,
        sttModel: speech.sttModel,
        ttsProvider: speech.tts,
      },
      features: {},
      settings,
      secrets: secret,
      outbound_call_attempts: 1 + (i % 3),
      created_at: this.now - (200 - i * 10) * TIME.DAY_MS,
    });
    return {
      id,
      name,
      regionId: region,
      isAi: kind.isAi,
      sttProvider: speech.stt,
      sttModel: speech.sttModel,
      ttsProvider: speech.tts,
      ttsModel: speech.ttsModel,
    };
  }

  private phone(
    accountId: string,
    country: Country,
    type: string,
    status: string,
    botId: string | null,
    isDefault: boolean,
    i: number,
    extra: { valid_until?: number | null; name?: string } = {},
  ): { entity: PhoneEntity; status: string; id: string } {
    const id = this.rng.uuid();
    const e164 = this.nextNumber(country);
    const c = COUNTRIES[country];
    const name =
      extra.name ?? `${c.city} ${type === "toll free" ? "Toll Free" : type[0].toUpperCase() + type.slice(1)} ${i + 1}`;
    this.rows.insert("phone_numbers", {
      id,
      account_id: accountId,
      name,
      e164,
      country: c.name,
      city: type === "toll free" || type === "mobile" ? null : c.city,
      type,
      provider: status === "Manually Added" ? "Manual" : "System default",
      provider_phone_number_id: status === "Manually Added" ? null : `pn_${this.rng.hex(12)}`,
      status,
      is_default: isDefault ? 1 : 0,
      format: "E164",
      prefix: e164.slice(0, e164.length - 7),
      region_id: c.region,
      bot_id: botId,
      monthly_charge: type === "toll free" ? 4.5 : 1,
      manually_added: status === "Manually Added" ? 1 : 0,
      valid_until: extra.valid_until ?? null,
      created_at: this.now - (120 - i * 3) * TIME.DAY_MS,
      updated_at: this.now - (120 - i * 3) * TIME.DAY_MS,
      language: c.language,
      voice: voicesOf(c.language)[0],
      // A port-in names the carrier the number leaves (the simulated provider answers it: lifecycle.ts).
      settings: JSON.stringify(
        status.startsWith("Port")
          ? { portIn: { carrier: "Legacy Telecom", carrierAccountNumber: `LT-${100000 + i}` } }
          : {},
      ),
    });
    return { id, status, entity: { id, name, e164, regionId: c.region, botId } };
  }

  private nextNumber(country: Country): string {
    const n = (this.numberCounters.get(country) ?? 0) + 1;
    this.numberCounters.set(country, n);
    const pad = (v: number, w: number) => String(v).padStart(w, "0");
    switch (country) {
      case "GB":
        return `+4420794600${pad(n, 2)}`; // Ofcom drama range
      case "US":
        return `+1${["202", "212", "415", "646", "312", "617"][n % 6]}55501${pad(Math.floor(n / 6), 2)}`;
      case "DE":
        return `+493012345${pad(n, 3)}`;
      case "FR":
        return `+3319900${pad(n, 4)}`;
      case "AU":
        return `+6125550${pad(n, 4)}`;
      case "ES":
        return `+34910${pad(n, 6)}`;
    }
  }

  /** SIP connections seeded so far: their dialed numbers are distinct. */
  private sipCount = 0;

  private sip(accountId: string, name: string, type: SipEntity["type"], region: RegionId, fqdn: string): SipEntity {
    const id = this.rng.uuid();
    this.rows.insert("sip_connections", {
      id,
      account_id: accountId,
      name,
      fqdn,
      type,
      provider: type === "contact-center" ? "Genesys" : type === "uc-platform" ? "Zoom" : "Generic",
      // A form the SIP connection dialog accepts as it is (contract/wire/sip.ts): FQDN and Source IP checks, no secret.
      coders: ["PCMU", "PCMA", "G722", "OPUS"],
      authentication: { fqdn: true, sourceIp: true, dialedNumbers: false, method: "none" },
      settings: { sourceIps: ["203.0.113.10", "203.0.113.11"], maxCallDurationInMinutes: 0 },
      // Not drawn from the seed's random sequence (the rest of the demo data stays as it was).
      dialed_numbers: [`+1555${String(1_000_000 + ++this.sipCount)}`],
      signalling_addresses: ["203.0.113.10", "203.0.113.11"],
      source_number_headers: ["From"],
      server_hostname: fqdn,
      service_number: type === "contact-center" ? "CC1001" : null,
      encryption: type === "uc-platform" ? 1 : 0,
      cac_profile_id: type === "contact-center" ? "cac-50" : "unlimited",
      region_id: region,
      created_at: this.now - 160 * TIME.DAY_MS,
    });
    return { id, name, type, regionId: region };
  }

  private teams(accountId: string, tenantId: string, name: string, licensedUsers: number): TeamsEntity {
    const id = this.rng.uuid();
    this.rows.insert("teams_connections", {
      id,
      account_id: accountId,
      tenant_id: tenantId,
      name,
      region_id: "eu-west",
      status: "Connected",
      licensed_users: licensedUsers,
      created_at: this.now - 90 * TIME.DAY_MS,
    });
    return { id, name, regionId: "eu-west", licensedUsers };
  }

  private whatsapp(
    accountId: string,
    name: string,
    status: string,
    error: string | null,
  ): { entity: WhatsAppEntity; status: string } {
    const rng = this.rng;
    const id = rng.uuid();
    const ok = status === "Connected";
    const phoneNumber = `+4474000${rng.digits(5)}`;
    this.rows.insert("whatsapp_numbers", {
      id,
      account_id: accountId,
      name,
      region_id: "eu-west",
      cac_profile_id: "unlimited",
      max_call_duration_minutes: 30,
      waba_id: rng.digits(15),
      wa_phone_number_id: rng.digits(15),
      phone_number: phoneNumber,
      fqdn: `${id.slice(0, 8)}.wa.example.net`,
      status,
      error,
      wa_calling: status === "Failed" ? 0 : 1,
      wa_sip: ok ? 1 : 0,
      connection_ok: ok ? 1 : 0,
      sip_fqdn_ok: ok ? 1 : 0,
      created_at: this.now - (ok ? 70 : 2) * TIME.DAY_MS,
    });
    return { status, entity: { id, name, phoneNumber, regionId: "eu-west" } };
  }

  /**
   * A speech service as its dialog saves it (contract/wire/speechServices): the provider's settings
   * and its write-only credentials. Returns its id.
   */
  private speech(
    accountId: string,
    name: string,
    provider: SeededSpeechProvider,
    usage: ConfigurableSpeechUsage,
  ): string {
    const rng = this.rng;
    const id = rng.uuid();
    // Only the chosen provider's credentials draw from the generator.
    const credentials: Record<
      SeededSpeechProvider,
      () => { settings: Record<string, string>; secrets: Record<string, string> }
    > = {
      Azure: () => ({ settings: { azureRegion: "westeurope" }, secrets: { apiKey: rng.hex(32) } }),
      Google: () => ({
        settings: {},
        secrets: {
          serviceAccountJson: JSON.stringify({
            type: "service_account",
            project_id: `voice-${id.slice(0, 6)}`,
            private_key_id: rng.hex(40),
            client_email: `speech@voice-${id.slice(0, 6)}.iam.gserviceaccount.com`,
          }),
        },
      }),
      Deepgram: () => ({ settings: { deepgramModel: DEFAULT_DEEPGRAM_MODEL }, secrets: { apiKey: rng.hex(40) } }),
    };
    const { settings, secrets } = credentials[provider]();
    this.rows.insert("speech_services", {
      id,
      account_id: accountId,
      name,
      provider,
      service_id: speechServiceIdOf(provider),
      usage,
      region_id: "eu-west",
      settings,
      secrets,
      created_at: this.now - 60 * TIME.DAY_MS,
      updated_at: this.now - 60 * TIME.DAY_MS,
    });
    return id;
  }

  /** A voice translation as its dialog saves it (contract/wire/voiceTranslations), through a TTSAndSTT speech service. */
  private voiceTranslation(
    accountId: string,
    name: string,
    speechServiceId: string,
    languages: [TranslationLanguage, string][],
    volumeDb: number,
    activations: { activateInbound?: boolean; activateOutbound?: boolean; activateTransfer?: boolean },
  ): void {
    this.rows.insert("voice_translations", {
      id: this.rng.uuid(),
      account_id: accountId,
      name,
      speech_service_id: speechServiceId,
      languages: languages.map(([language, voice]) => ({ language, voice })),
      volume_db: volumeDb,
      settings: {
        activateInbound: false,
        activateOutbound: false,
        activateTransfer: false,
        ...activations,
        agentAssist: false,
        voiceTranslation: true,
      },
      created_at: this.now - 45 * TIME.DAY_MS,
      updated_at: this.now - 45 * TIME.DAY_MS,
    });
  }
}

function dialCode(country: Country): string {
  return { GB: "+44", US: "+1", DE: "+49", FR: "+33", AU: "+61", ES: "+34" }[country];
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
