import type { Grade } from "@shared/schemas/grade";
import { STRENGTH_LINE } from "./strength-lines";
import { narrationWpm, type Beat, type ContractScene } from "@shared/script/contract";
import { asksViewer, PROMISES_TIME } from "./pauses";
import type { Voice } from "./voice";

/**
 * Who speaks when (docs/product/presenters.md, ADR 0055): a catchphrase is said at most twice a script, and with two
 * or more presenters no one speaks for more than about 60 s (K–2) or 90 s (3–5) at a stretch, except when reading
 * a text aloud; with two or more, every presenter takes a part in each scene that teaches (see `shareTeaching`).
 * The rules are applied to the assembled scenes, after fitting to time, so they hold whatever was kept.
 */

/** The longest a presenter speaks at a stretch, in seconds at the grade's narration rate. */
export const turnLimitSec = (grade: Grade | null): number =>
  grade === "K" || grade === "1" || grade === "2" ? 60 : 90;

/** A visual that starts a read-aloud: the lines after it, up to the next visual or on-screen beat, are the reading. */
export const READ_ALOUD = /lights up as it is read aloud/;

/** Keeps each catchphrase to its first two sayings; later ones are taken out of their lines. */
export function capCatchphrases(scenes: ContractScene[], voices: readonly Voice[]): void {
  for (const phrase of new Set(voices.flatMap((v) => (v.catchphrase ? [v.catchphrase] : [])))) {
    let said = 0;
    for (const scene of scenes)
      scene.beats = scene.beats.flatMap((b): Beat[] => {
        if (b.type !== "line" || !b.text.includes(phrase)) return [b];
        said += 1;
        if (said <= 2) return [b];
        const text = b.text
          .replace(phrase, "")
          .replace(/\s{2,}/g, " ")
          .trim();
        return text ? [{ ...b, text }] : [];
      });
  }
}

/**
 * Hands a line to the next presenter when its speaker has already spoken up to the limit without another voice
 * (read-alouds do not count and are never split). Returns how many lines were handed over.
 */
export function balanceTurns(scenes: ContractScene[], voices: readonly Voice[], grade: Grade | null): number {
  if (voices.length < 2) return 0;
  const wpm = narrationWpm(grade);
  const limitWords = (turnLimitSec(grade) * wpm) / 60;
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  let handed = 0;
  let who = "";
  let run = 0;
  for (const scene of scenes) {
    let reading = false;
    scene.beats.forEach((b, i) => {
      if (b.type === "visual" && READ_ALOUD.test(b.text)) {
        reading = true;
        who = "";
        run = 0;
        return;
      }
      if (b.type !== "line") {
        if (reading && (b.type === "visual" || b.type === "onScreen")) reading = false;
        return;
      }
      if (reading) return;
      if (b.speaker !== who) {
        who = b.speaker;
        run = 0;
      }
      if (run + words(b.text) > limitWords && run > 0 && !STRENGTH_LINE.test(b.text)) {
        const at = voices.findIndex((v) => v.name === b.speaker);
        const next = voices[(at + 1) % voices.length]!;
        scene.beats[i] = { ...b, speaker: next.name };
        handed += 1;
        who = next.name;
        run = words(b.text);
        return;
      }
      run += words(b.text);
    });
  }
  return handed;
}

/** The scenes that teach: every presenter has a part in each of them. */
const TEACHING_SCENES: ReadonlySet<ContractScene["kind"]> = new Set(["teach", "practice", "check"]);

