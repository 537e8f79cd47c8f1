import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import { planned } from "./plan";
import { sentences } from "./safe-text";
import { sayLabels, speakShow, type Block, type Cast } from "./teach-blocks";

/**
 * A recap that recaps (docs/product/pace.md, ADR 0089): after the goal is said again, the presenters say the move
 * as steps in the kid's words and name the lesson's own worked example (the question asked and its answer, the
 * passage's detail, the word), so the child hears what they did, not only what they can now do.
 */

/** How the recap's example line opens (recapExampleLine): "We asked: ", "In our example: ", "In “Title”: ". */
const EXAMPLE_OPENER = /^[^:\n]+: (?:We asked: |In our example: |In “[^”\n]+”: |In our text about [^:\n]+: )/m;

/** Whether a drafted script's recap scene names the lesson's worked example (`npm run eval` counts it). */
export const recapNamesExample = (script: string): boolean =>
  EXAMPLE_OPENER.test(/^SCENE \d+ — RECAP[^]*?(?=^SCENE |$(?![^]))/m.exec(script)?.[0] ?? "");

/** The longest example line the recap says, in words: a long answer is cut to its first sentence, or not said. */
export const RECAP_EXAMPLE_MAX_WORDS = 30;

const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const NOT_A_VERB = new Set(["a", "an", "the", "when", "after", "before", "if", "one", "two"]);

/**
 * The card's first key move as steps the class did together: "name a reason and its evidence" → "Remember how: we
 * name a reason and its evidence." The move is written as a bare verb phrase (docs/product/key-moves.md); "I" and
 * "my" become "we" and "our", an example in brackets is left out. Null for a card without a move.
 */
export function recapStepsLine(card: TeachingCard): string | null {
  const move = card.keyMoves?.[0]?.move;
  if (!move) return null;
  const said = move
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\bI\b/g, "we")
    .replace(/\bmy\b/g, "our")
    .replace(/\bme\b/g, "us")
    .replace(/\bam\b/g, "are")
    .trim();
  if (!said) return null;
  const move_ = `${said.charAt(0).toLowerCase()}${said.slice(1)}`.replace(/[.!]+$/, "");
  // A move written as a noun phrase or a clause ("an opinion stated with a reason", "when …") is not a step to say.
  return NOT_A_VERB.has(move_.split(/[\s,]/)[0]!.toLowerCase()) ? null : `Remember how: we ${move_}.`;
}

/**
 * The recap's line naming a worked example: a modelled question with its answer ("We asked: Which
 * turtles …? Sea turtles."), or the answer after the passage's title or the typed subject ("In “Duck Gets Wet”: The
 * setting is the pond on a rainy day."). `from` names where the example came from (the passage's title, or
 * the subject of our own text about the teacher's topic), null for the card's own example. Null when the answer's
 * first sentence is longer than {@link RECAP_EXAMPLE_MAX_WORDS} words (the recap then says the goal and the steps).
 */
export function recapExampleLine(example: WorkedExample, from: string | null): string | null {
  // The answer's sentences while they fit ("Reason: … Evidence: …" keeps both), at least its first.
  // Said as the teach scene said it: a card's labels as words ("Reason:" → "The reason is").
  const parts = sentences(sayLabels(example.answer)).map((x) => x.trim());
  let answer = parts[0] ?? "";
  for (const next of parts.slice(1))
    if (words(`${answer} ${next}`) <= RECAP_EXAMPLE_MAX_WORDS - 6) answer = `${answer} ${next}`;
  // A modelled question, one sentence, is said before its answer ("We asked: Who hid the key? Max did.").
  const show = example.show.includes("\n") ? "" : speakShow(example.show).trim();
  const asked = show.endsWith("?") && sentences(show).length === 1 ? show : "";
  // An answer that names marks as symbols ("one ends with !") is shown, not said again.
  if (!answer || /\s[!?.,;:]/.test(answer) || words(`${asked} ${answer}`) > RECAP_EXAMPLE_MAX_WORDS) return null;
  if (asked) return `We asked: ${asked} ${answer}`;
  return `${from ? `In ${from}` : "In our example"}: ${answer}`;
}

/**
 * Where a worked example came from: the passage read (by its title) when the example quotes it, else our own text
 * about the typed subject when the lesson was taught from one, else null (the card's own example).
 */
export function exampleSource(card: TeachingCard, example: WorkedExample, subject: string | null): string | null {
  const text = card.mentorText;
  if (text && norm(text.text).includes(norm(example.show).split(" ").slice(0, 6).join(" "))) return `“${text.title}”`;
  return subject ? `our text about ${subject}` : null;
}

/**
 * The recap's steps and example blocks for the primary card, said by the partner and the lead in turn (the lead has
 * said the goal). The example named is the first the teach scene shows; {@link nameKeptExample} renames it after the
 * time fitting, when a shorter example stood in for it.
 */
export function recapTeachBlocks(
  cast: Cast,
  card: TeachingCard,
  teach: readonly Block[],
  subject: string | null,
): Block[] {
  const partner = cast.solo ? 0 : 1;
  const steps = recapStepsLine(card);
  const first = teach.find((b) => b.scene === "teach" && b.sceneIndex === 0 && b.worked)?.worked;
  const example = first ? recapExampleLine(first, exampleSource(card, first, subject)) : null;
  return [
    ...(steps
      ? [
          {
            ...planned("recapRule"),
            sceneIndex: 0,
            order: 0.2,
            beats: [cast.plain(partner, steps)],
            recapOf: "steps" as const,
          },
        ]
      : []),
    ...(example
      ? [
          {
            ...planned("recapExample"),
            sceneIndex: 0,
            order: 0.3,
            beats: [cast.plain(0, example)],
            recapOf: "example" as const,
          },
        ]
      : []),
  ];
}

const lineOf = (b: Block) => b.beats.map((x) => (x.type === "line" ? x.text : "")).join(" ");

/**
 * Whether recap block `b` says again what the steps block says (the move as a task on the topic: "Name a reason and
 * its evidence …" after "Remember how: we name a reason and its evidence …"): such a block is not composed.
 */
export function saysSteps(steps: Block | undefined, b: Block): boolean {
  const said = norm(lineOf(b));
  return Boolean(steps && b !== steps && said && norm(lineOf(steps)).includes(said));
}

/**
 * After the time fitting: the recap names an example the teach scene kept (the first kept one of the primary
 * standard), never one a shorter example replaced; with none it names nothing. Returns the blocks kept; the example
 * line is rewritten in place.
 */
export function nameKeptExample(chosen: Block[], card: TeachingCard, subject: string | null): Block[] {
  const line = chosen.find((b) => b.recapOf === "example");
  if (!line) return chosen;
  const kept = chosen
    .filter((b) => b.scene === "teach" && b.sceneIndex === 0 && b.worked)
    .sort((a, b) => a.order - b.order)[0]?.worked;
  const text = kept ? recapExampleLine(kept, exampleSource(card, kept, subject)) : null;
  const at = line.beats.findIndex((x) => x.type === "line");
  const beat = line.beats[at];
  if (!text || beat?.type !== "line") return chosen.filter((b) => b !== line);
  line.beats[at] = { ...beat, text };
  return chosen;
}
