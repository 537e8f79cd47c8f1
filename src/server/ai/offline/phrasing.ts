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

// Finite verbs a card's answers use, past or present, beyond the common ones ("is", "has", "said"…).
const FINITE =
  /^(?:is|are|was|were|has|have|had|am|do|does|did|can|could|will|would|should|may|might|must|means|makes|made|says|said|tells|told|shows|goes|went|came|ran|flew|took|felt|got|saw|found|gave|knew|began|left|kept|held|stood|sat|fell|grew|ate|swam|sang|brought|caught|led|lost|met|put|rode|woke|wore|won|wrote|became|broke|drew|slept|spoke|threw|hid|built|dug|fed|hung|heard|lay|rang|rose|shook|stole|stuck|swept|taught|tore|read|hit|bent|cut|set|let|shut|burst|cost|hurt)$/i;
/** Words after which a word ending in -s or -ed is a verb with its object or place ("breaks the rules", "swims in"). */
const AFTER_VERB =
  /^(?:the|a|an|his|her|its|their|my|our|your|me|him|them|us|it|in|on|at|to|into|onto|up|down|out|over|outside|inside|away|back|off|around|across|through|toward|with|from|for|like|clean|fast|slowly|high|well|better|more|every|each|all|some)$/i;
/** Base verbs that are rarely nouns in a card's answer. */
const BASE = /^(?:make|keep|help|need|want|give|take|stay|seem|sound|say|go|come|get)$/i;
/** Words in -ly that are not adverbs ("The park early in the morning"). */
const NOT_ADVERB = /^(?:early|only|family|belly|jelly|holy|ugly|friendly|lovely|lonely|silly|daily|weekly)$/i;
/** Words that join a noun to more of its phrase, so the word after a plural noun is not its verb. */
const LINK =
  /^(?:and|or|of|with|in|on|at|to|for|from|by|about|like|near|under|over|after|before|but|not|plus|than|as|up|down|out|away|back|off)$/i;
/** Base verbs a card's answer opens with when it says what to do ("Read the part under …"). */
const IMPERATIVE =
  /^(?:read|look|skip|find|go|ask|use|say|write|point|listen|check|think|add|put|tell|draw|count|start|keep|stop|try|reread|turn|pick|choose|cross|circle|underline|change|move|take|give|make|name|sort|match)$/i;

/**
 * Whether `sentence` (one sentence of a card's answer) is a noun phrase and not a clause: "A thought.", "A reason
 * supported by an example.", "The pond." Said after "So:" or "Here's what we found:" such a phrase is a fragment a
 * presenter cannot say; it needs a verb of its own ("That gives us a thought."). Only phrases opened by an article
 * count: "Last night, Ava baked a pie." or "The frog hops." are clauses, and so is "A crow cawed outside my window."
 */
export function isNounPhrase(sentence: string): boolean {
  const raw = sentence
    .trim()
    .replace(/[.!?…]+["”’')]*$/, "")
    .split(/\s+/);
  // "a, c, e and z stay short." opens with a letter, not an article.
  if (!/^(?:a|an|the)$/i.test(raw[0] ?? "") || raw.length < 2) return false;
  const all = raw.map((w) => w.replace(/^["“'‘(]+|["”’'),;:]+$/g, ""));
  // A relative clause belongs to the phrase ("A clear opening that states the main idea."), unless a second verb
  // after it is the sentence's own ("The artist who painted the mural visited our class.").
  const that = all.findIndex((w, i) => i >= 2 && /^(?:that|which|who|where)$/i.test(w));
  const head = that > 0 ? all.slice(0, that) : all;
  if (head.some((_, i) => isVerbAt(head, i))) return false;
  if (that < 0) return true;
  const relative = all.slice(that + 1);
  // "… what Jamal learned", "… and shows": a clause inside the relative clause, or a verb joined to its first.
  const stop = relative.findIndex((w) => /^(?:what|how|why|where|when|if|she|he|it|they|we|i|you)$/i.test(w));
  const own = stop >= 0 ? relative.slice(0, stop) : relative;
  const marked = [all[that]!, ...own];
  return own.filter((_, i) => isVerbAt(marked, i + 1, true) && !/^and$/i.test(marked[i]!)).length < 2;
}

const plural = (w: string | undefined) =>
  !!w &&
  ((/[^s'’]s$/i.test(w) && !/^(?:plus|this|its|his|us|was|is|has|does)$/i.test(w)) ||
    /^(?:two|three|both|they|we)$/i.test(w));
/** Words after which an -ed word describes the noun that follows ("a shared slide", "a strong integrated …"). */
const DESCRIBES = /^(?:a|an|the|very|well|newly|strong|short|long|big|small|new|old|good|bad|clearly|fully)$/i;
/** Words that count or describe the plural noun after them ("four ideas in order"): it is not a subject's verb. */
const COUNTS = /^(?:two|three|four|five|six|many|some|all|few|several|both|these|those|more|other)$/i;
/** Whether `words[i]` reads as a finite verb: a past or present form, or a base verb after a plural subject. */
function isVerbAt(words: readonly string[], i: number, inRelative = false): boolean {
  const w = words[i]!;
  if (i === 0) return false;
  if (FINITE.test(w)) return true;
  // "the label make 'swirl' clear", not "a plan to make …".
  if (BASE.test(w) && !/^(?:to|and|or|a|an|the)$/i.test(words[i - 1]!)) return true;
  const next = words[i + 1];
  const before = words[i - 1]!;
  // "The frogs jump into the pond", "the girls on the team cheer loudly": a base verb after its subject.
  if (!inRelative && next && /ly$/i.test(next) && !NOT_ADVERB.test(next) && !/ly$/i.test(w)) return true;
  // "A materials list": a plural right after "a" is not a subject.
  if (COUNTS.test(w)) return false;
  if (
    !inRelative &&
    !/s$/i.test(w) &&
    plural(before) &&
    !FINITE.test(before) &&
    !(i >= 2 && /^an?$/i.test(words[i - 2]!)) &&
    (i === 1 || !/^(?:of|and|or)$/i.test(words[i - 2]!)) &&
    !LINK.test(w)
  )
    return true;
  // "supported by an example" right after its noun is a participle; "A swarm of bees buzzed by the hive" is a verb.
  // "A surprised voice": an -ed word before a noun describes it; before its object or place it is the verb.
  if (/ed$/i.test(w) && w.length > 4)
    return next === undefined ? i >= 2 : next === "by" ? i >= 3 : !DESCRIBES.test(before);
  // "-s" before its object or place, or last in a short sentence ("The frog hops."); not "A cast of characters".
  if (plural(w) && /s$/i.test(w) && i >= 2 && !LINK.test(before) && !COUNTS.test(before))
    return next === undefined ? words.length <= 4 : AFTER_VERB.test(next);
  return false;
}

/** Whether `sentence` opens with what to do ("Read the part under …"), so it is said as what we do. */
export const isInstruction = (sentence: string): boolean => {
  const first = sentence.trim().split(/\s+/)[0]!;
  // A quoted command ("“Put on your boots,” said Dad.") is a line of dialogue, not what to do.
  return /^[A-Za-z]+$/.test(first) && IMPERATIVE.test(first);
};
