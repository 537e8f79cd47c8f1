import type { ContractScene } from "@shared/script/contract";
import { pictureWords } from "./teach-blocks";

/**
 * A VISUAL is about what is said next to it (docs/product/staging.md): a picture nobody talks about — a kindergarten
 * syllable lesson's drum beating out 'um-brel-la' when umbrella is never said, the picture of an example the time
 * fitting left out — is an orphan. The frame's own staging (the practice's "Your turn" banner) is a shot of the show
 * itself, not of what is said, and is not judged.
 */

/**
 * The scenes whose pictures are judged: the teaching and the practice. The hook's set and the close's image stage the
 * show; a check's picture may be the question itself ("A picture on screen: a girl shivering in the snow." before
 * "How does she feel?"), its words left for the child to say.
 */
const JUDGED = new Set(["teach", "practice"]);

/** Staging shots of the frame, about the show rather than its content. */
const STAGING = /^(?:A |The )?(?:"Your turn"|Your turn|Title card|title card)|^(?:A |The )?(?:"Now you"|Now you)/i;

/** A phrase as compared: lowercase letters and digits only ("um-brel-la" and "umbrella" are the same word). */
const squash = (t: string): string => t.toLowerCase().replace(/[^\p{L}\d]+/gu, "");

/** The phrases a VISUAL quotes ('um-brel-la', "helping", “sign”). */
const quotedIn = (visual: string): string[] =>
  [...visual.matchAll(/(?:^|[\s(])['‘"“]([^'’"”]+)['’"”]/g)].map((m) => m[1]!.trim()).filter(Boolean);

/**
 * A word a VISUAL quotes as the thing it shows: one word, whole or in beats ("each beat of 'um-brel-la'", "the word
 * 'generous'"), not a label or a sentence on screen ('Can sense it', 'We won!!') and not a sound ('ta-da', 'shh').
 */
const shownWords = (visual: string): string[] =>
  quotedIn(visual)
    .map((q) => q.replace(/\s*\([^)]*\)\s*/g, " ").trim())
    .filter((q) => /^[\p{L}]+(?:-[\p{L}]+)*$/u.test(q) && !SOUNDS.test(q))
    .map(squash);

/** Sound effects a picture may quote without anyone saying them. */
const SOUNDS = /^(?:ta-?da|shh+|sh|pop|ding|boing|whoosh|click|buzz|beep|zip|splash|hmm+)$/i;

/**
 * Why `visual` is an orphan in a scene whose spoken lines are `said`, or null when it is about them. A VISUAL that
 * quotes a word as the thing it shows must have one of them said ("each beat of 'um-brel-la'" needs umbrella said,
 * whole or in beats); any other must share at least one of its key nouns with what is said (stems, without the words
 * every picture uses: picture, screen, arrow, word…). A VISUAL with no key noun at all is not judged.
 */
export function orphanReason(visual: string, said: string): string | null {
  const saidWords = new Set(
    said
      .toLowerCase()
      .split(/[^\p{L}\d-]+/u)
      .map(squash),
  );
  const saidJoined = squash(said);
  const shown = shownWords(visual);
  if (shown.length > 0 && !shown.some((w) => saidWords.has(w) || (w.length >= 6 && saidJoined.includes(w))))
    return `shows the word${shown.length > 1 ? "s" : ""} ${shown.join(", ")}, never said in its scene`;
  const nouns = pictureWords(visual);
  if (nouns.size === 0) return null;
  const heard = pictureWords(said);
  return [...nouns].some((w) => heard.has(w))
    ? null
    : `shows ${[...nouns].slice(0, 4).join(", ")}, none said in its scene`;
}

/**
 * Whether a picture put in an orphan's place clearly shows what the scene says: a word it shows is said there, or two of
 * its key nouns are (one shared word such as "together" is not enough to put a picture of popcorn beside an elephant).
 */
function showsWhatIsSaid(picture: string, said: string): boolean {
  if (orphanReason(picture, said) !== null) return false;
  if (shownWords(picture).length > 0) return true;
  const heard = pictureWords(said);
  return [...pictureWords(picture)].filter((w) => heard.has(w)).length >= 2;
}

/** The orphan VISUALs of a script: each with its scene's index and why. */
export function orphanVisuals(scenes: readonly ContractScene[]): { scene: number; visual: string; why: string }[] {
  const found: { scene: number; visual: string; why: string }[] = [];
  scenes.forEach((sc, i) => {
    if (!JUDGED.has(sc.kind)) return;
    const said = sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])).join(" ");
    for (const b of sc.beats) {
      if (b.type !== "visual" || STAGING.test(b.text)) continue;
      const why = orphanReason(b.text, said);
      if (why) found.push({ scene: i, visual: b.text, why });
    }
  });
  return found;
}

/**
 * Takes every orphan VISUAL out of the teaching and the practice (`orphanVisuals`). A teaching scene left with no
 * picture gets the first of `pictures` (the cards' own) that is about what it says and is not on screen elsewhere in
 * the script, if any. Returns how many were taken out.
 */
export function dropOrphanVisuals(scenes: ContractScene[], pictures: readonly string[] = []): number {
  const orphans = orphanVisuals(scenes);
  for (const o of orphans) {
    const sc = scenes[o.scene]!;
    const at = sc.beats.findIndex((b) => b.type === "visual" && b.text === o.visual);
    if (at < 0) continue;
    sc.beats.splice(at, 1);
    if (sc.kind !== "teach" || sc.beats.some((b) => b.type === "visual")) continue;
    const said = sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])).join(" ");
    const shown = new Set(scenes.flatMap((x) => x.beats.flatMap((b) => (b.type === "visual" ? [b.text] : []))));
    const other = pictures.find((p) => !shown.has(p) && p !== o.visual && showsWhatIsSaid(p, said));
    if (other) sc.beats.splice(at, 0, { type: "visual", text: other });
  }
  return orphans.length;
}
