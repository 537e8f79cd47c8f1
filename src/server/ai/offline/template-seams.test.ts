import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { isNounPhrase } from "./phrasing";
import { isSentenceLike } from "./questions";

/**
 * A spoken line, and an ON SCREEN line, reads as written by a person, not as a template with its blanks filled in
 * (a specialist's reading found "Here's what we found: Dear Pat, ... Your friend,." and "This tells us: A heading that groups related
 * facts."). Each rule below is a seam a filled-in template leaves: two marks in a row, a mark after a space, an
 * ellipsis the presenter would have to read, a capital after a colon mid-sentence before a mere phrase, a doubled
 * word, an empty quote.
 */
const cards = (ccss.standards as { code: string }[]).flatMap((s) => getTeachingCard(s.code) ?? []);
const CAST = ["Penny Page", "Professor Quill"].map((n) => starterCast.find((c) => c.name === n)!);

/** Quoted text (a text's own words, a sound said in quotes) is the text's, not the template's. */
const unquoted = (t: string) => t.replace(/“[^”]+”|"[^"]+"/g, "Q");
/** The engine's own lead-ins before an answer (questions.ts `exampleAnswer`, `revealAnswer`). */
const LEAD_IN =
  /\b(?:This tells us|Here's what we found|Here's my answer|Putting it together|Here's the answer): ([A-Z][^.!?:]*)([.!?:]?)/g;

/** The seams in one line, by name; an empty list for a clean line. */
function seams(text: string, spoken: boolean): string[] {
  const found: string[] = [];
  const t = unquoted(text);
  if (/,[.!?]/.test(text)) found.push("comma then an end mark");
  if (/\.\s+\.(?!\.)|(?<!\.)\.\.(?!\.)/.test(t)) found.push("two periods");
  // A mark with nothing said before it ("Here's one: .", "Say it ."); ON SCREEN rows of choices ("?  .  !") are marks
  // shown on their own.
  if (spoken && (/\S\s+[.,;:!?]$/.test(t) || /:\s+[.,;:!?](?:\s|$)/.test(t))) found.push("a space before punctuation");
  // An ellipsis standing for a text's left-out middle ("Dear Pat, ... Your friend,"): a presenter cannot say it. A
  // blend said in parts ("pump ... kin") and a sentence starter to finish ("I think... because...") are said as pauses.
  if (spoken && /[,.;:]\s*(?:\.\.\.|…)\s+[A-Z]/.test(t)) found.push("an ellipsis for a left-out part");
  for (const m of t.matchAll(LEAD_IN)) {
    const said = `${m[1]!}${m[2]!}`;
    // A label before its own colon ("Step 1: …", "Mu-sic: …"), "I", a quote or what is said before one ("Kai said, “…”"),
    // a word in capitals (a sign's STOP) are not a phrase's capital.
    if (m[2] === ":" || /^(?:I|Q)\b|^[A-Z]{2,}\b|\bQ\b/.test(said)) continue;
    if (!isSentenceLike(said) || isNounPhrase(said)) found.push(`a capital after a colon before a phrase ("${said}")`);
  }
  // Not a letter's two forms ("A a G g"), two quotes side by side, "or" offered as a choice ("Every? Or or?"), or a
  // homograph a card teaches ("The dove dove into the bushes", L.5.5.c).
  const words = t.replace(/\b([A-Z]) \1\b/gi, (m, l: string) =>
    m === `${l.toUpperCase()} ${l.toLowerCase()}` ? "" : m,
  );
  const doubled = /\b([A-Za-z]+)\s+\1\b/i.exec(
    words.replace(/\bOr or\?|\bdove dove\b/g, "").replace(/\bQ\s+Q\b/g, "Q"),
  );
  if (doubled) found.push(`a doubled word ("${doubled[0]}")`);
  if (/“”|""/.test(text)) found.push("an empty quote");
  return found;
}

describe("no filled-in-template seams in spoken or ON SCREEN lines", () => {
  it("finds each seam in a made-up line and passes a clean one", () => {
    expect(seams("Here's what we found: Dear Pat, ... Your friend,.", true)).toEqual([
      "comma then an end mark",
      "an ellipsis for a left-out part",
    ]);
    expect(seams("Here's the answer: The feeling of being sad.", true)).toHaveLength(1);
    expect(seams("Here's my answer: The cat was tired.", true)).toEqual([]);
    expect(seams("Read the the line.", true)).toEqual(['a doubled word ("the the")']);
    expect(seams("Here's one: .", true)).toEqual(["a space before punctuation"]);
    expect(seams("Which mark goes at the end?  ?  .  !", false)).toEqual([]);
    expect(seams('The word is "".', true)).toContain("an empty quote");
    expect(seams("Put these beats together: pump ... kin.", true)).toEqual([]);
    expect(seams("Stop.. then go.", true)).toEqual(["two periods"]);
    expect(seams('The text says, "It sat there… and waited." Here\'s my answer: The cat was tired.', true)).toEqual([]);
  });

  it(
    "drafts every teaching card at 3 minutes, seeds 1 and 2, with one and two presenters, without a seam",
    () => {
      expect(cards.length).toBe(486);
      const bad = new Map<string, string>();
      for (const card of cards)
        for (const seed of [1, 2])
          for (const size of [1, 2]) {
            const { contract } = draftScript({
              topic: "Our lesson",
              grade: card.code.split(".")[1] as Grade,
              targetMinutes: 3,
              seed,
              standards: [{ code: card.code, description: "" }],
              characters: CAST.slice(0, size),
              concept: { title: "A Lesson", description: "" },
            });
            for (const b of contract.scenes.flatMap((s) => s.beats)) {
              if (b.type !== "line" && b.type !== "onScreen") continue;
              for (const s of seams(b.text, b.type === "line")) {
                const key = `${s} | ${b.text}`;
                if (!bad.has(key)) bad.set(key, card.code);
              }
            }
          }
      expect([...bad].map(([k, code]) => `${code}: ${k}`)).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
