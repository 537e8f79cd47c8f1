import type { Grade } from "@shared/schemas/grade";
import { hasContactDetails } from "@shared/script/check-script";
import { classifySentence, SENTENCE_CLASS_REASONS } from "@shared/text/document-sentences";
import { isSpeakable, sentences } from "./safe-text";
import type { TextGuide } from "./text-guide";

/**
 * The excerpt of an attached text that a lesson teaches from (docs/product/attachments.md). Interface for both
 * engines: `(text, grade, standard) → excerpt`. A sentence is left out when the shared classifier of document
 * sentences (docs/product/security.md, "Supporting documents") does not call it a statement, or when this
 * module's stricter list of reader-addressed phrasings matches it.
 */
export interface Excerpt {
  /** The text's title (its first short line), said as a title, never glued to the first sentence. */
  title: string | null;
  /** Whole sentences, about MIN–MAX words. */
  text: string;
  /** Sentences left out: web addresses, contact details, instructions or requests to the reader. */
  dropped: number;
  /** Why they were left out, in the writer's words (`leftOutReason`), each reason once. */
  leftOut?: string[];
  /**
   * The text's ending when its middle is left out for time (a standard about the whole text, on a text longer than
   * the grade's whole-text length): `text` is its opening paragraphs and then this ending, whole paragraphs (or
   * whole sentences when it has none) with nothing written in between. Null when `text` is one run of the text.
   */
  ending: string | null;
  /**
   * Sentences left out for time inside the story's paragraphs: for a retelling or a central message (RL.x.2) the
   * beginning, the middle (its problem and solution) and the end are all read (`abridged`); for a story read as its
   * parts (`story`), inside the paragraphs read.
   */
  abridged?: number;
  /**
   * A story read as its parts (`storyParts`): how many whole paragraphs of its middle are left out, and whether a
   * paragraph that turns to its solution was found (else the ending is its last paragraph). `text` holds the opening
   * through the paragraph that states the problem, and `ending` the rest read, when a middle is left out.
   */
  story?: { skipped: number; solution: boolean };
  /**
   * Sentences of `text` read straight after a place where sentences were left out for time (`abridged`, `story`):
   * no question asks what comes "right after" the sentence before one, or reads a reason across it.
   */
  joins?: string[];
  /** What one of our own topic texts says about itself (text-guide.ts); absent for an attached PDF. */
  guide?: TextGuide;
  /**
   * Sentences after the run read that were left out for time (a run of the text, `ending` null): the text's ending is
   * not read, and the writer's NOTE says so (draft-script.ts), since a main idea or a conclusion is often there.
   */
  unread?: number;
}

/** Excerpt length in words by grade band [K–1, 2–3, 4–5]: short enough to read aloud, long enough to teach from. */
const WORDS: Record<"young" | "middle" | "old", { min: number; max: number }> = {
  young: { min: 60, max: 110 },
  middle: { min: 80, max: 150 },
  old: { min: 100, max: 180 },
};

/**
 * The most of a text read whole, by grade band, for a standard about the whole text (`needsWholeText`): a retelling
 * or a central message, characters across the events, a story's structure, comparing stories, a text's sequence of
 * events — about a minute and a half read aloud at the grade's pace (docs/product/pace.md).
 */
const WHOLE_WORDS: Record<"young" | "middle" | "old", number> = { young: 160, middle: 220, old: 280 };

/**
 * Whether a lesson on `standard` needs the text's ending: retell and central message (RL.x.2), characters across
 * the events (RL.x.3), structure, beginnings and endings (RL.x.5), comparing stories (RL.x.9), the main topic or
 * main idea of the whole text and its summary (RI.x.2: the sentence that states it is often the text's first or
 * last), a sequence of events or steps (RI.x.3), a story as the model of a narrative's events and ending (W.x.3). A run from the beginning that
 * stops before the end cannot teach these.
 */
export const needsWholeText = (standard: string): boolean =>
  /^RL\.(?:K|\d)\.(?:2|3|5|9)(?:\.|$)/.test(standard) ||
  /^RI\.(?:K|\d)\.[23](?:\.|$)/.test(standard) ||
  /^W\.(?:K|\d)\.3$/.test(standard);

