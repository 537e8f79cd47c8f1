import type { TeachingCard } from "@shared/curriculum/teaching-card";
import type { Beat, ContractScene } from "@shared/script/contract";
import { coupletOn, type Voice } from "./voice";

/**
 * What a presenter is strongest at, read from their own fields (docs/decisions/0092-voices-and-frames-that-teach.md):
 * the kind of line they add to a teaching scene where it helps the lesson.
 *  - `asker`: asks the question a child is thinking ("Wait, what does "theme" mean?"), answered by the next line;
 *  - `explainer`: gives the why (what a word's parts mean, the reason a rule works);
 *  - `rhymer`: makes a short memory rhyme on the key term;
 *  - `guide`: gives the route through the lesson, step by step ("first …, then …");
 *  - `author`: shares a writer's tip from their own drafting.
 */
export type StrengthKind = "asker" | "explainer" | "rhymer" | "guide" | "author";

/** The words of each kind, as an educational strength, a label or a personality says them. */
const KIND_WORDS: [StrengthKind, RegExp][] = [
  ["rhymer", /rhym|phonic|phonolog|rhythm|chant|song|sing|music|beat|poem|poet/i],
  ["author", /writ|author|draft|edit|revis|journal|publish/i],
  ["guide", /sequenc|story|stories|adventur|quest|guide|explor|journey|step|order|plot|narrat/i],
  [
    "explainer",
    /vocab|grammar|rule|language|word|expert|professor|wise|owl|spell|punctu|mean|defin|scien|fact|research|history|inform/i,
  ],
  ["asker", /question|curious|wonder|comprehen|host|inquir|ask|discuss|listen/i],
];

/**
 * A character's strength kind: the kind whose words come first in the educational strength, else in the label,
 * else in the personality ("Story elements, narrative writing and sequencing" is a guide: "story" comes before
 * "writing"). Null when none of them names one.
 */
export function strengthKindOf(fields: {
  strength?: string;
  label?: string;
  personality?: string;
}): StrengthKind | null {
  for (const text of [fields.strength, fields.label, fields.personality]) {
    if (!text) continue;
    let best: { kind: StrengthKind; at: number } | null = null;
    for (const [kind, re] of KIND_WORDS) {
      const at = text.search(re);
      if (at >= 0 && (!best || at < best.at)) best = { kind, at };
    }
    if (best) return best.kind;
  }
  return null;
}

/** Instruction verbs a card sentence may start with: such a sentence is a step or a tip. */
const STEP_VERBS = new Set(
  "look find read say tap ask tell think use put check count listen write point clap start add choose pick circle name match sort stretch blend break cover underline reread picture notice compare begin end try keep give make change swap drop move join split sound spell loop trace hold watch hunt search follow mark see ask".split(
    " ",
  ),
);

/**
 * What a key term's own parts mean, for the explainer's why: our own short, kid-level notes on a word's origin,
 * only for terms whose parts children can hear. Keyed by the term, lower case.
 */
const WORD_ORIGINS: Record<string, string> = {
  prefix: `"pre" means before, so a prefix comes before the base word`,
  suffix: `"suf" comes from an old word for under or after, so a suffix comes after the base word`,
  root: `a word grows from its root, the way a plant grows from its roots`,
  "base word": `a base is what you build on, and we build longer words on a base word`,
  syllable: `it comes from an old Greek word for "held together," and a syllable is sounds held together in one beat`,
  pronoun: `"pro" means for, so a pronoun stands for a noun`,
  adverb: `"ad" means to, so an adverb adds to a verb`,
  synonym: `"syn" means same and "nym" means name: same meaning, another name`,
  antonym: `"ant" means against and "nym" means name: a word against another word`,
  homophone: `"homo" means same and "phone" means sound: words with the same sound`,
  digraph: `"di" means two and "graph" means written: two letters written for one sound`,
  paragraph: `"graph" means written: a paragraph is a group of sentences written together`,
  biography: `"bio" means life and "graph" means written: a life written down`,
  autobiography: `"auto" means self, "bio" life and "graph" written: your own life written down`,
  dialogue: `"dia" means across: words that go across, from one speaker to another`,
  narrator: `"narrate" means to tell, so the narrator is the one telling the story`,
  audience: `"audi" means hear: the audience is the people who hear or read your words`,
  conjunction: `a junction is where roads meet, and a conjunction is where ideas meet`,
  contraction: `to contract means to squeeze together: two words squeezed into one`,
  compound: `compound means put together: two words put together make one`,
  plural: `"plural" comes from an old word for more: a plural means more than one`,
  summary: `"sum" means the whole amount: a summary tells the whole thing in a few words`,
  transition: `"trans" means across: a transition carries the reader across to the next idea`,
  evidence: `"evident" means easy to see: evidence lets everyone see why an answer is right`,
  illustration: `to illustrate means to light up: a picture lights up the words`,
  glossary: `"gloss" is an old word for explaining a hard word: a glossary explains the text's hard words`,
  dictionary: `"diction" means saying words: a dictionary is a book of words`,
  "main idea": `"main" means most important: the main idea is the most important idea`,
  "key detail": `a key opens a lock, and a key detail opens up what the text means`,
  "context clue": `context means the words around a word: the clue is right beside it`,
  "context clues": `context means the words around a word: the clues are right beside it`,
  "linking words": `to link means to join, like links in a chain: these words join ideas`,
  "end mark": `it goes at the end of a sentence and marks where the sentence stops`,
  "capital letter": `"capital" comes from an old word for head: a capital letter stands at the head`,
  sequence: `"sequence" comes from an old word for follow: one event follows another`,
  compare: `"com" means with: we put two things side by side, one with the other`,
  contrast: `"contra" means against: we hold two things against each other to see what's different`,
  conclusion: `to conclude means to close: a conclusion closes your writing`,
  "point of view": `it's the point you view from, like where you stand to look at something`,
};

