import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { letterShown, spokenLine } from "./spoken-lines";
import { exampleKind } from "./teach-blocks";
import { afterColon } from "./questions";

/** What a presenter never reads aloud: a parenthesis, a bracket, an arrow, a slash between words, "e.g.". */
const UNSPOKEN = /[()[\]→]|->|\s\/\s|\be\.g\./;

describe("a presenter's line is speech", () => {
  it("says an explanation in parentheses as its own sentence, an arrow as words and a slash as a choice", () => {
    expect(
      spokenLine("Here's the answer: Look out, a bee! (capital L, and an exclamation mark for the strong feeling)."),
    ).toBe("Here's the answer: Look out, a bee! Capital L, and an exclamation mark for the strong feeling.");
    expect(spokenLine("Here's one: slid → slide.")).toBe("Here's one: slid becomes slide.");
    expect(spokenLine("Two (leafs / leaves) fell from the tree.")).toBe("Two leafs or leaves fell from the tree.");
    expect(spokenLine("(Thunder booms. The lights flicker.)")).toBe("Thunder booms. The lights flicker.");
    expect(spokenLine('"Lesson (moral)" means what a story teaches us.')).toBe(
      '"Lesson or moral" means what a story teaches us.',
    );
    expect(spokenLine("Page one: Nadia helped Grandpa. [Picture: warm yellow lamplight.]")).toBe(
      "Page one: Nadia helped Grandpa.",
    );
  });

  it("reads a letter as greeting, body and closing, and shows it ON SCREEN line by line", () => {
    const line =
      "Did you get it? Dear Ana, / On Memorial Day we'll camp at Lake Tahoe. / Your friend, / Jo. I put capitals on the holiday.";
    expect(spokenLine(line)).toBe(
      "Did you get it? Dear Ana. On Memorial Day we'll camp at Lake Tahoe. Your friend, Jo. I put capitals on the holiday.",
    );
    expect(letterShown(line)).toBe("Dear Ana, / On Memorial Day we'll camp at Lake Tahoe. / Your friend, / Jo");
  });

  it("introduces a worked example as a person would, and runs one sentence on after a colon", () => {
    expect(exampleKind("Dear Pat / Your friend")).toBe("a letter");
    expect(exampleKind("we went to the grand canyon in arizona")).toBe("a sentence");
    expect(exampleKind("unzip")).toBe("a word");
    expect(exampleKind("What can hold thousands of bees?")).toBe("a question");
    expect(exampleKind("tulip, daisy, rose, carrot")).toBe("a list");
    expect(afterColon("A comma goes after Dear Pat and after Your friend.", "Dear Pat / Your friend")).toBe(
      "a comma goes after Dear Pat and after Your friend.",
    );
    // The example written again keeps the capital it teaches; a name keeps its capital.
    expect(afterColon("We went to the Grand Canyon in Arizona.", "we went to the grand canyon in arizona")).toBe(
      "We went to the Grand Canyon in Arizona.",
    );
    expect(afterColon("Arizona is a place.", "")).toBe("Arizona is a place.");
  });

  it(
    "drafts every teaching card at 3 minutes, seed 1 with one presenter and seed 2 with two, reading nothing unspoken",
    () => {
      const cards = (ccss.standards as { code: string }[]).flatMap((s) => getTeachingCard(s.code) ?? []);
      const cast = ["Penny Page", "Professor Quill"].map((n) => starterCast.find((c) => c.name === n)!);
      expect(cards.length).toBe(486);
      const bad = new Map<string, string>();
      for (const card of cards)
        for (const seed of [1, 2])
          for (const size of [seed]) {
            const { contract } = draftScript({
              topic: "Our lesson",
              grade: card.code.split(".")[1] as Grade,
              targetMinutes: 3,
              seed,
              standards: [{ code: card.code, description: "" }],
              characters: cast.slice(0, size),
              concept: { title: "A Lesson", description: "" },
            });
            for (const b of contract.scenes.flatMap((s) => s.beats))
              if (b.type === "line" && UNSPOKEN.test(b.text) && !bad.has(b.text)) bad.set(b.text, card.code);
            for (const b of contract.scenes.flatMap((s) => s.beats))
              if (b.type === "line" && /Watch me with this:/.test(b.text)) bad.set(b.text, card.code);
          }
      expect([...bad].map(([t, code]) => `${code}: ${t}`)).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
