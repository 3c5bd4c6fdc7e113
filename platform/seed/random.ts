const HEX_PAIRS = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * A small seeded PRNG (sfc32) with the helpers the seed and the simulator need. A fixed seed
 * makes `npm run seed` reproducible: the same options give the same entities and calls.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform real in [min, max). */
  real(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    let u = 0;
    while (u === 0) u = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal with the given median and shape. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  hex(length: number): string {
    let s = "";
    while (s.length < length) {
      const u = (this.next() * 4294967296) >>> 0;
      s += HEX_PAIRS[u >>> 24] + HEX_PAIRS[(u >>> 16) & 255] + HEX_PAIRS[(u >>> 8) & 255] + HEX_PAIRS[u & 255];
    }
    return s.length === length ? s : s.slice(0, length);
  }

  digits(length: number): string {
    let s = "";
    for (let i = 0; i < length; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }

  /** A version-4 shaped UUID drawn from this generator (reproducible ids for seeded entities). */
  uuid(): string {
    const h = this.hex(32);
    const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /**
   * A version-7 shaped UUID: the time prefix keeps the unique call-id index append-only while
   * a million calls are inserted in time order.
   */
  uuidV7(timeMs: number): string {
    const ms = Math.max(0, Math.floor(timeMs));
    const t =
      Math.floor(ms / 0x1000000)
        .toString(16)
        .padStart(6, "0")
        .slice(-6) + (ms % 0x1000000).toString(16).padStart(6, "0");
    const h = this.hex(24);
    const variant = ((parseInt(h[3], 16) & 0x3) | 0x8).toString(16);
    return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${h.slice(0, 3)}-${variant}${h.slice(4, 7)}-${h.slice(8, 20)}`;
  }
}

/** A fast 32-bit string hash (FNV-1a); used to derive stable per-call values from an id. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
