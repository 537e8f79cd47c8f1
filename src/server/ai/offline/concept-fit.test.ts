import { describe, expect, it } from "vitest";
import type { ConceptFormat } from "@shared/schemas/standard";
import { topicTextLibrary } from "../../curriculum/topic-texts";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { draftConcepts, SERIOUS_SUBJECTS, topicRealm } from "./draft-concepts";
import { scriptTitle } from "./draft-script";
import { startsWithName, topicAsSaid } from "./topic";
import { SERIOUS_TOPICS } from "./serious-topics.fixture";

/** The frame of a concept fits its subject (ADR 0085, docs/product/staging.md). */

const CAST = ["Penny Page", "Rhymo", "Captain Story"].map((name) => ({ name, label: "", personality: "" }));
const STANDARDS = ["RI.4.2", "RL.2.3", "RF.1.2.a", "L.2.2.c", "W.3.1", "SL.1.1", "RI.K.3", "L.5.5.a"];
const concepts = (topic: string, code: string, variants = 4) =>
  Array.from({ length: variants }, (_, v) =>
    draftConcepts({ topic, standards: [{ code, description: "" }], characters: CAST }, v),
  ).flat();

const ORDINARY_TOPICS = [
  "rhyming words",
  "long and short vowel sounds",
  "contractions with apostrophes",
  "prefixes un-, re- and pre-",
  "finding the theme of a fable",
  "nouns and verbs",
  "story elements",
  "opinion writing",
  "main idea",
  "community helpers",
  "lighthouses",
  "Yellowstone National Park",
  "similes and metaphors about storms",
  "should our class get a class pet",
  "ladybugs",
  "owls",
  "the water cycle",
  "volcanoes",
  "dinosaurs",
  "the ocean",
  "the moon",
  "the planets",
  "astronauts and rockets",
  "pizza",
  "healthy snacks",
  "baking bread",
  "apples",
  "pumpkins",
  "friendship",
  "kindness",
  "the first day of school",
  "robots",
  "trains",
  "castles and knights",
  "Earth Day",
  "the Olympic Games",
  "soccer",
  "music",
  "libraries",
  "firefighters",
  "doctors and nurses",
  "the post office",
  "Benjamin Franklin",
];

/** Frames that are calm enough for a serious subject. */
const CALM = new Set<ConceptFormat>(["museum", "newsroom", "studio"]);
/** Words a frame for a serious subject never says: cooking, games, tastes, parties, silliness, songs. */
const LIGHT =
  /\b(?:cook\w*|chefs?|kitchen|recipe|taste|dish|aprons?|quiz|game|contest\w*|scoreboard|race|silly|party|parties|fun|catchy|song|sing\w*|rocket|planet|treasure|quest|training camp|drills?|curtain|play)\b/i;

