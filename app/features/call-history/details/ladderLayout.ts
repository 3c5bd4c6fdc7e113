/** The ladder dialog's rows (no React): each message with its offset from the leg's setup. */
import type { SipMessage } from "../../../../contract/callDetails";

export interface LadderRow {
  message: SipMessage;
  /** Seconds after the leg's setup, to the millisecond ("+12.345 s" reads as "+12.345"). */
  offset: string;
}

/** Messages in time order (stable for equal times), each with "+s.mmm" from `setup`. */
export function ladderRows(messages: readonly SipMessage[], setup: number): LadderRow[] {
  return messages
    .map((message, i) => ({ message, i, at: Date.parse(message.datetime) }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ message, at }) => ({ message, offset: `+${(Math.max(0, at - setup) / 1000).toFixed(3)}` }));
}
