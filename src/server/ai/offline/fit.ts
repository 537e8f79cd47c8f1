import { maxExplanationGrade } from "@shared/curriculum/teaching-card-rules";
import type { Grade } from "@shared/schemas/grade";
import { sceneSeconds, type Beat } from "@shared/script/contract";
import { fleschKincaidGrade } from "@shared/text/readability";
import type { AvoidRule } from "@shared/script/considerations";
import { blockMentions } from "./considerations";
import { DROP } from "./plan";
import type { Block } from "./teach-blocks";
import type { Voice } from "./voice";

/**
 * Fitting a draft to its target (ADR 0007): the blocks the offline engine composed are chosen so the
 * script lands within ±10 % of the target length at the grade's narration rate, and its spoken lines stay at
 * the grade's listening level (the Script check's limit: Flesch–Kincaid grade + 1, at least 2).
 */

/** The time allowed over the target while optional blocks are added (the check allows ±10 %). */
export const FILL_CEILING = 1.06;
/** A required block dropped for time comes back in place of optional ones only while the total stays under this. */
const GIVE_BACK_CEILING = 1.06;
/**
 * The least a check or example dropped first must save to come back in a longer one's place: a second or two is
 * not worth a different question, and one that asks about more of the passage can keep the passage from being
 * read in part (reading-length.ts).
 */
const MIN_SWAP_SAVING_SEC = 3;
/** Dropping stops once the required blocks fit under this share of the target. */
const DROP_TARGET = 1.08;

const seconds = (b: Block, grade: Grade | null) => sceneSeconds(b, grade);
/**
 * Seconds of a block without the quiz's opening and number ("Time for the chef's questions. Question 1: "), which
 * the first check carries and the quiz's numbering moves to whichever check comes first: two checks are compared
 * by what they ask.
 */
const asked = (b: Block, grade: Grade | null) =>
  sceneSeconds(
    {
      beats: b.beats.map((x) =>
        x.type === "line" ? { ...x, text: x.text.replace(/^(?:Time for .+?\. )?Question \d+: /, "") } : x,
      ),
    },
    grade,
  );
// Time held for a line written after the fitting (`Block.slot`) has no words to read yet.
const spoken = (blocks: readonly Block[]) =>
  blocks.flatMap((b) => (b.slot ? [] : b.beats.flatMap((x) => (x.type === "line" ? [x.text] : [])))).join("\n");

/**
 * Keeps every required block (dropping, in `dropOrder`, what may go when even those overrun, and swapping a
 * long required example or check for a shorter one of its `swapGroup`), adds optional blocks by priority
 * while the total stays under the target × FILL_CEILING, trades optional blocks that read above the
 * listening level for easier ones, and finally lengthens think pauses (up to 8 s) when still short.
 *
 * Which supporting standards are taught is not decided here but by the shared length estimate
 * (`@shared/script/length-fit`, docs/decisions/0063-standards-fit-the-length.md), the one the wizard warns
 * with: `notTaught` holds the card indexes it leaves out, and they go last, after everything lighter. A
 * standard it keeps is never dropped here, even when its cards run longer than the estimate (the script then
 * says what length it needs).
 */
