import { describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { topicTextLibrary } from "../../curriculum/topic-texts";
import { draftScript } from "./draft-script";
import { quoteWithin, revealAnswer, sayAnswer } from "./questions";
import { closeQuote } from "./safe-text";

/**
 * Answers written as a person writes them: a whole-sentence answer is said as its own sentence, never with its
 * capital mid-sentence ("The answer is The fur looks green."), a name keeps its capital ("The answer is Uncle
 * Kenji."), and a line of dialogue cited as evidence is never put inside another pair of double quotation marks
 * (RL.x.3: `We read: Lily said, "Can we read it together?"`; one pair inside another is nested as single marks).
 */

/**
 * A whole sentence said after a lead-in that puts it mid-sentence (questions.ts `revealAnswer`, `exampleAnswer`): a
 * capital first word and a lower-case word after it ("The answer is The fur looks green."), where a name stands
 * alone or with other capitals ("The answer is Uncle Kenji.", "The answer is Mom.").
 */
const MID =
  /\b(?:[Tt]he answer is|[Tt]hat gives us|[Aa]nd that makes) (?:the word )?([A-Z][a-z’']*\s+(?!(?:of|the|and)\b)[a-z]\S*)/g;
const capitalsMidSentence = (line: string): string[] => [...line.matchAll(MID)].map((m) => m[1]!);

/** A double quotation opened inside another (“… “…” …” or “… "…"”). */
function nestedDoubleQuotes(line: string): boolean {
  let depth = 0;
  for (const ch of line) {
    if (ch === '"' && depth > 0) return true;
    if (ch === "“") depth++;
    if (ch === "”") depth = Math.max(0, depth - 1);
    if (depth > 1) return true;
  }
  return false;
}

describe("answer writing (questions.ts, safe-text.ts `closeQuote`)", () => {
  it("says a whole-sentence answer as its own sentence and keeps a name's capital", () => {
    expect(revealAnswer("The fur looks green")).toBe("Here's the answer: The fur looks green.");
    expect(revealAnswer("People live close")).toBe("Here's the answer: People live close.");
    expect(revealAnswer("Uncle Kenji")).toBe("The answer is Uncle Kenji.");
    expect(revealAnswer("the Statue of Liberty")).toMatch(/^The answer is the Statue of Liberty\.$/);
  });

  it("nests a quotation inside a quotation as single marks, and says a statement that ends on a quoted question as it stands", () => {
    expect(quoteWithin('Sela said, "What if it hurts?"')).toBe("“Sela said, ‘What if it hurts?’”");
    expect(quoteWithin("“Who took his hand?”")).toBe("“Who took his hand?”");
    const said = sayAnswer('Sela is nervous at first, then brave. We read: Sela said, "What if it hurts?"');
    expect(said).toBe('Sela is nervous at first, then brave. We read: Sela said, "What if it hurts?"');
    expect(sayAnswer("Who took his hand?")).toBe("For example: “Who took his hand?” That's one good way.");
  });

  it("closes a quotation a cited sentence was cut from", () => {
    expect(closeQuote('Hana said, "What if our flag has three parts, like a real flag?')).toBe(
      'Hana said, "What if our flag has three parts, like a real flag?"',
    );
    expect(closeQuote('A book for our reading." Omar leaned over.')).toBe(
      '"A book for our reading." Omar leaned over.',
    );
    expect(closeQuote('She said, "A flag is a symbol."')).toBe('She said, "A flag is a symbol."');
  });

  // The library is swept in four parts, each its own test: one sweep of every text (about 5,000 drafts) outgrew a
  // test's budget on a loaded 2-core machine as the library grew.
  const SHARDS = 4;
  it.each(Array.from({ length: SHARDS }, (_, k) => k))(
    "writes every answer right over every story of the library with RL.x.3 and RL.x.1, and every informational text with RI.x.1 and RI.x.3, at one of its grades (part %i of 0–3)",
    (shard) => {
      const problems: string[] = [];
      let n = 0;
      const subjects = topicTextLibrary().subjects.filter((_, i) => i % SHARDS === shard);
      let k = 0;
      for (const subject of subjects)
        for (const text of subject.texts)
          // One of the text's grades, taking turns between them (the other grade of the band drafts the same text
          // with the same questions; only the grade's own wording differs, which the golden scripts hold).
          for (const grade of [text.grades[k++ % text.grades.length]!])
            for (const s of [3, 1]) {
              const code = `${text.kind === "story" ? "RL" : "RI"}.${grade}.${s}`;
              const { text: script } = draftScript(
                {
                  topic: subject.subject,
                  grade,
                  standards: [{ code, description: "" }],
                  characters: [
                    { name: "Penny Page", label: "", personality: "" },
                    { name: "Max", label: "", personality: "" },
                  ],
                  concept: { title: "Story Time", description: "", format: "studio" },
                  seed: n++ % 5,
                },
                // The one text, so each is the lesson's text at each of its grades.
                { getCard: getTeachingCard, topicTexts: { subjects: [{ ...subject, texts: [text] }] } },
              );
              for (const b of parseContract(script).scenes.flatMap((x) => x.beats)) {
                if (b.type !== "line" && b.type !== "onScreen") continue;
                for (const w of capitalsMidSentence(b.text))
                  problems.push(`${text.id} × ${code}: "${w}" mid-sentence: ${b.text}`);
                if (nestedDoubleQuotes(b.text)) problems.push(`${text.id} × ${code}: nested quotes: ${b.text}`);
              }
            }
      expect(n).toBeGreaterThan(500 / SHARDS);
      expect(problems).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
