import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { describe, expect, it } from "vitest";
import { topicCatalogue } from "@shared/curriculum/topics";
import { conceptFormatSchema } from "@shared/schemas/standard";
import { draftConcepts, isSeriousTopic } from "./draft-concepts";
import { draftScript } from "./draft-script";
import { calmFrame, frameFor, type Frame } from "./frame";

/**
 * One setting, staged whole (docs/decisions/0054-declared-staging.md): for every catalogue topic and every cast
 * size, the script drafted from an offline concept keeps that concept's setting from the first line to the last,
 * ends its VISUAL and ON SCREEN cues on whole sentences or words, and says a long title in a short form.
 */
const NAMES = ["Penny Page", "Rhymo", "Captain Story", "Maya Wordsmith"];
const castOf = (n: number) => NAMES.slice(0, n).map((name) => ({ name, label: "", personality: "" }));
const frames = conceptFormatSchema.options.map((format) => frameFor({ title: "x", format }));
/** The phrases that can only belong to one frame's setting (shared ones, like "the rehearsal", left out). */
const phrasesOf = (f: Frame) => [f.set, f.practice, f.check, f.finale, ...f.launch, ...f.wrap];

describe("one setting staged whole, every catalogue topic × cast of 1–4", () => {
  const cases = topicCatalogue.flatMap((topic, t) => [1, 2, 3, 4].map((size) => ({ topic, size, t })));
  it(
    `drafts ${cases.length} scripts that keep their concept's setting and end every cue whole`,
    () => {
      const problems: string[] = [];
      for (const { topic, size, t } of cases) {
        const standards = topic.codes.slice(0, 2).map((code) => ({ code, description: "" }));
        const characters = castOf(size);
        const concept = draftConcepts({ topic: topic.name, standards, characters }, t + size)[size % 3]!;
        const { contract } = draftScript({ topic: topic.name, standards, characters, concept, seed: t * 4 + size });
        const text = contract.scenes
          .flatMap((s) => s.beats)
          .map((b) => b.text ?? "")
          .join("\n");
        // A serious subject is staged in the frame's calm register (ADR 0085).
        const own = isSeriousTopic(topic.name) ? calmFrame(frameFor(concept)) : frameFor(concept);
        const where = `${topic.name} × ${size} (${concept.title}, ${own.kind})`;
        const ownPhrases = new Set(phrasesOf(own));
        for (const other of frames.filter((f) => f.kind !== own.kind))
          for (const phrase of phrasesOf(other))
            if (![...ownPhrases].some((p) => p.includes(phrase)) && text.includes(phrase))
              problems.push(`${where}: "${phrase}" (${other.kind})`);
        if (!text.includes(own.set)) problems.push(`${where}: its own set is missing`);
        // The practice opens with its place and the task, the quiz with its name and what it checks (ADR 0092).
        const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
        if (!text.includes(`${cap(own.practice)}: your turn `) && !text.includes(`Time for ${own.check}`))
          problems.push(`${where}: the practice and the quiz do not name the frame`);
        for (const b of contract.scenes.flatMap((s) => s.beats)) {
          if (b.type === "visual" && !/[.!?]["”’')]*$/.test(b.text))
            problems.push(`${where}: VISUAL not whole: ${b.text}`);
          if ((b.type === "visual" || b.type === "onScreen") && /…$/.test(b.text))
            problems.push(`${where}: cut cue: ${b.text}`);
          if (
            b.type === "line" &&
            concept.title.split(/\s+/).length > 6 &&
            b.text.includes(`Welcome to ${concept.title}`)
          )
            problems.push(`${where}: long title said whole`);
        }
      }
      expect(problems).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );

  it("says a title over six words by the frame's short name, and shows it whole", () => {
    const title = "Comparing Two Versions of Cinderella Showdown Game Show";
    const { text } = draftScript({
      topic: "Comparing Two Versions of Cinderella",
      standards: [{ code: "RL.2.9", description: "" }],
      characters: castOf(2),
      concept: { title, description: "A game show where two Cinderella stories compete." },
      seed: 3,
    });
    expect(text).toContain(`ON SCREEN: ${title}`);
    expect(text).toMatch(/(?:Welcome to|Get ready for) our game show/);
    expect(text).not.toMatch(new RegExp(`[A-Z ]+: [^\\n]*(?:Welcome to|Get ready for) ${title}`));
  });

  it("gives a long concept description to the producer in whole sentences, never stopped mid-phrase, and never as a VISUAL", () => {
    const description =
      "A game show where two teams of fairy-tale characters compete to spot the differences between two versions of Cinderella, with buzzers, a glass-slipper scoreboard and a surprise guest from a faraway kingdom who helps. Every round ends with a cheer.";
    const { contract } = draftScript({
      topic: "Cinderella",
      standards: [{ code: "RL.2.9", description: "" }],
      characters: castOf(1),
      concept: { title: "Slipper Showdown", description },
      seed: 5,
    });
    // A pitch is a NOTE for the producer; a VISUAL line is a shot (what is on screen), and the set's opens the hook.
    expect(contract.notes).toContain(
      "Concept: A game show where two teams of fairy-tale characters compete to spot the differences between two versions of Cinderella.",
    );
    const visuals = contract.scenes.flatMap((sc) => sc.beats.filter((b) => b.type === "visual").map((b) => b.text));
    expect(visuals.filter((v) => /^Concept:/.test(v))).toEqual([]);
    expect(visuals[0]).toBe("a bright game-show set with buzzers and a scoreboard.");
  });
});
