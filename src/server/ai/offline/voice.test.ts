import { describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { COUPLETS } from "./voice";

/** The word a half of a couplet ends on, lower case, letters only. */
const lastWord = (half: string) => (half.toLowerCase().match(/[a-z']+/g) ?? []).at(-1)!.replace(/'/g, "");
/** A rough rhyme by spelling: the same last two letters, or the same last vowel sound and what follows it. */
function rhymes(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.slice(-2) === b.slice(-2)) return true;
  const key = (w: string) => /[aeiouy]+[^aeiouy]*$/.exec(w.replace(/ee|ea/g, "e"))?.[0];
  return key(a) === key(b);
}

const FUNCTION_WORDS = new Set("a an and the to it is in on of at we you me my your our that this".split(" "));

describe("a rhymer's couplets", () => {
  const all = [...COUPLETS.hook, ...COUPLETS.recap];

  it("are many, all different, short, and each pair of line ends is a real rhyme", () => {
    expect(rhymes("cat", "dog")).toBe(false);
    expect(rhymes("feet", "beat")).toBe(true);
    expect(COUPLETS.hook.length).toBeGreaterThanOrEqual(9);
    expect(COUPLETS.recap.length).toBeGreaterThanOrEqual(9);
    expect(new Set(all).size).toBe(all.length);
    // The couplet's last word rhymes with a word that ends its first line (a word of the lesson, not "and" or "it").
    const notRhyming = all.filter((c) => {
      const words = (c.toLowerCase().match(/[a-z']+/g) ?? []).map((w) => w.replace(/'/g, ""));
      const last = words.at(-1)!;
      return !words.slice(2, -3).some((w) => !FUNCTION_WORDS.has(w) && rhymes(w, last));
    });
    expect(notRhyming).toEqual([]);
    for (const c of all) expect(c.split(/\s+/).length).toBeLessThanOrEqual(18);
    // No two couplets close on the same rhyme.
    const ends = all.map((c) => lastWord(c));
    expect(new Set(ends).size).toBe(ends.length);
  });

  it("vary from one video to the next, with the catchphrase said at most twice a script", () => {
    const hooks = new Set<string>();
    const recaps = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const text = draftScript({
        topic: "Rhymes",
        standards: [{ code: "RF.K.2.a", description: "" }],
        characters: [starterCast.find((c) => c.name === "Rhymo")!, starterCast[0]!],
        concept: { title: "Rhyme Time", description: "" },
        grade: "K",
        targetMinutes: 3,
        seed,
      }).text;
      const lines = parseContract(text).scenes.flatMap((s) =>
        s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])),
      );
      for (const l of lines) {
        if ((COUPLETS.hook as readonly string[]).includes(l)) hooks.add(l);
        if ((COUPLETS.recap as readonly string[]).includes(l)) recaps.add(l);
      }
      expect(text.split("Beep-bop, rhyme won't stop!").length - 1).toBeLessThanOrEqual(2);
    }
    expect(hooks.size).toBeGreaterThanOrEqual(6);
    expect(recaps.size).toBeGreaterThanOrEqual(6);
  });
});
