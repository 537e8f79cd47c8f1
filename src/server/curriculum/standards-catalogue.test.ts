import { describe, it, expect } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import {
  LICENSE_DETAILS,
  LICENSE_NOTICE,
  allStandards,
  getStandard,
  getStandardDetails,
  hasStandard,
  searchStandardDetails,
  searchStandards,
} from "./standards-catalogue";

const textOf = (code: string): string | undefined => ccss.standards.find((s) => s.code === code)?.description;
const codes = (list: { code: string }[]): string[] => list.map((s) => s.code);

describe("standards lookup", () => {
  it("knows all 486 CCSS ELA K-5 standards as {code, description}", () => {
    const all = allStandards();
    expect(all).toHaveLength(486);
    expect(new Set(codes(all)).size).toBe(486);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(["code", "description"]);
  });

  it("gets a standard's CCSS text by code, case-insensitively", () => {
    expect(getStandard("RL.3.2")).toEqual({ code: "RL.3.2", description: textOf("RL.3.2") });
    expect(getStandard(" l.4.4.B ")?.code).toBe("L.4.4.b");
    expect(getStandardDetails("L.4.4.b")).toMatchObject({ grade: "4", strand: "L", parent: "L.4.4" });
  });

  it("rejects unknown codes, anchors and placeholders", () => {
    expect(hasStandard("RF.K.3")).toBe(true);
    expect(hasStandard("RL.3.8")).toBe(false);
    expect(hasStandard("CCRA.R.1")).toBe(false);
    expect(getStandard("XX.1")).toBeUndefined();
  });

  it("exposes the license notice verbatim", () => {
    expect(LICENSE_NOTICE).toBe(ccss.license);
    expect(LICENSE_NOTICE).toContain("Council of Chief State School Officers");
    expect(LICENSE_DETAILS).toContain("CC BY 3.0 US");
  });
});

describe("searchStandards", () => {
  it("puts the exact code first for a code query, in any case", () => {
    expect(searchStandards("RL.3.2")[0]?.code).toBe("RL.3.2");
    expect(searchStandards("rl.3.2")[0]?.code).toBe("RL.3.2");
    expect(codes(searchStandards("L.4.4.b"))).toEqual(["L.4.4.b"]);
  });

  it("lists codes under a code prefix, own sub-standards before longer numbers", () => {
    const grade3 = codes(searchStandards("rl.3"));
    expect(grade3).toEqual(["RL.3.1", "RL.3.2", "RL.3.3", "RL.3.4", "RL.3.5", "RL.3.6", "RL.3.7", "RL.3.9", "RL.3.10"]);
    const w41 = codes(searchStandards("W.4.1"));
    expect(w41.slice(0, 5)).toEqual(["W.4.1", "W.4.1.a", "W.4.1.b", "W.4.1.c", "W.4.1.d"]);
    expect(w41[5]).toBe("W.4.10");
  });

  it("does not meet short words by typo tolerance ('morals' is not 'modal', 'simile' is not 'smiled')", () => {
    expect(codes(searchStandards("morals", 20))).not.toContain("L.4.1.c");
    for (const s of searchStandards("simile", 20)) expect(s.description.toLowerCase()).not.toContain("smiled");
  });

  it("finds standards by words in their text, tolerating typos in long words", () => {
    expect(codes(searchStandards("rhyming words")).slice(0, 2)).toContain("RF.K.2.a");
    expect(codes(searchStandards("similes and metaphors", 3))).toEqual(expect.arrayContaining(["L.4.5.a", "L.5.5.a"]));
    expect(codes(searchStandards("opinion writting", 6)).every((c) => c.startsWith("W."))).toBe(true);
  });

  it("stems the standards' text and the query alike, so 'date' meets 'dates' and 'typing' meets 'type'", () => {
    expect(codes(searchStandards("date", 2)).sort()).toEqual(["L.1.2.a", "L.1.2.c"]);
    expect(codes(searchStandards("typing two pages", 1))).toEqual(["W.5.6"]);
  });

  it("counts a topic's telling words above its common ones in a hit's coverage", () => {
    const hits = searchStandardDetails("writing the date", 20, "1");
    const coverage = (code: string) => hits.find((h) => h.standard.code === code)?.coverage ?? 0;
    // "date" is in two standards, "writing" in dozens: the standard holding "date" covers most of the topic.
    expect(coverage("L.1.2.a")).toBeGreaterThan(0.7);
    expect(coverage("W.1.5")).toBeLessThan(0.3);
    // A lesson's task word ("finding") is rare in the standards but tells nothing: it weighs a fifth.
    const found = searchStandardDetails("finding the date", 20, "1").find((h) => h.standard.code === "L.1.2.a");
    expect(found?.coverage).toBeGreaterThan(0.8);
  });

  it("respects the limit and returns nothing for blank or unmatched queries", () => {
    expect(searchStandards("read", 5)).toHaveLength(5);
    expect(searchStandards("   ")).toEqual([]);
    expect(searchStandards("xylophonequux")).toEqual([]);
  });
});
