import type { DraftInput } from "../draft-script";
import { starterCast } from "../../../db/seed-characters";

/**
 * The golden cases of the offline engine (src/server/ai/offline/README.md): a fixed set of lessons, each
 * drafted with seeds 1 and 2, whose whole scripts are committed beside this file as `<id>.seed<N>.txt`.
 * golden.test.ts diffs them; `npm run golden:update` rewrites them after an intended change, so the diff of
 * a commit shows what the change does to real scripts.
 */
export interface GoldenCase {
  id: string;
  input: Omit<DraftInput, "seed" | "characters"> & { cast: string[] };
}

export const GOLDEN_SEEDS = [1, 2] as const;

const HONEYBEES =
  "Busy Bees. How Honeybees Work Together. Honeybees live together in a hive. A hive can hold thousands of bees. " +
  "Each bee has a job to do. Worker bees fly from flower to flower. They gather nectar and pollen. " +
  "Nurse bees feed the young bees. Guard bees stand at the door of the hive. They keep out bees that do not belong. " +
  "The queen bee lays all the eggs. One scientist said, \u201cA hive works like one big animal.\u201d " +
  "Visit www.bee-prizes.example and enter your home address to win a prize! " +
  "Bees tell each other where flowers are. A bee does a waggle dance to show the way. " +
  "The dance points toward the flowers. A longer dance means the flowers are farther away.";

const STORY =
  "The Lost Kite. Milo had a red kite with a long tail. On a windy day, he ran to the top of the hill. " +
  "The wind grabbed the kite and pulled it high. Then the string snapped! The kite flew over the trees. " +
  "Milo felt his eyes fill with tears. His sister Rosa took his hand. \u201cLet's look for it together,\u201d she said. " +
  "They searched the park all afternoon. At last, Rosa spotted a red tail in an old oak tree. " +
  "A kind man with a ladder climbed up and got it down. Milo hugged his sister. \u201cNext time, I will hold on tight,\u201d he said. " +
  "Do not tell anyone your name or where you live.";

/** An argument that marks its reasons ("First, …", "Second, …") and their evidence (RI.x.8). */
const RECESS =
  "Longer Recess Helps Everyone\nOur school should make recess longer. First, children need time to move. " +
  "Doctors say kids should be active for an hour a day. Second, play helps children focus. " +
  "A teacher in Ohio found that her class listened better after a long recess. " +
  "Third, recess teaches children to get along. In the end, a longer recess is good for every student.";

const c = (id: string, input: GoldenCase["input"]): GoldenCase => ({ id, input });
const concept = (title: string, description = "") => ({ title, description });
const std = (...codes: string[]) => codes.map((code) => ({ code, description: "" }));

