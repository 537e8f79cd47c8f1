import { formatDuration } from "@shared/script-format";
import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Beat, ContractScene } from "@shared/script/contract";
import {
  LONG_WAIT_SEC,
  SUPPORT_LABEL,
  readConsiderations,
  sceneList,
  scenesMentioning,
  scenesWithSupport,
  type AvoidRule,
  type Considerations,
} from "@shared/script/considerations";
import { sentences } from "./safe-text";
import type { Block, Cast } from "./teach-blocks";
import { planned } from "./plan";

/**
 * The writer's content considerations in the offline engine (docs/product/considerations.md). Parsing is
 * shared with the model path and the Script check (@shared/script/considerations); this file applies them:
 * card items that mention an avoided topic are left out, requested supports become required blocks, and
 * every consideration gets a NOTE that the finished script bears out ("Applied: … (scenes 2 and 4)") or
 * says it could not be applied and why.
 */
export { readConsiderations, type Considerations };

const mentions = (rules: readonly AvoidRule[], text: string) => rules.some((r) => r.re.test(text));

/** Whether a block says or shows anything an avoid rule matches. */
export const blockMentions = (rules: readonly AvoidRule[], b: Block): boolean =>
  rules.length > 0 && b.beats.some((x) => "text" in x && mentions(rules, x.text));

/**
 * The card without the items that mention an avoided topic (examples, practice, checks, visuals, key terms,
 * explanation sentences, the misconception). A list is never emptied below the card's schema minimum of one:
 * when every item of a list mentions it, the list is kept and the final NOTE says it could not be applied.
 */
export function avoidInCard(
  card: TeachingCard,
  rules: readonly AvoidRule[],
): { card: TeachingCard; leftOut: number; skipMisconception: boolean } {
  if (rules.length === 0) return { card, leftOut: 0, skipMisconception: false };
  let leftOut = 0;
  const clean = <T>(items: T[], text: (t: T) => string): T[] => {
    const kept = items.filter((i) => !mentions(rules, text(i)));
    if (kept.length === 0) return items;
    leftOut += items.length - kept.length;
    return kept;
  };
  const explanation = clean(sentences(card.explanation), (s) => s).join(" ");
  return {
    card: {
      ...card,
      explanation,
      keyTerms: clean(card.keyTerms, (t) => `${t.term} ${t.definition}`),
      examples: clean(card.examples, (e) => `${e.show} ${e.thinkAloud} ${e.answer}`),
      practice: clean(card.practice, (p) => `${p.prompt} ${p.answer}`),
      checks: clean(card.checks, (c) => `${c.question} ${c.answer} ${(c.choices ?? []).join(" ")}`),
      visuals: clean(card.visuals, (v) => v),
    },
    leftOut,
    skipMisconception: mentions(rules, `${card.misconception.wrong} ${card.misconception.fix}`),
  };
}

/** Words a sentence frame keeps: the skeleton of a sentence, not its content. */
const FRAME_WORDS = new Set(
  (
    "the a an is are was were be it its this that these those and or in on at to of for with from by as than not " +
    "i you we they he she my your our their his her there what which who how why felt feels feel means mean " +
    "shows show tells tell says say happened happens helps help makes make changes change has have had can will"
  ).split(" "),
);
/** A word that links a reason or result: the rest of the sentence is one blank ("… because ___."). */
const LINK = /^(?:because|so|since|but)$/i;
const bare = (w: string) => w.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

/**
 * A sentence frame made from a model answer (the child says the lesson's own sentence): its skeleton words and
 * the card's key terms kept, each run of other words a blank, everything after "because" one blank ("The character
 * felt sad because her kite was stuck." → "The character felt ___ because ___."). Null when the answer is not a sentence of four to
 * fourteen words, or the frame would not say the skill (see below).
 */
