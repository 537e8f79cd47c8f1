import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import { findCatalogueTopic } from "@shared/curriculum/topics";
import type { Grade } from "@shared/schemas/grade";
import { NO_GOOD_MATCH, standardsForTopic } from "./topic-standards";

const codes = (list: { code: string }[]) => list.map((s) => s.code);
const textOf = (code: string): string | undefined => ccss.standards.find((s) => s.code === code)?.description;

describe("standardsForTopic (ADR 0008)", () => {
  it("gives a catalogue topic its codes with CCSS text, grade and rationale", () => {
    const entry = findCatalogueTopic("Earth Day");
    const result = standardsForTopic("  earth day ");
    expect(result.source).toBe("catalogue");
    expect(codes(result.standards)).toEqual(entry?.codes);
    for (const s of result.standards) {
      expect(s.description).toBe(textOf(s.code));
      expect(s.grade).toBe(s.code.split(".")[1]);
    }
    expect(result.rationale).toBe(entry?.rationale);
  });

  it("matches catalogue names loosely and lists the chosen grade's standards first", () => {
    const result = standardsForTopic("Main idea", "2");
    expect(result.source).toBe("catalogue");
    expect(result.standards[0]?.code).toBe("RI.2.2");
    expect(new Set(codes(result.standards))).toEqual(new Set(findCatalogueTopic("Main Idea & Key Details")?.codes));
  });

  it("reads teacher words as CCSS words: persuasive letters → opinion writing, not alphabet letters", () => {
    const result = standardsForTopic("Persuasive letters", "3");
    const grade3 = codes(result.standards.filter((s) => s.grade === "3"));
    expect(grade3[0]).toBe("W.3.1");
    expect(grade3).toContain("W.3.1.a");
    expect(grade3.every((c) => c.startsWith("W.") || c.startsWith("L."))).toBe(true);
    expect(codes(result.standards)).not.toContain("RF.K.1.d");
  });

  it("keeps 'how' and 'to' in how-to writing and finds the how-to research standard", () => {
    expect(codes(standardsForTopic("How-to writing", "1").standards)).toContain("W.1.7");
  });

  it("finds homophones (frequently confused words) and never meets 'morals' with 'modal'", () => {
    expect(codes(standardsForTopic("Homophones", "4").standards)[0]).toBe("L.4.1.g");
    expect(codes(standardsForTopic("Morals in fables", "4").standards)).not.toContain("L.4.1.c");
  });

  it("offers at most 8 standards of the chosen grade for a typed topic", () => {
    const result = standardsForTopic("Similes and metaphors", "5");
    const mine = result.standards.filter((s) => s.grade === "5");
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(8);
    expect(result.standards.findIndex((s) => s.grade !== "5")).toBeGreaterThanOrEqual(
      mine.length === result.standards.length ? -1 : mine.length,
    );
  });

  it("says so, with an empty list rather than a weak match, when nothing fits well (ADR 0057)", () => {
    const found = standardsForTopic("rhyming sounds in songs");
    expect(found.standards.length).toBeGreaterThan(0);
    for (const topic of ["xylophonequux", "asdf", "Tuesday", "homework"]) {
      const none = standardsForTopic(topic, "3");
      expect(none).toMatchObject({ standards: [], source: "search" });
      expect(none.rationale).toContain(NO_GOOD_MATCH);
    }
  });
});