/** Lines that give the answer or feedback, model the end of an example, or ask a check: a part another voice can take. */
const PART_KINDS: RegExp[] = [
  /^(?:There it is|Here it is|Here's what we found|So:|Here's the answer|The answer is|Let's check|Did you get it)/,
  /^Question \d/,
  /^Watch out for a mix-up/,
];

/**
 * A frame's greeting that opens a line and can stand alone: "Welcome to base camp!", "Time for the final round.",
 * "Base camp: your turn with "theme"!" (frame-work.ts).
 */
const OPENER =
  /^(?:Welcome to [^.!?]+[.!]|Time for [^.!?]+[.!]|[A-Z][^.!?:]{2,40}: your turn (?:to|with) [^.!?]+[.!])\s+(?=\S)/;

const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` as `to` says it when it was written for `from`: the first voice's interjection at the start is dropped,
 * and its praise and hand-over phrases become the second voice's own (a line keeps its meaning, not another
 * presenter's way of talking). Null when the line holds the first voice's catchphrase, which only they say.
 */
export function revoice(text: string, from: Voice, to: Voice): string | null {
  if (from.catchphrase && text.includes(from.catchphrase)) return null;
  let t = text;
  for (const i of from.interjections) if (t.startsWith(`${i} `)) t = t.slice(i.length + 1);
  from.praise.forEach((p, k) => {
    t = t.replace(new RegExp(`(^|\\s)${escapeRe(p)}(?=\\s|$)`), `$1${to.praise[k % to.praise.length]!}`);
  });
  from.turn.forEach((p, k) => {
    // A hand-over that promises time only where the first one did: the pause after it was sized for that.
    const own = PROMISES_TIME.test(p) ? to.turn : to.turn.filter((x) => !PROMISES_TIME.test(x));
    const said = own.length > 0 ? own[k % own.length]! : "Your turn.";
    t = t.replace(new RegExp(`(^|\\s)${escapeRe(p)}(?=\\s|$)`), `$1${said}`);
  });
  return t.trim();
}

/**
 * With two or more presenters, gives each presenter who has no line in a teaching scene (teach, practice, check for
 * understanding) a real part in it, in their own voice (docs/product/presenters.md): the answer or feedback after a
 * think pause, the end of a worked example, a check question, the mix-up — taken from the presenter with the most
 * lines there, who keeps at least one. A scene's opening line, a read-aloud and a catchphrase stay with their
 * speaker. Returns how many lines changed hands.
 */
export function shareTeaching(scenes: ContractScene[], voices: readonly Voice[]): number {
  if (voices.length < 2) return 0;
  let handed = 0;
  for (const scene of scenes) {
    if (!TEACHING_SCENES.has(scene.kind)) continue;
    // Lines that may change hands: not the scene's first line, not part of a read-aloud.
    const open = new Set<number>();
    let reading = false;
    let first = true;
    scene.beats.forEach((b, i) => {
      if (b.type === "visual" && READ_ALOUD.test(b.text)) reading = true;
      else if (reading && (b.type === "visual" || b.type === "onScreen")) reading = false;
      if (b.type !== "line" || reading) return;
      if (!first) open.add(i);
      first = false;
    });
    const linesOf = (name: string) => scene.beats.filter((b) => b.type === "line" && b.speaker === name).length;
    const voiceOf = (name: string) => voices.find((v) => v.name === name);
    const rank = (i: number): number => {
      const b = scene.beats[i]!;
      if (b.type !== "line") return Infinity;
      if (scene.beats[i - 1]?.type === "pause") return 0;
      const k = PART_KINDS.findIndex((re) => re.test(b.text));
      return k >= 0 ? 1 + k : 10;
    };
    for (const idle of voices) {
      if (linesOf(idle.name) > 0) continue;
      // A line of the presenter with the most lines, who keeps at least one: feedback first, then the others.
      const choices = [...open]
        .filter((i) => {
          const b = scene.beats[i]!;
          // A presenter's line of their own strength stays theirs (strength-lines.ts).
          return b.type === "line" && linesOf(b.speaker) >= 2 && voiceOf(b.speaker) && !STRENGTH_LINE.test(b.text);
        })
        .sort((a, b) => {
          const [x, y] = [scene.beats[a]!, scene.beats[b]!];
          const more = x.type === "line" && y.type === "line" ? linesOf(y.speaker) - linesOf(x.speaker) : 0;
          return rank(a) - rank(b) || more || b - a;
        });
      let given = false;
      for (const i of choices) {
        const b = scene.beats[i]!;
        if (b.type !== "line") continue;
        const text = revoice(b.text, voiceOf(b.speaker)!, idle);
        if (!text) continue;
        scene.beats[i] = { ...b, speaker: idle.name, text };
        open.delete(i);
        handed += 1;
        given = true;
        break;
      }
      if (given) continue;
      // A short scene: a line that opens with the frame's greeting ("Welcome to the lab bench!", "Time for the
      // final round.") keeps it, and the idle presenter asks what follows.
      const at = scene.beats.findIndex((b) => b.type === "line" && OPENER.test(b.text) && voiceOf(b.speaker));
      if (at < 0) {
        const added = praiseAfterAnswer(scene, voices, idle);
        if (added >= 0) {
          shiftFrom(open, added);
          handed += 1;
        }
        continue;
      }
      const line = scene.beats[at]!;
      if (line.type !== "line") continue;
      const greeting = OPENER.exec(line.text)![0];
      const rest = revoice(line.text.slice(greeting.length).trim(), voiceOf(line.speaker)!, idle);
      if (!rest) continue;
      scene.beats.splice(at, 1, { ...line, text: greeting.trim() }, { type: "line", speaker: idle.name, text: rest });
      shiftFrom(open, at + 1);
      open.add(at + 1);
      handed += 1;
    }
  }
  return handed;
}

/** The lead-ins of a model answer (pauses.ts `revealLeads`, questions.ts `revealOpen`): one way, not the key. */
const MODEL_REVEAL = /^(?:Here's one way|Here's what I might|For example|Many answers work)/;

/**
 * The last resort for a presenter with no part in a short scene (four presenters, one practice item): the praise
 * after the last answer is theirs, in their own words; the answer's speaker gives up the praise they said after it.
 * Returns the index of the line added, or -1.
 */
function praiseAfterAnswer(scene: ContractScene, voices: readonly Voice[], idle: Voice): number {
  const isPraise = (t: string) => voices.some((v) => v.praise.includes(t));
  // Praise marks a child right, so it follows only an answer to something asked, never a model of an open task
  // ("Here's one way to say it: …"), where no child has been marked right (as a practice item's, draft-script.ts).
  const asked = (i: number) => {
    const before = scene.beats.slice(0, i - 1).findLast((x) => x.type === "line");
    return before?.type === "line" && asksViewer(before.text);
  };
  let at = -1;
  scene.beats.forEach((b, i) => {
    const next = scene.beats[i + 1];
    if (
      b.type === "line" &&
      scene.beats[i - 1]?.type === "pause" &&
      !(next?.type === "line" && isPraise(next.text)) &&
      !MODEL_REVEAL.test(b.text) &&
      asked(i)
    )
      at = i;
  });
  if (at < 0) return -1;
  const answer = scene.beats[at]!;
  if (answer.type !== "line") return -1;
  const own = voices.find((v) => v.name === answer.speaker);
  const said = own?.praise.find((p) => answer.text.endsWith(` ${p}`));
  const text = said ? answer.text.slice(0, -said.length).trim() : answer.text;
  const k = said ? own!.praise.indexOf(said) : 0;
  scene.beats.splice(
    at,
    1,
    { ...answer, text },
    { type: "line", speaker: idle.name, text: idle.praise[k % idle.praise.length]! },
  );
  return at + 1;
}

/** Moves the indices in `open` at or after `added` on by one: a line was inserted there. */
function shiftFrom(open: Set<number>, added: number): void {
  const moved = [...open].map((i) => (i >= added ? i + 1 : i));
  open.clear();
  for (const i of moved) open.add(i);
}
