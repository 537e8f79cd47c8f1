import { describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { defineTerm } from "./teach-blocks";

/** A stop line that names a term: 'Clue 1 is all about the word "noun."', 'Clue 1 begins with a word to know: "…"'. */
const NAMES_TERM = /(?:the word "|is all about "|a word to know: "|one big word: ")/;

// "Clue 1 brings us the word 'illustration.'" with no definition after it was found by a K–5 specialist.
describe("key terms the script names", () => {
  it("are defined in the card's kid words in the very next line, or not named at all, at every length", () => {
    const problems: string[] = [];
    let defined = 0;
    for (const code of ["RL.1.7", "L.2.1.b", "RF.K.2.a", "RI.4.3", "W.1.1", "SL.2.1", "L.5.5.a", "RL.2.5"])
      for (const minutes of [2, 3, 5])
        for (const cast of [starterCast.slice(0, 1), starterCast.slice(1, 3)])
          for (const seed of [1, 2]) {
            const { text } = draftScript({
              topic: "Words",
              standards: [{ code, description: "" }],
              characters: cast,
              concept: { title: "Word Detectives", description: "Two detectives crack a case." },
              targetMinutes: minutes,
              seed,
            });
            for (const scene of parseContract(text).scenes.filter((s) => s.kind === "teach")) {
              const lines = scene.beats.flatMap((b) => (b.type === "line" ? [b.text] : []));
              if (!NAMES_TERM.test(lines[0] ?? "")) continue;
              // The term the stop names: the card's first, or the one its kept examples teach (focusTerm).
              const terms = getTeachingCard(scene.code!)!.keyTerms;
              const term = terms.find((t) => lines[0]!.includes(`"${t.term}.`)) ?? terms[0]!;
              if (lines[1] === defineTerm(term.term, term.definition)) defined += 1;
              else problems.push(`${code} ${minutes} min seed ${seed}: ${lines[0]} / ${lines[1]}`);
            }
          }
    expect(problems).toEqual([]);
    expect(defined).toBeGreaterThan(40);
  }, 60_000);
});
