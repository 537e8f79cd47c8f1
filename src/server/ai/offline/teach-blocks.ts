import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Beat, SceneKind } from "@shared/script/contract";
import type { Frame } from "./frame";
import type { Random } from "./random";
import { isSpeakable, sentences } from "./safe-text";
import type { Voice } from "./voice";

/**
 * Blocks of beats the composer chooses from to fit the time budget (issue 10 item 2). A block belongs to
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
  /** Pauses that may be lengthened when the script is short (indices into beats). */
  stretchable?: boolean;
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

const end = (t: string) => (/[.!?…]["”’)]?$/.test(t.trim()) ? t.trim() : `${t.trim()}.`);
const lowerFirst = (t: string) => (/^I\b/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1));

/** "I can read my words." → "Can you read your words?" (the hook's question). */
export function goalQuestion(kidGoal: string): string {
  const rest = kidGoal.replace(/^I can\s+/i, "").replace(/[.!]+$/, "");
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
export const goalAsYou = (kidGoal: string): string => lowerFirst(goalQuestion(kidGoal).replace(/^Can you /, "you can ").replace(/\?$/, ""));

/** A skill name for the scene heading: the card's first key term, in capitals. */
export const skillName = (card: TeachingCard): string => card.keyTerms[0]!.term.toUpperCase();

interface TeachContext {
  card: TeachingCard;
  sceneIndex: number;
  lead: number;
  partner: number;
  frame: Frame;
  examples: WorkedExample[];
  captions: boolean;
  /** A PDF passage that replaces the card's mentor text for the primary standard. */
  passage: { title: string; text: string } | null;
}

function showExample(cast: Cast, ctx: TeachContext, ex: WorkedExample, who: number, together: boolean): Beat[] {
  const oral = ctx.card.mode === "oral";
  const beats: Beat[] = [];
  if (!oral) beats.push({ type: "onScreen", text: ex.show });
  if (together) {
    const invite = cast.pick(cast.solo ? ["Try this one with me", "Your brain and mine, together", "Let's work this one out together"] : ["Let's do one together", "Help us with this one", "Think along with us"]);
    beats.push(cast.say(who, oral ? `${invite}. Listen: ${end(ex.show)}` : `${invite}: ${end(ex.show)}`, 0.2));
    beats.push({ type: "pause", seconds: 3, text: "viewers think along" });
  } else {
    beats.push(cast.say(who, oral ? `Listen: ${end(ex.show)}` : cast.pick([`Look at this: ${end(ex.show)}`, `Here's one: ${end(ex.show)}`, `Watch me with this: ${end(ex.show)}`]), 0.2));
  }
  beats.push(cast.say(together && !cast.solo ? ctx.lead : who, end(ex.thinkAloud), 0));
  // A sentence answer ("No, sun and sock do not rhyme.") is said as it is; a short one gets a lead-in.
  const sentence = /^[A-Z]/.test(ex.answer) && ex.answer.trim().split(/\s+/).length >= 4;
  beats.push(cast.say(who, sentence ? end(`${cast.pick(["So", "Right", "There it is"])}: ${ex.answer}`) : end(`${cast.pick(["So the answer is", "That gives us", "And that makes"])} ${ex.answer}`), 0.15));
  return beats;
}

/** The teach scene's blocks for one card: core (goal, explanation, I do, we do) and optional extras. */
export function teachBlocks(cast: Cast, ctx: TeachContext): Block[] {
  const { card, sceneIndex, lead, partner, frame } = ctx;
  const primary = sceneIndex === 0;
  const base = { scene: "teach" as const, sceneIndex };
  const goal: Beat[] = [
    { type: "onScreen", text: `${card.code} — ${card.kidGoal}` },
    { type: "visual", text: card.visuals[0]! },
    cast.say(lead, `${frame.stop(sceneIndex + 1)}: ${card.keyTerms[0]!.term}! Here's the goal: ${end(card.kidGoal)}`, 0.4),
  ];
  const explain = sentences(card.explanation);
  const half = Math.ceil(explain.length / 2);
  goal.push(cast.say(lead, explain.slice(0, half).join(" "), 0));
  if (explain.length > half) goal.push(cast.say(cast.solo ? lead : partner, explain.slice(half).join(" "), 0.2));
  const term = card.keyTerms[0]!;
  const termBeats: Beat[] = [cast.say(cast.solo ? lead : partner, `A word to know: ${term.term}. ${end(term.definition)}`, 0)];
  if (ctx.captions) termBeats.unshift({ type: "onScreen", text: `${term.term}: ${term.definition}` });

  const [a, b, ...more] = ctx.examples;
  // Every taught standard keeps its goal and explanation; the primary one also its first worked example.
  // The rest is added by priority while time allows (lower first).
  const blocks: Block[] = [
    { ...base, order: 0, priority: 0, required: true, ...(primary ? {} : { dropOrder: 1 }), beats: goal },
    { ...base, order: 1, priority: primary ? 2 : 7, required: false, beats: termBeats },
  ];
  // Every taught standard shows at least one of its own worked examples; a supporting one's goes with its goal.
  if (a) blocks.push({ ...base, order: 4, priority: 0, required: true, ...(primary ? {} : { dropOrder: 1 }), beats: [{ type: "visual", text: card.visuals[1] ?? card.visuals[0]! }, ...showExample(cast, ctx, a, lead, false)] });
  if (b) blocks.push({ ...base, order: 5, priority: primary ? 1 : 8, required: false, beats: showExample(cast, ctx, b, cast.solo ? lead : partner, true), stretchable: true });
  more.forEach((ex, i) => blocks.push({ ...base, order: 6 + i, priority: (primary ? 5 : 10) + i * 4, required: false, beats: showExample(cast, ctx, ex, i % 2 ? lead : partner, i % 2 === 0) }));

  const mentor = ctx.passage ?? card.mentorText;
  if (mentor && isSpeakable(mentor.title)) {
    const reader = cast.solo ? lead : partner;
    const chunks = sentences(mentor.text);
    const lines: Beat[] = [{ type: "visual", text: `The passage "${mentor.title}" appears on screen; each sentence lights up as it is read aloud.` }];
    lines.push(cast.say(reader, cast.pick([`Listen to "${mentor.title}".`, `Here is a short text called "${mentor.title}".`, `Let me read you "${mentor.title}".`]), 0));
    for (let i = 0; i < chunks.length; i += 2) lines.push(cast.say(reader, chunks.slice(i, i + 2).join(" "), 0));
    // The examples often refer to the mentor text, so it is read before them (order 3).
    blocks.push({ ...base, order: 3, priority: primary ? (ctx.passage ? 0 : 1) : 9, required: primary && !!ctx.passage, beats: lines });
  }
  const fixIsSpeech = /\b(?:you|we|I|let's)\b/i.test(card.misconception.fix) && !/^(?:point|show|draw|have|ask|model|circle|write|hold|display|use|place|put)\b/i.test(card.misconception.fix);
  const mixup: Beat[] = [cast.say(lead, `Watch out for a mix-up. Some kids think: ${end(card.misconception.wrong)}`, 0.2)];
  if (fixIsSpeech) mixup.push(cast.say(cast.solo ? lead : partner, end(card.misconception.fix), 0.2));
  else mixup.push({ type: "visual", text: card.misconception.fix }, cast.say(cast.solo ? lead : partner, cast.pick([`Not quite! Watch how we fix it, ${term.term} detectives.`, `Let's fix that together with what we know about ${term.term}.`, `Here's how to get ${term.term} right.`]), 0));
  blocks.push({ ...base, order: 2.5, priority: primary ? 4 : 12, required: false, beats: mixup });
  if (card.keyTerms[1]) {
    const t2 = card.keyTerms[1];
    blocks.push({ ...base, order: 1.5, priority: primary ? 11 : 14, required: false, beats: [cast.say(lead, `One more word to know: ${t2.term}. ${end(t2.definition)}`, 0)] });
  }
  return blocks;
}
