import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { ContractScene } from "@shared/script/contract";
import { oneLine } from "@shared/script-format";

/**
 * NOTEs are true of the final script (docs/product/considerations.md: a NOTE never claims what the script does not
 * do). A card's producer note about particular items is kept only when those items are in the script; a note on
 * how to say a word keeps only the words the presenters say.
 */

const flat = (t: string) => oneLine(t).replace(/\s+/g, " ").toLowerCase();
/** What the presenters say, in lower case (VISUAL and ON SCREEN lines are not said). */
const spoken = (scenes: readonly ContractScene[]) =>
  flat(scenes.flatMap((sc) => sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : []))).join(" "));
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const said = (word: string, text: string) => new RegExp(`(?<![\\p{L}])${escape(word.toLowerCase())}`, "u").test(text);

/**
 * The words a note tells the presenter how to say: "Say anemone as uh-NEM-uh-nee", "Pronunciation: Ravi is
 * RAH-vee", "Pronounce Ines (in the prose practice) as ee-NESS", "Aoife is said EE-fuh", "tardigrade (TAR-dih-grade)".
 * A guide is told by its stressed syllable in capitals.
 */
export function pronouncedWords(note: string): string[] {
  // A script's own cue words in capitals ("shown as ON SCREEN text") are not a pronunciation.
  const guide =
    /(?:^|[\s:;,])([\p{L}'’-]+)(?:\s*\([^)]*\))?\s+(?:is (?:said )?|as )(?!(?:ON SCREEN|VISUAL|PAUSE|NOTE)\b)(?=[\p{Ll}'-]*\p{Lu}{2,})/gu;
  const bracketed = /(?:^|[\s:;,])([\p{L}'’-]+)\s*\(([\p{Ll}-]*\p{Lu}{2,}[\p{L}-]*)\)/gu;
  // A bracketed guide sounds like its word ("tardigrade (TAR-dih-grade)"), unlike an example of one ("Stress marks
  // in capitals (pho-TOG-ra-pher)").
  const sound = (c: string) => (/[aeiouy]/i.test(c) ? "vowel" : /[ckq]/i.test(c) ? "k" : c.toLowerCase());
  const words = [
    ...[...note.matchAll(guide)].map((m) => m[1]!),
    ...[...note.matchAll(bracketed)].filter((m) => sound(m[1]![0]!) === sound(m[2]![0]!)).map((m) => m[1]!),
  ];
  return [...new Set(words.filter((w) => !/^(?:say|it|this|that|word)$/i.test(w)))];
}

/** Words a note may share with one item by chance: they tie it to no item. */
const COMMON_NOTE_WORDS =
  /^(?:sounds?|letters?|words?|sentences?|examples?|pictures?|answers?|questions?|reading|writing|because|another|before|things|people|children|teacher|school|screen|presenter|viewers?|always|should|number|little|pronounced?)$/;
/** A producer note that checks the facts of an item or a passage. */
export const FACT_CHECK = /^\s*Facts checked:/i;
/** A fact-check note's own words: those of four letters or more after "Facts checked:", each once. */
export const factWords = (note: string): string[] => [
  ...new Set(
    (flat(note.replace(FACT_CHECK, "")).match(/[a-z]{4,}/g) ?? []).filter(
      (w) => !COMMON_NOTE_WORDS.test(w) && !FACT_FILLER.test(w),
    ),
  ),
];
const FACT_FILLER =
  /^(?:they|their|them|than|that|this|with|from|have|were|some|most|about|into|only|also|mentor|text|original)$/;
/** A note on treating people or a subject with care. */
const CARE = /\b(?:do not|don't|never|respect\w*|safe|safety|stereotyp\w*|teases?|worry|gently|for laughs)\b/i;

/**
 * Whether a card's producer note concerns this script: a note about particular items ("Sunflower seed butter is
 * used in place of peanut butter…", "Spectacles … is an older word for glasses", how to say the names Lian and
 * Wen) names words of those items that the card's goal and explanation do not use; it is kept only when one of
 * those items is in the script. A note about the lesson as a whole names none, and is
 * always kept, as is a note on treating people or a subject with care. A note on how to say a word is kept only
 * when the word is said.
 */
export function noteApplies(note: string, card: TeachingCard, scenes: readonly ContractScene[]): boolean {
  const script = flat(scenes.flatMap((sc) => sc.beats.map((b) => ("text" in b ? b.text : ""))).join(" "));
  // How to say a word: the final pass keeps it for the words said (trueToScript); the rest of the note is judged here.
  const guided = pronouncedWords(note);
  const rest = note
    .split(/(?<=[.!?])\s+/)
    .filter((t) => pronouncedWords(t).length === 0)
    .join(" ");
  if (guided.length > 0 && !rest.trim()) return guided.some((w) => said(w, spoken(scenes)));
  // Each item: all its words, and the words it is found by in a script (as the eval finds it).
  const items = [
    ...card.examples.map((e) => ({ all: `${e.show} ${e.thinkAloud} ${e.answer}`, probe: e.thinkAloud })),
    ...card.practice.map((p) => ({ all: `${p.prompt} ${p.answer}`, probe: p.prompt })),
    ...card.checks.map((c) => ({ all: `${c.question} ${c.answer} ${(c.choices ?? []).join(" ")}`, probe: c.question })),
    ...(card.mentorText ? [{ all: card.mentorText.text, probe: card.mentorText.text }] : []),
  ];
  const general = flat(
    `${card.kidGoal} ${card.explanation} ${card.keyTerms.map((k) => `${k.term} ${k.definition}`).join(" ")}`,
  );
  const inWord = (w: string) => new RegExp(`\\b${w}`);
  // A name (capitalized past the note's first word) or a long word that items use, and the card's goal and
  // explanation do not: "Lian", "spectacles", "peanut". A word in several items ties the note to all of them.
  const anchors = [...(rest.match(/(?<=\S\s+)[A-Z][a-z]{2,}\b/g) ?? []), ...(rest.match(/\b[A-Za-z]{6,}\b/g) ?? [])]
    .map((w) => w.toLowerCase())
    .filter((w) => !COMMON_NOTE_WORDS.test(w) && !inWord(w).test(general))
    .filter((w) => items.some((it) => inWord(w).test(flat(it.all))));
  // A note that checks a passage's facts ("Facts checked: most Arctic foxes turn white in winter…") belongs to the
  // item that states those facts, the one sharing most of its words, and to a script only when that item is read:
  // a closing that alludes to the fox ("From color-changing coats to furry paws…") does not carry it.
  if (FACT_CHECK.test(rest)) {
    const facts = factWords(rest);
    const shared = items.map((it) => facts.filter((w) => inWord(w).test(flat(it.all))).length);
    const most = Math.max(...shared);
    return items.some((it, i) => shared[i] === most && most > 0 && script.includes(flat(it.probe).slice(0, 40)));
  }
  if (anchors.length === 0 || CARE.test(rest)) return true;
  const tied = items.filter((it) => anchors.some((w) => inWord(w).test(flat(it.all))));
  return tied.some((it) => script.includes(flat(it.probe).slice(0, 40)));
}

/** "the Greek, Russian and Chinese settings": the places a note about showing settings names. */
const SETTINGS = /\b(?:the )?((?:[A-Z][a-z]+, )*[A-Z][a-z]+(?:,? and [A-Z][a-z]+)?) settings?\b/;

/**
 * A note about showing the settings of tales from several places names only the places the script shows
 * (docs/decisions/0081: a NOTE never claims what the script does not do): "When showing the Greek, Russian and
 * Chinese settings, …" becomes "When showing the Chinese setting, …" in a script whose only tale is "a tale from
 * China"; with none shown the note is left out (null). A place is shown when the script names it ("a Greek fable") or
 * says "from" or "in" a place starting as its name does ("from China" for "Chinese"; "Mrs. Green" is no Greece).
 * Any other note is returned as it is.
 */
export function settingsShown(note: string, scenes: readonly ContractScene[]): string | null {
  const m = SETTINGS.exec(note);
  if (!m) return note;
  const places = m[1]!.split(/,? and |, /);
  const script = scenes.flatMap((sc) => sc.beats.map((b) => ("text" in b ? b.text : ""))).join(" ");
  const shown = places.filter((p) =>
    new RegExp(`\\b${p}\\b|\\b(?:from|in) (?:ancient )?${p.slice(0, 4)}[a-z]*\\b`).test(script),
  );
  if (shown.length === 0) return null;
  const list = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)!}`;
  return note.replace(m[0], `${/^the /.test(m[0]) ? "the " : ""}${list} setting${shown.length === 1 ? "" : "s"}`);
}

/** Where the presenters can say the teacher's topic, and how a NOTE names each place. */
export type TopicPlace = "hook" | "bridge" | "recap" | "close";
const PLACE_WORDS: Record<TopicPlace, string> = {
  hook: "in the hook",
  bridge: "before the teaching",
  recap: "in the recap",
  close: "at the close",
};
const PLACE_OF: Partial<Record<ContractScene["kind"], TopicPlace>> = {
  hook: "hook",
  teach: "bridge",
  recap: "recap",
  close: "close",
};
const topicText = (topic: string) => flat(topic.trim().replace(/[.,;:!?]+$/, ""));
/** A topic without the teacher's framing verb ("Explaining how a lighthouse works" → "how a lighthouse works"). */
export const topicCore = (topic: string): string =>
  topic
    .trim()
    .replace(/[.,;:!?]+$/, "")
    .replace(/^(?:explaining|describing|writing about|reading about|learning about|all about)\s+/i, "");

/** The places of the final scenes where a presenter says the topic, in script order. */
export function topicPlaces(topic: string, scenes: readonly ContractScene[]): TopicPlace[] {
  const t = topicText(topic);
  if (!t) return [];
  const places = scenes.flatMap((sc) => {
    const place = PLACE_OF[sc.kind];
    const said = spoken([sc]);
    return place && (said.includes(t) || said.includes(flat(topicCore(topic)))) ? [place] : [];
  });
  return [...new Set(places)];
}

/**
 * The topic NOTE's claim of where the topic is said ("the presenters name the topic in the hook and in the
 * recap"), or null when no presenter says it. A length fitter may drop the bridge and the recap's topic line, so
 * the claim is made from the final scenes.
 */
export function topicNamedClause(places: readonly TopicPlace[]): string | null {
  if (places.length === 0) return null;
  const words = places.map((p) => PLACE_WORDS[p]);
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words.at(-1)!}`;
  return `the presenters name the topic ${places.length === 1 ? "only " : ""}${list}`;
}

const TOPIC_CLAIM =
  /([,;] )?the presenters name the topic (?:only )?(?:(?:in the hook|before the teaching|in the recap|at the close)(?:, | and )?)+/;

/**
 * A note's glosses ("therm = heat, meter = measure, leg = read (as in legible)") keep only the words a presenter
 * says in the lesson; the topic's own words do not count ("Cracking long words like thermometer" says no root).
 */
function glossesSaid(sentence: string, lesson: string): string | null {
  const head = /^([^:]*:\s*)(.*)$/s.exec(sentence);
  const [label, body] = head ? [head[1]!, head[2]!] : ["", sentence];
  const parts = body.replace(/[.]$/, "").split(/,\s+(?=[\p{L}-]+\s*=)/u);
  const glosses = parts.filter((p) => /^[\p{L}-]+\s*=/u.test(p));
  if (glosses.length < 2 || glosses.length !== parts.length) return sentence;
  const kept = parts.filter((p) => said(/^[\p{L}-]+/u.exec(p)![0], lesson));
  return kept.length === 0 ? null : `${label}${kept.join(", ")}.`;
}

/**
 * The final pass over every NOTE: the note as far as it is true of the finished scenes, or null. A note on how to
 * say words keeps the sentences (or "; " parts) whose words are said, and goes when none is; a list of glosses
 * keeps the words said in the lesson (not only in the `topic`); the topic NOTE's "the presenters name the topic
 * in …" names the places the scenes say the topic.
 */
export function trueToScript(note: string, scenes: readonly ContractScene[], topic = ""): string | null {
  // The writer's own words are quoted, not claimed.
  if (note.startsWith("Content considerations from the writer:") || note.startsWith("Concept: ")) return note;
  const text = spoken(scenes);
  // The topic NOTE says where the topic is said: the places the final scenes say it.
  if (TOPIC_CLAIM.test(note)) {
    const clause = topicNamedClause(topicPlaces(topic, scenes));
    note = note.replace(TOPIC_CLAIM, (_, sep: string | undefined) => (clause ? `${sep ?? ""}${clause}` : ""));
  }
  const t = topicText(topic);
  const lesson = t ? text.split(t).join(" ") : text;
  const glossed = note
    .split(/(?<=[.!?])\s+/)
    .flatMap((sentence) => glossesSaid(sentence, lesson) ?? [])
    .join(" ");
  if (!glossed.trim()) return null;
  note = glossed;
  if (pronouncedWords(note).length === 0) return note;
  const keep = (part: string) => {
    const words = pronouncedWords(part);
    return words.length === 0 || words.some((w) => said(w, text));
  };
  const sentences = note.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    const parts = sentence.split(/;\s+/);
    if (parts.every(keep)) return [sentence];
    // "Pronunciation: Marisol is …; Tomás is …." keeps the names said, under the sentence's own label.
    const label = /^[A-Z][a-z]+:\s*/.exec(parts[0] ?? "")?.[0] ?? "";
    const kept = parts.filter((p) => pronouncedWords(p).length > 0 && keep(p));
    if (kept.length === 0) return [];
    const joined = kept.map((p, i) => (i === 0 && label && !p.startsWith(label) ? label + p : p)).join("; ");
    return [/[.!?]$/.test(joined) ? joined : `${joined}.`];
  });
  const out = sentences.join(" ");
  return out.trim() ? out : null;
}
