/** Deterministic pseudo-random numbers: the same seed and keys always give the same value. */
export function hash32(...parts: Array<number | string>): number {
  let h = 2166136261 >>> 0;
  for (const p of parts) {
    const s = String(p);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 16777619) >>> 0;
    }
    h ^= 0x9e3779b9;
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A uniform number in [0, 1) keyed by its parts. */
export const unit = (...parts: Array<number | string>): number => hash32(...parts) / 4294967296;

/** A standard normal keyed by its parts (Box-Muller over two keyed uniforms). */
export function normal(...parts: Array<number | string>): number {
  const u = Math.max(unit(...parts, 'a'), 1e-12);
  const v = unit(...parts, 'b');
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Fisher-Yates shuffle driven by the seed; returns a new array. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = hash32(seed, 'shuffle', i) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
