import type { CallDetails, CallRow, TranscriptTurn } from "./record";
import { CALL_HISTORY } from "../../contract/limits/call-history";
import { TIME } from "../../contract/limits/units";
import { hash32, type Rng } from "../seed/random";
import { matchRoute } from "../routing/matcher";
import { TRANSFER_SHARE } from "./rate";
import type { RoutingTable } from "../routing/table";

/**
 * Synthetic call traffic for the seed and the simulator. A generator is built from one
 * account's entities; every call it makes names those entities (type, id, display name,
 * number) so the statistics drill-down by entity finds them in the call history.
 */

/** Call records are deleted after this long (docs/product.md#ranges); expire_time of a call is setup + retention. */
export const CALL_RETENTION_MS = CALL_HISTORY.RETENTION_DAYS * TIME.DAY_MS;

export interface BotEntity {
  id: string;
  name: string;
  regionId: string | null;
  /** The platform's own AI agent: calls are flagged is_ai_framework. */
  isAi: boolean;
  sttProvider: string;
  sttModel: string;
  ttsProvider: string;
  ttsModel: string;
}
export interface PhoneEntity {
  id: string;
  name: string;
  e164: string;
  regionId: string | null;
  /** Bot answering this number; numbers without a bot carry no bot traffic. */
  botId: string | null;
}
export interface SipEntity {
  id: string;
  name: string;
  type: "sip-trunk" | "contact-center" | "uc-platform";
  regionId: string | null;
}
export interface TeamsEntity {
  id: string;
  name: string;
  regionId: string | null;
  licensedUsers: number;
}
export interface WhatsAppEntity {
  id: string;
  name: string;
  phoneNumber: string;
  regionId: string | null;
}

/** What one account's traffic is made of. Only entities able to carry calls belong here. */
export interface AccountTraffic {
  accountId: string;
  bots: BotEntity[];
  phones: PhoneEntity[];
  sips: SipEntity[];
  teams: TeamsEntity[];
  whatsapp: WhatsAppEntity[];
  campaigns: { id: string; name: string }[];
  /** Country calling code used for the external parties ("+44"). */
  dialCode: string;
  /** Free-text fields get HTML-looking values now and then (rendering must stay inert). */
  hostileText?: boolean;
  /** The account's routing rules (the simulator's): an inbound call goes where the rule tester says. */
  routing?: RoutingTable;
}

export interface GeneratedCall {
  row: CallRow;
  details?: CallDetails;
}

export const SUCCESS_SHARE = 0.92;

const FAILURES = ["No answer", "Busy", "Bot unreachable", "Call rejected", "Service unavailable", "Request timeout"];
const FAILURE_WEIGHTS = [35, 20, 15, 12, 10, 8];
const ENDINGS = ["Normal call clearing", "Caller hung up", "Bot ended the call", "Max call duration reached"];
const ENDING_WEIGHTS = [50, 28, 20, 2];

type Flow = "phone-in" | "sip-in" | "campaign" | "teams" | "whatsapp" | "contact-center" | "sip-to-sip";

interface Party {
  type: string;
  id: string;
  name: string;
  number: string | null;
  regionId: string | null;
  scType?: string | null;
}

type Parties = { calling: Party; called: Party; bot: BotEntity | null; campaign: { id: string; name: string } | null };
/** The flows whose calls arrive at an origin of the account (number, SIP connection, Teams, WhatsApp): every one but the campaigns. */
const INBOUND_FLOWS: ReadonlySet<Flow> = new Set([
  "phone-in",
  "sip-in",
  "teams",
  "whatsapp",
  "contact-center",
  "sip-to-sip",
]);

/**
 * The account's numbers without a bot of their own that calls still arrive at: the origin of a call
 * rule without a condition whose destination (or an alternative) still exists, so every call has
 * somewhere to go. Without routing (the seed's history) there are none, and the draws are unchanged.
 */
function ruledPhones(traffic: AccountTraffic, botPhones: readonly PhoneEntity[]): PhoneEntity[] {
  const routing = traffic.routing;
  if (!routing) return [];
  return traffic.phones.filter(
    (p) =>
      !botPhones.includes(p) &&
      routing.rules.some(
        (r) =>
          r.eventType === "call" &&
          r.condition === null &&
          r.origin.type === "service-number" &&
          r.origin.id === p.id &&
          [r.destination, ...r.alternatives].some((d) => routing.live(d) !== null),
      ),
  );
}

