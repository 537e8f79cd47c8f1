import type { Standard } from "@shared/schemas/standard";
import { oneLine } from "@shared/script-format";

/**
 * Text helpers of the offline drafting engine: seeded picks and orders (the hash is in random.ts) and the
 * turning of CCSS legal text into kid-friendly words.
 */

/** A deterministic permutation of 0..n-1 from `seed` (Fisher–Yates driven by a small LCG). */
export function seededOrder(n: number, seed: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let state = seed >>> 0 || 1;
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** "Max", "Max and Luna", "Max, Luna and Pip". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts `text` to at most `max` characters at a word boundary, adding "…" when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

export type Strand = "RF" | "RL" | "RI" | "W" | "SL" | "L" | "OTHER";

/** The CCSS strand of a code: "RL.3.2" → "RL". */
export function strandOf(code: string): Strand {
  const prefix = code.split(".")[0]?.toUpperCase();
  return prefix === "RF" || prefix === "RL" || prefix === "RI" || prefix === "W" || prefix === "SL" || prefix === "L"
    ? prefix
    : "OTHER";
}

// Legal phrasing → kid words, applied in order (case-insensitive, whole phrases).
const KID_WORDS: [RegExp, string][] = [
  [/^(?:with [^,]*(?:support|prompting)[^,]*|by the end of (?:the )?(?:year|grade \w+)[^,]*),\s*/i, ""],
  [
    /know and apply (?:grade-level )?phonics and word analysis skills in decoding words/i,
    "use letter sounds and word parts to sound out words",
  ],
  [/demonstrate command of the conventions of standard english/i, "use the rules of standard English"],
  [/demonstrate understanding of/i, "understand"],
  [/\b(?:common,\s*)?grade-(?:level|appropriate)\s*/gi, ""],
  [/central message, lesson, or moral/gi, "big lesson"],
  [/central message/gi, "big message"],
  [/\bkey details\b/gi, "important details"],
  [/\bdetermine\b/gi, "figure out"],
  [/\brecount\b/gi, "retell"],
  [/\bidentify\b/gi, "find"],
  [/\bdistinguish between\b/gi, "tell the difference between"],
  [/\b(?:distinguish|differentiate)\b/gi, "tell apart"],
  [/\banalyze\b/gi, "look closely at"],
  [/\bconveyed\b/gi, "shown"],
  [/\butilize\b/gi, "use"],
  [/\bcomprehension\b/gi, "understanding"],
  [/\bcomprehend\b/gi, "understand"],
  [/\bclarify\b/gi, "make clear"],
  [/\baffixes and roots\b/gi, "word parts"],
  [/\baffix(?:es)?\b/gi, "word parts"],
  [/informative\/explanatory texts?/gi, "writing that teaches"],
  [/\billustrations\b/gi, "pictures"],
  [/\bdecoding\b/gi, "sounding out"],
  [/\bdecode\b/gi, "sound out"],
  [/\bphonemes\b/gi, "sounds"],
  [/\bphoneme\b/gi, "sound"],
  [/\bcollaborative conversations\b/gi, "group talks"],
  [/\bdiverse partners\b/gi, "different partners"],
  [/\bnuances\b/gi, "shades of meaning"],
  [/\bconsult reference materials\b/gi, "use tools like dictionaries"],
  [/\bdomain-specific\b/gi, "subject"],
  [/\bindividuals\b/gi, "people"],
  [/\brelevant\b/gi, "helpful"],
  [/\bthe text\b/gi, "the reading"],
  [/\ba text\b/gi, "a book or passage"],
  [/\btexts\b/gi, "books and passages"],
];

const STOP_WORDS = new Set([
  "to",
  "related",
  "between",
  "among",
  "in",
  "from",
  "by",
  "with",
  "through",
  "when",
  "that",
  "which",
  "as",
  "using",
  "for",
  "about",
  "including",
  "such",
  "within",
  "on",
  "into",
]);
const TRAILING = /\s+(?:and|or|the|a|an|of|to|their|its|his|her)$/i;

export interface StandardPhrasing {
  code: string;
  strand: Strand;
  /** Short skill name, sentence case, e.g. "Retell stories". */
  skill: string;
  /** The key phrase in kid words, starting lower-case, e.g. "retell stories, like fables, folktales, and myths". */
  kidWords: string;
  /** A second idea of the standard (the part after ';'), kid words, or null. */
  extra: string | null;
  /** Examples the standard itself gives in "(e.g., …)", at most 4. */
  examples: string[];
}

function toKidWords(text: string): string {
  let out = text;
  for (const [re, to] of KID_WORDS) out = out.replace(re, to);
  return oneLine(out).replace(/\s+([,.;])/g, "$1");
}

/** The first idea of a clause, cut at a comma boundary to at most `maxWords` words. */
function keyPhrase(clause: string, maxWords: number): string {
  const words = clause.split(" ");
  if (words.length <= maxWords) return clause;
  let cut = words.slice(0, maxWords).join(" ");
  const comma = cut.lastIndexOf(",");
  if (comma > 20) cut = cut.slice(0, comma);
  return cut.replace(/[,;:]\s*$/, "");
}

function skillName(clause: string): string {
  const all = clause.replace(/[.]$/, "").split(" ");
  const stop = all.findIndex((w, i) => i > 1 && STOP_WORDS.has(w.replace(/,$/, "").toLowerCase()));
  // "the initial, medial vowel, and final sounds" → "the initial and final sounds": a list must not end the name.
  const head = (stop < 0 ? all : all.slice(0, stop)).join(" ");
  const collapsed = head.replace(/,\s(?:(?:\S+\s){0,2}\S+,\s)*(and|or)\s/g, " $1 ");
  const words = collapsed.split(" ");
  const kept: string[] = [];
  let capped = false;
  for (const [i, raw] of words.entries()) {
    const word = raw.replace(/,$/, "");
    kept.push(word);
    if (raw.endsWith(",") && i > 0) break;
    if (kept.length === 8) {
      capped = i < all.length - 1;
      break;
    }
  }
  let skill = kept.join(" ");
  // A cut-off "… the meaning of unknown" reads better as "… the meaning".
  if (capped) skill = skill.replace(/\s+of\s+\S+$/, "");
  while (TRAILING.test(skill)) skill = skill.replace(TRAILING, "");
  return capitalize(skill.replace(/[^\p{L}\p{N})]+$/u, ""));
}

