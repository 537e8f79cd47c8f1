import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readConsiderations } from "@shared/script/considerations";
import type { TopicSubject } from "@shared/curriculum/topic-text";
import {
  findTopicText,
  loadTopicTexts,
  matchSubject,
  topicTextKind,
  topicTextLibrary,
  type TopicTextLibrary,
} from "./topic-texts";

/** The test library (docs/product/topic-texts.md): one subject, honeybees, with its six texts. */
const FIXTURE_DIR = fileURLToPath(new URL("./fixtures/topic-texts", import.meta.url));
const fixture = loadTopicTexts(FIXTURE_DIR);
const honeybees = fixture.subjects[0]!;

/** A second subject whose one alias is as long as one of the bees': a topic naming both gets neither. */
const moon: TopicSubject = {
  subject: "the moon",
  aliases: ["moon", "the moon", "moons"],
  texts: honeybees.texts.slice(0, 1).map((t) => ({ ...t, id: "the-moon-info-k1" })),
};
const two: TopicTextLibrary = { subjects: [honeybees, moon] };
const subjectOf = (topic: string, lib = fixture) => matchSubject(topic, lib)?.subject ?? null;

describe("matchSubject: the subject a typed topic names", () => {
  it("matches an alias as whole words, in any case, singular or plural", () => {
    for (const topic of ["Honeybees", "honeybee", "The Honey Bee", "BEES", "a bee's life", "How do bees make honey?"])
      expect(subjectOf(topic), topic).toBe("honeybees");
    for (const topic of ["beetles", "Beekeeping", "frisbees"]) expect(subjectOf(topic), topic).toBeNull();
  });

  it("matches a subject named with a skill, after punctuation or a preposition", () => {
    for (const topic of ["Main idea: honeybees", "Retelling a story about bees", "Questions about bees and hives"])
      expect(subjectOf(topic), topic).toBe("honeybees");
  });

  it("does not match an alias that is part of another name", () => {
    for (const topic of ["Spelling bee", "The class spelling bee", "Bee costumes for the play", "Quilting bee stories"])
      expect(subjectOf(topic), topic).toBeNull();
  });

  it("does not match an alias inside a fixed expression that means something else", () => {
    const heart: TopicTextLibrary = { subjects: [honeybees, { ...moon, subject: "the heart", aliases: ["heart"] }] };
    for (const topic of ["Learning by heart", "Poems we know by heart", "How to learn a poem by heart"])
      expect(subjectOf(topic, heart), topic).toBeNull();
    for (const topic of ["The heart", "How the heart works", "Why the heart beats"])
      expect(subjectOf(topic, heart), topic).toBe("the heart");
  });

  it("does not match an alias inside the capitalized name of a tale in a lower-case topic", () => {
    const pigs: TopicTextLibrary = { subjects: [honeybees, { ...moon, aliases: ["pig", "pigs", "caterpillar"] }] };
    for (const topic of [
      "Comparing two versions of The Three Little Pigs",
      "Main idea in The Very Hungry Caterpillar",
      "the three little pigs",
    ])
      expect(subjectOf(topic, pigs), topic).toBeNull();
    for (const topic of ["Reading about Honey Bees", "The Honey Bee", "Busy Bees at work", "How Do Bees Make Honey?"])
      expect(subjectOf(topic, pigs), topic).toBe("honeybees");
    expect(subjectOf("Pigs on the farm", pigs)).toBe("the moon");
  });

  it("never matches a topic of the admin catalogue", () => {
    const catalogue: TopicTextLibrary = {
      subjects: [{ ...moon, aliases: ["main idea", "key details", "fables"] }],
    };
    for (const topic of ["Main Idea & Key Details", "main idea and key details"])
      expect(subjectOf(topic, catalogue), topic).toBeNull();
  });

  it("reads one part of a two-part catalogue name typed alone for a subject: a theme's material", () => {
    const friends: TopicTextLibrary = { subjects: [{ ...moon, subject: "friendship", aliases: ["friendship"] }] };
    expect(subjectOf("Friendship", friends)).toBe("friendship");
    expect(subjectOf("Friendship & Kindness", friends)).toBeNull();
  });

  it("matches a subject in a question whatever word stands beside it", () => {
    for (const topic of ["How do bees dance?", "Why bees buzz", "What bees eat"])
      expect(subjectOf(topic), topic).toBe("honeybees");
  });

  it("lets a longer alias win over one inside it, and gives none for a topic naming two subjects", () => {
    const withPhrase: TopicTextLibrary = { subjects: [honeybees, { ...moon, aliases: ["bees under the moon"] }] };
    expect(subjectOf("Bees under the moon", withPhrase)).toBe("the moon");
    expect(subjectOf("Bees and the moon", two)).toBeNull();
    expect(subjectOf("Bees and moons", two)).toBeNull();
    expect(subjectOf("The moon", two)).toBe("the moon");
  });

  it("reads a number typed in digits as the words of an alias: an ordinal to the tenth, the hundredth, a hundred", () => {
    const days: TopicSubject = {
      ...moon,
      subject: "the 100th day of school",
      aliases: ["hundredth day of school", "hundred days of school", "fourth of july"],
    };
    const lib: TopicTextLibrary = { subjects: [honeybees, days] };
    for (const topic of ["The 100th Day of School", "100th day of school", "100 days of school", "the 4th of July"])
      expect(subjectOf(topic, lib), topic).toBe("the 100th day of school");
    for (const topic of ["The 101st day of school", "5 days of school", "1000 days of school"])
      expect(subjectOf(topic, lib), topic).toBeNull();
  });

  it("reads an alias that is only what a subject does ('sleep', 'grow') as the verb of the other subject named", () => {
    // A library with a subject whose alias is an everyday verb of a topic: "How do bees sleep?" asks about bees.
    const sleep: TopicSubject = { ...moon, subject: "sleep", aliases: ["sleep", "bedtime"] };
    const lib: TopicTextLibrary = { subjects: [honeybees, sleep] };
    for (const topic of ["How do bees sleep?", "Where do honeybees sleep", "bees sleep"])
      expect(subjectOf(topic, lib), topic).toBe("honeybees");
    for (const topic of ["Sleep", "Why we need sleep", "How much sleep do kids need?"])
      expect(subjectOf(topic, lib), topic).toBe("sleep");
    // A subject's own noun is no verb: "bees and bedtime" still names two subjects.
    expect(subjectOf("Bees and bedtime", lib)).toBeNull();
  });

  it("in our library: an animal's sleep is the animal's subject, and bald eagles are an animal study", () => {
    const lib = topicTextLibrary();
    expect(subjectOf("How do dolphins sleep?", lib)).toBe("dolphins");
    expect(subjectOf("Sleep", lib)).toBe("sleep and bedtime");
    for (const topic of ["Bald eagles", "bald eagle", "Bald Eagles", "How do bald eagles fly?"])
      expect(subjectOf(topic, lib), topic).toBe("eagles");
    expect(subjectOf("The bald eagle as a symbol", lib)).toBe("American symbols");
    expect(subjectOf("American symbols", lib)).toBe("American symbols");
    // The rule over the whole library: "How do X sleep?" (any verb alias) is about X for every one-word noun alias.
    const verbs = lib.subjects.flatMap((s) => s.aliases.filter((a) => /^(?:sleep|grow|fly|eat|move|build)$/.test(a)));
    expect(verbs.length).toBeGreaterThan(0);
    for (const subject of lib.subjects)
      for (const alias of subject.aliases.filter((a) => /^[a-z]+s$/.test(a) && matchSubject(a, lib) === subject))
        for (const verb of verbs)
          expect(subjectOf(`How do ${alias} ${verb}?`, lib), `${alias} ${verb}`).toBe(subject.subject);
  });
});

