import { describe, expect, it } from "vitest";
import type { TeachingCard } from "./teaching-card";
import {
  findCardProblems,
  findReusedMaterial,
  givenAwayChecks,
  findStaleChecks,
  maxExplanationGrade,
  overlapWithStandard,
} from "./teaching-card-rules";

const standard = {
  code: "RF.1.3.a",
  grade: "1",
  strand: "RF",
  parent: "RF.1.3",
  description: "Know the spelling-sound correspondences for common consonant digraphs.",
};
const good: TeachingCard = {
  code: "RF.1.3.a",
  kidGoal: "I can read words where two letters make one sound.",
  explanation: "Some letters team up. S and h say /sh/. C and h say /ch/.",
  keyTerms: [{ term: "digraph", definition: "Two letters that make one sound." }],
  mode: "print",
  examples: [
    { show: "ship", thinkAloud: "S and h are a team: /sh/ /i/ /p/.", answer: "ship" },
    { show: "chin", thinkAloud: "C and h say /ch/.", answer: "chin" },
    { show: "bath", thinkAloud: "T and h say /th/.", answer: "bath" },
  ],
  misconception: { wrong: "Every letter has its own sound.", fix: "Loop the team and tap once." },
  practice: [
    { prompt: "Tap the sounds in shop.", answer: "3" },
    { prompt: "Which team is in lunch?", answer: "ch" },
    { prompt: "Change ch in chip to sh.", answer: "ship" },
  ],
  checks: [
    { question: "Which word starts with /sh/?", choices: ["shed", "sled"], answer: "shed" },
    { question: "How many sounds are in thin?", answer: "3" },
  ],
  visuals: ["ship with s and h in one color", "a sorting mat for sh, ch, th"],
};

