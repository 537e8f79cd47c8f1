import { CONCEPT_SUGGESTIONS } from "@shared/constants";
import type { Concept, Standard } from "@shared/schemas/standard";
import { oneLine } from "@shared/script-format";
import type { DraftCharacter } from "./voice";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { readConsiderations } from "./considerations";
import { goalAsYou } from "./teach-blocks";
import { aOrAn, clip, joinNames, phraseStandard, seededOrder } from "./phrasing";
import { hashString } from "./random";

/** What concept suggestions are drafted from (everything of a `DraftInput` except the concept). */
export interface ConceptDraftInput {
  topic: string;
  standards: Standard[];
  characters: DraftCharacter[];
  contentConsiderations?: string | null;
  pdfText?: string | null;
  contextScripts?: { topic: string; concept: string; scriptContent: string }[];
}

/** Longest concept title (characters). */
export const CONCEPT_TITLE_MAX = 60;

interface ConceptContext {
  topic: string;
  /** "Max, Luna and Pip" */
  cast: string;
  lead: string;
  /** Everyone but the lead, or "the viewers". */
  others: string;
  /** Verb phrase of the standard this concept practises, e.g. "retell stories". */
  skill: string;
}

interface ConceptFormat {
  /** Uses food imagery (left out when the considerations ask to avoid food). */
  isFood?: boolean;
  title: (topic: string) => string;
  description: (c: ConceptContext) => string;
}

// The pool the three suggestions are drawn from; each description is one sentence naming the topic and cast.
const FORMATS: ConceptFormat[] = [
  {
    title: (t) => `The Great ${t} Quest`,
    description: (c) =>
      `${c.cast} set off on a treasure-map quest through ${c.topic}, unlocking a chest at each stop by learning to ${c.skill}.`,
  },
  {
    title: (t) => `${t} Showdown Game Show`,
    description: (c) =>
      `${c.lead} hosts a bright game show about ${c.topic}, challenging ${c.others} to ${c.skill} as every right answer lights up the scoreboard.`,
  },
  {
    title: (t) => `Detectives on the ${t} Case`,
    description: (c) =>
      `Junior detectives ${c.cast} follow clues through a friendly classroom mystery about ${c.topic}, cracking each clue as they learn to ${c.skill}.`,
  },
  {
    title: (t) => `Sing It Out: The ${t} Song`,
    description: (c) =>
      `${c.cast} turn ${c.topic} into a catchy call-and-response song whose chorus helps viewers remember how to ${c.skill}.`,
  },
  {
    isFood: true,
    title: (t) => `Cooking Up ${t}`,
    description: (c) =>
      `${c.lead} runs a silly cooking show where the "recipe" for ${c.topic} mixes steps like ingredients, and ${c.others} taste-test each step of how to ${c.skill}.`,
  },
  {
    title: (t) => `Mission to Planet ${t}`,
    description: (c) =>
      `Astronauts ${c.cast} land on a planet where everything is about ${c.topic}, and viewers power the rocket home by helping them ${c.skill}.`,
  },
  {
    title: (t) => `${t} News Live`,
    description: (c) =>
      `${c.cast} report live from the ${c.topic} newsroom, with breaking stories and interviews that show viewers how to ${c.skill}.`,
  },
  {
    title: (t) => `The ${t} Museum Tour`,
    description: (c) =>
      `${c.lead} guides ${c.others} through a museum of ${c.topic} where each exhibit comes to life to show how to ${c.skill}.`,
  },
  {
    title: (t) => `${t} Training Camp`,
    description: (c) =>
      `${c.lead} coaches ${aOrAn(c.topic)} ${c.topic} camp of warm-ups, drills and a final big game in which ${c.others} practice how to ${c.skill}.`,
  },
  {
    title: (t) => `Story Stage: ${t}`,
    description: (c) =>
      `${c.cast} put on a short play about ${c.topic}, pausing the action so viewers can ${c.skill} before the curtain falls.`,
  },
  {
    title: (t) => `${t} Nature Walk`,
    description: (c) =>
      `${c.cast} explore a park trail where signs, animals and surprises connect to ${c.topic}, and each stop shows viewers how to ${c.skill}.`,
  },
  {
    title: (t) => `The ${t} Builders' Workshop`,
    description: (c) =>
      `In a busy workshop, ${c.cast} build a giant model of ${c.topic} piece by piece, adding each piece by learning to ${c.skill}.`,
  },
  {
    title: (t) => `Time Machine: ${t}`,
    description: (c) =>
      `${c.lead} and ${c.others} hop into a time machine and visit moments that show ${c.topic} in action, learning to ${c.skill} at every stop.`,
  },
];

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);
const titleCase = (text: string) =>
  text
    .split(" ")
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(" ");

