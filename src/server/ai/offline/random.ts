/**
 * Seeded randomness for the offline engine: the same seed reproduces a script exactly, a new
 * seed (Regenerate) gives a different one. mulberry32: small, fast, good enough for choosing phrasings.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let a = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    chance: (p) => next() < p,
  };
}

/** FNV-1a 32-bit hash of a string: variety without randomness, so output stays deterministic. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The seed of a generation that sends none: derived from topic, concept and standard codes, so the same
 * request reproduces the same offline script (and the seed reported with it reproduces it too).
 */
export function seedFromInput(input: {
  topic: string;
  concept: { title: string };
  standards: readonly { code: string }[];
}): number {
  return hashString(`${input.topic}|${input.concept.title}|${input.standards.map((s) => s.code).join(",")}`);
}
