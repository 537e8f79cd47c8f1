import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Beat, ContractScene } from "@shared/script/contract";
import type { Frame } from "./frame";
import { goalAsYou, type Block, type Cast } from "./teach-blocks";

/**
 * A concept that promises a song ("Conversation Sing-Along": "sing a catchy call-and-response song … with a
 * chorus") gets one: a call-and-response chorus made from the lesson's goal, sung in the hook and again in the
 * recap, each time with a pause for the viewers to sing it back. The offline draft writes no tune; the producer
 * is told to choose one (a NOTE). A concept kept in name only (a concert hall where nobody sings) is not kept.
 * The music frame is the one that promises it (frame.ts reads "sing-along", "song", "chorus" in the concept).
 */

/** The chorus: a call ("What can we do?") and the response the viewers sing back ("We can retell a story!"). */
export function chorusOf(card: Pick<TeachingCard, "kidGoal">): { call: string; response: string } {
  const goal = goalAsYou(card.kidGoal).replace(/^you can /, "");
  // Sung together: "what you hear" → "what we hear".
  const ours = goal
    .replace(/\byourself\b/g, "ourselves")
    .replace(/\byour\b/g, "our")
    .replace(/\byou\b/g, "we")
    .replace(/[.!?]+$/, "");
  return { call: "What can we do?", response: `We can ${ours}!` };
}

/** The chorus blocks (hook and recap), required: the concept promised them. Empty when no song was promised. */
export function chorusBlocks(cast: Cast, frame: Pick<Frame, "kind">, card: TeachingCard | undefined): Block[] {
  if (!card || frame.kind !== "music") return [];
  const { call, response } = chorusOf(card);
  const singer = cast.solo ? 0 : 1;
  const sing = (lead: string): Beat[] => [
    { type: "onScreen", text: `Chorus: ${call} ${response}` },
    cast.say(singer, `${lead} ${call} ${response}`, 0),
    { type: "pause", seconds: 3, text: "viewers sing the chorus back" },
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

/** The NOTE for the producer, written only when the chorus is in the final scenes. */
export function chorusNote(scenes: readonly ContractScene[], card: TeachingCard | undefined): string | null {
  if (!card) return null;
  const { response } = chorusOf(card);
  const where = scenes
    .map((sc, i) => (sc.beats.some((b) => b.type === "line" && b.text.includes(response)) ? i + 1 : 0))
    .filter(Boolean);
  if (where.length === 0) return null;
  return `Sing-along: the chorus ("${response}") is sung in scene${where.length > 1 ? "s" : ""} ${where.join(" and ")}, with a pause for the viewers to sing it back; choose its tune before recording.`;
}