const round2 = (v: number) => Math.round(v * 100) / 100;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export class CallGenerator {
  private readonly flows: Flow[] = [];
  private readonly flowWeights: number[] = [];
  private readonly botById = new Map<string, BotEntity>();
  private readonly botPhones: PhoneEntity[];
  /** The numbers inbound calls arrive at: those with a bot of their own, then those a rule takes every call of. */
  private readonly inboundPhones: PhoneEntity[];
  private readonly inboundSips: SipEntity[];
  private readonly contactCenters: SipEntity[];
  private readonly teamsUsers = new Map<string, string[]>();

  constructor(
    private readonly rng: Rng,
    readonly traffic: AccountTraffic,
  ) {
    for (const b of traffic.bots) this.botById.set(b.id, b);
    this.botPhones = traffic.phones.filter((p) => p.botId && this.botById.has(p.botId));
    this.inboundPhones = [...this.botPhones, ...ruledPhones(traffic, this.botPhones)];
    this.inboundSips = traffic.sips.filter((s) => s.type !== "contact-center");
    this.contactCenters = traffic.sips.filter((s) => s.type === "contact-center");
    // A stable pool of user numbers per Teams connection, so "active users" counts repeats.
    let teamsUser = 0;
    for (const t of traffic.teams) {
      const users: string[] = [];
      for (let i = 0; i < Math.max(1, t.licensedUsers); i++)
        users.push(`+1425555${String(teamsUser++).padStart(4, "0")}`);
      this.teamsUsers.set(t.id, users);
    }
    const hasBots = traffic.bots.length > 0;
    const add = (flow: Flow, weight: number, ok: boolean) => {
      if (ok) {
        this.flows.push(flow);
        this.flowWeights.push(weight);
      }
    };
    add("phone-in", 42, this.inboundPhones.length > 0);
    add("sip-in", 18, hasBots && this.inboundSips.length > 0);
    add("campaign", 10, hasBots && traffic.phones.length > 0 && traffic.campaigns.length > 0);
    add("teams", 8, hasBots && traffic.teams.length > 0);
    add("whatsapp", 6, hasBots && traffic.whatsapp.length > 0);
    add("contact-center", 8, hasBots && this.contactCenters.length > 0);
    add("sip-to-sip", 8, this.inboundSips.length > 0 && this.contactCenters.length > 0);
  }

  /** False when the account has nothing that can carry a call. */
  get canCall(): boolean {
    return this.flows.length > 0;
  }

  /**
   * One call session set up at `setupTime`: its first leg and, for about 5% of sessions, a
   * transfer leg sharing the global session id. No leg ends after `now`.
   */
  session(setupTime: number, now: number, inProgress = false): GeneratedCall[] {
    const rng = this.rng;
    const flow = rng.weighted(this.flows, this.flowWeights);
    const { calling, called, bot, campaign } = this.parties(flow);
    const globalSessionId = rng.uuidV7(setupTime);
    const success = inProgress || rng.chance(SUCCESS_SHARE);
    const transfer =
      !inProgress &&
      success &&
      bot !== null &&
      this.contactCenters.length + this.botPhones.length > 0 &&
      rng.chance(TRANSFER_SHARE / SUCCESS_SHARE);
    const first = this.leg({
      setupTime,
      now,
      calling,
      called,
      bot,
      campaign,
      success,
      inProgress,
      transfer: false,
      globalSessionId,
      flow,
    });
    const legs = [first];
    if (transfer && first.row.end_time !== null && first.row.end_time < now - TIME.MINUTE_MS) {
      first.row.features = JSON.stringify([...JSON.parse(first.row.features), "transfer"]);
      first.row.termination_description = "Call transferred";
      const cc = this.contactCenters.length > 0 ? rng.pick(this.contactCenters) : null;
      const drawn: Party = cc
        ? {
            type: "sip-conn",
            id: cc.id,
            name: cc.name,
            number: `+${rng.digits(11)}`,
            regionId: cc.regionId,
            scType: cc.type,
          }
        : this.phoneParty(rng.pick(this.botPhones), this.externalNumber());
      const target = this.transferTarget(bot!, calling, drawn);
      const botParty = this.botParty(bot!, calling.number);
      const second = this.leg({
        setupTime: first.row.end_time - rng.int(500, 3000),
        now,
        calling: botParty,
        called: target,
        bot,
        campaign: null,
        success: rng.chance(0.9),
        inProgress: false,
        transfer: true,
        globalSessionId,
        flow,
      });
      legs.push(second);
    }
    return legs;
  }

  /**
   * A call to the account's number `phoneId` set up at `setupTime` (a test call): what the live
   * traffic's calls to it get — the number's own bot, or where the account's rules send it — and
   * answered; `inProgress`: answered at once and not ended yet, with `trigger` as its trigger. Null
   * when nothing would take it (no bot of its own and no rule), or it is not the account's.
   */
  callTo(
    phoneId: string,
    setupTime: number,
    now: number,
    { inProgress = false, trigger }: { inProgress?: boolean; trigger?: string } = {},
  ): GeneratedCall | null {
    const phone = this.traffic.phones.find((p) => p.id === phoneId);
    if (!phone) return null;
    const drawn = this.phoneInParties(phone);
    const { calling, called, bot } = this.traffic.routing ? this.routed(drawn, this.traffic.routing) : drawn;
    if (called.type === "service-number" && called.id === phone.id) return null;
    const globalSessionId = this.rng.uuidV7(setupTime);
    const call = this.leg({
      setupTime,
      now,
      calling,
      called,
      bot,
      campaign: null,
      success: true,
      inProgress,
      transfer: false,
      globalSessionId,
      flow: "phone-in",
    });
    if (trigger !== undefined) call.row.trigger = trigger;
    return call;
  }

  /** An inbound call at `phone`: its own bot, or a stand-in the routing replaces. */
  private phoneInParties(phone: PhoneEntity): Parties {
    const calling = this.phoneParty(phone, this.externalNumber());
    const bot = phone.botId ? this.botById.get(phone.botId) : undefined;
    if (bot) return { calling, called: this.botParty(bot, phone.e164), bot, campaign: null };
    // A number without a bot of its own (connected by a rule, as the wizards do): the rule's
    // destination replaces this stand-in (parties(): every phone-in call is routed).
    return { calling, called: this.phoneParty(phone, phone.e164), bot: null, campaign: null };
  }

  private parties(flow: Flow): Parties {
    const drawn = this.drawParties(flow);
    return this.traffic.routing && INBOUND_FLOWS.has(flow) ? this.routed(drawn, this.traffic.routing) : drawn;
  }

  /**
   * An inbound call through the account's routing rules (platform/routing/matcher, as the rule
   * tester): the origin is the calling party's entity; a rule that takes the call replaces the drawn
   * destination with its own. No rule: the drawn one (a number's own bot).
   */
  private routed(drawn: Parties, routing: RoutingTable): Parties {
    const { calling, called } = drawn;
    const answer = matchRoute(routing.rules, routing.live, {
      origin: { type: calling.type, id: calling.id },
      calling: calling.number ?? "",
      called: called.number ?? "",
      eventType: "call",
    });
    const to = answer.destination;
    if (!to) return drawn;
    const party = this.destinationParty(to, called.number);
    return { ...drawn, called: party, bot: party.type === "bot" ? this.botById.get(to.id)! : null };
  }

  /**
   * Where a bot's transfer goes: the account's transfer rules (origin: the transferring bot; calling:
   * the caller; called: the number the bot transfers to), as the rule tester answers for the event
   * type "transfer". No rule: the drawn target.
   */
  private transferTarget(bot: BotEntity, caller: Party, drawn: Party): Party {
    const routing = this.traffic.routing;
    if (!routing) return drawn;
    const answer = matchRoute(routing.rules, routing.live, {
      origin: { type: "bot", id: bot.id },
      calling: caller.number ?? "",
      called: drawn.number ?? "",
      eventType: "transfer",
    });
    return answer.destination ? this.destinationParty(answer.destination, drawn.number) : drawn;
  }

  /** A rule's destination entity as the called party. */
  private destinationParty(to: { type: string; id: string; name?: string | null }, number: string | null): Party {
    const bot = to.type === "bot" ? this.botById.get(to.id) : undefined;
    if (bot) return this.botParty(bot, number);
    const entity = [...this.traffic.sips, ...this.traffic.teams, ...this.traffic.phones].find((e) => e.id === to.id);
    const scType = this.traffic.sips.find((s) => s.id === to.id)?.type ?? null;
    return { type: to.type, id: to.id, name: to.name ?? to.id, number, regionId: entity?.regionId ?? null, scType };
  }

  private drawParties(flow: Flow): Parties {
    const rng = this.rng;
    const t = this.traffic;
    switch (flow) {
      case "phone-in":
        return this.phoneInParties(rng.pick(this.inboundPhones));
      case "sip-in": {
        const sip = rng.pick(this.inboundSips);
        const bot = rng.pick(t.bots);
        const calling: Party = {
          type: "sip-conn",
          id: sip.id,
          name: sip.name,
          number: this.externalNumber(),
          regionId: sip.regionId,
          scType: sip.type,
        };
        return { calling, called: this.botParty(bot, `+${rng.digits(11)}`), bot, campaign: null };
      }
      case "campaign": {
        // The seed's history of its campaign rows (the live traffic has none): each campaign calls from
        // its own bot and number. The draws stay, so the rest of the history is what it was.
        rng.pick(t.bots);
        rng.pick(t.phones);
        const campaign = rng.pick(t.campaigns);
        const { bot, phone } = campaignEntities(t, campaign.id);
        const calling = this.botParty(bot, phone.e164);
        return { calling, called: this.phoneParty(phone, this.externalNumber()), bot, campaign };
      }
      case "teams": {
        const conn = rng.pick(t.teams);
        const bot = rng.pick(t.bots);
        const calling: Party = {
          type: "teams-conn",
          id: conn.id,
          name: conn.name,
          number: rng.pick(this.teamsUsers.get(conn.id)!),
          regionId: conn.regionId,
        };
        return { calling, called: this.botParty(bot, `+${rng.digits(11)}`), bot, campaign: null };
      }
      case "whatsapp": {
        const wa = rng.pick(t.whatsapp);
        const bot = rng.pick(t.bots);
        const calling: Party = {
          type: "wa-conn",
          id: wa.id,
          name: wa.name,
          number: this.externalNumber(),
          regionId: wa.regionId,
        };
        return { calling, called: this.botParty(bot, wa.phoneNumber), bot, campaign: null };
      }
      case "contact-center": {
        // An agent-assist or IVR bot invoked from the contact center.
        const cc = rng.pick(this.contactCenters);
        const bot = rng.pick(t.bots);
        const calling: Party = {
          type: "sip-conn",
          id: cc.id,
          name: cc.name,
          number: this.externalNumber(),
          regionId: cc.regionId,
          scType: cc.type,
        };
        return { calling, called: this.botParty(bot, `+${rng.digits(11)}`), bot, campaign: null };
      }
      case "sip-to-sip": {
        const from = rng.pick(this.inboundSips);
        const to = rng.pick(this.contactCenters);
        const calling: Party = {
          type: "sip-conn",
          id: from.id,
          name: from.name,
          number: this.externalNumber(),
          regionId: from.regionId,
          scType: from.type,
        };
        const called: Party = {
          type: "sip-conn",
          id: to.id,
          name: to.name,
          number: `+${rng.digits(11)}`,
          regionId: to.regionId,
          scType: to.type,
        };
        return { calling, called, bot: null, campaign: null };
      }
    }
  }

  private phoneParty(phone: PhoneEntity, number: string): Party {
    return { type: "service-number", id: phone.id, name: phone.name, number, regionId: phone.regionId };
  }

  private botParty(bot: BotEntity, number: string | null): Party {
    return { type: "bot", id: bot.id, name: bot.name, number, regionId: bot.regionId };
  }

  private externalNumber(): string {
    const rng = this.rng;
    const code = rng.chance(0.8) ? this.traffic.dialCode : rng.pick(["+1", "+44", "+49", "+33", "+61", "+34"]);
    return code + rng.digits(code === "+1" ? 10 : 10);
  }

  private leg(p: {
    setupTime: number;
    now: number;
    calling: Party;
    called: Party;
    bot: BotEntity | null;
    campaign: { id: string; name: string } | null;
    success: boolean;
    inProgress: boolean;
    transfer: boolean;
    globalSessionId: string;
    flow: Flow;
  }): GeneratedCall {
    const rng = this.rng;
    const { setupTime, now, calling, called, bot, campaign, success, inProgress } = p;
    const ringMs = rng.int(success ? 1500 : 3000, success ? 9000 : 30000);
    let connect: number | null = null;
    let end: number | null;
    let duration = 0;
    if (inProgress) {
      connect = Math.min(setupTime + ringMs, now);
      end = null;
    } else if (success) {
      connect = setupTime + ringMs;
      duration = Math.max(3, Math.round(clamp(rng.logNormal(150, 0.75), 3, TIME.HOUR_SECONDS)));
      end = connect + duration * 1000 + rng.int(0, 999);
      if (end > now) {
        end = now;
        if (connect >= end) connect = Math.max(setupTime, end - 1000);
        duration = Math.max(0, Math.floor((end - connect) / 1000));
      }
    } else {
      end = Math.min(setupTime + ringMs, now);
    }

    const quality = success && !inProgress ? drawQuality(rng) : NO_QUALITY;

    // Features and recording services.
    const features: string[] = [];
    if (bot) {
      if (rng.chance(0.6)) features.push("transcript");
      if (rng.chance(0.4)) features.push("bargeIn");
      if (rng.chance(0.25)) features.push("dtmf");
      if (rng.chance(0.1)) features.push("voiceStreaming");
      if (rng.chance(0.05)) features.push("backgroundMusic");
    } else if (rng.chance(0.2)) {
      features.push("dtmf");
    }
    const recorded = success && rng.chance(0.3);
    if (recorded) features.unshift("recording");
    const servers: { entityType: string; role: string }[] = [];
    if (success && rng.chance(0.04)) servers.push({ entityType: "bot", role: "agent-assist" });
    if (success && rng.chance(0.02)) servers.push({ entityType: "sipConnection", role: "translation" });
    if (servers.some((s) => s.role === "agent-assist")) features.push("agentAssist");
    if (servers.some((s) => s.role === "translation")) features.push("voiceTranslation");
    if (campaign) features.push("outboundCalling");

    let termination: string | null = null;
    if (!inProgress) {
      termination = success ? drawEnding(rng) : rng.weighted(FAILURES, FAILURE_WEIGHTS);
      if (!bot && termination === "Bot unreachable") termination = "No answer";
      if (this.traffic.hostileText && rng.chance(0.05)) termination = `<script>alert("term")</script>${termination}`;
    }

    const isBot = bot !== null;
    const [sttAvg, sttMax, sttMed] = isBot && connect !== null ? latency(rng, 150, 600) : NO_LATENCY;
    const [botAvg, botMax, botMed] = isBot && connect !== null ? latency(rng, 250, 1500) : NO_LATENCY;
    const [ttsAvg, ttsMax, ttsMed] = isBot && connect !== null ? latency(rng, 80, 400) : NO_LATENCY;
    const outbound = p.flow === "campaign" || p.transfer;

    const row: CallRow = {
      call_id: rng.uuidV7(setupTime),
      account_id: this.traffic.accountId,
      region_id: called.regionId ?? calling.regionId,
      calling_type: calling.type,
      calling_entity_id: calling.id,
      calling_name: calling.name,
      calling_number: calling.number,
      calling_is_click_to_call: p.flow === "phone-in" && rng.chance(0.03) ? 1 : 0,
      calling_is_teams: calling.type === "teams-conn" ? 1 : 0,
      calling_sc_type: calling.scType ?? null,
      called_type: called.type,
      called_entity_id: called.id,
      called_name: called.name,
      called_number: called.number,
      called_service_number: p.flow === "phone-in" ? called.number : null,
      setup_time: setupTime,
      connect_time: connect,
      end_time: end,
      duration_seconds: duration,
      successful: success ? 1 : 0,
      alternative_route: p.transfer ? (rng.chance(0.8) ? "attempt" : "alternative") : null,
      features: JSON.stringify(features),
      trigger: p.transfer ? "transfer" : campaign ? "campaign" : null,
      termination_description: termination,
      ...quality,
      recorded: recorded ? 1 : 0,
      external_recording_servers: JSON.stringify(servers),
      has_agent_assist: servers.some((s) => s.role === "agent-assist") ? 1 : 0,
      has_voice_translation: servers.some((s) => s.role === "translation") ? 1 : 0,
      campaign_name: campaign?.name ?? null,
      campaign_id: campaign?.id ?? null,
      bot_conversation_id: isBot ? rng.uuid() : null,
      is_ai_framework: bot?.isAi ? 1 : 0,
      session_id: rng.hex(20),
      global_session_id: p.globalSessionId,
      egress_calling_number: outbound ? calling.number : null,
      ingress_calling_number: outbound ? null : calling.number,
      source_number_out: outbound ? calling.number : null,
      expire_time: setupTime + CALL_RETENTION_MS,
      stt_provider: isBot ? bot.sttProvider : null,
      stt_model: isBot ? bot.sttModel : null,
      tts_provider: isBot ? bot.ttsProvider : null,
      tts_model: isBot ? bot.ttsModel : null,
      stt_avg_delay_ms: sttAvg,
      stt_max_delay_ms: sttMax,
      stt_med_delay_ms: sttMed,
      bot_avg_delay_ms: botAvg,
      bot_max_delay_ms: botMax,
      bot_med_delay_ms: botMed,
      tts_avg_delay_ms: ttsAvg,
      tts_max_delay_ms: ttsMax,
      tts_med_delay_ms: ttsMed,
      is_test_call: isBot && rng.chance(0.01) ? 1 : 0,
    };
    const call: GeneratedCall = { row };
    if (isBot && success && !inProgress && connect !== null && end !== null && rng.chance(0.05)) {
      call.details = this.details(row, bot!, connect, end, p.transfer);
    }
    return call;
  }

  /** Transcript, post-call analysis and call log of a bot call. */
  details(row: CallRow, bot: BotEntity, connect: number, end: number, transfer: boolean): CallDetails {
    const rng = this.rng;
    const scenario = rng.pick(SCENARIOS);
    const turns = rng.int(4, 12);
    const step = Math.max(500, Math.floor((end - connect) / (turns + 1)));
    const transcript: TranscriptTurn[] = [];
    for (let i = 0; i < turns; i++) {
      const role = i % 2 === 0 ? "assistant" : "user";
      const lines = role === "assistant" ? scenario.bot : scenario.user;
      transcript.push({
        role,
        text: i === 0 ? scenario.greeting : lines[(i >> 1) % lines.length],
        at: connect + step * (i + 1),
      });
    }
    const analyses: NonNullable<CallDetails["analyses"]> = [
      {
        type: "summarize",
        result: { summary: scenario.summary, sentiment: rng.pick(["positive", "neutral", "negative"]) },
      },
      { type: "extract", result: { intent: scenario.intent, resolved: !transfer, callbackRequested: rng.chance(0.2) } },
      {
        type: "transcript",
        result: transcript.map((t) => ({ role: t.role, text: t.text, datetime: new Date(t.at).toISOString() })),
      },
    ];
    const logs = [
      {
        at: row.setup_time,
        level: "info",
        message: `Call setup from ${row.calling_type} ${row.calling_name ?? ""}`.trim(),
      },
      {
        at: connect,
        level: "info",
        message: `Bot ${bot.name} connected (${bot.sttProvider} STT, ${bot.ttsProvider} TTS)`,
      },
      { at: connect + step, level: "debug", message: `Speech recognition started (${bot.sttModel})` },
      ...(row.bot_max_delay_ms !== null && row.bot_max_delay_ms > 2500
        ? [{ at: connect + 2 * step, level: "warning", message: `Bot response took ${row.bot_max_delay_ms} ms` }]
        : []),
      ...(transfer ? [{ at: end - 1000, level: "info", message: "Transfer requested by bot" }] : []),
      { at: end, level: "info", message: `Call ended: ${row.termination_description ?? "Normal call clearing"}` },
    ];
    return { transcript, analyses, logs };
  }
}