describe("teaching-card rules", () => {
  it("accepts a card that clears the bar", () => {
    expect(findCardProblems(good, standard)).toEqual([]);
  });

  it("rejects a card that repeats the standard, reads above the grade, or speaks a code", () => {
    const bad: TeachingCard = {
      ...good,
      kidGoal: "Know spelling-sound correspondences",
      explanation:
        "Understanding orthographic correspondences necessitates sophisticated phonological manipulation capabilities. Consonant digraphs represent singular phonemes.",
      checks: [
        { question: "Know the spelling-sound correspondences for common consonant digraphs?", answer: "yes" },
        good.checks[1]!,
      ],
      practice: [{ prompt: "Practise RF.1.3.a now.", answer: "ok" }, ...good.practice.slice(1)],
    };
    const problems = findCardProblems(bad, standard).join("\n");
    expect(problems).toMatch(/kidGoal must start with "I can"/);
    expect(problems).toMatch(/explanation reads at grade/);
    expect(problems).toMatch(/repeats the standard/);
    expect(problems).toMatch(/standard code appears/);
  });

  it("requires oral mode for phonological awareness and forbids print tasks there", () => {
    const oral = {
      code: "RF.K.2.a",
      grade: "K",
      strand: "RF",
      parent: "RF.K.2",
      description: "Recognize and produce rhyming words.",
    };
    const printTask = {
      ...good,
      code: "RF.K.2.a",
      mode: "oral" as const,
      practice: [{ prompt: "Read the word shop.", answer: "shop" }, ...good.practice.slice(1)],
    };
    expect(findCardProblems(printTask, oral).join("\n")).toMatch(/oral card asks for print: "Read the word shop."/);
    expect(findCardProblems({ ...good, code: "RF.K.2.a" }, oral).join("\n")).toMatch(/mode must be "oral"/);
  });

  it("finds material reused across cards, and the readability ceiling is grade + 1 (2 for K and 1)", () => {
    expect(findReusedMaterial([good, { ...good, code: "RF.2.3.b" }])).toHaveLength(8);
    expect(maxExplanationGrade("K")).toBe(2);
    expect(maxExplanationGrade("4")).toBe(5);
    expect(overlapWithStandard("Which word starts with /sh/?", standard.description)).toBeLessThan(0.5);
  });

  it("rejects a check answered by the title it names, or asking again what a worked example modelled", () => {
    const story: TeachingCard = {
      ...good,
      mentorText: { title: "All About Apples", text: "Apples grow on trees. Inside each apple are small seeds." },
      examples: [
        {
          show: "Question: What do pandas eat? Book page: Pandas eat mostly bamboo.",
          thinkAloud: "I read the page.",
          answer: "Pandas eat mostly bamboo.",
        },
        ...good.examples.slice(1),
      ],
      checks: [
        { question: "What is “All About Apples” about?", choices: ["apples", "hats"], answer: "apples" },
        { question: "What do pandas eat? Which fact tells us?", answer: "Pandas eat mostly bamboo." },
      ],
    };
    expect(givenAwayChecks(story)).toEqual([
      'check "What is “All About Apples” about?" is answered by the title it names',
      'check "What do pandas eat? Which fact tells us?" asks again what the worked example "Question: What do pandas eat? Book page:" modelled, with its answer',
    ]);
    // Another item with a closed-set answer is a new item: "a question mark" for another sentence.
    const marks: TeachingCard = {
      ...good,
      examples: [
        { show: "Do you have a dog", thinkAloud: "It asks, so it needs a question mark.", answer: "a question mark" },
        ...good.examples.slice(1),
      ],
      checks: [{ question: "Can you hop? What mark goes at the end?", answer: "a question mark" }, good.checks[1]!],
    };
    expect(givenAwayChecks(marks)).toEqual([]);
    expect(givenAwayChecks(good)).toEqual([]);
  });

  it("flags checks whose answer the card already gave, and right choices that give themselves away by length", () => {
    expect(findStaleChecks(good)).toEqual([]);
    const family: TeachingCard = {
      ...good,
      code: "L.3.4.c",
      keyTerms: [
        { term: "root", definition: "The main part of a word that carries its meaning, like sign in signal." },
      ],
      examples: [
        { show: "The cyclist wore a bright helmet.", thinkAloud: "I see cycle.", answer: "a person who rides a bike" },
        ...good.examples.slice(1),
      ],
      checks: [
        {
          question: "Which word is in the same family as sign?",
          choices: ["signal", "sing", "sink"],
          answer: "signal",
        },
        { question: "Knowing cycle, who is a cyclist?", answer: "a person who rides a bike" },
        { question: "What does 'The cyclist wore a bright helmet.' tell you?", answer: "who wore it" },
        {
          question: "Which word means paint again?",
          choices: ["repaint and then paint it once more", "unpaint", "paint"],
          answer: "repaint and then paint it once more",
        },
      ],
    };
    const problems = findStaleChecks(family).join("\n");
    expect(problems).toMatch(/check 1 .*"signal" is already said in the key term "root"/);
    expect(problems).toMatch(/check 2 .*already said in example 1/);
    expect(problems).toMatch(/check 3 .*asks about example 1's material again/);
    expect(problems).toMatch(/check 4 .*more than twice as long/);
    // A new word of the same kind, and a check that names the card's own key term for new material, are fresh.
    const fresh: TeachingCard = {
      ...family,
      checks: [
        {
          question: "Which word is in the same family as paint?",
          choices: ["painter", "pain", "pants"],
          answer: "painter",
        },
        {
          question: "'The baker pulled bread from the oven.' Knowing bake, who is the baker?",
          answer: "a person who bakes",
        },
        { question: "In 'root beer', is root a word part?", answer: "root" },
      ],
    };
    expect(findStaleChecks(fresh)).toEqual([]);
  });

  it("lets an RL or RI check quote the mentor text unless an example already gave that quote as its answer", () => {
    const story: TeachingCard = {
      ...good,
      code: "RL.2.1",
      mentorText: { title: "Rain", text: "Mia ran to the window. Big drops hit the glass. She smiled at the rain." },
      examples: [
        { show: "Who ran to the window?", thinkAloud: "The text says Mia ran.", answer: "Mia ran to the window." },
        ...good.examples.slice(1),
      ],
      checks: [
        { question: "What hit the glass?", answer: "Big drops hit the glass." },
        { question: "What does the text say Mia did?", answer: "Mia ran to the window." },
      ],
    };
    expect(findStaleChecks(story)).toEqual([expect.stringMatching(/^check 2 .*already said in example 1/)]);
  });
});
