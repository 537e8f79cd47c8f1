import { CATCHPHRASE_PLACEHOLDER } from "@shared/constants";
import type { Character } from "@shared/schemas/character";
import { oneLine } from "@shared/script-format";
import type { Random } from "./random";
import { speakableField } from "./safe-text";
import { strengthKindOf, type StrengthKind } from "./strength-lines";

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
  /** How this character introduces themselves in their own way ("I'm Rhymo, and I brought the beat!"); [] for none. */
  intros: readonly Intro[];
  /** The catchphrase, filtered and capped; null when empty or the '??' placeholder. */
  catchphrase: string | null;
  /** Speaks in rhyme (a rhythm, rhyme, chant or song personality): says a short couplet in the hook and the recap. */
  rhymer: boolean;
  /** The character's educational strength (lower case), or "": who leads the teaching of a standard it fits. */
  strength: string;
  /** The kind of line the presenter adds where it helps the lesson (strength-lines.ts), from their own fields; null for none. */
  kind: StrengthKind | null;
}

type Intro = (name: string) => string;
const STYLES: { re: RegExp; interjections: string[]; praise: string[]; turn: string[]; intros: Intro[] }[] = [
  {
    re: /rhym|rhythm|chant|song|sing|music|beat/i,
    intros: [(n: string) => `I'm ${n}, and I brought the beat!`, (n: string) => `I'm ${n}. Clap along with me today!`],
    interjections: ["Clap, clap!", "Hear the beat?", "Ready, set, rhyme!"],
    praise: ["That's right, and it sounds just right!", "You found the beat!"],
    turn: ["Your turn, keep the beat!", "Now you, one, two, three!"],
  },
  {
    re: /energ|enthusias|excit|bubbly|lively|upbeat|cheer|peppy/i,
    intros: [
      (n: string) => `I'm ${n}, and I'm ready to go, go, go!`,
      (n: string) => `I'm ${n}, and I can't sit still today!`,
    ],
    interjections: ["Woo-hoo!", "Oh yes!", "Let's go!"],
    praise: ["You nailed it!", "That was awesome!"],
    turn: ["Your turn, superstar!", "Ready? Go!"],
  },
  {
    re: /funny|silly|goofy|joke|humou?r|playful|mischiev|witty/i,
    intros: [
      (n: string) => `I'm ${n}, and I promise at least one silly moment.`,
      (n: string) => `I'm ${n}, and I brought my silliest thinking cap.`,
    ],
    interjections: ["Plot twist!", "Guess what?", "Wait for it..."],
    praise: ["Nice one! High five!", "You cracked it!"],
    turn: ["Your turn, thinking cap on!", "Okay, show me what you've got!"],
  },
  {
    re: /curious|question|wonder|inquisitive|explor/i,
    intros: [
      (n: string) => `I'm ${n}, and I have a hundred questions already!`,
      (n: string) => `I'm ${n}, and I wonder what we'll find out.`,
    ],
    interjections: ["Hmm!", "I wonder...", "Interesting!"],
    praise: ["Great thinking!", "You figured it out!"],
    turn: ["Your turn to investigate!", "Let's see what you notice."],
  },
  {
    re: /calm|gentle|patient|kind|soft|warm|caring|friendly/i,
    intros: [
      (n: string) => `I'm ${n}. We'll take it one step at a time.`,
      (n: string) => `I'm ${n}, and I'm glad you came.`,
    ],
    // Not "Nice and slow." or "Okay, friends.": before a line they read as a stage direction or a second hello.
    interjections: ["Let me think.", "Oh, I like this.", "Let's see."],
    praise: ["Well done, friend.", "You worked that out carefully."],
    // A promise of time is said only before a long pause (docs/decisions/0045-pauses-by-task-and-grade.md).
    turn: ["Take your time.", "Try it in your own time.", "Have a go, friend."],
  },
  {
    re: /wise|smart|knowledg|clever|scholar|professor|teacher|expert|thought|logical|precise/i,
    intros: [
      (n: string) => `I'm ${n}, and I'll explain it step by step.`,
      (n: string) => `I'm ${n}. Let's think this through carefully.`,
    ],
    interjections: ["Aha!", "Listen closely.", "Now, this part matters."],
    praise: ["Excellent reasoning!", "Exactly right."],
    // Never "Apply the rule yourself.": many lessons (describing, rhyming, asking) have no rule to apply.
    turn: ["Now you try.", "Let's see what you can do."],
  },
  {
    re: /brave|bold|adventur|daring|courag|hero|dramatic/i,
    intros: [
      (n: string) => `I'm ${n}, and every lesson is an adventure!`,
      (n: string) => `I'm ${n}. Brave learners, follow me!`,
    ],
    interjections: ["Onward!", "Behold!", "Ta-da!"],
    praise: ["Brave work!", "A triumph!"],
    turn: ["Your mission starts now!", "Be brave and try!"],
  },
  {
    re: /creativ|artist|imagin|dream|poet/i,
    intros: [
      (n: string) => `I'm ${n}, and I can't wait to imagine with you.`,
      (n: string) => `I'm ${n}. Let's make something wonderful.`,
    ],
    interjections: ["Picture this!", "Ooh, colorful!", "Just imagine!"],
    praise: ["That sounds beautiful!", "What a creative answer!"],
    turn: ["Make it your own!", "Your turn to create!"],
  },
];
const PLAIN = {
  intros: [] as Intro[],
  interjections: ["Okay!", "Here we go.", "Right!"],
  praise: ["Good job!", "You've got it!"],
  turn: ["Your turn.", "Give it a try."],
};