/**
 * Kid-friendly phrasing of one CCSS standard: a short skill name for the scene heading, the key phrase in
 * plain words (parentheticals dropped, "determine" → "figure out" …), the second idea and its examples.
 */
export function phraseStandard(standard: Standard): StandardPhrasing {
  const description = oneLine(standard.description);
  const examples = [...description.matchAll(/\((?:e\.g\.|for example|i\.e\.),?\s*([^()]*)\)/gi)]
    .flatMap((m) => m[1]!.split(/,\s*/))
    .map((e) =>
      e
        .replace(/^(?:and|or)\s+/i, "")
        .replace(/[.;]+$/, "")
        .trim(),
    )
    .filter(Boolean)
    .slice(0, 4);
  const plain = toKidWords(description.replace(/\s*\([^()]*\)/g, ""));
  const [first = "", second] = plain.split(/;\s*|:\s+/);
  const clause = first.replace(/\.$/, "").trim();
  const skill = skillName(clause) || `Skill ${standard.code}`;
  const lower = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
  return {
    code: standard.code,
    strand: strandOf(standard.code),
    skill,
    kidWords: lower(keyPhrase(clause, 22)) || lower(skill),
    extra: second ? lower(keyPhrase(second.replace(/\.$/, "").trim(), 18)) || null : null,
    examples,
  };
}