export function fitToTime(
  all: Block[],
  targetSec: number,
  grade: Grade | null,
  constraints: { avoid: readonly AvoidRule[]; notTaught?: ReadonlySet<number> } = { avoid: [] },
): Block[] {
  // The writer's "avoid" list: no optional block that mentions it is ever added (required ones were cleaned
  // from the cards before; what remains is reported by the considerations NOTE).
  const blocks = all.filter((b) => b.required || !blockMentions(constraints.avoid, b));
  let chosen = blocks.filter((b) => b.required);
  let total = chosen.reduce((n, b) => n + seconds(b, grade), 0);
  // A supporting standard's teach blocks go together: never a scene without its goal, or a passage without its example.
  const dropped = new Set<Block>();
  const notTaught = constraints.notTaught ?? new Set<number>();
  const dropUpTo = (below: number) => {
    for (const victim of chosen
      .filter((b) => b.dropOrder !== undefined && b.dropOrder < below)
      .sort((x, y) => x.dropOrder! - y.dropOrder!)) {
      if (dropped.has(victim)) continue;
      const card = victim.scene === "teach" ? victim.sceneIndex : (victim.cardIndex ?? 0);
      const standard = card > 0 && victim.dropOrder === DROP.supportingStandard;
      if (standard ? !notTaught.has(card) : total <= targetSec * DROP_TARGET) continue;
      // A supporting standard goes whole: its teaching and the practice and checks that make its key moves.
      const group = standard
        ? blocks.filter(
            (b) => (b.scene === "teach" && b.sceneIndex === card) || (b.scene !== "teach" && b.cardIndex === card),
          )
        : [victim];
      for (const b of group) dropped.add(b);
      total -= group.filter((b) => chosen.includes(b)).reduce((n, b) => n + seconds(b, grade), 0);
      chosen = chosen.filter((b) => !dropped.has(b));
    }
  };
  // Still over: a long required example or check gives way to a shorter one of its kind. One of its kind dropped
  // above (a second check, dropped first) may take its place: a short check dropped while a long one stays is a
  // script that warns it runs over when the fitter could have made it shorter. A supporting standard's blocks,
  // left out whole, and a check on a text (`stayDropped`) never come back this way.
  // One dropped first comes back only when the script still reads within the grade's listening level, or no harder
  // than with the one it replaces (the level fitToListening keeps).
  const easy = (x: Block, req: Block) => {
    if (!grade) return true;
    const now = fleschKincaidGrade(spoken(chosen));
    const then = fleschKincaidGrade(spoken(chosen.map((b) => (b === req ? x : b))));
    return then <= Math.max(maxExplanationGrade(grade), now);
  };
  const swapShorter = (only?: (b: Block) => boolean) => {
    for (const req of chosen.filter((b) => b.swapGroup && !b.key && (!only || only(b)))) {
      if (total <= targetSec * DROP_TARGET) break;
      const alt = blocks
        .filter(
          (x) =>
            x.swapGroup === req.swapGroup &&
            !chosen.includes(x) &&
            (!dropped.has(x) ||
              (!x.stayDropped &&
                x.dropOrder !== DROP.supportingStandard &&
                x.cardIndex === req.cardIndex &&
                easy(x, req))),
        )
        .sort((x, y) => asked(x, grade) - asked(y, grade))[0];
      if (alt && asked(alt, grade) + (dropped.has(alt) ? MIN_SWAP_SAVING_SEC : 0) < asked(req, grade)) {
        dropped.delete(alt);
        chosen[chosen.indexOf(req)] = alt;
        alt.required = true;
        // It is now the one check or example of its kind: never cut again later (for the listening level).
        alt.dropOrder = req.dropOrder;
        total += asked(alt, grade) - asked(req, grade);
      }
    }
  };
  // A check for understanding is two questions whenever the length allows (ADR 0079, 0089): what goes before the
  // second check goes first, then a long check gives way to a shorter one of its kind, and only
  // then does the second check (and what follows it in the drop order) go.
  dropUpTo(DROP.recapExample);
  // A check only: the first worked example may be the one chosen for the teacher's topic.
  swapShorter((b) => b.scene === "check");
  dropUpTo(Infinity);
  // Think pauses after a question keep their time by task (docs/decisions/0045-pauses-by-task-and-grade.md);
  // only the teaching's think-along pauses shorten.
  for (const b of chosen.filter((x) => x.scene === "teach")) {
    for (const beat of b.beats) {
      if (total > targetSec * DROP_TARGET && beat.type === "pause" && beat.seconds > 3) {
        total -= beat.seconds - 3;
        beat.seconds = 3;
      }
    }
  }
  swapShorter();
  const fit: Fit = { chosen, total, dropped, blocks, grade, targetSec };
  fill(fit, () => true);
  giveBackForRequired(fit);
  if (grade) fitToListening(fit, grade);
  for (let extra = 1; extra <= 3 && fit.total < targetSec * 0.93; extra++) {
    for (const b of fit.chosen.filter((x) => x.stretchable)) {
      for (const beat of b.beats) {
        if (beat.type === "pause" && beat.seconds < 8 && fit.total < targetSec * 0.97) {
          beat.seconds += 1;
          fit.total += 1;
        }
      }
    }
  }
  return fit.chosen;
}

