import { describe, expect, it } from "vitest";
import taleTitles from "@data/tale-titles.json";
import type { Grade } from "@shared/schemas/grade";
import { TALES, isPlainSubject, taleIn } from "./subjects-and-tales";
import { NO_GOOD_MATCH, standardsForTopic } from "./topic-standards";

/** The chosen grade's codes as step 2 offers them (at most 8), best first. */
const offered = (topic: string, grade: Grade) =>
  standardsForTopic(topic, grade)
    .standards.filter((s) => s.grade === grade)
    .map((s) => s.code);
/** The 3 shown first (ADR 0057). */
const shownFirst = (topic: string, grade: Grade) => offered(topic, grade).slice(0, 3);

describe("the tale titles (data/tale-titles.json, ADR 0093)", () => {
  it("lists at least 120 well-known tales of every kind, each with its aliases", () => {
    expect(TALES.length).toBeGreaterThanOrEqual(120);
    const kinds = new Set(TALES.map((t) => t.kind));
    for (const kind of taleTitles.kinds) expect(kinds, kind).toContain(kind);
    for (const t of TALES) {
      expect(taleTitles.kinds, t.title).toContain(t.kind);
      expect(t.origin.length, t.title).toBeGreaterThan(0);
    }
  });

  it("names each tale once: no title or alias belongs to two tales", () => {
    const owner = new Map<string, string>();
    for (const t of TALES)
      for (const name of [t.title, ...t.aliases]) {
        const key = name.toLowerCase().replace(/^the /, "");
        expect(owner.get(key) ?? t.title, name).toBe(t.title);
        owner.set(key, t.title);
      }
  });
});

describe("a topic that names a tale (ADR 0093)", () => {
  it("finds the tale by its title or an alias, without articles, in any case, misspelt or with digits", () => {
    expect(taleIn("Rumplestiltskin")?.tale.title).toBe("Rumpelstiltskin");
    expect(taleIn("elves and shoemaker")?.tale.title).toBe("The Elves and the Shoemaker");
    expect(taleIn("3 Billy Goats Gruff")?.tale.title).toBe("The Three Billy Goats Gruff");
    expect(taleIn("Emperors New Clothes")?.tale.title).toBe("The Emperor's New Clothes");
    // The longest name wins: "Snow White and Rose Red" is its own tale, not Snow White.
    expect(taleIn("Snow White and Rose Red")?.tale.title).toBe("Snow White and Rose Red");
    // The rest of the topic is the skill it asks for, as typed.
    expect(taleIn("Town Mouse and Country Mouse: the moral")?.rest).toBe("moral");
    expect(taleIn("The Boy Who Cried Wolf")?.rest).toBe("");
    expect(taleIn("wolves in winter")).toBeNull();
    expect(taleIn("Florence Nightingale")).toBeNull();
  });

  it("offers the grade's story standards for a tale named alone: retell and message first, details, characters", () => {
    expect(shownFirst("Rumpelstiltskin", "3")).toEqual(["RL.3.2", "RL.3.1", "RL.3.3"]);
    expect(shownFirst("The Boy Who Cried Wolf", "1")).toEqual(["RL.1.2", "RL.1.1", "RL.1.3"]);
    expect(shownFirst("Bremen Town Musicians", "2")).toEqual(["RL.2.2", "RL.2.1", "RL.2.3"]);
    expect(shownFirst("Pecos Bill", "4")).toEqual(["RL.4.2", "RL.4.1", "RL.4.3"]);
    expect(standardsForTopic("Thumbelina", "K").rationale).toContain("names a fairy tale");
  });

  it("never reads a tale's animals as an informational subject", () => {
    for (const code of offered("The Ant and the Dove", "1")) expect(code).toMatch(/^RL\.1\./);
    for (const code of offered("The Fox and the Stork", "2")) expect(code).toMatch(/^RL\.2\./);
  });

  it("adds comparing versions (RL.x.9) when the topic names versions or a second tale", () => {
    expect(shownFirst("Stone Soup: three versions", "3")).toContain("RL.3.9");
    expect(shownFirst("Snow White and Rapunzel", "2")).toContain("RL.2.9");
  });

  it("reads a poem or a rhyme's structure and, at K–1, a nursery rhyme's sounds", () => {
    const twinkle = offered("Twinkle Twinkle Little Star", "K");
    expect(twinkle[0]).toBe("RL.K.2");
    expect(twinkle).toContain("RL.K.5");
    expect(twinkle).toContain("RF.K.2");
    expect(offered("Casey at the Bat", "5")).toContain("RL.5.5");
    expect(offered("Casey at the Bat", "5")).not.toContain("RF.5.2");
  });

  it("keeps a skill the topic names first; a sound skill practised on a rhyme brings its phonological awareness", () => {
    const rhyme = offered("Rhyming words in Jack and Jill", "K");
    expect(rhyme[0]).toBe("RF.K.2.a");
    expect(rhyme).toContain("RF.K.2");
    expect(rhyme).not.toContain("RL.K.2");
  });
});

describe("a plain subject with no skill word (ADR 0093)", () => {
  it("offers the grade's main topic and key details first, then connections, words and informative writing", () => {
    for (const [topic, grade] of [
      ["hot air balloons", "3"],
      ["Amelia Earhart", "4"],
      ["visiting the farmers market", "2"],
      ["bike safety", "K"],
      ["komodo dragons", "1"],
    ] as [string, Grade][]) {
      const codes = offered(topic, grade);
      expect(codes.slice(0, 3), topic).toEqual([`RI.${grade}.2`, `RI.${grade}.1`, `RI.${grade}.3`]);
      expect(codes, topic).toContain(`W.${grade}.2`);
      expect(codes, topic).toContain(`W.${grade}.7`);
      expect(standardsForTopic(topic, grade).rationale, topic).toContain("is a subject, not a skill");
    }
  });

  it("keeps the no-good-match message for input that is no subject", () => {
    for (const topic of ["asdf", "qwerty", "Tuesday", "homework", "untitled"]) {
      expect(isPlainSubject(topic), topic).toBe(false);
      const found = standardsForTopic(topic, "2");
      expect(
        found.standards.filter((s) => s.grade === "2"),
        topic,
      ).toEqual([]);
      expect(found.rationale, topic).toContain(NO_GOOD_MATCH);
    }
  });

  it("is not a skill topic the finder did not recognise", () => {
    expect(isPlainSubject("self-correcting a misread word")).toBe(false);
    expect(isPlainSubject("writers workshop")).toBe(false);
    expect(isPlainSubject("bike safety")).toBe(true);
  });
});