export function frameFromAnswer(answer: string, keyWords: ReadonlySet<string>): string | null {
  const first = answer
    .replace(/\([^)]*\)/g, " ")
    .replace(/^(?:for example|example|one example)[:,]\s*/i, "")
    .split(/(?<=[.!?])\s+/)[0]!
    .trim();
  const words = first.split(/\s+/).filter(Boolean);
  if (words.length < 4 || words.length > 14 || !/[.!?]$/.test(first) || /["“”:;]/.test(first)) return null;
  const out: string[] = [];
  for (const w of words) {
    const plain = bare(w);
    if (LINK.test(plain)) {
      out.push(plain === w.toLowerCase() ? w : plain, "___.");
      break;
    }
    if (FRAME_WORDS.has(plain) || keyWords.has(plain)) out.push(out.length === 0 ? w : w.toLowerCase());
    else if (out.at(-1) !== "___") out.push("___");
  }
  let frame = out.join(" ");
  if (!/[.!?]$/.test(frame)) frame = `${frame.replace(/[.,!?]*$/, "")}${words.at(-1)!.match(/[.!?]$/)?.[0] ?? "."}`;
  const blanks = (frame.match(/___/g) ?? []).length;
  const kept = out.filter((w) => !w.startsWith("___")).map(bare);
  // A frame says the skill: it names one of the card's key terms ("The base word is ___."); it asks nothing and
  // lists nothing ("___ and ___").
  const says =
    kept.some((w) => keyWords.has(w)) &&
    /\b(?:is|are|was|were|means|felt|feels|shows|tells|says|has|have|makes|changes|helps)\b/i.test(frame) &&
    !/^(?:a|an\b|['"‘“])/i.test(frame) &&
    // The answer goes last, where the sentence gives it: "is ___.", "felt ___ because ___.", "is that the ___."
    /\b(?:is|are|was|were|means|felt|feels|shows|because)(?: that)?(?: the)? ___\.$/.test(frame);
  // At most two blanks (the answer and its reason), the first after words that say what goes in it.
  const opensBlank = /^___ (?!(?:is|are|was|were|means|felt|feels|shows|tells|says|because)\b)/.test(frame);
  // A blank subject ("The ___ is ___.") or a list ("Left page, ___ right page, ___") says nothing.
  const empty = /^(?:the|my|in|a|an|was|is) ___ /i.test(frame) || frame.includes(",");
  if (
    blanks < 1 ||
    blanks > 2 ||
    kept.length < 2 ||
    !says ||
    opensBlank ||
    empty ||
    /\?$|___ (?:and|or|the) ___/.test(frame)
  )
    return null;
  return frame.charAt(0).toUpperCase() + frame.slice(1);
}

/** The kind of task a standard asks of the child, which its sentence frame must fit (docs/product/considerations.md). */
export type FrameKind =
  "reading" | "opinion" | "informative" | "narrative" | "writing" | "speaking" | "language" | "foundational";

/** The kind of task of a CCSS code: W.x.1 opinion, W.x.2 informative, W.x.3 narrative (with their parts .a–.e). */
export function frameKind(code: string): FrameKind {
  const [strand = "", , n = ""] = code.split(".");
  if (strand === "RL" || strand === "RI") return "reading";
  if (strand === "SL") return "speaking";
  if (strand === "RF") return "foundational";
  if (strand === "W") return ({ "1": "opinion", "2": "informative", "3": "narrative" } as const)[n] ?? "writing";
  return "language";
}

type Band = "young" | "older";
type Frames = Partial<Record<string, Record<Band, string>>>;
const both = (f: string): Record<Band, string> => ({ young: f, older: f });
const READ = { young: "I know ___ because the text says ___.", older: "I think ___ because the text says ___." };

/**
 * The frame of each task a standard asks for, by strand and standard number ("RL.3", "W.2"), then by a standard's own
 * code where its task differs ("W.4.3.b", dialogue and description). K–2 frames are shorter; every frame's blanks
 * are what the child says, in the order the task asks for it. A narrative is told in order (W.x.3: "First, ___."),
 * an informative piece names its topic and a fact (W.x.2), an opinion gives a reason (W.x.1), a reading answer
 * points to the text (RL, RI), and a speaking task says what the listener needs (SL).
 */
const FRAMES: Frames = {
  "RL.1": READ,
  "RL.2": {
    young: "At the beginning, ___. In the middle, ___. At the end, ___.",
    older: "The theme is ___. I know because the text says ___.",
  },
  "RL.3": { young: "___ felt ___ because ___.", older: "___ is ___. I know because the text says ___." },
  "RL.4": { young: "The word ___ means ___. I know because ___.", older: "The words ___ mean ___. The clue is ___." },
  "RL.5": {
    young: "This is a ___ because it has ___.",
    older: "This part is the ___. It tells ___.",
  },
  "RL.6": {
    young: "The one telling this part is ___. I know because ___.",
    older: "The narrator is ___. I know because ___.",
  },
  "RL.7": both("The picture shows ___. It helps me know ___."),
  "RL.9": both("The two stories are alike because ___. They are different because ___."),
  "RL.10": READ,
  "RI.1": READ,
  "RI.2": {
    young: "The main topic is ___. One key detail is ___.",
    older: "The main idea is ___. One key detail is ___.",
  },
  "RI.3": both("___ happened because ___."),
  "RI.4": { young: "The word ___ means ___. I know because ___.", older: "The word ___ means ___. The clue is ___." },
  "RI.5": { young: "The ___ of the book shows ___.", older: "This text is organized by ___. I know because ___." },
  "RI.K.6": both("The author is ___. The illustrator is ___."),
  "RI.6": {
    young: "The author wants to ___. I know because ___.",
    older: "The author thinks ___. I know because the text says ___.",
  },
  "RI.7": both("The picture shows ___. It helps me know ___."),
  "RI.8": {
    young: "The author says ___. One reason is ___.",
    older: "The author says ___. The evidence is ___.",
  },
  "RI.9": both("Both texts tell ___. Only one text tells ___."),
  "RI.10": READ,
  "W.1": { young: "I think ___ because ___.", older: "In my opinion, ___. One reason is ___." },
  "W.2": { young: "___ is a ___. It has ___.", older: "___ is ___. One important fact is ___." },
  "W.3.2.a": both("___ and ___ go together because they are both about ___."),
  "W.3": {
    young: "First, ___. Next, ___. At the end, ___.",
    older: "One day, ___. Then ___. In the end, ___.",
  },
  // The parts of a narrative (W.3.3–W.5.3 .a–.e): its opening, its dialogue and description, its time words, its
  // sensory details and its ending.
  "W.3.3.a": both("One day, ___ was at ___ when ___."),
  "W.4.3.a": both("One day, ___ was at ___ when ___."),
  "W.5.3.a": both("One day, ___ was at ___ when ___."),
  "W.3.3.b": both("___ said, ___. Then ___."),
  "W.4.3.b": both("___ said, ___. Then ___."),
  "W.5.3.b": both("___ said, ___. Then ___."),
  "W.3.3.c": both("First, ___. Then, ___. After that, ___."),
  "W.4.3.c": both("First, ___. Then, ___. After that, ___."),
  "W.5.3.c": both("First, ___. Then, ___. After that, ___."),
  "W.3.3.d": both("In the end, ___, so ___."),
  "W.4.3.d": both("I saw ___. I heard ___. I felt ___."),
  "W.5.3.d": both("I saw ___. I heard ___. I felt ___."),
  "W.4.3.e": both("In the end, ___, so ___."),
  "W.5.3.e": both("In the end, ___, so ___."),
  "W.4": both("My reader is ___, so I will ___."),
  "W.5": both("I can make my writing better by ___."),
  "W.6": both("I can use ___ to ___."),
  "W.7": { young: "We learned that ___.", older: "My research question is ___." },
  "W.8": { young: "I remember ___.", older: "One fact I found is ___. I found it in ___." },
  "W.9": both("The text says ___. This shows ___."),
  "W.10": both("Today I will write ___ about ___."),
  "SL.1": both("I agree with ___ because ___."),
  // Asking a speaker a question (SL.K.1.b, SL.x.1.c, SL.1–3.3): the frame is the question.
  "SL.K.1.b": both("Can you tell me more about ___?"),
  "SL.1.1.c": both("Can you tell me more about ___?"),
  "SL.2.1.c": both("Can you tell me more about ___?"),
  "SL.3.1.c": both("Do you mean ___?"),
  "SL.4.1.c": both("Do you mean ___?"),
  "SL.5.1.c": both("I would add that ___ because ___."),
  "SL.3.1.d": both("Now I think ___ because ___."),
  "SL.4.1.d": both("Now I think ___ because ___."),
  "SL.5.1.d": both("Now I think ___ because ___."),
  "SL.2": { young: "I heard that ___.", older: "The main idea is ___. One detail is ___." },
  "SL.K.3": both("Can you help me ___, please?"),
  "SL.4.3": both("The speaker says ___. The evidence is ___."),
  "SL.5.3": both("The speaker says ___. The evidence is ___."),
  "SL.3": both("Can you tell me more about ___?"),
  // SL.2.4: a story or an experience, told in order; SL.3.6: a complete sentence with a reason.
  "SL.2.4": both("First, ___. Next, ___. Last, ___."),
  "SL.3.6": both("I think ___ because ___."),
  "SL.4": { young: "My ___ is ___. It has ___.", older: "My topic is ___. One detail is ___." },
  "SL.5": { young: "My picture shows ___.", older: "This picture shows ___. It helps my listener see ___." },
  "SL.6": { young: "My ___ is ___.", older: "A formal way to say it is: ___." },
};

/** Time words a task may name for the child to use, capitalised as the words themselves ("with First and Then"). */
const TIME_WORD = /\b(?:First|Next|Then|After that|Later|Last|Finally|At the end|In the end)\b/g;

/**
 * A frame told in time words ("First, ___. Next, ___. At the end, ___.") uses the time words the task it supports
 * names, in the task's order: "Tell two things that happened with First and Then" gets "First, ___. Then, ___.",
 * since a frame with other words than the prompt's leaves the child unsure which to use. Any other frame, or a task
 * that names fewer than two time words, is returned as it is.
 */
export function inTaskTimeWords(frame: string, prompt: string): string {
  if (!/^First, ___\./.test(frame)) return frame;
  const named = [...new Set(prompt.match(TIME_WORD) ?? [])];
  return named.length >= 2 ? named.map((w) => `${w}, ___.`).join(" ") : frame;
}

/**
 * A sentence frame for the lesson's answers (for English learners; docs/product/considerations.md), or null when
 * none fits. The frame fits the task the child is doing: a reading, writing, speaking or listening standard gets the
 * frame of its kind of task (`FRAMES`): a narrative's "First, ___. Next, ___. At the end, ___.", never an opinion's
 * "I think ___ because ___." on a story the child tells. A language or foundational-skills lesson gets the frame of
 * its own sentence, made from the primary card's key practice item, then its other practice items, then its worked
 * examples' answers ("The base word is ___."); for a sorting task, the sentence that says why items go together;
 * else none: a lesson whose answers are a word or a fixed sentence ("Fix the verb: …") has no sentence to frame.
 * Never the empty "The answer is ___.", which fits any answer and models no skill.
 */
export function sentenceFrameFor(card: TeachingCard | undefined, young: boolean): string | null {
  if (!card) return null;
  const [strand = "", grade = "", n = ""] = card.code.split(".");
  const band: Band = /^[K12]$/.test(grade) ? "young" : /^[345]$/.test(grade) ? "older" : young ? "young" : "older";
  const kind = frameKind(card.code);
  if (kind !== "language" && kind !== "foundational") {
    const own = FRAMES[card.code] ?? FRAMES[`${strand}.${grade}.${n}`] ?? FRAMES[`${strand}.${n}`];
    const frame = own?.[band] ?? READ[band];
    const keyAt = (card.keyMoves ?? []).flatMap((m) => m.practice ?? [])[0];
    const task = (keyAt !== undefined ? card.practice[keyAt] : undefined) ?? card.practice[0];
    return task ? inTaskTimeWords(frame, task.prompt) : frame;
  }
  const keyWords = new Set(card.keyTerms.flatMap((t) => t.term.toLowerCase().split(/\s+/)));
  const key = new Set((card.keyMoves ?? []).flatMap((m) => m.practice ?? []));
  const answers = [
    ...card.practice.filter((_, i) => key.has(i)).map((p) => p.answer),
    ...card.practice.map((p) => p.answer),
    ...card.examples.map((e) => e.answer),
  ];
  for (const a of answers) {
    const frame = frameFromAnswer(a, keyWords);
    if (frame) return frame;
  }
  const keyTask = card.practice.find((_, i) => key.has(i)) ?? card.practice[0];
  // "Sort: lion, piano, tiger, drum, bear, flute." is answered by naming a group and what its members share.
  if (
    keyTask &&
    /\b(?:sort|put (?:them|these|the [a-z]+) (?:in|into) groups?|go together|belongs?)\b/i.test(keyTask.prompt)
  )
    return "___ and ___ go together because they are all ___.";
  return null;
}

/**
 * Required blocks for the supports the writer asked for: a sentence frame at the start of the practice, a
 * turn-and-talk and a movement break in the practice, a vocabulary preview and a pronunciation in the hook.
 * Wait time is applied to the pauses (see {@link extraWaitSec}); a song is not written offline.
 */
export function supportBlocks(cast: Cast, cons: Considerations, cards: TeachingCard[], young: boolean): Block[] {
  const blocks: Block[] = [];
  const primary = cards[0];
  const terms = cards.flatMap((c) => c.keyTerms).slice(0, 3);
  const who = cast.solo ? 0 : 1;
  for (const support of cons.include) {
    let beats: Beat[] = [];
    let place: Pick<Block, "scene" | "order"> = { scene: "practice", order: -3 };
    if (support === "sentenceFrame") {
      const frame = sentenceFrameFor(primary, young);
      // No frame fits: the considerations NOTE says so (considerationNotes).
      beats = frame
        ? [
            { type: "onScreen", text: `Sentence frame: ${frame}` },
            cast.say(who, `When you answer, you can use this sentence frame: ${frame.replace(/___/g, "blank")}`, 0),
          ]
        : [];
      place = { scene: "practice", order: -2 };
    } else if (support === "partnerTalk" && terms[0]) {
      beats = [
        { type: "onScreen", text: `Turn and talk: ${terms[0].term}` },
        cast.say(0, `Turn and talk! Tell a partner what ${terms[0].term} means, and give your own example.`, 0),
        { type: "pause", seconds: 10, text: "viewers explain to a partner" },
        cast.say(0, `Here's one way to say it: ${terms[0].definition}`, 0),
      ];
      place = { scene: "practice", order: 89 };
    } else if (support === "movementBreak") {
      beats = [
        { type: "visual", text: "Movement break: the presenters stand up and stretch along with the viewers." },
        cast.say(who, "Movement break! Stand up and stretch up high. Now reach down to your toes. Sit back down.", 0),
        { type: "pause", seconds: 8, text: "viewers stretch" },
      ];
      place = { scene: "practice", order: -3 };
    } else if (support === "vocabularyPreview" && terms.length > 0) {
      beats = [
        { type: "onScreen", text: `Words to know: ${terms.map((t) => t.term).join(" · ")}` },
        cast.say(0, `Words to know today: ${terms.map((t) => `${t.term}. ${t.definition}`).join(" ")}`, 0),
      ];
      place = { scene: "hook", order: 2.5 };
    } else if (support === "pronunciation" && terms[0]) {
      beats = [
        cast.say(who, `Say it with me: ${terms[0].term}. One more time: ${terms[0].term}!`, 0),
        { type: "pause", seconds: 2, text: "viewers repeat the word" },
      ];
      place = { scene: "hook", order: 2.6 };
    }
    if (beats.length > 0) blocks.push({ ...planned("support"), ...place, sceneIndex: 0, beats });
  }
  return blocks;
}

/** Seconds added to every think pause when the writer asked for wait time or a slower pace. */
export const extraWaitSec = (cons: Considerations): number =>
  cons.include.includes("waitTime") || cons.slower ? 3 : 0;

/** Makes every think pause in practice and check blocks at least {@link LONG_WAIT_SEC} long, when asked. */
export function applyWaitTime(blocks: Block[], cons: Considerations): void {
  const extra = extraWaitSec(cons);
  if (!extra) return;
  for (const b of blocks)
    if (b.scene === "practice" || b.scene === "check")
      for (const beat of b.beats)
        if (beat.type === "pause") beat.seconds = Math.max(LONG_WAIT_SEC, beat.seconds + extra);
}

/**
 * Practice and check scenes (1-based) with a question asked by ear only: a think pause for the viewers' answer with
 * no ON SCREEN text since the one before it (an oral card's questions are heard, not read: draft-script.ts).
 */
export function scenesAskingByEar(scenes: readonly ContractScene[]): number[] {
  return scenes.flatMap((s, i) => {
    if (s.kind !== "practice" && s.kind !== "check") return [];
    let shown = false;
    for (const b of s.beats) {
      if (b.type === "onScreen") shown = true;
      else if (b.type === "pause" && /viewers (?:answer|try)/.test(b.text)) {
        if (!shown) return [i + 1];
        shown = false;
      }
    }
    return [];
  });
}

/**
 * NOTE lines (without "NOTE: ") for the considerations, each borne out by the finished scenes: an avoided
 * topic is "Applied" only when no scene mentions it, a support only when a scene shows it.
 */
export function considerationNotes(
  cons: Considerations,
  scenes: readonly ContractScene[],
  ctx: {
    leftOut: number;
    targetMinutes: number;
    /** The finished script's estimated runtime, seconds. */
    runSec: number;
    /** What the shortest lesson still holds ("one worked example, one practice item and one check"). */
    holds: string;
  },
): string[] {
  if (!cons.text) return [];
  const notes = [`Content considerations from the writer: ${cons.text}`];
  for (const rule of cons.avoid) {
    const found = scenesMentioning(scenes, rule);
    notes.push(
      found.length === 0
        ? `Applied: no ${rule.label} anywhere in the script${ctx.leftOut ? ` (${ctx.leftOut} card item${ctx.leftOut === 1 ? "" : "s"} left out)` : ""}.`
        : `Could not apply: no ${rule.label}, because the lesson's own material mentions it in ${sceneList(found)}; replace those lines before recording.`,
    );
  }
  for (const support of cons.include) {
    const where = scenesWithSupport(scenes, support);
    const label = SUPPORT_LABEL[support];
    notes.push(
      where.length > 0
        ? `Applied: ${label} (${sceneList(where)}).`
        : support === "song"
          ? `Could not apply: ${label}, because the offline draft does not write songs or lyrics; add one before recording.`
          : support === "sentenceFrame"
            ? `Could not apply: ${label}, because the engine found no frame in this lesson's own answers (it builds one only from a model sentence that states the skill or a reason); write one before recording if your students need it.`
            : `Could not apply: ${label}, because the lesson had no place for it; add it before recording.`,
    );
  }
  if (cons.slower && !cons.include.includes("waitTime")) {
    const where = scenesWithSupport(scenes, "waitTime");
    notes.push(
      where.length > 0
        ? `Applied: a slower pace, with think pauses of ${LONG_WAIT_SEC} seconds or more (${sceneList(where)}).`
        : "Could not apply: a slower pace, because the script has no think pauses to lengthen.",
    );
  }
  // A length cap is applied when the script runs at or under it, whatever its target was set to.
  if (cons.maxMinutes !== null)
    notes.push(
      ctx.runSec <= cons.maxMinutes * 60
        ? `Applied: a length of at most ${cons.maxMinutes} minutes (runs about ${formatDuration(Math.round(ctx.runSec))}).`
        : `Could not apply: a length of at most ${cons.maxMinutes} minutes, because with ${ctx.holds} the lesson runs about ${formatDuration(Math.round(ctx.runSec))}. Cut lines before recording, or allow ${Math.ceil(ctx.runSec / 60)} minutes.`,
    );
  if (cons.gentle)
    notes.push("Applied: gentle staging cues (soft colors, calm music); no scary images or sounds are called for.");
  if (cons.spanish) notes.push("Applied: a Spanish greeting and praise, each with its English meaning.");
  if (cons.captions) {
    const heard = scenesAskingByEar(scenes);
    notes.push(
      heard.length === 0
        ? "Applied: every question and key word is also shown as ON SCREEN text."
        : `Could not apply: every question also shown as ON SCREEN text, because a lesson on hearing sounds asks by ear in ${sceneList(heard)} (the sounds are the skill); add captions in editing.`,
    );
  }
  for (const piece of cons.unhandled)
    notes.push(`For the writer: "${piece}" was not applied by the offline draft; check the script for it.`);
  return notes;
}
