import type { Grade } from "@shared/schemas/grade";
import { sceneSeconds, type Beat } from "@shared/script/contract";
import { formatDuration } from "@shared/script-format";
import { readAloudChunks, sentences, splitPictureNotes } from "./safe-text";
import { skipLine } from "./excerpt";
import type { Block } from "./teach-blocks";

/**
 * A passage read in part when the whole lesson would overrun its target (docs/decisions/0064-passage-read-in-part.md):
 * a two-minute lesson cannot read a 120-word passage, model an example, practise and check. After fitting, when the
 * script still runs over the target by more than 10 %, the passage read in the teaching keeps its first sentence and
 * the sentences the kept examples, practice items and checks use (they quote or repeat four words in a row of it),
 * in order; the whole passage stays on screen, and a NOTE says what was read and what length reads it whole.
 * It is done only when it brings the lesson within 10 % of the target. A poem, a passage an item names by its title, points into (its paragraphs, stanzas, lines, beginning or end) or
 * asks about whole (a retell, a summary, a theme, an order), and a passage whose needed sentences are most of it are
 * read whole.
 */

/** The reading's opening visual (teach-blocks.ts): the passage's title is in quotes. */
const PASSAGE_VISUAL = /^The passage "(.+)" appears on screen/;
/** Items that need the whole passage: its parts by number or place, or the whole of it (a retell, a summary, a theme). */
const WHOLE =
  /\b(?:paragraph \d|stanza|(?:first|last|next) (?:line|sentence|paragraph)|retell\w*|summar\w*|main idea|central (?:message|idea)|theme|moral|lesson of|(?:beginning|middle|end) of (?:the|our) (?:story|text|reading|poem|passage)|what order|in order\b(?! to))/i;

const grams = (text: string, n = 4): Set<string> => {
  const w = text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(" "));
  return out;
};

/**
 * Shortens the chosen passage reading in place when the chosen blocks run over `targetSec` × 1.1; returns the NOTE
 * to add, or null when the passage is read whole.
 */
export function readPassageInPart(
  chosen: Block[],
  targetSec: number,
  grade: Grade | null,
  code: string,
): string | null {
  // Informational texts only: a story or poem is heard whole (a retold fragment is not a story).
  if (!/^RI\./.test(code)) return null;
  const total = chosen.reduce((n, b) => n + sceneSeconds(b, grade), 0);
  if (total <= targetSec * 1.1) return null;
  const reading = chosen.find(
    (b) => b.sceneIndex === 0 && b.beats[0]?.type === "visual" && PASSAGE_VISUAL.test(b.beats[0].text),
  );
  if (!reading) return null;
  const visual = reading.beats[0]!;
  const intro = reading.beats[1];
  if (visual.type !== "visual" || intro?.type !== "line") return null;
  const title = PASSAGE_VISUAL.exec(visual.text)![1]!;
  const read = reading.beats.slice(2).flatMap((b) => (b.type === "line" ? [b.text] : []));
  const text = read.join(" ");
  // A poem, or a text already read as its opening and ending (excerpt.ts), is not cut again.
  if (text.includes(" / ") || read.includes(skipLine(code))) return null;
  const others = chosen
    .filter((b) => b !== reading)
    .flatMap((b) => b.beats.flatMap((x) => ("text" in x && x.type !== "pause" ? [x.text] : [])))
    .join("\n");
  // Asked about by its title, or about the whole of it: read whole.
  if (WHOLE.test(others) || others.includes(title)) return null;
  const used = grams(others);
  const all = sentences(text);
  const kept = all.filter((s, i) => i === 0 || [...grams(s)].some((g) => used.has(g)));
  // Never a quotation cut from its speaker or its opening words.
  if (kept.some((s) => (s.match(/["“”]/g) ?? []).length % 2 === 1)) return null;
  // Worth it only when it saves at least a fifth of the reading.
  const words = (list: string[]) => list.join(" ").split(/\s+/).length;
  if (words(kept) > words(all) * 0.8) return null;
  const before = sceneSeconds(reading, grade);
  const beats: Beat[] = [
    {
      ...visual,
      text: visual.text.replace(
        /; each part lights up as it is read aloud\.$/,
        "; each part we read lights up as it is read aloud.",
      ),
    },
    { ...intro, text: `Here are the parts of "${title}" we need today.` },
  ];
  for (const chunk of readAloudChunks(kept.join(" "))) {
    const { speech, visuals } = splitPictureNotes(chunk);
    for (const v of visuals) beats.push({ type: "visual", text: v });
    if (speech) beats.push({ type: "line", speaker: intro.speaker, text: speech });
  }
  const saved = Math.round(before - sceneSeconds({ beats }, grade));
  // Only when it makes the lesson fit: a passage cut and a lesson still too long gives up the text for nothing.
  if (total - saved > targetSec * 1.1) return null;
  reading.beats = beats;
  return `Read in part to fit ${formatDuration(targetSec)}: "${title}" is shown whole, and ${kept.length} of its ${all.length} sentences (the first and the ones the examples and questions use) are read aloud, ${saved} seconds shorter. A longer target reads it whole.`;
}