describe("a serious subject gets a calm frame (draft-concepts.ts)", () => {
  it(
    "offers only calm frames (museum, reporter, documentary, story circle) for slavery, war, civil rights, disasters, illness, grief and bullying",
    () => {
      const problems: string[] = [];
      for (const topic of SERIOUS_TOPICS)
        for (const code of ["RI.4.2", "RL.2.3", "W.3.1"])
          for (const c of concepts(topic, code)) {
            if (!c.format || !CALM.has(c.format)) problems.push(`${topic} (${code}): ${c.format} "${c.title}"`);
            if (/\b(?:the|a|an) (?:the|a|an)\b/i.test(c.title))
              problems.push(`${topic}: doubled article in "${c.title}"`);
            const light = LIGHT.exec(`${c.title} ${c.description}`.replace(topic, ""));
            if (light) problems.push(`${topic} (${code}): "${light[0]}" in "${c.title}": ${c.description}`);
          }
      expect(problems).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("reads the library's subjects of hardship as serious, and the ordinary topics as not", () => {
    const names = new Set(topicTextLibrary().subjects.map((s) => s.subject));
    for (const s of SERIOUS_SUBJECTS) expect(names.has(s), s).toBe(true);
    for (const s of SERIOUS_SUBJECTS) expect(topicRealm(s), s).toBe("serious");
    expect(SERIOUS_TOPICS.filter((t) => topicRealm(t) !== "serious")).toEqual([]);
    expect(ORDINARY_TOPICS.filter((t) => topicRealm(t) === "serious")).toEqual([]);
  });

  it("keeps the lively frames for ordinary topics, and the calm-only ones (documentary, story circle) for serious ones", () => {
    const problems: string[] = [];
    for (const topic of ORDINARY_TOPICS) {
      const all = concepts(topic, "RL.2.3", 6);
      if (all.every((c) => CALM.has(c.format!))) problems.push(`${topic}: only calm frames`);
      for (const c of all)
        if (/Documentary|Story Circle|Reporter's Notebook|Exhibit$/.test(c.title))
          problems.push(`${topic}: ${c.title}`);
    }
    expect(problems).toEqual([]);
  });
});

/** Topics by the world they belong to: each list written by hand, not read by the engine's own word lists. */
const FOOD_TOPICS = ["pizza", "healthy snacks", "baking bread", "apples", "pumpkins", "vegetables", "making soup"];
const OUTDOOR_TOPICS = [
  "ladybugs",
  "owls",
  "the water cycle",
  "volcanoes",
  "the ocean",
  "Yellowstone National Park",
  "similes and metaphors about storms",
  "trees in fall",
  "frogs",
  "rainforests",
];
const SPACE_TOPICS = ["the moon", "the planets", "astronauts and rockets", "stars"];
const SKILL_TOPICS = [
  "rhyming words",
  "long and short vowel sounds",
  "contractions with apostrophes",
  "prefixes un-, re- and pre-",
  "nouns and verbs",
  "story elements",
  "opinion writing",
  "main idea",
  "finding the theme of a fable",
];
const OTHER_TOPICS = [
  "community helpers",
  "lighthouses",
  "should our class get a class pet",
  "friendship",
  "the first day of school",
  "robots",
  "trains",
  "libraries",
  "firefighters",
  "doctors and nurses",
  "the post office",
  "Benjamin Franklin",
];

describe("the frame's world fits the subject (draft-concepts.ts)", () => {
  it(
    "sets a cooking show only in food, a nature walk only outdoors, a planet only for space or a skill, over many topics × standards",
    () => {
      const problems: string[] = [];
      const lists: [string[], Set<ConceptFormat>][] = [
        [FOOD_TOPICS, new Set(["nature walk", "space"])],
        [OUTDOOR_TOPICS, new Set(["kitchen", "space"])],
        [SPACE_TOPICS, new Set(["kitchen", "nature walk"])],
        [SKILL_TOPICS, new Set(["kitchen", "nature walk"])],
        [OTHER_TOPICS, new Set(["kitchen", "nature walk", "space"])],
      ];
      for (const [topics, never] of lists)
        for (const topic of topics)
          for (const code of STANDARDS)
            for (const c of concepts(topic, code, 5))
              if (never.has(c.format!)) problems.push(`${topic} (${code}): ${c.format} "${c.title}"`);
      expect(problems).toEqual([]);
      // The fitting frames are still offered where they fit.
      const formats = (topics: string[]) =>
        new Set(topics.flatMap((t) => concepts(t, "RI.2.2", 6)).map((c) => c.format));
      expect(formats(FOOD_TOPICS).has("kitchen")).toBe(true);
      expect(formats(OUTDOOR_TOPICS).has("nature walk")).toBe(true);
      expect(formats(SPACE_TOPICS).has("space")).toBe(true);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("offers a sing-along only for a K–2 standard", () => {
    const sung = (code: string) =>
      [...ORDINARY_TOPICS.slice(0, 15)].flatMap((t) => concepts(t, code, 5)).filter((c) => c.format === "music");
    for (const code of ["RI.4.2", "L.5.5.a", "W.3.1", "RL.5.2"]) expect(sung(code), code).toEqual([]);
    expect(["RF.K.2.a", "L.2.2.c", "RF.1.2.a"].some((code) => sung(code).length > 0)).toBe(true);
  });
});

describe("titles and names are written right", () => {
  it("staples a short topic in Title Case before the concept title, and a long one not at all", () => {
    expect(scriptTitle("rhyming words", "The Great Sound Quest")).toBe("Rhyming Words: The Great Sound Quest");
    expect(scriptTitle("long and short vowel sounds", "Cooking Up Words")).toBe("Cooking Up Words");
    expect(scriptTitle("how Rosa responds to losing her kite", "The Story Quiz Show")).toBe("The Story Quiz Show");
    expect(scriptTitle("Lighthouses", "Lighthouses Sing-Along")).toBe("Lighthouses Sing-Along");
    expect(scriptTitle("the Underground Railroad", "Underground Railroad News Live")).toBe(
      "Underground Railroad News Live",
    );
    const problems: string[] = [];
    for (const topic of [...ORDINARY_TOPICS, ...SERIOUS_TOPICS]) {
      const title = scriptTitle(topic, "The Great Story Quest");
      if (!/^[A-Z0-9]/.test(title)) problems.push(`${topic}: "${title}" starts in lower case`);
      if (topic.split(" ").length > 4 && title !== "The Great Story Quest")
        problems.push(`${topic}: stapled "${title}"`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps a name's capital when a topic starting with one is said in a line", () => {
    expect(topicAsSaid("Ladybugs")).toBe("ladybugs");
    expect(topicAsSaid("Yellowstone national park")).toBe("Yellowstone national park");
    expect(topicAsSaid("Mars")).toBe("Mars");
    expect(topicAsSaid("Thanksgiving")).toBe("Thanksgiving");
    for (const name of ["Harriet Tubman", "Rosa Parks", "Earth Day", "Abraham Lincoln"])
      expect(startsWithName(name), name).toBe(true);
    for (const common of ["Ladybugs", "Volcanoes", "Friendship"]) expect(startsWithName(common), common).toBe(false);
  });
});
