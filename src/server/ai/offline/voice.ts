import { CATCHPHRASE_PLACEHOLDER } from "@shared/constants";
import type { Character } from "@shared/schemas/character";
import { oneLine } from "@shared/script-format";
import type { Random } from "./random";
import { speakableField } from "./safe-text";

/** What the offline engine needs of a character (a `Character` or a wizard `ScriptCharacter` fits). */
export type DraftCharacter = Pick<Character, "name" | "label"> &
  Partial<Pick<Character, "personality" | "catchphrase" | "educationalStrength">>;

/**
 * A cast member's voice (docs/product/presenters.md, ADR 0055): interjections, praise and hand-overs drawn from the
 * personality, the catchphrase, whether they rhyme, and what they are strongest at. The personality itself is
 * never read aloud; it only chooses how the character talks. No two styles share an interjection, so there is no
 * stock tic every presenter says.
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
  /** Speaks in rhyme (a rhythm, rhyme, chant or song personality): says a short couplet in the hook and the recap. */
  rhymer: boolean;
  /** The character's educational strength (lower case), or "": who leads the teaching of a standard it fits. */
  strength: string;
}

const STYLES: { re: RegExp; interjections: string[]; praise: string[]; turn: string[] }[] = [
  {
    re: /rhym|rhythm|chant|song|sing|music|beat/i,
    interjections: ["Clap, clap!", "Hear the beat?", "Ready, set, rhyme!"],
    praise: ["That's right, and it sounds just right!", "You found the beat!"],
    turn: ["Your turn, keep the beat!", "Now you, one, two, three!"],
  },
  {
    re: /energ|enthusias|excit|bubbly|lively|upbeat|cheer|peppy/i,
    interjections: ["Woo-hoo!", "Oh yes!", "Let's go!"],
    praise: ["You nailed it!", "That was awesome!"],
    turn: ["Your turn, superstar!", "Ready? Go!"],
  },
  {
    re: /funny|silly|goofy|joke|humou?r|playful|mischiev|witty/i,
    interjections: ["Plot twist!", "Guess what?", "Wait for it..."],
    praise: ["Nice one! High five!", "You cracked it!"],
    turn: ["Your turn, thinking cap on!", "Okay, show me what you've got!"],
  },
  {
    re: /curious|question|wonder|inquisitive|explor/i,
    interjections: ["Hmm!", "I wonder...", "Interesting!"],
    praise: ["Great thinking!", "You figured it out!"],
    turn: ["Your turn to investigate!", "Let's see what you notice."],
  },
  {
    re: /calm|gentle|patient|kind|soft|warm|caring|friendly/i,
    // Not "Nice and slow." or "Okay, friends.": before a line they read as a stage direction or a second hello.
    interjections: ["Let me think.", "Oh, I like this.", "Let's see."],
    praise: ["Well done, friend.", "You worked that out carefully."],
    // A promise of time is said only before a long pause (docs/decisions/0045-pauses-by-task-and-grade.md).
    turn: ["Take your time.", "Try it in your own time.", "Have a go, friend."],
  },
  {
    re: /wise|smart|knowledg|clever|scholar|professor|teacher|expert|thought|logical|precise/i,
    interjections: ["Aha!", "Listen closely.", "Now, this part matters."],
    praise: ["Excellent reasoning!", "Exactly right."],
    // Never "Apply the rule yourself.": many lessons (describing, rhyming, asking) have no rule to apply.
    turn: ["Now you try.", "Let's see what you can do."],
  },
  {
    re: /brave|bold|adventur|daring|courag|hero|dramatic/i,
    interjections: ["Onward!", "Behold!", "Ta-da!"],
    praise: ["Brave work!", "A triumph!"],
    turn: ["Your mission starts now!", "Be brave and try!"],
  },
  {
    re: /creativ|artist|imagin|dream|poet/i,
    interjections: ["Picture this!", "Ooh, colorful!", "Just imagine!"],
    praise: ["That sounds beautiful!", "What a creative answer!"],
    turn: ["Make it your own!", "Your turn to create!"],
  },
];
const PLAIN = {
  interjections: ["Okay!", "Here we go.", "Right!"],
  praise: ["Good job!", "You've got it!"],
  turn: ["Your turn.", "Give it a try."],
};

/** Where a style's words first appear in a personality (Infinity when not at all): the first-named trait leads. */
const firstAt = (re: RegExp, text: string) => {
  const m = re.exec(text);
  return m ? m.index : Infinity;
};

