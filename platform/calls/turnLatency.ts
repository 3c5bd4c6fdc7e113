/**
 * The STT -> bot -> TTS delay of each bot answer of a call. The call record stores each stage's
 * average, median and maximum (generate.ts); the breakdown per turn follows from those and the
 * transcript, drawn from a generator seeded by the call id (see sipLadder.ts for why derived).
 *
 * A turn's delays end at the bot's answer: the caller's speech was recognised (STT), the bot
 * answered (bot), speech was synthesised up to its first audio (TTS). Only answers to a caller's
 * turn have one; a bot's opening line answers nobody. Each stage's maximum is reached by exactly
 * one turn and no turn exceeds it; the others scatter around the median.
 */
import { hash32, Rng } from "../seed/random";

export interface StageFigures {
  avg: number | null;
  med: number | null;
  max: number | null;
}

export interface TurnLatency {
  sttMs: number;
  botMs: number;
  ttsMs: number;
}

/** One stage's delay for `count` answers: one at the maximum, the rest around the median. */
function stageDelays(rng: Rng, figures: StageFigures, count: number): number[] | null {
  const { med, max } = figures;
  if (count === 0 || max === null || med === null) return null;
  const peak = rng.int(0, count - 1);
  return Array.from({ length: count }, (_, i) =>
    i === peak ? max : Math.min(max, Math.max(1, Math.round(med * rng.real(0.6, 1.4)))),
  );
}

/**
 * Per-turn delays (index-aligned with `roles`): null for a caller's turn, an opening line, or a
 * call without figures (no bot on it).
 */
export function turnLatencies(
  callId: string,
  roles: readonly string[],
  stages: { stt: StageFigures; bot: StageFigures; tts: StageFigures },
): (TurnLatency | null)[] {
  const answers = roles.map((role, i) => role === "assistant" && i > 0 && roles[i - 1] === "user");
  const count = answers.filter(Boolean).length;
  const rng = new Rng(hash32(`turn-latency:${callId}`));
  const stt = stageDelays(rng, stages.stt, count);
  const bot = stageDelays(rng, stages.bot, count);
  const tts = stageDelays(rng, stages.tts, count);
  if (!stt || !bot || !tts) return roles.map(() => null);
  let k = 0;
  return answers.map((answer) => {
    if (!answer) return null;
    const i = k++;
    return { sttMs: stt[i], botMs: bot[i], ttsMs: tts[i] };
  });
}
