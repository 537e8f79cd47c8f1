import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { topicCatalogue } from "@shared/curriculum/topics";
import { draftConcepts, titleSubjects } from "./draft-concepts";
import { nounAdjunct, singularNoun } from "./noun-adjunct";

const dir = fileURLToPath(new URL("../../../../data/topic-texts/", import.meta.url));
const subjects = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => (JSON.parse(readFileSync(dir + f, "utf8")) as { subjects: { subject: string }[] }).subjects)
  .map((s) => s.subject);
/** Title words that end in s and stand before a noun as they are: counted plurals, names, words with no plural. */
const KEPT = new Set(["Seasons", "Senses", "Brothers", "Games", "Parks", "Phonics", "Kindness", "Awareness"]);

describe("a concept title says its subject before a noun in the singular", () => {
  it("singularizes the plurals K–5 topics name, and keeps names, counted plurals and words with no plural", () => {
    expect(nounAdjunct("Lighthouses", "lighthouses")).toBe("Lighthouse");
    expect(nounAdjunct("Seals and Sea Lions", "seals and sea lions")).toBe("Seal and Sea Lion");
    expect(nounAdjunct("Prefixes & Suffixes", "Prefixes & Suffixes", true)).toBe("Prefix & Suffix");
    expect(nounAdjunct("Five Senses", "the five senses")).toBe("Five Senses");
    expect(nounAdjunct("Rosa Parks", "Rosa Parks")).toBe("Rosa Parks");
    expect(nounAdjunct("Wright Brothers", "the Wright brothers")).toBe("Wright Brothers");
    expect(
      ["butterflies", "wolves", "octopuses", "houses", "boxes", "teeth", "glass", "bus", "news"].map(singularNoun),
    ).toEqual(["butterfly", "wolf", "octopus", "house", "box", "tooth", "glass", "bus", "news"]);
  });

  it("names every topic-text subject and catalogue topic without a plural before a noun", () => {
    const topics = [...subjects, ...topicCatalogue.map((t) => t.name)];
    expect(topics.length).toBeGreaterThan(200);
    const plural = topics.flatMap((t) => {
      const s = titleSubjects(t, [{ code: "RI.2.3", description: "" }])[0]!;
      const words = s.modifier.split(/\s+/);
      const adjuncts = words.filter((_, i) => i === words.length - 1 || /^(?:and|&)$/.test(words[i + 1] ?? ""));
      return adjuncts.some((w) => /[^su']s$/.test(w) && !KEPT.has(w)) ? [`${t} → ${s.modifier}`] : [];
    });
    expect(plural).toEqual([]);
  });

  it("titles a lesson on lighthouses as the Lighthouse Case, not the Lighthouses Case", () => {
    const titles = [0, 1, 2, 3, 4].flatMap((variant) =>
      draftConcepts(
        { topic: "Lighthouses", standards: [{ code: "RI.2.3", description: "" }], characters: [] },
        variant,
      ).map((c) => c.title),
    );
    expect(titles.join(" | ")).not.toMatch(/Lighthouses (?:Case|Mystery|Quest|Quiz|Museum|News|Sing|Training)/);
    expect(titles.join(" | ")).toMatch(/Lighthouse (?:Case|Mystery|Quest|Quiz|Museum|News|Sing|Training)/);
  });
});
