import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Beat, ContractScene } from "@shared/script/contract";
import type { Frame } from "./frame";
import type { Block, Cast } from "./teach-blocks";

/**
 * A concept that promises a song ("Conversation Sing-Along": "sing a catchy call-and-response song … with a
 * chorus") gets one: a short chant made from the lesson's own words, sung in the hook and again in the recap, each
 * time with a pause for the viewers to sing it back. A chorus is a chant a K–2 child can echo (ADR 0085): four lines
 * of four to seven words, with a repeated beat ("Rhyme, rhyme, here we go!") and a rhyme (go / know / slow / show),
 * never the lesson goal read out as one long line. The offline draft writes no tune; the producer is told to choose
 * one (a NOTE). A concept kept in name only (a concert hall where nobody sings) is not kept. The music frame is the
 * one that promises it (frame.ts reads "sing-along", "song", "chorus" in the concept).
 */

/** Fewest and most words in a chorus line: short enough to echo after one hearing. */
export const CHORUS_LINE_WORDS = { min: 4, max: 7 } as const;

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The card's key terms a chant can say, in order: one or two words, letters only, not a lone letter ("rhyme", "short vowel",
 * "contraction"); a longer term ("short vowel sound") is not chanted. Empty when the card has none: no sing-along is
 * then offered (draft-concepts.ts `canSing`).
 */
export function chorusTerms(card: Pick<TeachingCard, "keyTerms">): string[] {
  return card.keyTerms
    .map((k) => k.term.trim())
    .filter((t) => /^[A-Za-z][A-Za-z'’-]+(?: [A-Za-z][A-Za-z'’-]*)?$/.test(t));
}

/**
 * The chorus: four short lines from the lesson's key terms, each repeated on the beat and rhymed ("Rhyme, rhyme,
 * here we go! / Rhyme, rhyme, now we know! / …"). A card with no short key term chants its work plainly.
 */
export function chorusOf(card: Pick<TeachingCard, "keyTerms" | "mode">): { lines: string[] } {
  const terms = chorusTerms(card);
  const a = terms[0];
  const doIt = card.mode === "oral" ? "Listen close and say it slow." : "Look and listen, nice and slow.";
  if (!a)
    return {
      lines: ["Listen, think, and here we go!", "Try it, try it, now we know!", doIt, "Now we know, and we can show!"],
    };
  const b = terms[1] ?? a;
  const beat = (t: string, end: string) =>
    wordCount(t) * 2 + wordCount(end) <= CHORUS_LINE_WORDS.max
      ? `${capital(t)}, ${t}, ${end}`
      : `${capital(t)}, ${end}`;
  const last =
    a !== b && wordCount(a) + wordCount(b) + 4 <= CHORUS_LINE_WORDS.max
      ? `${capital(a)} and ${b}, we can show!`
      : "Now we know, and we can show!";
  return { lines: [beat(a, "here we go!"), beat(b, "now we know!"), doIt, last] };
}

/** How the chorus is shown ON SCREEN: "Chorus: Rhyme, rhyme, here we go! / …". */
const CHORUS_LABEL = "Chorus: ";

/** The chorus as one sung line ("Rhyme, rhyme, here we go! Rhyme, rhyme, now we know! …"). */
const sung = (lines: readonly string[]) => lines.join(" ");

/** The chorus blocks (hook and recap), required: the concept promised them. Empty when no song was promised. */
export function chorusBlocks(cast: Cast, frame: Pick<Frame, "kind">, card: TeachingCard | undefined): Block[] {
  if (!card || frame.kind !== "music") return [];
  const { lines } = chorusOf(card);
  const singer = cast.solo ? 0 : 1;
  const sing = (lead: string): Beat[] => [
    { type: "onScreen", text: `${CHORUS_LABEL}${lines.join(" / ")}` },
    cast.say(singer, `${lead} ${sung(lines)}`, 0),
    { type: "pause", seconds: 5, text: "viewers sing the chorus back" },
  ];
  return [
    {
      scene: "hook",
      sceneIndex: 0,
      order: 2.7,
      priority: 0,
      required: true,
      beats: [
        {
          type: "visual",
          text: "Music cue: a short, catchy call-and-response tune starts; the chorus words bounce across the screen.",
        },
        ...sing("Here's our chorus. I sing, you sing it back!"),
      ],
    },
    { scene: "recap", sceneIndex: 0, order: 0.5, priority: 0, required: true, beats: sing("Sing our chorus with me!") },
  ];
}

/** The NOTE for the producer, written only when the chorus is in the final scenes (found by its ON SCREEN words). */
export function chorusNote(scenes: readonly ContractScene[]): string | null {
  const shown = (sc: ContractScene) =>
    sc.beats.find((b) => b.type === "onScreen" && b.text.startsWith(CHORUS_LABEL))?.text.slice(CHORUS_LABEL.length);
  const where = scenes.map((sc, i) => (shown(sc) ? i + 1 : 0)).filter(Boolean);
  if (where.length === 0) return null;
  // The first line quoted without its "!": a NOTE is read sentence by sentence (note-claims.ts).
  const first = (scenes.map(shown).find(Boolean) ?? "").split(" / ")[0]!.replace(/[.!?]+$/, "");
  return `Sing-along: the chorus (four short lines from "${first}") is sung in scene${where.length > 1 ? "s" : ""} ${where.join(" and ")}, with a pause for the viewers to sing it back; choose its tune before recording.`;
}
