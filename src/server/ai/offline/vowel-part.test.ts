import { describe, expect, it } from "vitest";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { typedPart } from "./typed-part";
import { vowelSound } from "./vowel-part";

const lines = (text: string, contract: ReturnType<typeof draftScript>["contract"], kind: string) =>
  contract.scenes
    .filter((s) => s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));

describe("a typed topic naming one vowel sound leads a lesson on vowel sounds (vowel-part.ts)", () => {
  it("reads the one sound a topic names, and none for two", () => {
    expect(vowelSound("short a words like cat and map")).toEqual({ len: "short", vowel: "a" });
    expect(vowelSound("The long-e sound")).toEqual({ len: "long", vowel: "e" });
    expect(vowelSound("the short i sound")).toEqual({ len: "short", vowel: "i" });
    expect(vowelSound("short a and long a")).toBeNull();
    expect(vowelSound("Short vowels")).toBeNull();
    expect(typedPart("short a words like cat and map", getTeachingCard("L.2.2")!)).toBeNull();
  });

  it("models the typed words with the sound first, and checks the sound first", () => {
    for (const code of ["RF.K.3.b", "RF.1.2.a", "RF.2.3.a"])
      for (const minutes of [2, 3]) {
        const { text, contract } = draftScript({
          topic: "short a words like cat and map",
          grade: code === "RF.K.3.b" ? "K" : code === "RF.1.2.a" ? "1" : "2",
          targetMinutes: minutes,
          seed: 3,
          standards: [{ code, description: "" }],
          characters: [starterCast.find((c) => c.name === "Rhymo")!],
          concept: { title: "Word Training Camp", description: "" },
        });
        expect(contract.scenes.find((s) => s.kind === "teach")?.title).toBe("SHORT A");
        const teach = lines(text, contract, "teach").join(" ");
        expect(teach).toContain("Cat has a short a: /a/. Map has a short a, too: /a/.");
        // The first worked example is on short a, before any other vowel.
        const other = teach.search(/\b(?:short|long) [eiou]\b/);
        expect(other === -1 || teach.indexOf("Cat has a short a") < other).toBe(true);
        expect(lines(text, contract, "check")[0]).toMatch(/short a/);
      }
  });

  it("uses common words with the sound when the topic gives none, or gives words without it", () => {
    const part = typedPart("long o words like cat", getTeachingCard("RF.2.3.a")!)!;
    expect(part.rule!.example.show).toBe("go   rope");
    expect(part.rule!.check.answer).toBe("boat");
  });
});
