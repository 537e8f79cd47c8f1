import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import { STAGE_DIRECTION } from "@shared/curriculum/teaching-card-rules";
import type { Beat, SceneKind } from "@shared/script/contract";
import type { Frame } from "./frame";
import type { Random } from "./random";
import { exampleAnswer } from "./questions";
import { end, isSpeakable, paragraphsOf, readAloudChunks, sentences, splitPictureNotes } from "./safe-text";
import type { Voice } from "./voice";
import { DROP, FIRST_ITEM, planned } from "./plan";

/**
 * Blocks of beats the composer chooses from to fit the time budget (ADR 0007). A block belongs to
 * one scene; required blocks are always kept, optional ones are added by priority while time allows.
 */
export interface Block {
  scene: SceneKind;
  /** Which teach scene (0 = primary) for teach blocks; 0 elsewhere. */
  sceneIndex: number;
  /** Order inside the scene. */
  order: number;
  /** Lower is added first; required blocks have priority 0. */
  priority: number;
  required: boolean;
  /** A required block that may still be dropped when even the required blocks overrun the target (lower first). */
  dropOrder?: number;
  beats: Beat[];
  /**
   * Blocks that can stand in for one another (the primary standard's worked examples; the primary card's
   * checks): when even the required blocks overrun the target, a required one is swapped for a shorter one.
   */
  swapGroup?: string;
  /** The card (index into the taught cards) a practice or check block belongs to. */
  cardIndex?: number;
  /** Pauses that may be lengthened when the script is short (indices into beats). */
  stretchable?: boolean;
  /** Makes one of the standard's key moves (docs/product/key-moves.md): never dropped, swapped or traded. */
  key?: boolean;
}

/** Speaks in a cast: who leads, who partners, with the voice's interjections now and then. */
export class Cast {
  constructor(
    readonly voices: Voice[],
    private readonly rnd: Random,
  ) {}
  get solo(): boolean {
    return this.voices.length === 1;
  }
  voice(i: number): Voice {
    return this.voices[((i % this.voices.length) + this.voices.length) % this.voices.length]!;
  }
  private readonly used = new Map<string, number>();
  /**
   * A spoken line by cast member `i`, sometimes (probability `interject`) opened with one of their
   * interjections, which are used in turn so none repeats back to back.
   */
  say(i: number, text: string, interject = 0.25): Beat {
    const v = this.voice(i);
    let opener = "";
    if (this.rnd.chance(interject)) {
      const n = this.used.get(v.name) ?? Math.floor(this.rnd.next() * v.interjections.length);
      opener = `${v.interjections[n % v.interjections.length]} `;
      this.used.set(v.name, n + 1);
    }
    return { type: "line", speaker: v.name, text: `${opener}${text}`.trim() };
  }
  pick<T>(items: readonly T[]): T {
    return this.rnd.pick(items);
  }
  shuffled<T>(items: readonly T[]): T[] {
    return this.rnd.shuffle(items);
  }
}

const lowerFirst = (t: string) => (/^I\b/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1));

/** "I can read my words." → "Can you read your words?" (the hook's question). */
export function goalQuestion(kidGoal: string): string {
  // "I can hear a rhyme, and I can say one." → "Can you hear a rhyme, and say one?"
  const rest = kidGoal
    .replace(/^I can\s+/i, "")
    .replace(/[.!]+$/, "")
    .replace(/\b(and|or),?\s+I can\s+/g, "$1 ");
  const swapped = rest
    .replace(/\bmy\b/gi, "your")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, "you")
    .replace(/\bme\b/gi, "you")
    .replace(/\bmine\b/gi, "yours");
  return `Can you ${swapped}?`;
}

/** "I can read words." → "you can read words" (for recaps). */
export const goalAsYou = (kidGoal: string): string =>
  lowerFirst(
    goalQuestion(kidGoal)
      .replace(/^Can you /, "you can ")
      .replace(/\?$/, ""),
  );

/**
 * How a presenter opens a teaching stop: the frame's stop and the key term named as a word ("Test 1 is all about the
 * word "infer.""), which reads right whatever the term is — a verb ("infer"), a noun ("evidence"),
 * an adjective ("alike") or a phrase ("ask for help") — where "Test 1: infer!" reads like a label, not speech.
 */
