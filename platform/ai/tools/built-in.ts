/**
 * The pre-defined tools at work (docs/features/ai-framework.md#pre-defined-tools). current_datetime
 * answers the platform's clock (ctx.now) in an IANA time zone; transfer_call and end_call make no
 * request: they record the action, which takes effect when the agent runs on a call (the call's
 * handling reads it from the trace with `callActionOf`). In a try-it chat or a test the trace says
 * what would happen, and nothing happens.
 */
import type { BuiltInToolKey } from "../../../contract/wire/aiTools";
import type { ToolCallTrace } from "../../../contract/wire/aiTurns";
import type { PlatformContext } from "../../context";

/** What a pre-defined tool's call gives the trace: no HTTP request, so no status. */
export type BuiltInOutcome = Pick<ToolCallTrace, "request" | "status" | "body" | "value" | "error">;

/** The action a call's handling carries out after the agent's answer. */
export type CallAction = { action: "transfer_call"; target: string } | { action: "end_call" };

/** The request a pre-defined tool records: the action and its arguments, addressed to the call. */
const actionRequest = (key: BuiltInToolKey, args: Record<string, unknown>): ToolCallTrace["request"] => ({
  method: "ACTION",
  url: `call:${key}`,
  headers: {},
  body: JSON.stringify(args),
});

/** The account's own time zone (My account), UTC when it has none. */
function accountZone(ctx: PlatformContext, accountId: string): string {
  const zone = ctx.db.prepare("SELECT time_zone FROM accounts WHERE id = ?").pluck().get(accountId) as
    string | undefined;
  return zone || "UTC";
}

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant in the zone: its ISO-8601 form with the offset, its parts, and a sentence to say. */
function dateTimeIn(now: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "long",
      timeZoneName: "longOffset",
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  // "GMT+01:00", or "GMT" for UTC itself.
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : String(parts.timeZoneName).replace("GMT", "");
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const monthName = new Intl.DateTimeFormat("en-US", { timeZone: zone, month: "long" }).format(now);
  return {
    datetime: `${date}T${time}:${parts.second}${offset}`,
    date,
    time,
    weekday: String(parts.weekday),
    timezone: zone,
    utcOffset: offset,
    spoken: `${parts.weekday} ${Number(parts.day)} ${monthName} ${parts.year}, ${time} (${zone})`,
  };
}

/** Runs a pre-defined tool with arguments that fit its parameters. */
export function runBuiltIn(
  ctx: PlatformContext,
  accountId: string,
  key: BuiltInToolKey,
  args: Record<string, unknown>,
): BuiltInOutcome {
  const request = actionRequest(key, args);
  switch (key) {
    case "current_datetime": {
      const given = typeof args.timezone === "string" && args.timezone.trim() !== "" ? args.timezone.trim() : null;
      const zone = given ?? accountZone(ctx, accountId);
      if (!knownZone(zone))
        return { request, status: null, body: "", value: null, error: `"${zone}" is not an IANA time zone` };
      const { spoken, ...answer } = dateTimeIn(ctx.now(), zone);
      return { request, status: null, body: JSON.stringify(answer), value: spoken, error: null };
    }
    case "transfer_call": {
      const target = String(args.target);
      const answer = {
        action: "transfer_call",
        target,
        effect: `On a call, the platform transfers the caller to ${target} after this answer. In a chat or a test, nothing is transferred.`,
      };
      return {
        request,
        status: null,
        body: JSON.stringify(answer),
        value: `Transferring the call to ${target}`,
        error: null,
      };
    }
    case "end_call": {
      const answer = {
        action: "end_call",
        effect: "On a call, the platform hangs up after this answer. In a chat or a test, nothing is ended.",
      };
      return { request, status: null, body: JSON.stringify(answer), value: "Ending the call", error: null };
    }
  }
}

/** The action a trace of a pre-defined tool asks the call to carry out, or null (another tool, or a refused call). */
export function callActionOf(trace: ToolCallTrace): CallAction | null {
  if (trace.error !== null) return null;
  if (trace.request.url === "call:transfer_call" && typeof trace.arguments.target === "string")
    return { action: "transfer_call", target: trace.arguments.target };
  if (trace.request.url === "call:end_call") return { action: "end_call" };
  return null;
}
