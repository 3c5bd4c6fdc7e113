/**
 * Recordings of the embedded platform's synthetic calls. The calls carry no audio, so a recording is
 * synthesised: alternating tone bursts for the two parties, deterministic per call, as a
 * 8 kHz 16-bit mono PCM WAV file of the call's length (at most MAX_SECONDS, to keep downloads small).
 */
import { createHash } from "node:crypto";

const SAMPLE_RATE = 8000;
const MAX_SECONDS = 30;

export function recordingWav(callId: string, durationSeconds: number): Buffer {
  const seconds = Math.max(1, Math.min(MAX_SECONDS, Math.round(durationSeconds)));
  const samples = seconds * SAMPLE_RATE;
  const seed = createHash("sha256").update(callId).digest();
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples * 2, 40);
  // Turns of 1-3 s, each party with its own pitch, a short pause between turns.
  let at = 0;
  let turn = 0;
  while (at < samples) {
    const length = SAMPLE_RATE * (1 + (seed[turn % seed.length] % 3));
    const pitch = turn % 2 === 0 ? 220 + (seed[0] % 60) : 330 + (seed[1] % 60);
    const pause = SAMPLE_RATE / 4;
    for (let i = 0; i < length && at + i < samples; i++) {
      const fade = Math.min(1, i / 400, (length - i) / 400);
      const inPause = i >= length - pause;
      const value = inPause ? 0 : Math.sin((2 * Math.PI * pitch * i) / SAMPLE_RATE) * 6000 * fade;
      wav.writeInt16LE(Math.round(value), 44 + (at + i) * 2);
    }
    at += length;
    turn++;
  }
  return wav;
}