export function stopLine(
  frame: Pick<Frame, "stop">,
  n: number,
  term: string,
  pick: (items: readonly string[]) => string,
): string {
  const stop = frame.stop(n);
  const several = /\s/.test(term.trim());
  const word = several ? "words" : "word";
  return pick([
    `${stop} is all about the ${word} "${term}."`,
    `${stop} brings us the ${word} "${term}."`,
    `Our ${word} for ${stop.charAt(0).toLowerCase()}${stop.slice(1)} ${several ? "are" : "is"} "${term}."`,
  ]);
}

/** A skill name for the scene heading: the card's first key term, in capitals. */
export const skillName = (card: TeachingCard): string => card.keyTerms[0]!.term.toUpperCase();

interface TeachContext {
  card: TeachingCard;
  sceneIndex: number;
  lead: number;
  partner: number;
  frame: Frame;
  examples: WorkedExample[];
  /** The examples that make a key move (they come first in `examples` and are always kept). */
  keyExamples?: ReadonlySet<WorkedExample>;
  captions: boolean;
  /** Leave the misconception out (it refers to a passage that is not read). */
  skipMisconception?: boolean;
}

const words4 = (text: string): Set<string> => {
  const w = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const grams = new Set<string>();
  for (let i = 0; i + 3 < w.length; i++) grams.add(w.slice(i, i + 4).join(" "));
  return grams;
};
const COMMON_STARTERS = new Set(
  "The This That These Those There Then When While After Before Once One Two Three First Next Last Finally Also But And Yes Not Now Today Every Each Some Many Most Long Soon Here What Why How Who Where Which She They Her His Its Our Their You Your Mom Dad Splash Crash Wow Oh It In On An At As If So Up We He Go No My Do To Be By Or Us Hi Me".split(
    " ",
  ),
);
const PASSAGE_WORDS =
  /\b(?:the (?:text|story|poem|passage|article|fable|letter|paragraph|play|scene|report|piece|essay|review|model)|paragraph \d|in the (?:first|second|third|last) (?:paragraph|sentence|stanza|line))\b/i;

/**
 * Whether `text` (an example, practice item or question) needs the card's mentor text to make sense: it
 * names the text or its title, quotes four words in a row from it, or names a character in it.
 */
export function refersToMentor(text: string, mentor: { title: string; text: string } | undefined): boolean {
  if (!mentor) return false;
  if (text.includes(mentor.title) || PASSAGE_WORDS.test(text)) return true;
  const grams = words4(mentor.text);
  for (const g of words4(text)) if (grams.has(g)) return true;
  // Names: capitalized words that never appear in lower case in the passage ("Duck", "Lena", "Mo"), minus common
  // starters.
  const lower = new Set(mentor.text.match(/\b[a-z][a-z']+\b/g) ?? []);
  const names = new Set(
    (mentor.text.match(/\b[A-Z][a-z]+\b/g) ?? []).filter((n) => !lower.has(n.toLowerCase()) && !COMMON_STARTERS.has(n)),
  );
  return [...names].some((n) => new RegExp(`\\b${n}\\b`).test(text));
}

/** Common words that tie a line to no passage in particular. */
const GENERAL_WORDS = new Set(
  (
    "about after again always around because before being below between could every first found great house " +
    "large later little looks makes might never other people place right small something sometimes still story " +
    "their there these thing things think those three through today together under until until where which while " +
    "words world would write years"
  ).split(" "),
);
const contentWords = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]{5,}/g) ?? []).filter((w) => !GENERAL_WORDS.has(w)));

/**
 * The words of `text` that belong to the card's own passage: words of five letters or more the passage uses and
 * the card's goal, explanation and first key term do not ("cloud", "vapor" in a lesson on sequence). When another
 * text replaces the passage (an attached text, ADR 0055), a line with such words that `other` does not use is
 * about a passage the viewer never hears.
 */
export function passageWords(text: string, card: TeachingCard, other: string): string[] {
  if (!card.mentorText) return [];
  const own = contentWords(card.mentorText.text);
  const taught = contentWords(
    `${card.kidGoal} ${card.explanation} ${card.keyTerms[0]?.term ?? ""} ${card.keyTerms[0]?.definition ?? ""}`,
  );
  const theirs = contentWords(other);
  return [...contentWords(text)].filter((w) => own.has(w) && !taught.has(w) && !theirs.has(w));
}