describe("the typed-topic finder (ADR 0057)", () => {
  const first = (topic: string, grade: Grade, n = 3) =>
    codes(standardsForTopic(topic, grade).standards.filter((s) => s.grade === grade)).slice(0, n);

  it("reads teachers' words through the concept lexicon, at the chosen grade", () => {
    expect(first("Comparatives and superlatives with -er and -est", "3", 1)).toEqual(["L.3.1.g"]);
    expect(first("Tall tales", "3", 1)).toEqual(["RL.3.2"]);
    expect(first("Onomatopoeia", "2", 1)).toEqual(["RL.2.4"]);
    expect(first("First, next, last", "K", 1)).toEqual(["W.K.3"]);
    expect(first("Question words", "K", 1)).toEqual(["L.K.1.d"]);
    expect(first("Writing thank-you notes", "2", 1)).toEqual(["L.2.2.b"]);
  });

  it("takes the reading side of facts and opinions, and the writing side when the topic says writing", () => {
    expect(first("Telling facts from opinions in an article", "4", 1)).toEqual(["RI.4.8"]);
    expect(first("Writing a book review", "3", 1)).toEqual(["W.3.1"]);
  });

  it("lists only the lettered part of a kind of writing that the topic names", () => {
    const list = first("Using transitions in narratives", "5", 8);
    expect(list).toContain("W.5.3.c");
    expect(list).not.toContain("W.5.3.a");
  });

  it("lists a kind of writing with its lettered parts when it leads", () => {
    expect(first("Writing a news report", "4", 8)).toEqual([
      "W.4.2",
      "W.4.2.a",
      "W.4.2.b",
      "W.4.2.c",
      "W.4.2.d",
      "W.4.2.e",
    ]);
  });

  it("stems words so plural and -ing forms meet, and never offers another grade's code as the grade's", () => {
    expect(first("Rhyme", "K", 1)).toEqual(first("rhyming words", "K", 1));
    const mixed = standardsForTopic("Vowel teams", "1").standards;
    const firstOther = mixed.findIndex((s) => s.grade !== "1");
    expect(mixed.slice(0, firstOther < 0 ? undefined : firstOther).every((s) => s.grade === "1")).toBe(true);
  });

  it("points a science or social-studies subject to the grade's informational reading standards", () => {
    expect(first("The water cycle", "2", 1)).toEqual(["RI.2.3"]);
    // …to informative writing first when the topic says writing…
    expect(first("Writing about volcanoes", "4", 1)).toEqual(["W.4.2"]);
    // …but only when no ELA concept is named.
    expect(first("Animal idioms", "4", 1)).toEqual(["L.4.5.b"]);
  });

  it("does not read a lone 'how' as how-to writing: a subject's 'how' question points to informational reading", () => {
    expect(first("How volcanoes change the land", "4", 1)).toEqual(["RI.4.3"]);
    expect(first("How-to writing", "2", 1)).toEqual(["W.2.2"]);
  });

  it("reads what the topic says the learner does: writing points to the writing conventions, not a story's reading", () => {
    expect(first("Writing the date on a letter", "1", 2)).toEqual(["L.1.2.a", "L.1.2.c"]);
    expect(first("Writing a story with dialogue", "4", 8).every((c) => c.startsWith("W.") || c.startsWith("L."))).toBe(
      true,
    );
    expect(first("Typing on a keyboard", "4", 1)).toEqual(["W.4.6"]);
    // The first word is the learner's action: the lesson is listening (SL), the story is what is heard.
    expect(first("Listening to a story and asking questions", "K", 1)).toEqual(["SL.K.2"]);
    expect(first("Spelling words with short vowels", "1", 3)).toContain("L.1.2.d");
    // A kind of text names one reading strand: unknown words in a story are literature's, not informational text's.
    expect(first("Unknown words in a story", "K", 8)).toEqual(["RL.K.4"]);
  });

  it("knows teachers' everyday phrasings of a skill, not only its CCSS or textbook name (ADR 0068)", () => {
    // Isolating the first sound, asked as a child would be asked.
    expect(first("Which sound does dog start with?", "K", 1)).toEqual(["RF.K.2.d"]);
    // Asking when confused is the discussion standard's "clear up any confusion".
    expect(first("When you are confused, ask!", "1", 1)).toEqual(["SL.1.1.c"]);
    // "What characters say" is dialogue: punctuating it is the quotation-marks standard, not a story's characters.
    expect(first("Punctuating what characters said", "4", 1)).toEqual(["L.4.2.b"]);
    // Joining ideas with conjunctions.
    expect(first("Join ideas with so and because", "1", 1)).toEqual(["L.1.1.g"]);
    // A well-known idiom, quoted, is an idiom lesson rather than a lesson on weather or animals.
    expect(first("What does 'piece of cake' mean?", "5", 1)).toEqual(["L.5.5.b"]);
    // Note cards for a talk are the presenting standard, not research notes.
    expect(first("Cue cards for an oral report", "4", 1)).toEqual(["SL.4.4"]);
    // Writing a kind of tale is narrative writing, not the reading standard of that kind of tale.
    expect(first("Write a fable with a lesson", "3", 1)).toEqual(["W.3.3"]);
    // "Literal or not?" is the literal/nonliteral distinction, ahead of the kind of tale it is asked about.
    expect(new Set(first("Myth exaggerations: literal or not?", "3", 2))).toEqual(new Set(["L.3.5.a", "RL.3.4"]));
    // Verbs "that mean" another verb are shades of meaning among verbs.
    expect(first("Verbs that mean walk", "2", 1)).toEqual(["L.2.5.b"]);
  });

  it("reads a craft word in the learner's own writing as word choice, not as reading a text (ADR 0068)", () => {
    // "Our own poems" says the learner writes: similes there are words chosen to convey ideas precisely.
    expect(first("Similes in our own poems", "4", 1)).toEqual(["L.4.3.a"]);
    // Read in a text, the same word stays a reading and vocabulary lesson.
    expect(first("Similes in poems", "4", 8)).not.toContain("L.4.3.a");
  });

  it("puts a speaking topic's own standard before the reading standards' questions (ADR 0068)", () => {
    expect(first("Asking questions in a class discussion", "1", 1)).toEqual(["SL.1.1"]);
    // A book club is a discussion: asking there is the discussion standard, not the reading standards' questions.
    expect(first("Asking questions when confused during a book club", "1", 8)).toEqual(["SL.1.1", "SL.1.1.c"]);
    // A letter is written: no reading standard on the author's point of view beside the opinion standard, which
    // brings its parts, since the topic names none of them (ADR 0069: "opinion" alone names the whole piece).
    expect(first("Opinion letter to our librarian", "3", 8)).toEqual([
      "W.3.1",
      "W.3.1.a",
      "W.3.1.b",
      "W.3.1.c",
      "W.3.1.d",
    ]);
    expect(first("Asking questions about a story", "1", 1)).toEqual(["RL.1.1"]);
  });

  it("reads a generic topic as a specialist would (ADR 0068)", () => {
    // Sequencing is retelling a story's events in order, not the sequence of letters in a written word.
    expect(first("Sequencing", "K", 1)).toEqual(["RL.K.2"]);
    expect(first("Sequencing a story", "1", 1)).toEqual(["RL.1.2"]);
    // Vocabulary in grades 4-5 is acquiring and using the grade's words, not only the informative-writing part.
    expect(first("Building vocabulary", "5", 1)).toEqual(["L.5.6"]);
  });

  it("reads a letter to someone as writing, and 'explain' in a reading topic as no writing lesson (ADR 0068)", () => {
    // Writing directions is procedural (informative) writing, not reading a procedure.
    expect(first("Writing directions: steps to fold a paper boat", "3", 1)).toEqual(["W.3.2"]);
    // The letter is written: the opinion standard, not the reading standard on an author's point of view.
    expect(first("Persuasive letter to the mayor", "4", 8).every((c) => c.startsWith("W."))).toBe(true);
    // Diagrams that explain a text are read; the text search and lexicon name the grade's visual-information
    // standard, and the lone word "explain" no longer adds informative writing.
    expect(first("Using diagrams to explain a science text", "3", 8)).toEqual(["RI.3.7"]);
    expect(first("Explaining how something works", "3", 1)).toEqual(["W.3.2"]);
  });

  it("keeps the kind of text a skill is taught in from bringing its own standard in (ADR 0068)", () => {
    expect(first("Dialects in folktales and poems", "5", 8)).toEqual(["L.5.3.b"]);
    expect(first("Metaphors in poems", "5", 8)).not.toContain("RL.5.5");
  });

  it("reads a read-aloud as something heard, and reading aloud as the reader's fluency (ADR 0068)", () => {
    expect(first("Key details in a class read-aloud", "2", 1)).toEqual(["SL.2.2"]);
    expect(first("Reading aloud with expression", "2", 1)).toEqual(["RF.2.4.b"]);
  });

  it("reads text structure as informational text's, at grade 3 the connections between paragraphs (ADR 0068)", () => {
    expect(first("Problem and solution text structures", "3", 8)).toEqual(["RI.3.8"]);
    expect(first("Cause and effect text structure", "5", 1)).toEqual(["RI.5.5"]);
    // Grade 3 names cause and effect both in events (RI.3.3) and in how sentences connect (RI.3.8).
    expect(first("Cause and effect in a news article", "3", 8)).toEqual(expect.arrayContaining(["RI.3.3", "RI.3.8"]));
  });

  it("offers the catalogue's story elements as read first, then written (ADR 0068)", () => {
    // The grade's characters-and-events standard; at grade 3 writing's "introduce a narrator and characters" after.
    expect(first("Story elements", "3", 2)).toEqual(["RL.3.3", "W.3.3.a"]);
    expect(first("Story elements", "2", 8)).toContain("RL.2.3");
  });

  it("gives one part of a two-part catalogue topic only that part's curated codes (ADR 0068)", () => {
    // "Pronouns & Conjunctions" typed as "Conjunctions": the grade's pronoun standard is no conjunction lesson.
    const conjunctions = standardsForTopic("Conjunctions", "1");
    expect(conjunctions.source).toBe("catalogue");
    expect(codes(conjunctions.standards.filter((s) => s.grade === "1"))).toEqual(["L.1.1.g"]);
    // "Digraphs & Blends" typed as "Blends": blending and segmenting sounds, not the digraphs' spelling-sounds.
    expect(first("Blends", "1", 8)).not.toContain("RF.1.3.a");
    // A part that names the same standard in other words keeps it: grade 2's central message is its theme.
    expect(first("Theme", "2", 8)).toEqual(["RL.2.2"]);
  });

  it("gives a catalogue topic the grade's finder codes when none of its own codes is of that grade", () => {
    const homophones = standardsForTopic("Homophones", "2");
    expect(homophones.source).toBe("catalogue");
    expect(codes(homophones.standards)).toEqual(expect.arrayContaining(["L.4.1.g"]));
    expect(homophones.standards.every((s) => s.grade !== "2" || s.code.startsWith("L.2."))).toBe(true);
  });
});
