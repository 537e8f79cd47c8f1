import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Beat, ContractScene } from "@shared/script/contract";
import type { Frame } from "./frame";
import { goalGist } from "./strength-lines";

/**
 * The frame does work (docs/decisions/0092-voices-and-frames-that-teach.md): its device carries the lesson's
 * structure instead of decorating the top of each scene.
 *  - A stop opened without a word to name ("On to stop 1 on the map!") is named by what is learned there, its key
 *    term: "Stop 1 on the map: "theme"!" (the goal itself is said in the hook and the recap only).
 *  - The practice opens with the frame's practice place and its key term: "Base camp: your turn with "theme"!" —
 *    never a bare "Welcome to base camp!".
 *  - A game show's rounds are the practice and the check; its points are added lines, said only in the time left
 *    (`awardPoints`).
 *  - A museum's exhibits are the worked examples ("Here's our first exhibit: …"); a mystery's clues are the text
 *    evidence ("Here's our clue, right in the text: “…”").
 * A serious subject keeps its calm register (ADR 0085): no points, and the calm names of the stops and places.
 * Each line is replaced by one hardly longer, so the script stays within the fitter's budget; at most one line of a
 * scene is changed. Returns how many lines changed.
 */
export function frameDoesWork(
  scenes: ContractScene[],
  frame: Frame,
  cards: readonly TeachingCard[],
  opts: { seed: number; calm: boolean },
): number {
  let changed = 0;
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  // A key term as a presenter says it: a pair written with a slash ("this / these") is said "this and these".
  // The card's key term as said in a frame line: "this / these" → "this and these"; a gloss in brackets is left
  // out ("lesson (moral)" → "lesson"), since a presenter says the word, not its note.
  const termOf = (card: TeachingCard) =>
    (card.keyTerms[0]?.term.trim() ?? "")
      .replace(/\s*[([][^)\]]*[)\]]/g, "")
      .replace(/\s*\/\s*/g, " and ")
      .trim();
  const cardOf = (sc: ContractScene) => cards.find((c) => c.code === sc.code) ?? cards[0];
  const lines = (sc: ContractScene) => sc.beats.filter((b): b is Extract<Beat, { type: "line" }> => b.type === "line");
  for (const sc of scenes) {
    const card = cardOf(sc);
    if (!card) continue;
    const gist = goalGist(card.kidGoal);
    if (sc.kind === "teach") {
      // A bare stop line: named by what is learned there.
      // Named by the key term, not the goal: the goal is said in the hook and the recap, and the stop's line is
      // replaced, not lengthened ("On to stop 1 on the map!" → "Stop 1 on the map: "theme"!").
      const bare = lines(sc).find((l) => /^On to (.+)!$/.test(l.text));
      if (bare) {
        const stop = /^On to (.+)!$/.exec(bare.text)![1]!;
        const term = termOf(card);
        bare.text = term ? `${cap(stop)}: "${term}"!` : `${cap(stop)}: ${gist}!`;
        changed += 1;
      }
      // A museum's exhibits are the examples; a mystery's clues are the evidence the text gives.
      const lead =
        /^(?:Look at this: |Here's one: |Watch me with this: |Look at the screen\. |Watch me with this one\. )/;
      const model = lines(sc).find((l) => lead.test(l.text));
      if (!model) continue;
      if (frame.kind === "museum") {
        model.text = model.text.replace(
          lead,
          opts.calm ? "Look closely at our first exhibit: " : "Here's our first exhibit: ",
        );
        changed += 1;
      } else if (frame.kind === "detective" && /^[^“]*: “/.test(model.text)) {
        model.text = model.text.replace(
          lead,
          opts.calm ? "Here's what the text says: " : "Here's our clue, right in the text: ",
        );
        changed += 1;
      }
    } else if (sc.kind === "practice") {
      const welcome = `Welcome to ${frame.practice}! `;
      const first = lines(sc).find((l) => l.text.startsWith(welcome));
      if (first) {
        // The key term: the goal itself is said in the hook and the recap, not here, and the greeting is replaced by
        // a line hardly longer ("Welcome to base camp!" → "Base camp: your turn with "theme"!").
        const word = termOf(card);
        const task = word ? `with "${word}"` : "to try it";
        first.text = `${cap(frame.practice)}: your turn ${task}! ${first.text.slice(welcome.length)}`;
        changed += 1;
      }
    } else if (sc.kind === "check") {
      // The check opens by naming what it checks: its key term, or the skill asked ("… can you retell a fable?").
      const opener = `Time for ${frame.check}. `;
      const first = lines(sc).find((l) => l.text.startsWith(opener));
      if (first) {
        // On the key term when it is short, else the goal: "Time for the final round on "verb."".
        const term = termOf(card);
        const you = gist
          .replace(/\bour\b/g, "your")
          .replace(/\bwe\b/g, "you")
          .replace(/\bus\b/g, "you");
        const about = term && term.split(/\s+/).length <= 3 ? `on "${term}".` : `: can you ${you}?`;
        first.text = `Time for ${frame.check}${about.startsWith(":") ? about : ` ${about}`} ${first.text.slice(opener.length)}`;
        changed += 1;
      }
    }
  }
  return changed;
}