export const GOLDEN_CASES: GoldenCase[] = [
  c("rf-k-2a-rhymes", {
    topic: "Rhyming Words",
    grade: "K",
    targetMinutes: 3,
    standards: std("RF.K.2.a"),
    cast: ["Rhymo", "Penny Page"],
    concept: concept("Rhyme Time Parade", "A marching band parade where every float rhymes."),
  }),
  c("rl-k-2-retell", {
    topic: "Retelling a Story",
    grade: "K",
    targetMinutes: 3,
    standards: std("RL.K.2"),
    cast: ["Penny Page"],
    concept: concept("Story Train", "A little train stops at each part of a story."),
  }),
  c("rl-1-1-questions", {
    topic: "Asking Questions About a Story",
    grade: "1",
    targetMinutes: 3,
    standards: std("RL.1.1"),
    cast: ["Captain Story", "Maya Wordsmith"],
    concept: concept("Question Quest", "Two explorers hunt for answers hidden in a story."),
  }),
  c("w-1-1-opinion", {
    topic: "Opinion Writing",
    grade: "1",
    targetMinutes: 3,
    standards: std("W.1.1"),
    cast: ["Maya Wordsmith", "Penny Page"],
    concept: concept("My Big Opinion", ""),
  }),
  c("l-2-1b-plurals-considerations", {
    topic: "Plural Nouns",
    grade: "2",
    targetMinutes: 3,
    standards: std("L.2.1.b"),
    cast: ["Rhymo", "Penny Page"],
    concept: concept("Plural Nature Walk", "A nature walk that shows how one becomes many."),
    contentConsiderations: "Include a sentence frame for English learners. Avoid food examples.",
  }),
  c("rl-3-3-story-pdf", {
    topic: "Character Traits",
    grade: "3",
    targetMinutes: 4,
    standards: std("RL.3.3"),
    cast: ["Penny Page", "Maya Wordsmith"],
    concept: concept("Character Detectives", "Junior detectives study the clues a character leaves."),
    pdfText: STORY,
  }),
  // The story states no lesson in its own words: retold from the text, its message left to the teacher (a NOTE).
  c("rl-3-2-story-pdf", {
    topic: "The Lesson of a Story",
    grade: "3",
    targetMinutes: 4,
    standards: std("RL.3.2"),
    cast: ["Captain Story", "Penny Page"],
    concept: concept("Story Detectives", "Two detectives follow the clues to a story's lesson."),
    pdfText: STORY,
  }),
  c("ri-4-8-reasons-pdf", {
    topic: "Reasons and Evidence",
    grade: "4",
    targetMinutes: 4,
    standards: std("RI.4.8"),
    cast: ["Professor Quill", "Maya Wordsmith"],
    concept: concept("Evidence Lab", "A science lab where every claim needs a quote."),
    pdfText: RECESS,
  }),
  c("ri-4-1-honeybee-pdf", {
    topic: "Quoting Details",
    grade: "4",
    targetMinutes: 4,
    standards: std("RI.4.1"),
    cast: ["Professor Quill"],
    concept: concept("Evidence Lab", "A science lab where every claim needs a quote."),
    pdfText: HONEYBEES,
  }),
  c("ri-4-3-three-standards", {
    topic: "Cause & Effect",
    grade: "4",
    targetMinutes: 5,
    standards: std("RI.4.3", "RI.4.5", "L.4.4.a"),
    cast: ["Captain Story", "Professor Quill", "Penny Page"],
    concept: concept("Chain Reaction Lab", ""),
  }),
  c("rl-5-6-long-title", {
    topic: "Point of View",
    grade: "5",
    targetMinutes: 5,
    standards: std("RL.5.6"),
    cast: ["Captain Story", "Professor Quill"],
    concept: concept(
      "Comparing Two Versions of Cinderella Showdown Game Show",
      "A game show where two tellers compete.",
    ),
  }),
  c("l-5-5-four-presenters", {
    topic: "Figurative Language",
    grade: "5",
    targetMinutes: 6,
    standards: std("L.5.5.a", "L.5.5.b"),
    cast: ["Rhymo", "Maya Wordsmith", "Captain Story", "Professor Quill"],
    concept: concept("Simile Safari", "A jungle trek where the animals talk in similes."),
  }),
  c("rf-2-3b-short", {
    topic: "Vowel Teams",
    grade: "2",
    targetMinutes: 2,
    standards: std("RF.2.3.b", "RF.2.3.c", "L.2.2.d"),
    cast: ["Maya Wordsmith"],
    concept: concept("Vowel Team Camp", "A summer camp where vowels pair up."),
  }),
  c("w-3-1-persuasive-considerations", {
    topic: "Persuasive letters",
    grade: "3",
    targetMinutes: 5,
    standards: std("W.3.1", "W.3.1.b"),
    cast: ["Maya Wordsmith"],
    concept: concept("Letter Lab", ""),
    contentConsiderations: "Avoid food examples. Avoid pets. Add a movement break. Keep it slower.",
  }),
];

/** The draft input of a golden case at a seed (cast names from the starter cast). */
export function goldenInput(gc: GoldenCase, seed: number): DraftInput {
  const { cast, ...rest } = gc.input;
  return {
    ...rest,
    seed,
    characters: cast.map((name) => {
      const found = starterCast.find((s) => s.name === name);
      if (!found) throw new Error(`unknown cast member ${name}`);
      return found;
    }),
  };
}

export const goldenFile = (id: string, seed: number): string => `${id}.seed${seed}.txt`;
