import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import { starterCast } from "../../db/seed-characters";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { draftConcepts } from "./draft-concepts";
import { conceptVisual } from "./draft-script";
import { wholeSentences } from "./safe-text";

/** A cue that stops mid-phrase: no end mark, a quotation mark or bracket left open, or a dangling small word. */
function cutProblem(line: string, description: string): string | null {
  if (!/[.!?…]["”’)]?$/.test(line)) return "no end mark";
  const count = (re: RegExp) => (line.match(re) ?? []).length;
  if (count(/“/g) !== count(/”/g) || count(/"/g) % 2 !== 0) return "unbalanced quotation marks";
  if (count(/\(/g) !== count(/\)/g)) return "unbalanced brackets";
  // A clause cut short (the description's own whole sentences may end as they like: "the detail someone asked for.").
  const whole = description.startsWith(line.replace(/^Concept: /, ""));
  if (!whole && /\b(?:of|to|the|a|an|and|or|with|for|about)[.!?]["”]?$/i.test(line)) return "ends on a small word";
  if (/[,;:][.!?]["”]?$|[,;:]["”][.!?]$/.test(line)) return "a comma before the period";
  if (/[.!?][.!?]["”]?$|[.!?]["”][.!?]$/.test(line)) return "two end marks";
  return null;
}

// Topics the way writers type them: a title with "and", a quoted phrase, a comma, an ampersand.
const TOPICS = [
  "Feeling and Sense Words",
  "Steps in a Science Text",
  "Theme and Summary",
  "How a Character's Choices Change a Story",
  "Cause & Effect",
  "Consonant Sounds",
  "Nouns, Verbs and Adjectives",
  "Reading Long Words",
  // A question and a colon inside the quoted title (a specialist found the cue cut at the "?").
  "Cap or cup? One letter changes the word",
  "Reading with a purpose: why am I reading this?",
];

describe("the Concept VISUAL line", () => {
  it("keeps whole sentences, or the first sentence's main clause, and never cuts inside a title", () => {
    const cooking =
      "Captain Story runs a silly cooking show about “Feeling and Sense Words,” where each step of the “recipe” helps Penny Page and Maya Wordsmith learn to tell words that describe feelings and senses in a story or poem.";
    expect(wholeSentences(cooking, 200)).toBe(
      "Captain Story runs a silly cooking show about “Feeling and Sense Words.”",
    );
    expect(
      wholeSentences(
        "Maya Wordsmith hosts a bright game show about Theme and Summary, where every right answer lights up the scoreboard and Captain Story and Professor Quill race to find a theme and summarize a story in their own words.",
        200,
      ),
    ).toBe("Maya Wordsmith hosts a bright game show about Theme and Summary.");
    expect(wholeSentences("A short one. Another short one.", 200)).toBe("A short one. Another short one.");
    const cap =
      "Rhymo builds a giant model in a busy builders' workshop, for a lesson about “Cap or cup? One letter changes the word” where each new piece is a chance to tell apart words that look almost the same.";
    expect(wholeSentences(cap, 200)).toBe(cap);
    expect(wholeSentences(cap, 150)).toBe("Rhymo builds a giant model in a busy builders' workshop.");
    const purpose =
      "Penny Page cooks up a recipe for a lesson about “Reading with a purpose: why am I reading this?” where every step helps viewers choose why they read a text and what to look for in it as they go.";
    expect(wholeSentences(purpose, 110)).toBe(
      "Penny Page cooks up a recipe for a lesson about “Reading with a purpose: why am I reading this?”",
    );
  });

  it("ends on a whole phrase for every offline concept suggestion, for every standard, topic and cast size", () => {
    const problems: string[] = [];
    let lines = 0;
    const standards = ccss.standards.filter((s) => getTeachingCard(s.code));
    standards.forEach((s, i) => {
      const card = getTeachingCard(s.code)!;
      // Writers' topics in turn with the card's own key term, so every standard meets both kinds.
      const topics = [i % 2 ? TOPICS[(i >> 1) % TOPICS.length]! : card.keyTerms[0]!.term];
      for (const topic of topics)
        for (let size = 1; size <= 3; size++) {
          const characters = starterCast.slice(0, size);
          for (let variant = 0; variant < 5; variant++)
            for (const concept of draftConcepts(
              { topic, standards: [s], characters, contentConsiderations: null, pdfText: null },
              variant,
            )) {
              const line = conceptVisual(concept.description ?? "");
              if (!line) continue;
              lines += 1;
              const problem = cutProblem(line, concept.description ?? "");
              if (problem) problems.push(`${s.code} "${topic}" ×${size}: ${problem}: ${line}`);
            }
        }
    });
    expect(lines).toBeGreaterThan(5000);
    expect(problems.slice(0, 10)).toEqual([]);
  }, 60_000);
});