/** A title of at most CONCEPT_TITLE_MAX characters: the topic is shortened (with "…") when needed. */
function fitTitle(format: ConceptFormat, topic: string): string {
  const full = format.title(topic);
  if (full.length <= CONCEPT_TITLE_MAX) return full;
  const room = CONCEPT_TITLE_MAX - (full.length - topic.length);
  return clip(format.title(clip(topic, Math.max(8, room))), CONCEPT_TITLE_MAX);
}

/** The closing sentence that shows considerations, the PDF and context scripts were taken into account. */
function extrasSentence(input: ConceptDraftInput): string {
  const cons = readConsiderations(input.contentConsiderations);
  const parts: string[] = [];
  if (cons.spanish) parts.push("sprinkles in simple Spanish words");
  if (cons.gentle) parts.push("keeps the mood gentle and friendly");
  if (input.pdfText?.trim()) parts.push("uses facts from the attached reading");
  const context = input.contextScripts?.[0];
  if (context) parts.push(`builds on ${oneLine(context.topic)}`);
  return parts.length > 0 ? ` It ${joinNames(parts)}.` : "";
}

/**
 * Exactly three distinct concept suggestions `{title, description}` for the topic, standards and cast, without
 * a model. Deterministic: chosen from a pool of formats (quest, game show, mystery, song, …) in an order
 * derived from a hash of the input; `variant` n takes the next three of that order, so Regenerate
 * (variant + 1) gives a set with no title in common with the previous one. Titles are at most 60 characters.
 */
export function draftConcepts(input: ConceptDraftInput, variant = 0): Concept[] {
  const topicText = oneLine(input.topic) || "Our Topic";
  const names = input.characters.map((c) => oneLine(c.name)).filter(Boolean);
  const cons = readConsiderations(input.contentConsiderations);
  const avoidFood = cons.avoid.some((r) => r.re.test("food snack eat"));
  const pool = FORMATS.filter((f) => !(avoidFood && f.isFood));
  // The teaching card's kid goal ("read words with sh, ch…"), not a paraphrase of the CCSS text.
  const skills = input.standards.map((s) => {
    const card = getTeachingCard(s.code);
    if (card) return goalAsYou(card.kidGoal).replace(/^you can /, "");
    const skill = phraseStandard(s).skill;
    return skill.charAt(0).toLowerCase() + skill.slice(1);
  });
  const seed = hashString(
    [topicText.toLowerCase(), input.standards.map((s) => s.code).join(","), names.join(","), cons.text].join("|"),
  );
  const order = seededOrder(pool.length, seed);
  const start = Math.abs(Math.trunc(variant)) * CONCEPT_SUGGESTIONS;
  const extras = extrasSentence(input);
  return Array.from({ length: CONCEPT_SUGGESTIONS }, (_, k) => {
    const format = pool[order[(start + k) % pool.length]!]!;
    const lead = names.length > 0 ? names[k % names.length]! : "Our host";
    const rest = names.filter((_, i) => i !== k % names.length);
    const context: ConceptContext = {
      topic: topicText,
      cast: names.length > 3 ? `${names.slice(0, 2).join(", ")} and friends` : joinNames(names) || "Our presenters",
      lead,
      others: rest.length > 0 ? (rest.length > 2 ? `${rest[0]} and friends` : joinNames(rest)) : "the viewers",
      skill: skills.length > 0 ? skills[k % skills.length]! : "explain the big ideas in their own words",
    };
    return { title: fitTitle(format, titleCase(topicText)), description: `${format.description(context)}${extras}` };
  });
}
