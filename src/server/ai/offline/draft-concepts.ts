import { CONCEPT_SUGGESTIONS } from "@shared/constants";
import { nounAdjunct } from "./noun-adjunct";
import { conceptSubjects, type ConceptSubject } from "@shared/curriculum/concept-subjects";
import { findCatalogueTopic } from "@shared/curriculum/topics";
import type { Concept, ConceptFormat, Standard } from "@shared/schemas/standard";
import { oneLine } from "@shared/script-format";
import type { DraftCharacter } from "./voice";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { readConsiderations } from "./considerations";
import { clip, joinNames, phraseStandard, seededOrder, strandOf } from "./phrasing";
import { hashString } from "./random";
import { chorusTerms } from "./sing-along";
import { matchSubject, topicTextLibrary } from "../../curriculum/topic-texts";

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
/** Longest concept title (words): a longer one is not said aloud whole (`spokenTitle`). */
export const CONCEPT_TITLE_WORDS = 6;

interface ConceptContext {
  /** The lesson's topic as the writer gave it; always after "about" in a description, so any phrase reads. */
  topic: string;
  /** "Max, Luna and Pip" */
  cast: string;
  /** Whether `cast` is more than one presenter (the verb agrees: "Max sets off", "Max and Luna set off"). */
  many: boolean;
  lead: string;
  /** Everyone but the lead, or "the viewers". */
  others: string;
  othersMany: boolean;
  /** Verb phrase of the standard this concept practises, said of the viewers: "retell a fable using key details". */
  skill: string;
  /** A serious subject (`isSeriousTopic`): a calm frame offered for every topic describes itself calmly (ADR 0085). */
  serious: boolean;
}

/** A concept template: its declared setting, a title from a short noun phrase, and one description sentence. */
interface ConceptTemplate {
  format: ConceptFormat;
  /** Uses food imagery (left out when the considerations ask to avoid food). */
  isFood?: boolean;
  /**
   * A calm frame, fit for a serious subject (`isSeriousTopic`): a museum visit, a reporter's notebook, a
   * documentary, a story circle. `seriousOnly`: offered only for such a subject (a documentary about rhyming words
   * would be an odd choice). A serious subject is given calm frames only (ADR 0085).
   */
  calm?: boolean;
  seriousOnly?: boolean;
  /**
   * The topics whose world this frame's world does not contradict (ADR 0085): a cooking show only for food, a
   * nature walk only for the outdoors, a planet of … only for space or a skill. Absent: any ordinary topic.
   */
  fits?: readonly TopicRealm[];
  /** Promises a song: offered only where a short chorus can be sung (`canSing`). */
  song?: boolean;
  /** `s`: the lesson's short noun phrase, used before a noun ("Story") or alone ("Stories"). */
  title: (s: ConceptSubject) => string;
  description: (c: ConceptContext) => string;
}

/** The verb that agrees with a subject of one (`one`) or more (`many`). */
const verb = (many: boolean, plural: string, singular: string) => (many ? plural : singular);