/**
 * A game show's final round gives points (docs/decisions/0092-voices-and-frames-that-teach.md): after a reveal (the
 * line after the think pause), a line of its own, so the reveal stays the answer and its words are not said again
 * before the next question. The points are an added line, so each is said only while its words fit in `spareSec`
 * at `wpm` (the time left under the fitter's budget); a serious subject keeps its calm register and gets none.
 * Returns how many lines were added.
 */
export function awardPoints(
  scenes: ContractScene[],
  frame: Frame,
  opts: { seed: number; calm: boolean; spareSec: number; wpm: number },
): number {
  if (frame.kind !== "game show" || opts.calm) return 0;
  let spare = opts.spareSec;
  let added = 0;
  const points = ["Got it? A point for you!", "Right? Give yourself a point!"];
  for (const sc of scenes.filter((x) => x.kind === "check"))
    for (let i = 1; i < sc.beats.length; i++) {
      const b = sc.beats[i]!;
      if (b.type !== "line" || sc.beats[i - 1]?.type !== "pause") continue;
      const text = points[(opts.seed + added) % points.length]!;
      const sec = (text.split(/\s+/).length / opts.wpm) * 60;
      if (sec > spare) return added;
      spare -= sec;
      sc.beats.splice(i + 1, 0, { type: "line", speaker: b.speaker, text });
      added += 1;
      i += 1;
    }
  return added;
}

/** Words that name no lesson content: frame, stage and filler words. */
const NOT_CONTENT = new Set(
  "today today's welcome stop stops round rounds category room exhibit exhibits clue clues case map base camp time first next final practice question questions lesson learn learning with your turn about this that what them they their there here let's going ready".split(
    " ",
  ),
);

/**
 * Whether a scene opens with a frame line that names no lesson content (for the eval and tests): its first spoken
 * sentence names the frame (its stop, practice place or check, or says "On to …" / "Welcome to …") and shares no word
 * of four letters or more with the card's goal or key terms (`content`). The hook and the close are the frame's own.
 */
export function bareFrameOpening(scene: ContractScene, frame: Frame, content: string): boolean {
  if (scene.kind !== "teach" && scene.kind !== "practice" && scene.kind !== "check") return false;
  const first = scene.beats.find((b) => b.type === "line");
  if (first?.type !== "line") return false;
  const sentence = first.text.split(/(?<=[.!?])\s+/)[0]!;
  const lower = sentence.toLowerCase();
  const stop = frame.stop(1).replace(/ 1\b/, "").toLowerCase();
  // A frame line opens with the frame: its stop ("Clue 1", "Today's clue"), its practice place, its check, or a
  // greeting; a question that merely says "part" or "page" is not one.
  const names =
    /^(?:on to|welcome to|time for)\b/.test(lower) ||
    lower.startsWith(stop) ||
    lower.startsWith(`today's ${stop}`) ||
    lower.startsWith(frame.practice.toLowerCase()) ||
    lower.includes(frame.check.toLowerCase());
  if (!names) return false;
  const stem = (w: string) => w.replace(/(?:es|s|ing|ed)$/, "");
  const own = new Set((content.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !NOT_CONTENT.has(w)).map(stem));
  return !(lower.match(/[a-z]{4,}/g) ?? []).some((w) => !NOT_CONTENT.has(w) && own.has(stem(w)));
}