/** Sentences that speak to the reader rather than tell the text: imperatives, requests, secrecy, commerce. */
const ADDRESSED =
  /^(?:please\s+)?(?:visit|go|call|click|tap|enter|send|share|buy|order|subscribe|sign|log|download|scan|write to|email|e-mail|text|tell (?:us|me|anyone|no one|nobody)|do not tell|don't tell|keep this|ask your|find us|follow us|like us|join us|remember to|don't forget|type)\b|\b(?:a secret|keep it secret|for free|discount|coupon|\$\d)/i;

/**
 * A sentence that names one of the listener's own details ("your name", "your address", "where you live"). "Your
 * age" only as the detail itself: "When I was your age, I lost a boat" or "kids about your age" is a story's
 * comparison, told by a character, and asks nothing of the listener (a question such as "How old are you?" is the
 * shared classifier's).
 */
const PERSONAL_DETAIL =
  /\byour (?:name|address|phone|school|password|birthday)\b|(?<!\b(?:was|were|be|been|at|about|around|of|near|close to) )\byour age\b|\bwhere you live\b/i;

/**
 * A sentence that is all one quotation ("Where were you when your foot got cold?"): in a story, a character's
 * line, its speaker named in the sentence before ("Leo thought for a moment."). The shared classifier reads it
 * as a line of dialogue, with a speaker tag added, so its rules for dialogue still hold: a line that asks for
 * personal details or calls to the audience ("Boys and girls, …") is still left out.
 */