/** The bot and caller number a seeded campaign calls with: chosen by its id, so the seed's campaign row and its calls agree. */
export function campaignEntities(
  traffic: Pick<AccountTraffic, "bots" | "phones">,
  campaignId: string,
): { bot: BotEntity; phone: PhoneEntity } {
  const h = hash32(campaignId);
  return { bot: traffic.bots[h % traffic.bots.length], phone: traffic.phones[(h >>> 8) % traffic.phones.length] };
}

/** Voice quality and media figures of a connected call; 10% of calls are not measured. */
export type CallQuality = Pick<
  CallRow,
  | "voice_mos_quality"
  | "source_inbound_mos"
  | "source_outbound_mos"
  | "dest_inbound_mos"
  | "dest_outbound_mos"
  | "media_packet_loss_percent"
  | "media_jitter_ms"
  | "media_delay_ms"
>;

const NO_QUALITY: CallQuality = {
  voice_mos_quality: null,
  source_inbound_mos: null,
  source_outbound_mos: null,
  dest_inbound_mos: null,
  dest_outbound_mos: null,
  media_packet_loss_percent: null,
  media_jitter_ms: null,
  media_delay_ms: null,
};

/** Mostly good quality (MOS 3.5..4.5), some fair, a few poor; media figures follow the band. */
export function drawQuality(rng: Rng): CallQuality {
  if (!rng.chance(0.9)) return NO_QUALITY;
  const band = rng.weighted(["good", "fair", "poor"] as const, [82, 12, 6]);
  const mos = round2(
    band === "good" ? rng.real(3.5, 4.5) : band === "fair" ? rng.real(2.8, 3.49) : rng.real(1.5, 2.79),
  );
  return {
    voice_mos_quality: mos,
    source_inbound_mos: around(rng, mos),
    source_outbound_mos: around(rng, mos),
    dest_inbound_mos: around(rng, mos),
    dest_outbound_mos: around(rng, mos),
    media_packet_loss_percent: round2(
      band === "good" ? rng.real(0, 0.8) : band === "fair" ? rng.real(0.5, 3) : rng.real(2, 9),
    ),
    media_jitter_ms: round2(band === "good" ? rng.real(1, 15) : band === "fair" ? rng.real(10, 40) : rng.real(30, 90)),
    media_delay_ms: round2(
      band === "good" ? rng.real(20, 90) : band === "fair" ? rng.real(80, 200) : rng.real(180, 400),
    ),
  };
}

