import { CATCHPHRASE_PLACEHOLDER } from "@shared/constants";
import type { Character } from "@shared/schemas/character";
import type { Standard } from "@shared/schemas/standard";
import { oneLine, speakerTag } from "@shared/script-format";
import { clip, hashString, pick, strandOf, type Strand } from "./phrasing";

/** What the offline engine needs of a character (a `Character` or a wizard `ScriptCharacter` fits). */
export type DraftCharacter = Pick<Character, "name" | "label"> &
  Partial<Pick<Character, "personality" | "catchphrase" | "educationalStrength">>;

/** A cast member ready for writing: speaker tag, voice (from the personality) and catchphrase. */
export interface CastMember {
  name: string;
  label: string;
  tag: string;
  /** Short interjections that match the personality, e.g. "Woo-hoo!" for an energetic character. */
  openers: readonly string[];
  /** First sentence of the personality, one line, or "". */
  about: string;
  /** The catchphrase, or null when empty or the '??' placeholder. */
  catchphrase: string | null;
  strength: string;
}

const VOICES: [RegExp, readonly string[]][] = [
  [/energ|enthusias|excit|bubbly|lively|upbeat|cheer|peppy/i, ["Woo-hoo!", "Oh, this is awesome!", "Let's go!"]],
  [
    /funny|silly|goofy|joke|humou?r|playful|mischiev|witty/i,
    ["Ha! Get it?", "Okay, okay, this part is serious... mostly!", "Silly question time!"],
  ],
  [
    /curious|question|wonder|inquisitive|explor/i,
    ["Ooh, I wonder...", "Hmm, here's a question:", "Wait, how does that work?"],
  ],
  [
    /calm|gentle|patient|kind|soft|warm|caring|friendly/i,
    ["Let's take a deep breath.", "Nice and easy.", "Take your time, friends."],
  ],
  [
    /wise|smart|knowledg|clever|scholar|professor|teacher|expert|thought|logical/i,
    ["Here's a fun fact:", "Listen closely:", "Good thinking!"],
  ],
  [/brave|bold|adventur|daring|courag|hero/i, ["Onward!", "Adventure awaits!", "Let's be brave and try!"]],
  [
    /creativ|artist|imagin|music|sing|dream|poet/i,
    ["Picture this:", "Let's imagine...", "Ooh, let's make it colorful!"],
  ],
];
const DEFAULT_OPENERS = ["Okay!", "Here we go!", "Great!"] as const;

/** Turns the input characters into cast members; an empty cast becomes one narrator so a script is still written. */
export function buildCast(characters: readonly DraftCharacter[]): CastMember[] {
  const source = characters.length > 0 ? characters : [{ name: "Narrator", label: "Host", personality: "" }];
  return source.map((c) => {
    const personality = oneLine(c.personality ?? "");
    const catchphrase = oneLine(c.catchphrase ?? "");
    const name = oneLine(c.name) || "Narrator";
    return {
      name,
      label: oneLine(c.label ?? ""),
      tag: speakerTag(name),
      openers: VOICES.find(([re]) => re.test(personality))?.[1] ?? DEFAULT_OPENERS,
      about: clip(personality.split(/(?<=[.!?])\s/)[0]!.replace(/[.!?]+$/, ""), 110),
      catchphrase: catchphrase && catchphrase !== CATCHPHRASE_PLACEHOLDER ? catchphrase : null,
      strength: oneLine(c.educationalStrength ?? ""),
    };
  });
}

/** A personality interjection of `member`, varied by `seed`. */
export function opener(member: CastMember, seed: number): string {
  return pick(member.openers, seed);
}

/** Seed for per-character variety: stable across runs. */
export function memberSeed(member: CastMember, salt: string): number {
  return hashString(`${member.name}|${salt}`);
}

/** How `member` introduces themselves in the hook, in their own voice (opener, role, personality, focus). */
export function introLine(member: CastMember): string {
  const role = member.label.replace(/^(?:the|your|a|an)\s+/i, "");
  const hello = `${opener(member, memberSeed(member, "intro"))} I'm ${member.name}${role ? `, your ${role}` : ""}.`;
  const about = member.about ? ` A little about me? ${member.about}.` : "";
  const focus = member.strength
    ? ` I love helping with ${clip(member.strength, 80)
        .replace(/[.!?]+$/, "")
        .toLowerCase()}.`
    : "";
  return `${hello}${about}${focus}`;
}

/** A catchphrase as a spoken sentence (end punctuation added when missing). */
export function sayCatchphrase(catchphrase: string): string {
  return /[.!?"”…]$/.test(catchphrase) ? catchphrase : `${catchphrase}!`;
}

const STRAND_WORDS: Record<Strand, string[]> = {
  RF: ["phonics", "reading", "letters", "sounds", "decoding", "spelling", "fluency", "foundational", "words"],
  RL: ["stories", "story", "literature", "reading", "characters", "fables", "theme", "books", "fiction"],
  RI: ["facts", "information", "nonfiction", "science", "history", "research", "reading", "informational"],
  W: ["writing", "writer", "author", "stories", "opinion", "narrative", "spelling", "essays"],
  SL: ["speaking", "listening", "discussion", "conversation", "presenting", "questions", "speech"],
  L: ["grammar", "vocabulary", "words", "language", "spelling", "punctuation", "meaning"],
  OTHER: [],
};

// Five-letter stems of the longer words, so "stories"/"story" and "vocabulary"/"vocab" still meet.
const stems = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 5)),
  );

/**
 * Index (into `cast`) of who leads the teaching scene for `standard`: the member whose educational strength
 * shares most word stems with the standard's text and strand; ties (and no strengths) rotate by `sceneIndex`.
 */
export function leaderFor(cast: readonly CastMember[], standard: Standard, sceneIndex: number): number {
  const target = stems(`${standard.description} ${STRAND_WORDS[strandOf(standard.code)].join(" ")}`);
  let best = sceneIndex % cast.length;
  let bestScore = 0;
  for (let k = 0; k < cast.length; k++) {
    const i = (sceneIndex + k) % cast.length;
    const score = [...stems(cast[i]!.strength)].filter((s) => target.has(s)).length;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}