// The pool the three suggestions are drawn from; each description is one sentence naming the topic and cast.
const TEMPLATES: ConceptTemplate[] = [
  {
    format: "quest",
    title: (s) => `The Great ${s.modifier} Quest`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "set", "sets")} off on a treasure-map quest about ${c.topic}, unlocking a chest at each stop by learning to ${c.skill}.`,
  },
  {
    format: "game show",
    title: (s) => `The ${s.modifier} Quiz Show`,
    description: (c) =>
      `${c.lead} hosts a bright game show about ${c.topic}, where every right answer lights up the scoreboard and ${c.others} ${verb(c.othersMany, "race", "races")} to ${c.skill}.`,
  },
  {
    format: "detective",
    title: (s) => `Detectives on the ${s.modifier} Case`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "become junior detectives and follow", "becomes a junior detective and follows")} clues in a classroom mystery about ${c.topic}, cracking each clue by learning to ${c.skill}.`,
  },
  {
    format: "music",
    song: true,
    title: (s) => `${s.modifier} Sing-Along`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "sing", "sings")} a catchy call-and-response song about ${c.topic}, with a chorus that helps viewers remember how to ${c.skill}.`,
  },
  {
    format: "kitchen",
    isFood: true,
    fits: ["food"],
    title: (s) => `Cooking Up ${s.plural}`,
    description: (c) =>
      `${c.lead} runs a silly cooking show about ${c.topic}, where each step of the "recipe" helps ${c.others} learn to ${c.skill}.`,
  },
  {
    format: "space",
    fits: ["space", "skill"],
    title: (s) => `Mission to Planet ${s.plural}`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "fly", "flies")} a rocket to a planet where everything is about ${c.topic}, and viewers power the rocket home by learning to ${c.skill}.`,
  },
  {
    format: "newsroom",
    calm: true,
    title: (s) => `${s.modifier} News Live`,
    description: (c) =>
      c.serious
        ? `${c.cast} ${verb(c.many, "report", "reports")} carefully from the news desk about ${c.topic}, with true stories and interviews that show viewers how to ${c.skill}.`
        : `${c.cast} ${verb(c.many, "report", "reports")} live from the news desk about ${c.topic}, with breaking stories and interviews that show viewers how to ${c.skill}.`,
  },
  {
    format: "museum",
    calm: true,
    title: (s) => `The ${s.modifier} Museum Tour`,
    description: (c) =>
      c.serious
        ? `${c.lead} guides ${c.others} quietly through a museum about ${c.topic}, where each exhibit helps show how to ${c.skill}.`
        : `${c.lead} guides ${c.others} through a museum about ${c.topic}, where each exhibit comes to life to show how to ${c.skill}.`,
  },
  {
    format: "sports",
    title: (s) => `${s.modifier} Training Camp`,
    description: (c) =>
      `${c.lead} coaches a training camp about ${c.topic}, with warm-ups, drills and a final big game in which ${c.others} ${verb(c.othersMany, "practice", "practices")} how to ${c.skill}.`,
  },
  {
    format: "theater",
    title: (s) => `Curtain Up on ${s.plural}`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "put", "puts")} on a short play about ${c.topic}, pausing the action before the curtain falls so viewers can ${c.skill}.`,
  },
  {
    format: "nature walk",
    fits: ["nature"],
    title: (s) => `${s.modifier} Nature Walk`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "take", "takes")} a nature walk along a park trail, where signs, animals and surprises connect to ${c.topic} and each stop shows viewers how to ${c.skill}.`,
  },
  {
    format: "builders",
    title: (s) => `The ${s.modifier} Builders' Workshop`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "build", "builds")} a giant model in a busy builders' workshop, for a lesson about ${c.topic} where each new piece is a chance to ${c.skill}.`,
  },
  {
    format: "time travel",
    title: (s) => `Time Machine: ${s.plural}`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "hop", "hops")} into a time machine for a trip about ${c.topic}, and at every stop in time viewers learn to ${c.skill}.`,
  },
  // Calm frames, offered only for a serious subject.
  {
    format: "museum",
    calm: true,
    seriousOnly: true,
    title: (s) => `The ${s.modifier} Exhibit`,
    description: (c) =>
      `${c.lead} walks ${c.others} slowly through a museum exhibit about ${c.topic}, stopping at photographs, letters and objects to learn to ${c.skill}.`,
  },
  {
    format: "newsroom",
    calm: true,
    seriousOnly: true,
    title: (s) => `A Reporter's Notebook: ${s.plural}`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "work as careful reporters who read", "works as a careful reporter who reads")} about ${c.topic} and ${verb(c.many, "keep", "keeps")} notes in a reporter's notebook, showing viewers how to ${c.skill}.`,
  },
  {
    format: "studio",
    calm: true,
    seriousOnly: true,
    title: (s) => `${s.plural}: A Documentary`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "narrate", "narrates")} a calm documentary about ${c.topic}, with photographs, a timeline and quiet pauses that help viewers ${c.skill}.`,
  },
  {
    format: "studio",
    calm: true,
    seriousOnly: true,
    title: (s) => `${s.modifier} Story Circle`,
    description: (c) =>
      `${c.cast} ${verb(c.many, "sit", "sits")} with the viewers in a quiet story circle about ${c.topic}, listening closely and talking together to ${c.skill}.`,
  },
];