/** A leg's MOS near the call's. */
function around(rng: Rng, mos: number): number {
  return round2(clamp(mos + rng.real(-0.2, 0.3), 1, 5));
}

const NO_LATENCY = [null, null, null] as const;

/** Average, maximum and median delay of one stage of a bot call. */
function latency(rng: Rng, lo: number, hi: number): [number, number, number] {
  const avg = rng.int(lo, hi);
  return [avg, Math.round(avg * rng.real(1.4, 3)), Math.round(avg * rng.real(0.7, 0.98))];
}

/** Termination text of a call that connected. */
export function drawEnding(rng: Rng): string {
  return rng.weighted(ENDINGS, ENDING_WEIGHTS);
}

const SCENARIOS = [
  {
    intent: "order-status",
    greeting: "Hello, thanks for calling. How can I help you today?",
    user: ["I'd like to check on my order.", "It's order 4471, placed last Tuesday.", "Great, thank you."],
    bot: [
      "Sure, can you give me the order number?",
      "Thanks. Order 4471 shipped yesterday and arrives on Friday.",
      "Is there anything else I can help with?",
    ],
    summary: "Caller asked for the status of order 4471; the bot confirmed shipment and delivery on Friday.",
  },
  {
    intent: "appointment",
    greeting: "Good morning, you've reached the appointment line.",
    user: ["I need to move my appointment.", "Thursday afternoon would work.", "Yes, 3 pm is fine."],
    bot: [
      "Of course. Which day suits you better?",
      "I have 3 pm or 4:30 pm on Thursday.",
      "Done. You'll get a confirmation by text.",
    ],
    summary: "Caller rescheduled an appointment to Thursday at 3 pm; confirmation sent by SMS.",
  },
  {
    intent: "billing",
    greeting: "Hi, this is the billing assistant.",
    user: ["My last invoice looks too high.", "There's a charge I don't recognise.", "Can I talk to someone?"],
    bot: [
      "I'm sorry to hear that. Let me look at your account.",
      "I can see an extra line for international minutes.",
      "Let me connect you with an agent.",
    ],
    summary: "Caller disputed an international-minutes charge and asked for a human agent.",
  },
  {
    intent: "password-reset",
    greeting: "Welcome to the help desk. What can I do for you?",
    user: ["I'm locked out of my account.", "My e-mail is on file, yes.", "Got it, thanks."],
    bot: [
      "I can help reset your password. Is your e-mail address still current?",
      "I've sent a reset link to that address.",
      "The link is valid for 30 minutes.",
    ],
    summary: "Caller was locked out; the bot sent a password reset link by e-mail.",
  },
];
