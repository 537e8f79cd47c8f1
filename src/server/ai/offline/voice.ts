import { CATCHPHRASE_PLACEHOLDER } from "@shared/constants";
import type { Character } from "@shared/schemas/character";
import { oneLine } from "@shared/script-format";
import type { Random } from "./random";
import { speakableField } from "./safe-text";

/** What the offline engine needs of a character (a `Character` or a wizard `ScriptCharacter` fits). */
export type DraftCharacter = Pick<Character, "name" | "label"> &
  Partial<Pick<Character, "personality" | "catchphrase" | "educationalStrength">>;

/**
 * A cast member's voice: interjections and praise drawn from the personality, plus
 * the catchphrase. The personality itself is never read aloud; it only chooses how the character talks.
 */
export interface Voice {
  name: string;
  label: string;
  /** Short exclamations said before a line now and then. */
  interjections: readonly string[];
  /** How this character praises the viewer. */
  praise: readonly string[];
  /** How this character hands over to the viewer. */
  turn: readonly string[];
  /** The catchphrase, filtered and capped; null when empty or the '??' placeholder. */
  catchphrase: string | null;
}

const STYLES: { re: RegExp; interjections: string[]; praise: string[]; turn: string[] }[] = [
  {
    re: /energ|enthusias|excit|bubbly|lively|upbeat|cheer|peppy/i,
    interjections: ["Woo-hoo!", "Oh yes!", "Let's go!"],
    praise: ["You nailed it!", "That was awesome!"],
    turn: ["Your turn, superstar!", "Ready? Go!"],
  },
  {
    re: /funny|silly|goofy|joke|humou?r|playful|mischiev|witty/i,
    interjections: ["Ha!", "Ooh, this is fun!", "Wait for it..."],
    praise: ["Ha, you got it!", "Nice one! High five!"],
    turn: ["Your turn, thinking cap on!", "Okay, show me what you've got!"],
  },
  {
    re: /curious|question|wonder|inquisitive|explor/i,
    interjections: ["Hmm!", "Ooh, I wonder...", "Interesting!"],
    praise: ["Great thinking!", "You figured it out!"],
    turn: ["Your turn to investigate!", "Let's see what you notice."],
  },
  {
    re: /calm|gentle|patient|kind|soft|warm|caring|friendly/i,
    interjections: ["Okay, friends.", "Nice and slow.", "Let's see."],
    praise: ["Well done, friend.", "You worked that out carefully."],
    turn: ["Take your time.", "Try it in your own time."],
  },
  {
    re: /wise|smart|knowledg|clever|scholar|professor|teacher|expert|thought|logical/i,
    interjections: ["Aha!", "Listen closely.", "Here's the key."],
    praise: ["Excellent reasoning!", "Exactly right."],
    turn: ["Now you try.", "Apply the rule yourself."],
  },
  {
    re: /brave|bold|adventur|daring|courag|hero|dramatic/i,
    interjections: ["Onward!", "Behold!", "Ta-da!"],
    praise: ["Brave work!", "A triumph!"],
    turn: ["Your mission starts now!", "Be brave and try!"],
  },
  {
    re: /creativ|artist|imagin|music|sing|dream|poet|rhythm/i,
    interjections: ["Picture this!", "La-la-la!", "Ooh, colorful!"],
    praise: ["That sounds beautiful!", "What a creative answer!"],
    turn: ["Make it your own!", "Your turn to create!"],
  },
];
const PLAIN = {
  interjections: ["Okay!", "Here we go.", "Right!"],
  praise: ["Good job!", "You've got it!"],
  turn: ["Your turn.", "Give it a try."],
};

/** The voices of a cast; two characters with the same style get different interjections. */
export function buildVoices(characters: readonly DraftCharacter[], rnd: Random): Voice[] {
  const source = characters.length > 0 ? characters : [{ name: "Narrator", label: "Host", personality: "" }];
  const used = new Set<string>();
  return source.map((c) => {
    const personality = oneLine(c.personality ?? "");
    // The first matching style not yet taken by another presenter, so two upbeat characters still sound different.
    const matching = [...STYLES.filter((s) => s.re.test(personality)), PLAIN];
    const style = matching.find((s) => s.interjections.every((i) => !used.has(i))) ?? matching[0]!;
    const interjections = rnd.shuffle(style.interjections);
    interjections.forEach((i) => used.add(i));
    const rawCatch = oneLine(c.catchphrase ?? "");
    const catchphrase = rawCatch && rawCatch !== CATCHPHRASE_PLACEHOLDER ? speakableField(rawCatch, 80) || null : null;
    return {
      name: speakableField(c.name, 60) || "Narrator",
      label: speakableField(c.label, 60),
      interjections,
      praise: style.praise,
      turn: style.turn,
      catchphrase: catchphrase ? (/[.!?…]$/.test(catchphrase) ? catchphrase : `${catchphrase}!`) : null,
    };
  });
}