/**
 * A video whose required blocks already run over its target × DROP_TARGET speaks plainly: each presenter's
 * interjection before a line ("Oh, I like this.", "Clap, clap!") and the lead-ins in `transitions` ("Today's quest
 * starts with a question. ", "Look at you! ") are left out, the first words a producer cuts from a two-minute
 * video; catchphrases, praise and every line's content stay. Changes `blocks` in place; returns each changed block's
 * beats as they were (for {@link keepListeningLevel}), or null when the video fits without it (the caller then lets
 * the quiz's title card announce it, without "Time for …").
 */
export function speakPlainly(
  blocks: Block[],
  voices: readonly Voice[],
  transitions: readonly string[],
  targetSec: number,
  grade: Grade | null,
  notTaught: ReadonlySet<number> = new Set(),
): Map<Block, Beat[]> | null {
  // A supporting standard the length estimate leaves out goes whatever happens: its blocks do not count.
  const card = (b: Block) => (b.scene === "teach" ? b.sceneIndex : (b.cardIndex ?? 0));
  const required = blocks
    .filter((b) => b.required && !notTaught.has(card(b)))
    .reduce((n, b) => n + seconds(b, grade), 0);
  if (required <= targetSec * DROP_TARGET) return null;
  const openers = new Map(voices.map((v) => [v.name, v.interjections.map((i) => `${i} `)]));
  const before = new Map<Block, Beat[]>();
  for (const b of blocks) {
    const beats = b.beats.map((beat) => {
      if (beat.type !== "line") return beat;
      let text = beat.text;
      // The interjection first: "Let me think. Look at you! Now you can …".
      for (const cut of [...(openers.get(beat.speaker) ?? []), ...transitions])
        if (text.startsWith(cut) && text.length > cut.length) text = text.slice(cut.length);
      return text === beat.text ? beat : { ...beat, text };
    });
    if (beats.some((x, i) => x !== b.beats[i])) {
      before.set(b, b.beats);
      b.beats = beats;
    }
  }
  return before;
}

/**
 * Short easy sentences ("Look at you!") keep a lesson at the grade's listening level (the Script check's limit,
 * Flesch–Kincaid grade + 1, at least 2): when the chosen blocks said plainly read above it, and harder than as they
 * were written, they get their words back (`before`, from {@link speakPlainly}). Returns whether it did.
 */
export function keepListeningLevel(
  chosen: readonly Block[],
  before: ReadonlyMap<Block, Beat[]>,
  grade: Grade,
): boolean {
  const plain = fleschKincaidGrade(spoken(chosen));
  const said = fleschKincaidGrade(spoken(chosen.map((b) => ({ ...b, beats: before.get(b) ?? b.beats }))));
  if (plain <= maxExplanationGrade(grade) || plain <= said) return false;
  for (const b of chosen) b.beats = before.get(b) ?? b.beats;
  return true;
}

interface Fit {
  chosen: Block[];
  /** Seconds the chosen blocks run. */
  total: number;
  dropped: Set<Block>;
  blocks: Block[];
  grade: Grade | null;
  targetSec: number;
}

/**
 * A required block dropped for time (a second check, the recap's example: `DROP.recapExample` up to a supporting
 * standard, never one that stays dropped) outranks every optional block: once the optional blocks are added, it
 * comes back in place of the least important of them (highest priority first) when that brings the total under
 * the target × FILL_CEILING. The most important dropped block (the last in the drop order) is tried first.
 */