/**
 * What a typed topic is about, for which concept worlds fit it (docs/product/staging.md, ADR 0085): a serious
 * subject (slavery, war, civil rights, a disaster, illness, death, bullying, a real person's hardship), food, space,
 * nature, an ELA skill ("rhyming words"), or some other real-world subject ("community helpers", "lighthouses").
 */
export type TopicRealm = "serious" | "food" | "space" | "nature" | "skill" | "subject";

/**
 * Subjects a K–5 lesson treats with care: only a calm frame (a museum visit, a reporter's notebook, a documentary,
 * a story circle) is offered, never a cooking show, a quiz show, a taste test or a party. Whole words, plurals too.
 */
const SERIOUS =
  /\b(?:slave(?:s|ry)?|enslave(?:d|ment)?|underground railroad|abolition(?:ists?)?|emancipation|juneteenth|jim crow|civil rights|segregat(?:ed|ion)|integration|boycotts?|racism|racist|discrimination|prejudice|protests?|marches on|wars?|civil war|world war|revolutionary war|battles?|soldiers?|veterans?|memorial day|holocaust|internment|refugees?|genocide|pearl harbor|september 11|9\/11|titanic|hurricanes?|tornado(?:e?s)?|earthquakes?|tsunamis?|floods?|flooding|wildfires?|fires?|forest fires?|disasters?|droughts?|famine|pandemics?|epidemics?|illness(?:es)?|sick(?:ness)?|diseases?|cancer|hospital|death|dying|died|dead|funerals?|grief|grieving|mourning|loss of a|losing a (?:pet|grandparent|parent)|bully(?:ing)?|bullied|bullies|poverty|homeless(?:ness)?|trail of tears|ruby bridges|anne frank|helen keller|frederick douglass|sojourner truth|cesar chavez|malcolm x|harriet tubman|rosa parks|martin luther king|mlk|george washington carver|booker t washington)\b/i;

/**
 * Subjects of our topic-text library (data/topic-texts/history-and-citizenship.json, things-and-times.json,
 * animals-and-weather.json, earth-and-space-2.json, history-and-habitats.json) that are a real person's hardship, an
 * injustice or a disaster: Harriet Tubman escaped slavery, Rosa Parks and Dr. King stood against segregation, Amelia
 * Earhart was lost at sea, George Washington led an army in war and enslaved people, the Titanic sank, and a sickness
 * brought by European sailors emptied the Wampanoag village where the Mayflower's passengers settled.
 */
export const SERIOUS_SUBJECTS = [
  "Martin Luther King Jr.",
  "Abraham Lincoln",
  "Harriet Tubman",
  "George Washington Carver",
  "Rosa Parks",
  "Amelia Earhart",
  "tornadoes and hurricanes",
  "earthquakes",
  "George Washington",
  "the Titanic",
  "the Mayflower and the Wampanoag",
] as const;