/** A reason said in a card sentence: "because", "so", "that's why", "helps". */
const REASON =
  /\b(?:because|so that|so you|so we|so it|so the|that's why|that is why|helps?|tells? (?:us|you|the reader))\b/i;

/** Why each strand's skill matters, as the explainer says it when the card gives no reason of its own. */
const STRAND_WHY: [RegExp, string][] = [
  [/^RF\./, "Why learn this? When you know how the letters work, you can read new words on your own."],
  [/^L\./, "Why does this matter? Words follow rules, and knowing the rule helps readers understand you."],
  [/^RL\./, "Why do readers do this? It shows what a story is really telling us."],
  [/^RI\./, "Why do readers do this? It's how we learn true things from a text and know where we found them."],
  [/^W\./, "Why does this matter? A reader can't ask you questions, so your writing has to say it all."],
  [/^SL\./, "Why does this matter? When we listen and speak clearly, we understand each other."],
];

/** Memory rhymes on a term: each line rhymes in itself (twice/nice, three/me, low/know, hear/clear). */
const MEMORY_RHYMES = [
  (t: string) => `"${t}," "${t}," say it twice, now you know it, that's so nice!`,
  (t: string) => `Clap for "${t}," one, two, three: "${t}" is a word for you and me!`,
  (t: string) => `Tap it high and tap it low: "${t}" is a word we know!`,
  (t: string) => `Say "${t}" loud, say it clear, now it's a word you'll always hear!`,
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const lowerFirst = (t: string) => (/^I\b/.test(t) ? t : t.charAt(0).toLowerCase() + t.slice(1));
const wordsOf = (t: string) => t.split(/\s+/).filter(Boolean).length;
const flat = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A card's goal as "we" say it: "I can retell a fable and explain its lesson." → "retell a fable and explain its lesson". */
export function goalPhrase(kidGoal: string): string {
  return (
    kidGoal
      .trim()
      .replace(/^I can\s+/i, "")
      .replace(/[.!?]+$/, "")
      // An example after a colon or "like" is the card's, not the goal's: "match the verb to one or more: the cat naps".
      .split(/\s*[:(]|\s+like\s+/)[0]!
      .trim()
      .replace(/\bmy\b/gi, "our")
      .replace(/\bme\b/gi, "us")
      .replace(/\bI\b/g, "we")
      .replace(/\bI'm\b/g, "we're")
  );
}

/** Verbs that start a second action of a goal ("… and explain its lesson"). */
const GOAL_VERBS =
  /^(?:explain|describe|retell|answer|identify|use|ask|show|tell|give|write|read|find|name|sort|compare|add|say|spell|blend|choose|support|sum|summarize|connect|check|count|fix|figure|learn|look|listen|make|match|put|share|speak|take|talk|think|understand|work)$/i;

/** Two steps of a goal that joins two actions ("retell a fable and explain its lesson"), or null. */
function goalSteps(kidGoal: string): [string, string] | null {
  const whole = goalPhrase(kidGoal);
  const re = /\s+and\s+(\w+)/g;
  for (let m = re.exec(whole); m; m = re.exec(whole)) {
    if (!GOAL_VERBS.test(m[1]!) && !STEP_VERBS.has(m[1]!.toLowerCase())) continue;
    const first = whole
      .slice(0, m.index)
      .trim()
      .replace(/[,;:]+$/, "");
    const second = whole
      .slice(m.index)
      .replace(/^\s+and\s+/, "")
      .trim();
    if (wordsOf(first) >= 2 && wordsOf(second) >= 2) return [first, second];
  }
  return null;
}

/**
 * The goal said short, for a line that names what is learned: the whole goal up to nine words; else its first action
 * ("retell a fable or folktale" of "… and explain its lesson using key details"); else up to its first comma or
 * "using/by/with/when"; else whole. Never cut mid-phrase.
 */
export function goalGist(kidGoal: string): string {
  const whole = goalPhrase(kidGoal);
  if (wordsOf(whole) <= 9) return whole.replace(/[,;:]+$/, "");
  const steps = goalSteps(kidGoal);
  if (steps) return steps[0];
  const head = whole
    .split(/,\s|\s(?:using|by|with|when)\s/)[0]!
    .trim()
    .replace(/[,;:]+$/, "");
  return wordsOf(head) >= 3 ? head : whole;
}

/** The card's sentences a presenter may say as a step or a tip: imperatives, short, not yet said in the scene. */
function imperatives(card: TeachingCard, said: string): string[] {
  const pool = [
    card.misconception.fix,
    ...sentences(card.explanation),
    ...card.examples.flatMap((e) => sentences(e.thinkAloud)),
  ];
  return pool
    .flatMap(sentences)
    .map((s) => s.trim())
    .filter((s) => {
      const first = s
        .split(/\s+/)[0]!
        .toLowerCase()
        .replace(/[^a-z]/g, "");
      return (
        STEP_VERBS.has(first) && wordsOf(s) >= 4 && wordsOf(s) <= 16 && !/["“”/]/.test(s) && !said.includes(flat(s))
      );
    });
}

/** A line a presenter of `kind` says in a teaching scene on `card`, and where it goes. */
interface StrengthLine {
  text: string;
  /** Where it goes: before the line that defines the term, after it, after the scene's first line, or at the end. */
  at: "beforeDefinition" | "afterDefinition" | "afterFirst" | "end";
}

/**
 * The line a presenter of `kind` adds to a teaching scene on `card` (`said`: the scene's and the hook's lines, flat,
 * so nothing is said twice; `pick`: a seed-chosen index; `calm`: a serious subject, where nobody rhymes). Null when
 * the card gives it nothing to say.
 */
export function strengthLine(
  kind: StrengthKind,
  card: TeachingCard,
  ctx: { said: string; pick: number; calm: boolean; defined: boolean; named?: boolean; before?: string },
): StrengthLine | null {
  const term = card.keyTerms[0]?.term.trim() ?? "";
  const pick = <T>(items: readonly T[]) => items[Math.abs(ctx.pick) % items.length]!;
  switch (kind) {
    case "asker": {
      if (term && ctx.defined)
        return {
          text: pick([
            `Wait, what does "${term}" mean?`,
            `I bet you're wondering: what does "${term}" mean?`,
            `Hmm, "${term}"? What does that mean?`,
          ]),
          at: "beforeDefinition",
        };
      // Not the goal in its words again: the goal is said in the hook and the recap.
      const asks = ["Ooh, how do we do that? Show us!", "Hmm, what does that look like? Show us one!"];
      return { text: pick(asks), at: "afterFirst" };
    }
    case "explainer": {
      const origin = WORD_ORIGINS[term.toLowerCase()];
      if (origin && (ctx.defined || ctx.named) && !ctx.said.includes(flat(origin)))
        return {
          text: `Why is it called "${term}"? ${origin.charAt(0).toUpperCase()}${origin.slice(1)}.`,
          at: ctx.defined ? "afterDefinition" : "end",
        };
      const reason = [...sentences(card.explanation), card.misconception.fix]
        .map((s) => s.trim())
        .find(
          (s) =>
            REASON.test(s) &&
            !/\b(?:words? like|such as)\b/i.test(s) &&
            !STEP_VERBS.has(
              s
                .split(/\s+/)[0]!
                .toLowerCase()
                .replace(/[^a-z]/g, ""),
            ) &&
            wordsOf(s) <= 20 &&
            !ctx.said.includes(flat(s)) &&
            !/["“”]/.test(s),
        );
      if (reason) return { text: `Here's the reason: ${lowerFirst(reason)}`, at: "end" };
      const why = STRAND_WHY.find(([re]) => re.test(card.code))?.[1];
      return why ? { text: why, at: "end" } : null;
    }
    case "rhymer": {
      // A rhyme on a word the scene never says would teach nothing.
      if (!term || wordsOf(term) > 3 || (!ctx.defined && !ctx.named)) return null;
      if (ctx.calm)
        return { text: `Let's say our word together, slowly: "${term}."`, at: ctx.defined ? "afterDefinition" : "end" };
      const own = coupletOn(term, ctx.pick);
      const text = own && !ctx.said.includes(flat(own)) ? own : pick(MEMORY_RHYMES)(term);
      return {
        text: ctx.said.includes(flat(text)) ? pick(MEMORY_RHYMES.slice().reverse())(term) : text,
        at: ctx.defined ? "afterDefinition" : "end",
      };
    }
    case "guide": {
      // The card's own steps, else the lesson's order: never the goal in its words again (the goal is said in the
      // hook and the recap).
      const [a, b] = imperatives(card, ctx.said);
      if (a && b)
        return {
          text: `Here's our route: first, ${lowerFirst(a).replace(/[.!]$/, "")}; then, ${lowerFirst(b).replace(/[.!]$/, "")}.`,
          at: "end",
        };
      return {
        text: `Here's our route: first, we look at one together; then, you try it yourself.`,
        at: "afterFirst",
      };
    }
    case "author": {
      // A "you" sentence of the card said as the author's own habit: "You start by naming the topic." → "I start by …".
      const yours = sentences(card.explanation)
        .map((x) => x.trim())
        .find(
          (x) =>
            /^You [a-z]+/.test(x) &&
            !/\byou\b/i.test(x.slice(4)) &&
            !x.endsWith("?") &&
            wordsOf(x) <= 16 &&
            !ctx.said.includes(flat(x)),
        );
      // Or a step after a time clause: "After every opinion sentence, ask two questions …" → "after …, I ask …".
      const timed = [card.misconception.fix, ...sentences(card.explanation)]
        .flatMap(sentences)
        .map((x) => /^((?:After|When|Before|If|Once) [^,]{3,60}), ([a-z]+)\b(.*)$/.exec(x.trim()))
        .find((m) => m && STEP_VERBS.has(m[2]!) && !/["“”]/.test(m[0]) && !ctx.said.includes(flat(m[0])));
      const writing = /^(?:W|L)\./.test(card.code);
      const plain = (
        yours
          ? [
              yours
                .slice(4)
                .replace(/\byour\b/g, "my")
                .replace(/\byourself\b/g, "myself"),
            ]
          : imperatives(card, ctx.said)
      )[0];
      const clause =
        timed && !timed[3]!.endsWith("?")
          ? `${lowerFirst(timed[1]!)}, I ${timed[2]}${timed[3]!.replace(/[.!]$/, "")}`
          : plain
            ? `when I ${writing ? "draft" : "read my work back"}, I ${lowerFirst(plain).replace(/[.!]$/, "")}`
            : null;
      if (clause) return { text: `A tip from my own ${writing ? "drafts" : "writing"}: ${clause}.`, at: "end" };
      // A reading lesson's tip is not the goal in its words again (the goal is said in the hook and the recap).
      const text = /^(?:RL|RI|SL)\./.test(card.code)
        ? "When I draft, I read it back the way my readers will, and I fix any part that doesn't make sense."
        : /^RF\./.test(card.code)
          ? "When I draft, I say each word slowly as I write it, so I hear every sound and spell it right."
          : `When I reread my own drafts, I check: did I ${goalGist(card.kidGoal)
              .replace(/\bour\b/g, "my")
              .replace(/\bwe\b/g, "I")
              .replace(/\bus\b/g, "me")}?`;
      return { text, at: "end" };
    }
  }
}

const definesTerm = (line: string, term: string) => {
  const esc = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^(?:(?:a|an|the|to)\\s+)?["“]?${esc}["”]?\\s+(?:is|are|means|mean)\\b`, "i").test(line.trim());
};

/**
 * Each presenter of a cast of two or more adds one line from their strength (`strengthLine`) to a teaching scene —
 * the first teaching scene, or with several, the presenters share them out — where it helps: the asker's question just
 * before the line that answers it, the explainer's why and the rhymer's memory rhyme just after the definition, the
 * guide's route after the scene's opening line, the author's tip at the end. A presenter of no known strength adds
 * nothing. `voices[i].kind` decides. `maxLines`: how many are said whatever their length (the lines are tried asker,
 * explainer, rhymer, guide, author); `spareSec`: seconds the script may still grow by for the others, at `wpm`
 * words a minute. Returns how many lines were added (scene durations are the caller's to redo).
 */
export function speakFromStrengths(
  scenes: ContractScene[],
  voices: readonly Voice[],
  cards: readonly TeachingCard[],
  opts: { seed: number; calm: boolean; maxLines?: number; spareSec?: number; wpm?: number },
): number {
  if (voices.length < 2) return 0;
  // `maxLines` lines said whatever their length, tried in the order of their kinds; then more while their words fit
  // in `spareSec` at `wpm` (the time left under the fitter's budget).
  let budget = opts.maxLines ?? Infinity;
  let spare = opts.spareSec ?? 0;
  const secondsOf = (t: string) => (wordsOf(t) / (opts.wpm ?? 150)) * 60;
  const teach = scenes.filter((sc) => sc.kind === "teach" && cards.some((c) => c.code === sc.code));
  if (teach.length === 0) return 0;
  let added = 0;
  // The why before the rhyme, when both go after the definition: kinds in a fixed order, each presenter once.
  const ORDER: StrengthKind[] = ["asker", "explainer", "rhymer", "guide", "author"];
  const order = voices
    .map((_, i) => i)
    .sort((a, b) => ORDER.indexOf(voices[a]!.kind!) - ORDER.indexOf(voices[b]!.kind!));
  order.forEach((i) => {
    const v = voices[i]!;
    if (!v.kind) return;
    const scene = teach[i % teach.length]!;
    const card = cards.find((c) => c.code === scene.code)!;
    const lines = () => scene.beats.filter((b): b is Extract<Beat, { type: "line" }> => b.type === "line");
    const said = flat([...scenes.flatMap((sc) => sc.beats)].map((b) => (b.type === "line" ? b.text : "")).join(" "));
    const term = card.keyTerms[0]?.term ?? "";
    const def = lines().find((l) => term && definesTerm(l.text, term));
    const named = term !== "" && lines().some((l) => flat(l.text).includes(flat(term)));
    const kind = v.kind;
    // The line an "afterFirst" question follows: the scene's opening line.
    const before = lines()[0]?.text ?? "";
    const line = strengthLine(kind, card, {
      said,
      pick: opts.seed + i,
      calm: opts.calm,
      defined: Boolean(def),
      named,
      before,
    });
    if (!line) return;
    if (budget > 0) budget -= 1;
    else if (secondsOf(line.text) <= spare) spare -= secondsOf(line.text);
    else return;
    const beat: Beat = { type: "line", speaker: v.name, text: line.text };
    const beats = scene.beats;
    let at: number;
    if (line.at === "beforeDefinition" && def) {
      at = beats.indexOf(def);
      // A question is asked of someone else: the definition that answers it goes to another presenter.
      if (def.speaker === v.name) def.speaker = voices[(i + 1) % voices.length]!.name;
    } else if (line.at === "afterDefinition" && def) {
      at = beats.indexOf(def) + 1;
      // After another presenter's strength line there, so the definition's why comes before its rhyme.
      while (beats[at]?.type === "line" && STRENGTH_LINE.test((beats[at] as { text: string }).text)) at += 1;
    } else if (line.at === "afterFirst") {
      const first = beats.findIndex((b) => b.type === "line");
      at = first < 0 ? beats.length : first + 1;
      // A question is asked of someone else: the line after it goes to another presenter.
      const next = beats.slice(at).find((b): b is Extract<Beat, { type: "line" }> => b.type === "line");
      if (kind === "asker" && next?.speaker === v.name) next.speaker = voices[(i + 1) % voices.length]!.name;
    } else {
      // The end of the scene's talk, before a closing picture.
      at = beats.length;
      while (at > 0 && beats[at - 1]!.type !== "line") at -= 1;
    }
    beats.splice(at, 0, beat);
    added += 1;
  });
  return added;
}

/** The presenters of a draft who said a line of their strength (for the eval): a line `strengthLine` can make. */
export const STRENGTH_LINE =
  /^(?:Wait, what does "|I bet you're wondering: what does "|Hmm, "[^"]+"\? What does that mean\?|But how do we |Ooh, how do (?:we|you) |Hmm, what does that look like\?|Why is it called "|Here's the reason: |Why (?:learn this|does this matter|do readers do this)\? |Here's our route: |A tip from my own |When I draft, I |When I reread my own drafts, I check|Let's say our word together, slowly|"[^"]+," "[^"]+," say it twice|Clap for "|Tap it high and tap it low|Say "[^"]+" loud, say it clear|Clap it out and say it with me:|Tap the beat and say our word:|Here's our word, so say it loud:)/;

/** Words a strength line runs to, about (17): the time the fitter holds for each (`Block.slot`), as a line of them. */
export const STRENGTH_SLOT_TEXT = Array.from({ length: 17 }, () => "la").join(" ");