/** Where a style's words first appear in a personality (Infinity when not at all): the first-named trait leads. */
const firstAt = (re: RegExp, text: string) => {
  const m = re.exec(text);
  return m ? m.index : Infinity;
};

/**
 * The styles a presenter keeps on a serious subject (slavery, war, a disaster, illness: ADR 0085): curious, calm and
 * wise. A beat, a "Woo-hoo!", a joke, a "Ta-da!" or a "Ooh, colorful!" is not said about such a subject; a
 * presenter of those styles speaks plainly instead, and nobody rhymes.
 */
const CALM_STYLES = new Set(STYLES.filter((st) => /curious|calm|wise/.test(st.re.source)));

/**
 * The voices of a cast; two characters with the same style get different interjections. `calm`: the lesson's subject
 * is a serious one, so only calm styles are used (`CALM_STYLES`) and no presenter speaks in rhyme.
 */
export function buildVoices(characters: readonly DraftCharacter[], rnd: Random, calm = false): Voice[] {
  const source = characters.length > 0 ? characters : [{ name: "Narrator", label: "Host", personality: "" }];
  const used = new Set<string>();
  return source.map((c) => {
    const personality = oneLine(c.personality ?? "");
    const rawCatch = oneLine(c.catchphrase ?? "");
    // A rhymer is a personality of rhythm, rhyme or song, or a catchphrase that rhymes on "rhyme".
    const rhymer = !calm && (/rhym|rhythm|chant|song|sing/i.test(personality) || /rhyme/i.test(rawCatch));
    // Styles in the order the personality names them ("Gentle, patient … dry humour" is gentle first), the
    // first not yet taken by another presenter, so two upbeat characters still sound different.
    const matching = [
      ...(rhymer ? [STYLES[0]!] : []),
      ...STYLES.slice(1)
        .filter((st) => st.re.test(personality) && (!calm || CALM_STYLES.has(st)))
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
      intros: style.intros,
      catchphrase: catchphrase ? (/[.!?…]$/.test(catchphrase) ? catchphrase : `${catchphrase}!`) : null,
      rhymer,
      strength: oneLine(c.educationalStrength ?? "").toLowerCase(),
      kind: strengthKindOf({
        strength: oneLine(c.educationalStrength ?? ""),
        label: oneLine(c.label ?? ""),
        personality,
      }),
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

/**
 * Second lines that rhyme with a lesson word, by the word (its last word, lower case): a rhymer's couplet ends its
 * first line on the lesson's own word ("Clap it out and say it with me: "tense," and soon it all will make sense!").
 * Only true rhymes on the word's stressed last syllable are listed (voice.test.ts checks each pair's ending sound);
 * a word with none here gets a stock couplet.
 */
const RHYMES_ON: Record<string, string> = {
  word: "the best one you have ever heard",
  words: "they fly around like little birds",
  sound: "let's pass it all around",
  noun: "it's the talk of the town",
  pronoun: "it's the talk of the town",
  clue: "we'll find out what to do",
  clues: "let's put on our thinking shoes",
  letter: "each time we'll know it better",
  tense: "and soon it all will make sense",
  detail: "let's follow every trail",
  prefix: "it's such a handy fix",
  view: "and now it's up to you",
  verb: "and you will do superb",
  rhyme: "we'll get it every time",
  claim: "let's play a thinking game",
  same: "let's play a matching game",
  text: "let's see what's coming next",
  theme: "let's work it out as a team",
  team: "together we will dream",
  role: "we'll reach our goal",
  read: "we're learning at top speed",
  reread: "we're learning at top speed",
  write: "let's make our words shine bright",
  trait: "it's going to be great",
  plan: "we know we can",
  quote: "let's write a little note",
  link: "let's stop and think",
  task: "all you have to do is ask",
  retell: "you're going to do it well",
  part: "let's learn it all by heart",
  event: "let's find out what it meant",
  expand: "it's going to be grand",
  revise: "let's open up our eyes",
  compare: "let's learn it with care",
  source: "let's stay on course",
  group: "let's jump right through the hoop",
  one: "let's have some fun",
  row: "ready, set, go",
  out: "let's sing and shout",
  mark: "let's make our learning spark",
  marks: "let's watch our brains make sparks",
  holiday: "let's shout hooray",
  vowel: "let's dry off with a towel",
};

/** Lead-ins of a couplet on the lesson's word: each ends where the word is said. */
const RHYME_LEADS = [
  "Clap it out and say it with me:",
  "Tap the beat and say our word:",
  "Here's our word, so say it loud:",
];

/**
 * A rhymer's couplet on the lesson's word (`term`, a key term of the first teaching scene), or null when its last word
 * has no rhyme listed: "Tap the beat and say our word: "rhyme," we'll get it every time!" (`lead` picks the lead-in).
 */
export function coupletOn(term: string, lead = 0): string | null {
  const last = term.trim().toLowerCase().split(/\s+/).at(-1) ?? "";
  const second = RHYMES_ON[last];
  if (!second) return null;
  return `${RHYME_LEADS[Math.abs(lead) % RHYME_LEADS.length]} "${term.trim()}," ${second}!`;
}

/** The word a couplet from `coupletOn` rhymes on and its partner (for tests): ["rhyme", "time"]. */
export const RHYME_PAIRS: [string, string][] = Object.entries(RHYMES_ON).map(([w, line]) => [
  w,
  line.split(/\s+/).at(-1)!,
]);