const FOOD =
  /\b(?:foods?|cook(?:s|ing)?|kitchens?|recipes?|bak(?:e|es|ing|ery)|breads?|soups?|pizzas?|snacks?|fruits?|vegetables?|veggies|apples?|orchards?|pumpkins?|maple syrup|cakes?|cookies?|pancakes?|sandwich(?:es)?|lunch(?:es)?|breakfast|dinner|meals?|eating|nutrition|corn|chefs?|restaurants?|grocery|groceries|pies?|candy|honey|milk|cheese|eggs?|thanksgiving|picnics?|farmers'? markets?)\b/i;

const SPACE =
  /\b(?:space|outer space|planets?|solar system|stars?|the moon|moons?|the sun|astronauts?|rockets?|galax(?:y|ies)|comets?|meteors?|constellations?|mars|jupiter|saturn|telescopes?)\b/i;

const NATURE =
  /\b(?:nature|outdoors?|animals?|wild ?life|plants?|trees?|flowers?|seeds?|leaves|leaf|gardens?|weather|storms?|rain|rainbows?|clouds?|snow|wind|seasons?|spring|summer|fall|autumn|winter|insects?|bugs?|bees?|honeybees|butterfl(?:y|ies)|ants?|spiders?|ladybugs?|worms?|earthworms?|birds?|nests?|owls?|eagles?|penguins?|frogs?|fish|sharks?|whales?|dolphins?|octopus(?:es)?|crabs?|jellyfish|coral reefs?|sea turtles?|turtles?|snails?|snakes?|bears?|polar bears?|pandas?|wolves|wolf|foxes|fox|rabbits?|squirrels?|bats?|deer|lions?|tigers?|giraffes?|elephants?|monkeys?|zebras?|horses?|farm animals|chickens?|ducks?|dinosaurs?|fossils?|oceans?|seas?|beach(?:es)?|islands?|rivers?|lakes?|ponds?|forests?|rain ?forests?|jungles?|deserts?|mountains?|volcano(?:e?s)?|caves?|rocks?|soil|glaciers?|the arctic|national parks?|parks?|camping|hik(?:e|es|ing)|trails?|hibernation|migration|habitats?|life cycles?|water cycle|nocturnal)\b/i;

/** Words that name an ELA skill rather than a real-world subject ("long and short vowel sounds", "contractions"). */
const SKILL =
  /\b(?:words?|sounds?|vowels?|consonants?|letters?|alphabet|phonics|rhym(?:e|es|ing)|syllables?|blends?|digraphs?|sight words?|sentences?|nouns?|verbs?|adjectives?|adverbs?|pronouns?|prepositions?|conjunctions?|prefix(?:es)?|suffix(?:es)?|roots?|contractions?|apostrophes?|punctuation|capitals?|capitalization|commas?|spelling|grammar|tenses?|plurals?|synonyms?|antonyms?|homophones?|stor(?:y|ies)|characters?|settings?|plot|theme|main idea|details?|fables?|folktales?|fairy tales?|myths?|poems?|poetry|stanzas?|opinions?|narratives?|informational|summar(?:y|ies|ize|izing)|simil(?:e|es)|metaphors?|figurative|idioms?|context clues?|dictionar(?:y|ies)|glossary|reading|writing|fluency|inferences?|point of view|text features|cause and effect|sequence|sequencing|retell(?:ing)?|questions?|conversations?|discussions?|speaking|listening|presentations?|reports?|paragraphs?|essays?|letters?|book reviews?|authors?|illustrations?|compare|contrast|evidence|reasons?)\b/i;

/**
 * Subjects of the topic-text library from its nature files (living things, animals and weather, nature and the body,
 * earth and space) that are about the outdoors, so a nature walk fits them; the rest of those files (the human
 * body, magnets, sound, bridges …) are not a walk in a park.
 */
const NOT_OUTDOORS = new Set([
  "the five senses",
  "the human body",
  "germs and handwashing",
  "magnets",
  "sound",
  "bridges",
  "light and shadows",
  "pets",
]);

/** The realm of a typed topic (`TopicRealm`), read in the topic and in the name of the library subject it names. */
export function topicRealm(topic: string): TopicRealm {
  const subject = matchSubject(topic, topicTextLibrary());
  // The topic and the name of the library subject it names: not the subject's aliases, which reach far ("stars
  // and stripes" for American symbols, "getting sick" for doctors and nurses).
  const text = [topic, ...(subject ? [subject.subject] : [])].join(" | ");
  if (SERIOUS.test(text) || (subject && (SERIOUS_SUBJECTS as readonly string[]).includes(subject.subject)))
    return "serious";
  if (FOOD.test(text)) return "food";
  if (SPACE.test(text)) return "space";
  if (subject ? NATURE.test(text) && !NOT_OUTDOORS.has(subject.subject) : NATURE.test(topic)) return "nature";
  if (!subject && (!topic.trim() || findCatalogueTopic(topic) || SKILL.test(topic))) return "skill";
  return "subject";
}

/** Whether a lesson's topic is a serious one that only a calm frame fits (`topicRealm`). */
export const isSeriousTopic = (topic: string): boolean => topicRealm(topic) === "serious";

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
/** A short topic in Title Case: every word capitalised but the small ones inside ("Rhyming Words", "Earth and the Moon"). */
export const titleCase = (text: string) =>
  text
    .split(" ")
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(" ");

/** Words that open a clause or a question, not a noun phrase ("How a Character's Choices Change a Story"). */
const CLAUSE_START =
  /^(?:how|why|what|when|where|who|which|whose|can|do|does|did|is|are|should|could|would|will|let'?s)\b/i;
/** Words inside a short topic that make it a clause or a sentence rather than a name ("Characters Change the Story"). */
const CLAUSE_WORD = /^(?:a|an|the|is|are|was|were|can|do|does|will|has|have|their|his|her|its|our|your|my)$/i;
/** "-ing" words that name a thing, so a topic may start with them ("Rhyming Words", "Spelling Patterns"). */
const NOUN_ING = new Set(["rhyming", "spelling", "reading", "writing", "opening", "beginning", "ending", "morning"]);

/**
 * Whether a topic reads as a short noun phrase a title template can take ("Character Traits", "Earth Day"):
 * at most four words, no clause or question ("How a Character's Choices Change a Story"), not a verb phrase
 * ("Comparing Two Versions of Cinderella", "Making Inferences").
 */
export function isTitleNoun(topic: string): boolean {
  const words = topic.trim().split(/\s+/);
  const first = words[0]?.toLowerCase().replace(/[^a-z]/g, "") ?? "";
  return (
    words.length > 0 &&
    words.length <= 4 &&
    !CLAUSE_START.test(topic.trim()) &&
    !/[?!;:,"“”()]/.test(topic) &&
    !(first.endsWith("ing") && !NOUN_ING.has(first)) &&
    !words.slice(1).some((w) => CLAUSE_WORD.test(w))
  );
}

/**
 * The short noun phrases a title may say the lesson with, best first: the catalogue topic's declared one (data
 * /concept-subjects.json), the topic itself when it is a short noun phrase, and the primary standard's strand's.
 */
export function titleSubjects(topic: string, standards: readonly Standard[]): ConceptSubject[] {
  const catalogue = findCatalogueTopic(topic);
  const declared = catalogue ? conceptSubjects.topics[catalogue.name] : undefined;
  const named = titleCase(topic);
  return [
    ...(declared ? [declared] : []),
    // A topic's own article goes before a noun ("Detectives on the Ocean Case", never "on the The Ocean Case").
    // Before a noun it is said in the singular ("the Lighthouse Case", never "the Lighthouses Case": noun-adjunct.ts).
    ...(isTitleNoun(topic)
      ? [
          {
            modifier: nounAdjunct(named.replace(/^(?:The|A|An)\s+(?=\S)/, ""), topic, Boolean(catalogue)),
            plural: named,
          },
        ]
      : []),
    conceptSubjects.strands[standards[0] ? strandOf(standards[0].code) : "OTHER"],
  ];
}

/** The first title of the template, with the subjects best first, that is at most six words and 60 characters. */
function fitTitle(template: ConceptTemplate, subjects: readonly ConceptSubject[]): string {
  const titles = subjects.map((s) => template.title(s));
  return (
    titles.find((t) => t.split(/\s+/).length <= CONCEPT_TITLE_WORDS && t.length <= CONCEPT_TITLE_MAX) ??
    clip(titles.at(-1)!, CONCEPT_TITLE_MAX)
  );
}

/**
 * A kid goal as the skill the viewers practise, in the third person: "I can retell a fable using my notes." →
 * "retell a fable using their notes".
 */
export function goalAsSkill(kidGoal: string): string {
  return kidGoal
    .trim()
    .replace(/^I can\s+/i, "")
    .replace(/[.!]+$/, "")
    .replace(/\b(and|or),?\s+I can\s+/g, "$1 ")
    .replace(/\bmyself\b/gi, "themselves")
    .replace(/\bmy\b/gi, "their")
    .replace(/\bmine\b/gi, "theirs")
    .replace(/\bI'm\b/g, "they're")
    .replace(/\bI\b/g, "they")
    .replace(/\bme\b/gi, "them");
}

/**
 * Whether a sing-along may be offered (ADR 0085): a chant is a K–2 way to remember a lesson, so only when the
 * primary standard is of grade K, 1 or 2 and its teaching card gives short words to chant (`chorusOf`).
 */
export function canSing(standards: readonly Standard[]): boolean {
  const code = standards[0]?.code;
  const card = code ? getTeachingCard(code) : undefined;
  return !!code && /^[A-Z]+\.(?:K|1|2)\./.test(code) && !!card && chorusTerms(card).length > 0;
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
 * Exactly three distinct concept suggestions `{title, description, format}` for the topic, standards and cast,
 * without a model. Deterministic: chosen from a pool of templates (quest, game show, mystery, song, …) in an
 * order derived from a hash of the input; `variant` n takes the next three of that order, so Regenerate
 * (variant + 1) gives a set with no title in common with the previous one. Each declares its setting
 * (`format`, docs/decisions/0054-declared-staging.md); titles are at most six words and 60 characters and say
 * the lesson with a short noun phrase (`titleSubjects`); descriptions agree with the cast in number.
 */
export function draftConcepts(input: ConceptDraftInput, variant = 0): Concept[] {
  const topicText = oneLine(input.topic) || "Our Topic";
  const names = input.characters.map((c) => oneLine(c.name)).filter(Boolean);
  const cons = readConsiderations(input.contentConsiderations);
  const avoidFood = cons.avoid.some((r) => r.re.test("food snack eat"));
  // The frame fits the subject (ADR 0085): a serious subject gets calm frames only; a cooking show, a nature walk
  // or a planet only where their world goes with the topic; a sing-along only where a short chorus can be sung.
  const realm = topicRealm(topicText);
  const sings = canSing(input.standards);
  const pool = TEMPLATES.filter(
    (f) =>
      !(avoidFood && f.isFood) &&
      (realm === "serious" ? f.calm : !f.seriousOnly) &&
      (!f.fits || f.fits.includes(realm)) &&
      (!f.song || sings),
  );
  const subjects = titleSubjects(topicText, input.standards);
  // The teaching card's kid goal ("read words with sh, ch…"), not a paraphrase of the CCSS text.
  const skills = input.standards.map((s) => {
    const card = getTeachingCard(s.code);
    if (card) return goalAsSkill(card.kidGoal);
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
    const template = pool[order[(start + k) % pool.length]!]!;
    const lead = names.length > 0 ? names[k % names.length]! : "Our host";
    const rest = names.filter((_, i) => i !== k % names.length);
    const context: ConceptContext = {
      // A topic that is not a name ("How a Character's Choices Change a Story") is quoted, as a person writes a title.
      topic: isTitleNoun(topicText) ? topicText : `“${topicText}”`,
      cast: names.length > 3 ? `${names.slice(0, 2).join(", ")} and friends` : joinNames(names) || "Our presenters",
      many: names.length !== 1,
      lead,
      others: rest.length > 0 ? (rest.length > 2 ? `${rest[0]} and friends` : joinNames(rest)) : "the viewers",
      othersMany: rest.length !== 1,
      skill: skills.length > 0 ? skills[k % skills.length]! : "explain the big ideas in their own words",
      serious: realm === "serious",
    };
    return {
      title: fitTitle(template, subjects),
      // A comma or period after a quoted topic goes inside the quotation marks.
      description: `${template.description(context)}${extras}`.replace(/”([,.])/g, "$1”"),
      format: template.format,
    };
  });
}