/** The voices of a cast; two characters with the same style get different interjections. */
export function buildVoices(characters: readonly DraftCharacter[], rnd: Random): Voice[] {
  const source = characters.length > 0 ? characters : [{ name: "Narrator", label: "Host", personality: "" }];
  const used = new Set<string>();
  return source.map((c) => {
    const personality = oneLine(c.personality ?? "");
    const rawCatch = oneLine(c.catchphrase ?? "");
    // A rhymer is a personality of rhythm, rhyme or song, or a catchphrase that rhymes on "rhyme".
    const rhymer = /rhym|rhythm|chant|song|sing/i.test(personality) || /rhyme/i.test(rawCatch);
    // Styles in the order the personality names them ("Gentle, patient … dry humour" is gentle first), the
    // first not yet taken by another presenter, so two upbeat characters still sound different.
    const matching = [
      ...(rhymer ? [STYLES[0]!] : []),
      ...STYLES.slice(1)
        .filter((st) => st.re.test(personality))
        .sort((a, b) => firstAt(a.re, personality) - firstAt(b.re, personality)),
      PLAIN,
    ];
    const style = matching.find((st) => st.interjections.every((i) => !used.has(i))) ?? matching[0]!;
    const interjections = rnd.shuffle(style.interjections);
    interjections.forEach((i) => used.add(i));
    const catchphrase = rawCatch && rawCatch !== CATCHPHRASE_PLACEHOLDER ? speakableField(rawCatch, 80) || null : null;
    return {
      name: speakableField(c.name, 60) || "Narrator",
      label: speakableField(c.label, 60),
      interjections,
      praise: style.praise,
      turn: style.turn,
      catchphrase: catchphrase ? (/[.!?…]$/.test(catchphrase) ? catchphrase : `${catchphrase}!`) : null,
      rhymer,
      strength: oneLine(c.educationalStrength ?? "").toLowerCase(),
    };
  });
}

/** What each strand of standards is about, in the words a character's strength uses. */
const STRAND_WORDS: [RegExp, RegExp][] = [
  [/^RF\./, /phonic|rhym|sound|phonolog|decod|spell|letter|fluen/],
  [/^L\./, /vocab|grammar|language|word|spell|punctu/],
  [/^RL\./, /story|stories|narrative|character|literat|sequenc|reading|poem/],
  [/^RI\./, /comprehension|informational|nonfiction|text|reading|research|fact/],
  [/^W\./, /writ|draft|opinion|informative|narrative/],
  [/^SL\./, /speak|listen|discuss|present|convers/],
];

/** How well a voice's strength fits a standard's strand (0 = not at all). */
export function strengthFit(voice: Voice, code: string): number {
  const words = STRAND_WORDS.find(([strand]) => strand.test(code))?.[1];
  if (!words || !voice.strength) return 0;
  return (voice.strength.match(new RegExp(words.source, "g")) ?? []).length;
}

/**
 * Short rhyming couplets a rhymer says: one opens the lesson, one closes it. Enough of them that a teacher who
 * makes a week of videos with the same rhymer does not hear the same couplet every day; each pair of line ends is
 * a real rhyme (voice.test.ts checks them).
 */
export const COUPLETS = {
  hook: [
    "Ears up high and eyes on me, we have something new to see!",
    "Tap your toes and count to three, it's learning time for you and me!",
    "Listen close and you will find a brand-new skill to fill your mind!",
    "Give a clap and give a shout, let's find out what it's all about!",
    "Stretch up tall and touch the sky, a brand-new skill is coming by!",
    "Hands in your lap and feet on the floor, let's open up the learning door!",
    "Wiggle your fingers, wiggle your toes, this is where the learning goes!",
    "Let's get ready, let's get set, this could be our best day yet!",
    "Here's a beat and here's a rhyme, get ready, it is learning time!",
    "Buckle up and hold on tight, we're going to get this learning right!",
    "Open your eyes and open your mind, there's a new idea to find!",
    "Quiet as a mouse and slow as a snail, come along on the learning trail!",
  ],
  recap: [
    "We learned it well, we learned it right, and now our brains are shining bright!",
    "Now we're done, so take a bow: you know how to do it now!",
    "Clap your hands and stomp your feet: today's lesson can't be beat!",
    "Thumbs up high and a great big grin, you worked so hard, and that's a win!",
    "You tried your best and did it all, so stand up proud and stand up tall!",
    "Hip, hip, hooray, you learned a lot today!",
    "Stomp your feet and wave your hand, you learned it all, and that is grand!",
    "Big or small and short or long, we all learned something all along!",
    "Round and round and up and down, you're the best learners in town!",
    "Every try and every guess helped you learn, and that's success!",
    "Thanks for playing, thanks for thinking, now your brain is bright and blinking!",
    "Now you know it, now you've grown, you can do it on your own!",
  ],
} as const;
