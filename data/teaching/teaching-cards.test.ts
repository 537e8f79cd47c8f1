import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import { teachingCardFileSchema, type TeachingCard } from "@shared/curriculum/teaching-card";
import {
  findCardProblems,
  findReusedMaterial,
  findStaleChecks,
  isOralStandard,
  needsMentorText,
} from "@shared/curriculum/teaching-card-rules";

/**
 * Holds every teaching card to the cards' content bar (ADR 0007, README "Teaching cards"): schema, 486/486 codes, answers, no reuse
 * across cards, oral cards that ask nothing to be read, checks that apply the skill rather than repeat
 * the standard, and explanations at the grade's listening level (Flesch–Kincaid).
 */
const dir = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
const read = (f: string) => JSON.parse(readFileSync(dir + f, "utf8")) as unknown[];
const raw = files.flatMap(read) as TeachingCard[];
const standards = new Map(ccss.standards.map((s) => [s.code, s]));

describe("teaching cards (data/teaching)", () => {
  it("every file matches the card schema", () => {
    for (const f of files) {
      const parsed = teachingCardFileSchema.safeParse(JSON.parse(readFileSync(dir + f, "utf8")));
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 5), f).toEqual([]);
    }
  });

  const cards = raw as TeachingCard[];

  it("has each official code exactly once and no other code (486/486)", () => {
    const codes = cards.map((c) => c.code);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    expect(codes.filter((c) => !standards.has(c))).toEqual([]);
    expect([...standards.keys()].filter((c) => !codes.includes(c))).toEqual([]);
    expect(codes).toHaveLength(486);
  });

  it("keeps each card in the file of its strand and grade (rl-k.json, l-3.json …), in official order", () => {
    const order = [...standards.keys()];
    for (const f of files) {
      const codes = (read(f) as TeachingCard[]).map((c) => c.code);
      for (const code of codes) expect(`${code.split(".").slice(0, 2).join("-").toLowerCase()}.json`, code).toBe(f);
      expect(codes, f).toEqual([...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
  });

  it("clears the content bar card by card (answers, readability, oral mode, checks, no codes spoken)", () => {
    const problems = cards.flatMap((card) => findCardProblems(card, standards.get(card.code)).map((p) => `${card.code}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("asks checks for understanding on fresh material, with no answer already said on the card", () => {
    const problems = cards.flatMap((card) => findStaleChecks(card).map((p) => `${card.code}: ${p}`));
    expect(problems).toEqual([]);
  });

  it("reuses no example, practice item or check question across cards", () => {
    expect(findReusedMaterial(cards)).toEqual([]);
  });

  it("marks phonological awareness oral and gives every RL and RI card a mentor text", () => {
    const notOral = cards.filter((card) => isOralStandard(card.code) && card.mode !== "oral").map((card) => card.code);
    const noMentorText = cards.filter((card) => needsMentorText(card.code) && !card.mentorText).map((card) => card.code);
    expect(notOral).toEqual([]);
    expect(noMentorText).toEqual([]);
  });
});