const WHOLLY_QUOTED = /^["“][^"“”]+[.!?,…]["”]$/;

export const isAddressedToViewer = (sentence: string): boolean =>
  !isSpeakable(sentence) ||
  classifySentence(WHOLLY_QUOTED.test(sentence) ? `${sentence} she said.` : sentence) !== "statement" ||
  ADDRESSED.test(sentence) ||
  PERSONAL_DETAIL.test(sentence);

/**
 * Why a sentence is not read aloud, in the words the writer sees (SENTENCE_CLASS_REASONS): the NOTE names the
 * real kind of sentence left out, never a list of every kind there could be.
 */
export function leftOutReason(sentence: string): string {
  const kind = classifySentence(WHOLLY_QUOTED.test(sentence) ? `${sentence} she said.` : sentence);
  if (kind !== "statement") return SENTENCE_CLASS_REASONS[kind];
  if (hasContactDetails(sentence)) return SENTENCE_CLASS_REASONS.link;
  if (/\b(?:buy|order|discount|coupon|for free|prize|win a)\b|\$\d/i.test(sentence))
    return SENTENCE_CLASS_REASONS.commerce;
  if (/\b(?:secret|don't tell|do not tell)\b/i.test(sentence)) return SENTENCE_CLASS_REASONS.secrecy;
  if (PERSONAL_DETAIL.test(sentence)) return SENTENCE_CLASS_REASONS["personal-info"];
  if (
    /\b(?:ignore|disregard|system prompt|instructions?|you are (?:now )?(?:an?|the) (?:ai|assistant|model))\b/i.test(
      sentence,
    )
  )
    return SENTENCE_CLASS_REASONS.presenter;
  return SENTENCE_CLASS_REASONS.imperative;
}

const wordsIn = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A first "sentence" that is a title: at most eight words, no end mark of its own in the source, or title case. */
function splitTitle(text: string): { title: string | null; body: string } {
  const firstLine = text.trim().split(/\n/)[0]!.trim();
  if (firstLine && wordsIn(firstLine) <= 8 && !/[.!?]["”]?$/.test(firstLine) && text.trim().includes("\n"))
    return { title: firstLine, body: text.trim().slice(firstLine.length).trim() };
  const [first, ...rest] = sentences(text);
  if (
    first &&
    wordsIn(first) <= 6 &&
    /^(?:[A-Z0-9][\w'’-]*[\s.]*|(?:a|an|the|of|and|in|on|to|for|with)\s+)+$/.test(first)
  )
    return { title: first.replace(/\.$/, ""), body: rest.join(" ") };
  return { title: null, body: text };
}

/**
 * A heading inside the text: a short line in title case ("How Honeybees Work Together."), read as a heading, not a
 * sentence. A line in capitals is a heading ("HOW BEES TALK") unless it exclaims or asks: a story's sound word
 * ("SPLASH!") is part of the story.
 */
function isHeading(s: string): boolean {
  if (!/[a-z]/.test(s) && /[!?]["”]?$/.test(s)) return false;
  const words = s.replace(/[.!?:]+$/, "").split(/\s+/);
  if (!/[a-z]/.test(s) || (words.length <= 5 && !/[.!?]["”]?$/.test(s))) return true;
  return (
    words.length <= 7 &&
    words.every((w) => /^[A-Z0-9]/.test(w) || /^(?:a|an|the|of|and|in|on|to|for|with|at|by|from)$/.test(w)) &&
    !/["“”,]/.test(s)
  );
}

/** Time words that open a sentence: a run rich in them serves a lesson on the order of events (x.3). */
const TIME_OPENER =
  /^(?:then|next|soon|later|finally|first|after|before|suddenly|at last|in the end|one day|in \d{4})\b/i;

/**
 * The excerpt of `text` for a lesson at `grade` on `standard` (a CCSS code): the title and headings separated from
 * the text; sentences addressed to the reader left out; then the run of whole sentences that reaches the grade's
 * length and best serves the standard. The run starts at the beginning (a story's order and a text's main idea are
 * there) unless a later run serves the standard better: more time words for an order-of-events standard (x.3), a
 * quotation for a grade 4–5 quoting standard (x.1). Null when nothing speakable is left.
 */
export function chooseExcerpt(text: string | null | undefined, grade: Grade | null, standard: string): Excerpt | null {
  if (!text?.trim()) return null;
  const band = grade === "K" || grade === "1" ? "young" : grade === "2" || grade === "3" ? "middle" : "old";
  const { min, max } = WORDS[band];
  const { title, body } = splitTitle(text.slice(0, 8000));
  const usable: string[] = [];
  let dropped = 0;
  const leftOut = new Set<string>();
  for (const s of sentences(body)) {
    if (isHeading(s)) continue;
    if (isAddressedToViewer(s)) {
      dropped += 1;
      leftOut.add(leftOutReason(s));
      continue;
    }
    usable.push(s);
  }
  const runFrom = (start: number): string[] => {
    const kept: string[] = [];
    let words = 0;
    for (const s of usable.slice(start)) {
      const n = wordsIn(s);
      if (words + n > max && words >= min) break;
      if (words + n > max) continue;
      kept.push(s);
      words += n;
    }
    return kept;
  };
  if (needsWholeText(standard)) {
    const short = /^RL\.(?:K|\d)\.2(?:\.|$)/.test(standard) ? abridged(body, WHOLE_WORDS[band]) : null;
    if (short) return { title, ...short, dropped, leftOut: [...leftOut] };
    // A story keeps the paragraphs that set up its character and problem and those that solve it (RL, W.x.3).
    const parts = /^(?:RL|W)\./.test(standard) ? storyParts(body, WHOLE_WORDS[band]) : null;
    if (parts) return { title, ...parts, dropped, leftOut: [...leftOut] };
    const whole = beginningAndEnd(body, max, WHOLE_WORDS[band]);
    if (whole) return { title, ...whole, dropped, leftOut: [...leftOut] };
  }
  const m = /^R[LI]\.(K|\d)\.(\d+)/.exec(standard);
  const skill = m ? Number(m[2]) : 0;
  const older = m?.[1] === "4" || m?.[1] === "5";
  const score = (run: string[], start: number): number => {
    const words = run.reduce((n, s) => n + wordsIn(s), 0);
    let points = words >= min ? 2 : 0;
    if (skill === 3) points += run.filter((s) => TIME_OPENER.test(s)).length;
    if (skill === 1 && older && run.some((s) => /[“"]/.test(s))) points += 2;
    // A story is retold from its beginning; any other start must earn its place.
    return points - (start > 0 ? (/^RL/.test(standard) ? 3 : 1) : 0);
  };
  let best = runFrom(0);
  let bestScore = score(best, 0);
  for (let start = 1; start < usable.length; start++) {
    const run = runFrom(start);
    const sc = score(run, start);
    if (sc > bestScore) {
      best = run;
      bestScore = sc;
    }
  }
  if (best.length === 0) return null;
  const after = usable.length - (usable.lastIndexOf(best.at(-1)!) + 1);
  return {
    title,
    text: best.join(" "),
    dropped,
    leftOut: [...leftOut],
    ending: null,
    ...(after > 0 ? { unread: after } : {}),
  };
}

/** A text's paragraphs: blocks between blank lines, or its lines when each ends a sentence (not wrapped lines). */
function paragraphsIn(body: string): string[] {
  const blocks = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (blocks.length > 1) return blocks;
  const lines = body
    .split(/\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return lines.length > 1 && lines.every((l) => /[.!?]["”’)]?$/.test(l)) ? lines : [body];
}

/**
 * The excerpt of a text a lesson needs whole (`needsWholeText`): the whole text when it is at most `wholeMax`
 * words; else its opening and its ending, whole paragraphs (whole sentences for a text of fewer than three
 * paragraphs, or paragraphs too long to share `max` words), the ending taking up to half of `max`. Nothing is
 * written in for the middle: a NOTE tells the teacher it is left out (draft-script.ts). Null when nothing is left.
 */
function beginningAndEnd(body: string, max: number, wholeMax: number): Omit<Excerpt, "title" | "dropped"> | null {
  const paragraphs = paragraphsIn(body)
    .map((p) => sentences(p).filter((s) => !isHeading(s) && !isAddressedToViewer(s)))
    .filter((p) => p.length > 0);
  const all = paragraphs.flat();
  if (all.length === 0) return null;
  const size = (list: string[]) => list.reduce((n, s) => n + wordsIn(s), 0);
  if (size(all) <= wholeMax) return { text: all.join(" "), ending: null };
  const pick = (units: string[][]): { begin: string[][]; end: string[][] } => {
    const end: string[][] = [];
    for (let i = units.length - 1; i > 0; i--) {
      if (end.length > 0 && size([...end.flat(), ...units[i]!]) > max / 2) break;
      end.unshift(units[i]!);
    }
    const begin: string[][] = [];
    for (const unit of units.slice(0, units.length - end.length)) {
      if (begin.length > 0 && size([...begin.flat(), ...unit, ...end.flat()]) > max) break;
      begin.push(unit);
    }
    return { begin, end };
  };
  let { begin, end } = pick(paragraphs.length >= 3 ? paragraphs : all.map((s) => [s]));
  if (size([...begin.flat(), ...end.flat()]) > max * 1.15) ({ begin, end } = pick(all.map((s) => [s])));
  const opening = begin.flat();
  const ending = end.flat();
  if (opening.length + ending.length >= all.length) return { text: all.join(" "), ending: null };
  // The ending starts a paragraph of its own, so a read-aloud can say where the middle was left out.
  return { text: `${opening.join(" ")}\n${ending.join(" ")}`, ending: ending.join(" ") };
}

/**
 * A story too long to read whole, shortened for a retelling or a central message (RL.x.2) without cutting its middle:
 * a retelling needs the problem and its solution, which sit in the middle. Every paragraph keeps its first sentence
 * and every line of dialogue (the characters' words carry the problem, the advice and often the lesson); the text's
 * other sentences are left out, the longest of the paragraph with the most left to give first, until the story fits
 * the grade's whole-text length. Null when the text fits whole already, or still does not fit
 * (then the opening and the ending are read, `beginningAndEnd`).
 */
function abridged(body: string, wholeMax: number): Omit<Excerpt, "title" | "dropped"> | null {
  const paragraphs = paragraphsIn(body)
    .map((p) => sentences(p).filter((s) => !isHeading(s) && !isAddressedToViewer(s)))
    .filter((p) => p.length > 0);
  const size = (list: readonly string[]) => list.reduce((n, s) => n + wordsIn(s), 0);
  const all = paragraphs.flat();
  if (paragraphs.length < 3 || size(all) <= wholeMax) return null;
  const limit = wholeMax;
  const kept = paragraphs.map((p) => [...p]);
  // The sentences that state the problem and turn to its solution are the retelling's spine: never left out.
  const removable = (p: readonly string[], s: string, at: number) =>
    at > 0 && !/["“”]/.test(s) && p.length > 1 && !PROBLEM.test(s) && !SOLUTION.test(s);
  let cut = 0;
  while (size(kept.flat()) > limit) {
    let best: { p: number; at: number; n: number } | null = null;
    let most = 0;
    for (const [pi, p] of kept.entries()) {
      // The last paragraph is the story's end: it is read as written.
      if (pi === kept.length - 1) continue;
      const give = p.filter((s, at) => removable(p, s, at)).reduce((n, s) => n + wordsIn(s), 0);
      if (give <= most) continue;
      most = give;
      const at = p.reduce((b, s, i) => (removable(p, s, i) && (b < 0 || wordsIn(s) > wordsIn(p[b]!)) ? i : b), -1);
      best = { p: pi, at, n: wordsIn(p[at]!) };
    }
    if (!best) return null;
    kept[best.p]!.splice(best.at, 1);
    cut += 1;
  }
  const joins = joinsOf(
    paragraphs,
    kept.map((sentences, from) => ({ from, sentences })),
  );
  return { text: kept.flat().join(" "), ending: null, abridged: cut, joins };
}

/**
 * The kept sentences that do not follow their original neighbour: `kept` lists paragraphs of `original` (by index,
 * in order), each its sentences in order with some left out.
 */
function joinsOf(original: readonly string[][], kept: readonly { from: number; sentences: readonly string[] }[]) {
  const starts = original.map((_, i) => original.slice(0, i).reduce((n, p) => n + p.length, 0));
  const joins: string[] = [];
  let previous = -1;
  for (const { from, sentences: list } of kept) {
    let j = 0;
    for (const sentence of list) {
      while (j < original[from]!.length && original[from]![j] !== sentence) j++;
      const at = starts[from]! + j;
      if (previous >= 0 && at !== previous + 1) joins.push(sentence);
      previous = at;
      j++;
    }
  }
  return joins;
}

/**
 * Sentences that state a story's problem ("The kite landed at the top of the tallest oak tree, far out of reach.",
 * "But there was a problem.") and that turn to its solution ("Then she remembered something.", "Jonah had an idea.").
 * A retelling stands on them (RL.x.2: beginning, problem, solution, end), as does a lesson on a character's response
 * to a challenge (RL.x.3) or a narrative's events and ending (W.x.3).
 */
const PROBLEM =
  /\b(?:problem|trouble|stuck|lost|missing|broken|could(?: not|n't)|can(?:not|'t)|did(?: not|n't) know (?:how|what)|out of reach|too \w+ (?:to|for)|afraid|scared|worried|wanted [^.]* more than anything|no one|nobody|only \w+ days? away)\b/i;
const SOLUTION =
  /\b(?:an idea|remembered|realized|noticed|discovered|decided|figured out|found a way|at last|finally|could hardly believe|solved|fixed)\b/i;

/**
 * A story too long to read whole, read as its parts (docs/decisions/0081-story-read-in-part.md): the opening
 * paragraphs through the first that states the problem (in its first half), then — the middle's tries left out as
 * whole paragraphs — the first paragraph of its second half that turns to the solution, through the end. A run from
 * the beginning, or an opening and the last paragraph, can lose the problem or its solution, and a retelling or a
 * lesson on how a character meets a challenge then has nothing to stand on. When the parts are longer than the grade's
 * whole-text length (the length a retelling's abridged story gets), sentences inside them go, longest first, from
 * the other paragraphs before the ones that state the problem, turn to the solution and end the story: never a
 * paragraph's first sentence, a sentence that states the problem or turns to the solution, or the story's last
 * sentence. Null for a text of fewer than four paragraphs or one that fits whole, a story whose problem the cues do not
 * find (then `beginningAndEnd`), or parts that still do not fit.
 */
function storyParts(body: string, wholeMax: number): Omit<Excerpt, "title" | "dropped"> | null {
  const paragraphs = paragraphsIn(body)
    .map((p) => sentences(p).filter((s) => !isHeading(s) && !isAddressedToViewer(s)))
    .filter((p) => p.length > 0);
  const n = paragraphs.length;
  const size = (list: readonly string[]) => list.reduce((k, s) => k + wordsIn(s), 0);
  if (n < 4 || size(paragraphs.flat()) <= wholeMax) return null;
  const half = Math.floor(n / 2);
  const found = paragraphs.findIndex((p, i) => i < half && p.some((s) => PROBLEM.test(s)));
  if (found < 0) return null;
  const problem = found;
  const turn = paragraphs.findIndex((p, i) => i > problem && i >= half && p.some((s) => SOLUTION.test(s)));
  const solution = turn >= 0 ? turn : n - 1;
  const begin = paragraphs.slice(0, problem + 1).map((p) => [...p]);
  const end = paragraphs.slice(solution).map((p) => [...p]);
  const kept = [...begin, ...end];
  // The paragraphs that state the problem, turn to the solution and end the story.
  const keyAt = new Set([problem, ...(turn >= 0 ? [begin.length] : []), kept.length - 1]);
  // Sentences go from the other paragraphs first (the opening's details, the events after the turn), then from the
  // paragraphs that state the problem, turn to the solution and end the story, never their cue sentences.
  const removable = (pi: number, s: string, at: number, p: readonly string[], inKey: boolean) =>
    at > 0 &&
    !(pi === kept.length - 1 && at === p.length - 1) &&
    (keyAt.has(pi) ? inKey && !PROBLEM.test(s) && !SOLUTION.test(s) : true);
  let cut = 0;
  for (const inKey of [false, true])
    while (size(kept.flat()) > wholeMax) {
      let best: { p: number; at: number } | null = null;
      let most = 0;
      for (const [pi, p] of kept.entries()) {
        const give = p.filter((s, at) => removable(pi, s, at, p, inKey)).reduce((k, s) => k + wordsIn(s), 0);
        if (give <= most) continue;
        most = give;
        const at = p.reduce(
          (b, s, i) => (removable(pi, s, i, p, inKey) && (b < 0 || wordsIn(s) > wordsIn(p[b]!)) ? i : b),
          -1,
        );
        best = { p: pi, at };
      }
      if (!best) break;
      kept[best.p]!.splice(best.at, 1);
      cut += 1;
    }
  if (size(kept.flat()) > wholeMax) return null;
  const joins = joinsOf(paragraphs, [
    ...kept.slice(0, begin.length).map((sentences, from) => ({ from, sentences })),
    ...kept.slice(begin.length).map((sentences, k) => ({ from: solution + k, sentences })),
  ]);
  const opening = kept.slice(0, begin.length).flat();
  const ending = kept.slice(begin.length).flat();
  const skipped = solution - problem - 1;
  const story = { skipped, solution: turn >= 0 };
  if (skipped === 0)
    return { text: [...opening, ...ending].join(" "), ending: null, ...(cut ? { abridged: cut } : {}), story, joins };
  // The ending starts a paragraph of its own, so a read-aloud can say where the middle was left out.
  return {
    text: `${opening.join(" ")}\n${ending.join(" ")}`,
    ending: ending.join(" "),
    ...(cut ? { abridged: cut } : {}),
    story,
    joins,
  };
}

/** The NOTE for a story read as its parts (`storyParts`): what was left out, and what was kept. */
export function storyPartsNote(story: NonNullable<Excerpt["story"]>, abridged = 0): string {
  const kept = ["its beginning", "the problem", ...(story.solution ? ["how it is solved"] : []), "its end"];
  const list = `${kept.slice(0, -1).join(", ")} and ${kept.at(-1)}`;
  const middle =
    story.skipped > 0
      ? `The middle of the story (${story.skipped} ${story.skipped === 1 ? "paragraph" : "paragraphs"}${story.solution ? ", between the problem and how it is solved" : ""}) is left out for time, and the reader says where`
      : "";
  const inside =
    abridged > 0
      ? `${abridged} ${abridged === 1 ? "sentence" : "sentences"} inside the paragraphs read ${abridged === 1 ? "is" : "are"} left out too`
      : "";
  const said = [middle, inside].filter(Boolean).join("; ");
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}. ${list.charAt(0).toUpperCase()}${list.slice(1)} are read. Read it whole if you can.`;
}

/** What the reader says where the middle of a text was left out: where, never what happens there. */
export const skipLine = (standard: string): string =>
  `Now we skip ahead to the end of the ${/^RI/.test(standard) ? "text" : "story"}.`;

/** The NOTE for a text read with its middle left out (docs/product/attachments.md). */
export const middleLeftOutNote = (standard: string): string =>
  /^RI/.test(standard)
    ? "The middle of the text is left out for time; read it aloud if you can."
    : "The middle of the story is left out for time; read it aloud if you can.";

/** The NOTE for a story shortened inside its paragraphs for a retelling (`abridged`). */
export const abridgedNote = (n: number): string =>
  `${n} ${n === 1 ? "sentence" : "sentences"} of the story ${n === 1 ? "is" : "are"} left out for time; its beginning, middle and end are all read. Read it whole if you can.`;

/**
 * The excerpt's text as a writer and a model see it: a middle left out for time is shown as "…" on a line of its
 * own between the opening and the ending, so no one takes the ending to follow straight on.
 */
export const shownText = (excerpt: Pick<Excerpt, "text" | "ending">): string =>
  excerpt.ending ? excerpt.text.replace("\n", "\n\n…\n\n") : excerpt.text;

/**
 * The NOTE's clause for a text whose ending was not read (`Excerpt.unread`, a count of sentences): the writer is told
 * the ending was cut for time, since its last sentences may state the main idea or conclude. Empty when all was read.
 */
export function unreadNote(unread: number | undefined): string {
  if (!unread) return "";
  return `; the text's ending (its last ${unread === 1 ? "sentence" : `${unread} sentences`}) was cut for time and is not read: check that the lesson does not need it`;
}
