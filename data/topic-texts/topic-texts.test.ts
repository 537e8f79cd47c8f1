import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadTopicTexts } from "../../src/server/curriculum/topic-texts";
import { topicTextProblems } from "../../src/server/ai/topic-text-rules";
import { topicTextExcerpt } from "../../src/server/ai/lesson-text";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../tests/support/timeouts";

/**
 * Holds Nova Writer's own topic texts (data/topic-texts/*.json) to the rules of docs/product/topic-texts.md: the
 * schema (the loader throws on a file that does not parse), unique ids, each alias in one subject, key details and
 * evidence word for word, words defined in the text, word counts and Flesch–Kincaid grade within the band, nothing
 * addressed to the listener outside a quotation, and six texts per subject. It holds for any number of files,
 * none included.
 */
const lib = loadTopicTexts(fileURLToPath(new URL(".", import.meta.url)));

describe("topic texts (data/topic-texts)", () => {
  // Each test reads every text of the library (about 800: 8 s idle), so it has a sweep's time on a loaded machine.
  it("keeps the rules of writing a topic text", { timeout: CATALOGUE_SWEEP_TIMEOUT_MS }, () => {
    expect(topicTextProblems(lib, { complete: true })).toEqual([]);
  });

  it(
    "reads every text aloud whole at its grades when a lesson needs the whole text, nothing left out",
    { timeout: CATALOGUE_SWEEP_TIMEOUT_MS },
    () => {
    for (const subject of lib.subjects)
      for (const t of subject.texts)
        for (const grade of t.grades) {
          const excerpt = topicTextExcerpt(t, grade, t.kind === "story" ? `RL.${grade}.2` : `RI.${grade}.2`);
          expect(excerpt?.dropped, t.id).toBe(0);
          expect(excerpt?.title, t.id).toBe(t.title);
        }
    },
  );
});