const DIALOGUE_LINE = /^([A-Z][\w'’ .-]{0,24}?):\s+(.+)$/;

/**
 * An example laid out as a dialogue ("Kiri: What does nocturnal mean?\nTeacher: It means …") said the
 * way a presenter reads it aloud: "Kiri says, “What does nocturnal mean?” The teacher says, “It means …”".
 * Other text is returned as it is.
 */
export function speakShow(show: string): string {
  // An oral example is introduced with "Listen:" already; picture notes are shown, not said.
  const text = splitPictureNotes(show).speech.replace(/^listen[:,!.]\s*/i, "");
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2 || !lines.some((l) => DIALOGUE_LINE.test(l))) return text;
  return lines
    .map((l) => {
      const m = DIALOGUE_LINE.exec(l);
      // A stage direction between the speakers' lines is told, not read out in its brackets:
      // "(Aaron stops. The room is quiet.)" → "Aaron stops. The room is quiet."
      if (!m) return end(l.replace(/^\((.+)\)$/, "$1"));
      const name = /^(teacher|mom|dad|coach|grandma|grandpa|librarian|principal)$/i.test(m[1]!)
        ? `The ${m[1]!.toLowerCase()}`
        : m[1]!;
      return `${name} says, “${m[2]!.replace(/^["“]|["”]$/g, "")}”`;
    })
    .join(" ");
}

/**
 * How the presenter says an example: a sentence left without its end mark on purpose (the viewer chooses the
 * mark, L.K.2.b, L.1.2.b) trails off ("Where did you put the glue…") instead of being given a period.
 */
export function sayExample(show: string): string {
  return saidUnmarked(speakShow(show));
}

/**
 * `text` as said, ended: a sentence without its end mark (after a task's colon, "Add the end mark: My dog is
 * named Biscuit") trails off instead of getting a period; anything else is ended as usual.
 */
export function saidUnmarked(text: string): string {
  const t = text.trim();
  const colon = t.lastIndexOf(": ");
  const head = colon >= 0 ? `${t.slice(0, colon + 2)}` : "";
  const tail = t.slice(head.length);
  // A sentence, not a title, label, list or note: no colon, slash or line break; four words or more, mostly
  // lowercase after the first (a title is capitalized); the last one a word, not a letter.
  const words = tail.split(/\s+/);
  const unmarked =
    /^["“]?[A-Z][^.!?…:/\n]*\s[\w'’]{2,}$/.test(tail) &&
    words.length >= 4 &&
    words.slice(1).filter((w) => /^[a-z]/.test(w)).length * 2 > words.length - 1;
  return unmarked ? `${t}…` : end(t);
}

function showExample(cast: Cast, ctx: TeachContext, ex: WorkedExample, who: number, together: boolean): Beat[] {
  const oral = ctx.card.mode === "oral";
  const beats: Beat[] = [];
  const { speech: screenText, visuals } = splitPictureNotes(ex.show);
  for (const v of visuals) beats.push({ type: "visual", text: v });
  if (!oral) beats.push({ type: "onScreen", text: screenText });
  if (together) {
    const invite = cast.pick(
      cast.solo
        ? ["Try this one with me", "Your brain and mine, together", "Let's work this one out together"]
        : ["Let's do one together", "Help us with this one", "Think along with us"],
    );
    // The invitation is the lead-in; an interjection before it would stack two ("Wait for it... Let's do one together:").
    beats.push(
      cast.say(who, oral ? `${invite}. Listen: ${sayExample(ex.show)}` : `${invite}: ${sayExample(ex.show)}`, 0),
    );
    beats.push({ type: "pause", seconds: 3, text: "viewers think along" });
  } else {
    const said = sayExample(ex.show);
    beats.push(
      cast.say(
        who,
        oral
          ? `Listen: ${said}`
          : cast.pick([`Look at this: ${said}`, `Here's one: ${said}`, `Watch me with this: ${said}`]),
        0,
      ),
    );
  }
  beats.push(cast.say(together && !cast.solo ? ctx.lead : who, end(ex.thinkAloud), 0));
  // The answer has its own lead-in ("So:", "There it is:"); an interjection before it would stack two.
  beats.push(
    cast.say(
      who,
      exampleAnswer(ex.answer, (items) => cast.pick(items)),
      0,
    ),
  );
  return beats;
}

/**
 * A supporting standard taught without its mentor text (a second passage rarely fits the time): the
 * examples, practice items and checks that do not need the passage. Null when every example needs it.
 * `skipMisconception` is set when the misconception itself refers to the passage.
 */
export function withoutMentor(card: TeachingCard): { card: TeachingCard; skipMisconception: boolean } | null {
  const m = card.mentorText;
  if (!m) return { card, skipMisconception: false };
  const free = (t: string) => !refersToMentor(t, m);
  const examples = card.examples.filter((e) => free(e.show) && free(e.thinkAloud) && free(e.answer));
  if (examples.length === 0) return null;
  const { mentorText: _dropped, ...rest } = card;
  return {
    card: {
      ...rest,
      examples,
      practice: card.practice.filter((p) => free(p.prompt) && free(p.answer)),
      checks: card.checks.filter((c) => free(c.question)),
    },
    skipMisconception: !free(card.misconception.wrong) || !free(card.misconception.fix),
  };
}

/** Whether any example, practice item, check or the misconception of `card` needs its mentor text read first. */
export function mentorIsNeeded(card: TeachingCard): boolean {
  const m = card.mentorText;
  return Boolean(m) && mentorItems(card).some((t) => refersToMentor(t, m));
}

/** The texts of a card that may refer to its mentor text. */
const mentorItems = (card: TeachingCard): string[] => [
  ...card.examples.flatMap((e) => [e.show, e.thinkAloud]),
  ...card.practice.map((p) => p.prompt),
  ...card.checks.map((c) => c.question),
  card.misconception.wrong,
];

/** The teach scene's blocks for one card: core (goal, explanation, I do, we do) and optional extras. */
export function teachBlocks(cast: Cast, ctx: TeachContext): Block[] {
  const { card, sceneIndex, lead, partner, frame } = ctx;
  const primary = sceneIndex === 0;
  const base = { scene: "teach" as const, sceneIndex };
  const goal: Beat[] = [
    { type: "onScreen", text: `${card.code} — ${card.kidGoal}` },
    { type: "visual", text: card.visuals[0]! },
    cast.say(
      lead,
      stopLine(frame, sceneIndex + 1, card.keyTerms[0]!.term, (items) => cast.pick(items)),
      0.4,
    ),
  ];
  const goalLine: Beat[] = [cast.say(lead, `Here's the goal: ${end(card.kidGoal)}`, 0)];
  const explain = sentences(card.explanation);
  const half = Math.ceil(explain.length / 2);
  const explainFirst: Beat[] = [cast.say(lead, explain.slice(0, half).join(" "), 0)];
  const explainRest: Beat[] =
    explain.length > half ? [cast.say(cast.solo ? lead : partner, explain.slice(half).join(" "), 0.2)] : [];
  const term = card.keyTerms[0]!;
  const termBeats: Beat[] = [
    cast.say(cast.solo ? lead : partner, `A word to know: ${term.term}. ${end(term.definition)}`, 0),
  ];
  if (ctx.captions) termBeats.unshift({ type: "onScreen", text: `${term.term}: ${term.definition}` });

  // A supporting standard leads with one of its shortest examples, so it still fits beside the primary one: any
  // within a third of the shortest's length, the first in the seed's order (Regenerate shows another).
  const size = (e: WorkedExample) => `${e.show} ${e.thinkAloud} ${e.answer}`.split(/\s+/).length;
  const keyEx = ctx.keyExamples ?? new Set<WorkedExample>();
  const least = Math.min(...ctx.examples.map(size));
  const shortest =
    primary || ctx.examples.some((e) => keyEx.has(e)) ? undefined : ctx.examples.find((e) => size(e) <= least * 1.34);
  const [a, b, ...more] = shortest ? [shortest, ...ctx.examples.filter((e) => e !== shortest)] : ctx.examples;
  // Every taught standard keeps its goal and explanation; the primary one also its first worked example.
  // The rest is added by priority while time allows (lower first).
  const blocks: Block[] = [
    { ...base, ...planned("goal", primary), order: 0, beats: goal },
    // The primary goal is asked in the hook, shown on screen here and said again in the recap.
    ...(primary ? [] : [{ ...base, ...planned("goal", primary), order: 0.1, beats: goalLine }]),
    { ...base, ...planned("explanation", primary), order: 0.2, beats: explainFirst },
    ...(explainRest.length
      ? [{ ...base, ...planned("explanationRest", primary), order: 0.3, beats: explainRest }]
      : []),
    { ...base, ...planned("keyTerm", primary), order: 1, beats: termBeats },
  ];
  // Every taught standard shows at least one of its own worked examples; a supporting one's goes with its goal.
  const swap = primary ? { swapGroup: "primary-example" } : {};
  const isKey = (e: WorkedExample) => (keyEx.has(e) ? { key: true, ...FIRST_ITEM } : {});
  if (a)
    blocks.push({
      ...base,
      ...swap,
      ...(keyEx.has(a) ? { key: true } : {}),
      ...planned("firstExample", primary),
      order: 4,
      beats: [{ type: "visual", text: card.visuals[1] ?? card.visuals[0]! }, ...showExample(cast, ctx, a, lead, false)],
    });
  if (b)
    blocks.push({
      ...base,
      ...swap,
      ...planned("secondExample", primary),
      order: 5,
      beats: showExample(cast, ctx, b, cast.solo ? lead : partner, true),
      stretchable: true,
      ...isKey(b),
      ...(keyEx.has(b) && !primary ? { dropOrder: DROP.supportingStandard } : {}),
    });
  more.forEach((ex, i) =>
    blocks.push({
      ...base,
      ...swap,
      ...planned("moreExamples", primary, i),
      order: 6 + i,
      beats: showExample(cast, ctx, ex, i % 2 ? lead : partner, i % 2 === 0),
      ...isKey(ex),
      ...(keyEx.has(ex) && !primary ? { dropOrder: DROP.supportingStandard } : {}),
    }),
  );

  // The mentor text is read before the examples (order 3) whenever anything the scene may use refers to it;
  // then it is as required as the example that needs it. A passage nothing refers to is not read.
  const mentor = card.mentorText && isSpeakable(card.mentorText.title) ? card.mentorText : undefined;
  if (mentor && mentorIsNeeded(card)) {
    const reader = cast.solo ? lead : partner;
    const paragraphs = paragraphsOf(mentor.text).length;
    const numbered = paragraphs > 1 && mentorItems(card).some((t) => /\bparagraph \d/i.test(t));
    const layout = mentor.text.includes(" / ")
      ? "set out line by line"
      : numbered
        ? `with its ${paragraphs} paragraphs numbered`
        : paragraphs > 1
          ? "set out as written"
          : "";
    const lines: Beat[] = [
      {
        type: "visual",
        text: `The passage "${mentor.title}" appears on screen${layout ? ` ${layout}` : ""}; each part lights up as it is read aloud.`,
      },
    ];
    lines.push(
      cast.say(
        reader,
        cast.pick([
          `Listen to "${mentor.title}".`,
          `Here is a short text called "${mentor.title}".`,
          `Let me read you "${mentor.title}".`,
        ]),
        0,
      ),
    );
    for (const chunk of readAloudChunks(mentor.text)) {
      const { speech, visuals } = splitPictureNotes(chunk);
      for (const v of visuals) lines.push({ type: "visual", text: v });
      if (speech) lines.push(cast.say(reader, speech, 0));
    }
    blocks.push({
      ...base,
      ...planned("mentorText", primary),
      order: 3,
      beats: lines,
    });
  }
  // The fix is what the presenter says; a fix written as a stage direction is shown, and the rule is said.
  const fix = card.misconception.fix;
  const fixIsDirection = STAGE_DIRECTION.test(fix);
  const mixup: Beat[] = [
    cast.say(lead, `Watch out for a mix-up. Some kids think: ${end(card.misconception.wrong)}`, 0.2),
  ];
  if (!fixIsDirection)
    mixup.push(
      cast.say(
        cast.solo ? lead : partner,
        `${cast.pick(["Here's the fix.", "Let's fix that.", "Not quite!"])} ${end(fix)}`,
        0.1,
      ),
    );
  else
    mixup.push(
      { type: "visual", text: fix },
      cast.say(cast.solo ? lead : partner, `Here's the real rule. ${explain[0] ?? end(card.kidGoal)}`, 0),
    );
  if (!ctx.skipMisconception) blocks.push({ ...base, ...planned("misconception", primary), order: 5.5, beats: mixup });
  if (card.keyTerms[1]) {
    const t2 = card.keyTerms[1];
    blocks.push({
      ...base,
      ...planned("secondKeyTerm", primary),
      order: 1.5,
      beats: [cast.say(lead, `One more word to know: ${t2.term}. ${end(t2.definition)}`, 0)],
    });
  }
  return blocks;
}