describe("findTopicText: the text a lesson reads", () => {
  const find = (over: Partial<Parameters<typeof findTopicText>[0]> = {}) =>
    findTopicText({ topic: "Honeybees", grade: "2", standard: "RI.2.2", ...over }, fixture)?.text.id ?? null;

  it("picks the kind by the primary standard: a story for RL and narrative writing, else informational", () => {
    expect(find({ standard: "RL.2.2" })).toBe("honeybees-story-23");
    expect(find({ standard: "W.2.3" })).toBe("honeybees-story-23");
    expect(find({ standard: "RI.2.2" })).toBe("honeybees-info-23");
    expect(find({ standard: "SL.2.2" })).toBe("honeybees-info-23");
    expect(find({ standard: "RF.2.3.a" })).toBe("honeybees-info-23");
    expect(topicTextKind("L.2.4.a")).toBe("informational");
  });

  it("picks the band by the grade, and no text without a grade", () => {
    expect(find({ grade: "K", standard: "RI.K.2" })).toBe("honeybees-info-k1");
    expect(find({ grade: "5", standard: "RL.5.2" })).toBe("honeybees-story-45");
    expect(find({ grade: null })).toBeNull();
  });

  it("skips a text that mentions a topic the writer asked to avoid", () => {
    // The grade 2–3 story names the apple blossoms; its informational text names no food word but "food".
    expect(find({ standard: "RL.2.2", avoid: readConsiderations("No food examples.").avoid })).toBeNull();
    expect(find({ standard: "RL.2.2", avoid: readConsiderations("Avoid the word 'grandmother'.").avoid })).toBeNull();
    expect(find({ standard: "RL.2.2", avoid: readConsiderations("Avoid pets.").avoid })).toBe("honeybees-story-23");
  });

  it("finds nothing for a topic that asks for an old tale about the subject: our stories are no fables", () => {
    expect(find({ topic: "a fable about the bees and the bear", standard: "RL.3.2", grade: "3" })).toBeNull();
    expect(find({ topic: "A folktale about honeybees", standard: "RL.2.2" })).toBeNull();
    expect(find({ topic: "a legend about the first honeybees" })).toBeNull();
    // A map's legend is no tale; a story about bees is still a story.
    expect(find({ topic: "bees on a map legend" })).toBe("honeybees-info-23");
    expect(find({ topic: "a story about honeybees", standard: "RL.2.2" })).toBe("honeybees-story-23");
  });

  it("gives a classic tale the library retells even when the topic asks for a fable or folktale (ADR 0094)", () => {
    // The shipped library: a tale subject carries its kind; a topic naming it gets it, an animal alone does not.
    const lib = topicTextLibrary();
    const at = (topic: string, standard = "RL.2.2", grade: "K" | "2" | "4" = "2") =>
      findTopicText({ topic, grade, standard }, lib);
    for (const topic of [
      "The Tortoise and the Hare",
      "tortoise and hare",
      "the fable of the tortoise and the hare",
      "The Tortoise and the Hare fable",
      "retelling The Tortoise and the Hare",
      "Tortise and the Hare",
    ]) {
      const found = at(topic);
      expect(found?.text.id, topic).toBe("tortoise-and-hare-story-23");
      expect(found?.tale, topic).toEqual({ kind: "fable", origin: "ancient Greece" });
    }
    expect(at("Anansi and the Pot of Wisdom", "RI.4.2", "4")?.text.id).toBe("anansi-pot-of-wisdom-info-45");
    expect(at("The 3 Billy Goats Gruff", "RL.K.2", "K")?.tale?.kind).toBe("folktale");
    // The animals alone name their subject, never the tale; a tale the library lacks still gets no text.
    for (const topic of ["tortoises", "hares", "pigs", "How do tortoises move?"])
      expect(at(topic)?.tale, topic).toBeUndefined();
    expect(at("a fable about a fox and a crow")).toBeNull();
    expect(at("the legend of the tortoise and the hare")?.subject).toBe("The Tortoise and the Hare");
    expect(at("a fable about rabbits")).toBeNull();
  });

  it("finds nothing in an empty library or for a topic naming no subject", () => {
    expect(findTopicText({ topic: "Honeybees", grade: "2", standard: "RI.2.2" }, { subjects: [] })).toBeNull();
    expect(find({ topic: "Using commas in a list" })).toBeNull();
  });
});