function giveBackForRequired(fit: Fit): void {
  const back = [...fit.dropped]
    .filter(
      (b) =>
        b.dropOrder !== undefined &&
        b.dropOrder >= DROP.recapExample &&
        b.dropOrder < DROP.supportingStandard &&
        !b.stayDropped &&
        !fit.chosen.includes(b),
    )
    .sort((x, y) => y.dropOrder! - x.dropOrder!);
  for (const b of back) {
    const need = seconds(b, fit.grade);
    const extras = fit.chosen.filter((x) => !x.required).sort((x, y) => y.priority - x.priority);
    const out: Block[] = [];
    let total = fit.total;
    for (const x of extras) {
      if (total + need <= fit.targetSec * GIVE_BACK_CEILING) break;
      out.push(x);
      total -= seconds(x, fit.grade);
    }
    if (total + need > fit.targetSec * GIVE_BACK_CEILING) continue;
    fit.chosen = fit.chosen.filter((x) => !out.includes(x));
    for (const x of out) fit.dropped.add(x);
    fit.dropped.delete(b);
    fit.chosen.push(b);
    fit.total = total + need;
  }
}

/** Adds optional blocks that `accept` allows, by priority, while the total stays under the target × FILL_CEILING. */
function fill(fit: Fit, accept: (b: Block) => boolean): void {
  const candidates = fit.blocks
    .filter((x) => !x.required && !fit.dropped.has(x) && !fit.chosen.includes(x))
    .sort((x, y) => x.priority - y.priority);
  for (const b of candidates) {
    const s = seconds(b, fit.grade);
    if (b.notWith && fit.chosen.includes(b.notWith)) continue;
    if (accept(b) && fit.total + s <= fit.targetSec * FILL_CEILING) {
      fit.chosen.push(b);
      fit.total += s;
    }
  }
}

/**
 * While the spoken lines read above the grade's listening limit, the optional or cuttable block (an extra
 * example, practice item, check, key term, launch line or goodbye) that reads hardest is taken out and easier optional blocks are added in
 * its place (a trade that would leave the script under 92 % of its target is undone); then a required
 * example or check that reads hard is swapped for an easier one of its kind when the time still fits.
 */
function fitToListening(fit: Fit, grade: Grade): void {
  const limit = maxExplanationGrade(grade);
  const blockGrade = (b: Block) => fleschKincaidGrade(spoken([b]));
  for (let round = 0; round < 6 && fleschKincaidGrade(spoken(fit.chosen)) > limit; round++) {
    // Optional blocks, and required ones that may be cut (a launch line, a goodbye, the recap's cheer…), but never
    // a standard's teaching.
    const tradable = (b: Block) =>
      (!b.required || (b.dropOrder !== undefined && b.dropOrder < DROP.supportingStandard)) && spoken([b]) !== "";
    const hardest = fit.chosen.filter(tradable).sort((x, y) => blockGrade(y) - blockGrade(x))[0];
    if (!hardest || blockGrade(hardest) <= limit) return;
    const before = { chosen: [...fit.chosen], total: fit.total };
    fit.chosen.splice(fit.chosen.indexOf(hardest), 1);
    fit.dropped.add(hardest);
    fit.total -= seconds(hardest, grade);
    fill(fit, (b) => blockGrade(b) <= limit);
    if (fit.total < fit.targetSec * 0.92) {
      fit.chosen.splice(0, fit.chosen.length, ...before.chosen);
      fit.total = before.total;
      break;
    }
  }
  // Then a required example or check that reads hard gives way to an easier one of its kind, if the time still fits.
  const required = fit.chosen
    .filter((b) => b.swapGroup && b.required && !b.key)
    .sort((x, y) => blockGrade(y) - blockGrade(x));
  for (const req of required) {
    if (fleschKincaidGrade(spoken(fit.chosen)) <= limit) return;
    const alt = fit.blocks
      .filter((x) => x.swapGroup === req.swapGroup && !fit.chosen.includes(x) && blockGrade(x) < blockGrade(req))
      .sort((x, y) => blockGrade(x) - blockGrade(y))[0];
    if (!alt) continue;
    const total = fit.total - seconds(req, grade) + seconds(alt, grade);
    if (total < fit.targetSec * 0.92 || total > fit.targetSec * 1.08) continue;
    fit.chosen[fit.chosen.indexOf(req)] = alt;
    alt.required = true;
    fit.total = total;
  }
}
