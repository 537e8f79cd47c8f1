import { describe, expect, it } from "vitest";
import ccss from "../../../../data/ccss-ela-k5.json" with { type: "json" };
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { AFFIX_PARTS, affixesOfTopic, rimeOfTopic, wordPartExample } from "./word-parts";

const description = (code: string) =>
  (ccss.standards as { code: string; description: string }[]).find((s) => s.code === code)!.description;
const teachLines = (topic: string, codes: string[], grade: "K" | "1" | "2" | "3") =>
  parseContract(
    draftScript({
      topic,
      grade,
      targetMinutes: 5,
      standards: codes.map((code) => ({ code, description: description(code) })),
      characters: [starterCast[0]!, starterCast[1]!],
      concept: { title: "Word Quest", description: "Two explorers unlock words." },
      seed: 5,
    }).text,
  )
    .scenes.filter((s) => s.kind === "teach")
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])))
    .join(" ");
const cap = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

describe("word families and word parts a topic names", () => {
  it("finds a rime written as an ending or a family, and no other", () => {
    expect(rimeOfTopic("Rhyming words with -ug")?.rime).toBe("ug");
    expect(rimeOfTopic("The at word family")?.rime).toBe("at");
    expect(rimeOfTopic("-ight words")?.rime).toBe("ight");
    expect(rimeOfTopic("Rhyming with -xyz")).toBeNull();
    expect(rimeOfTopic("Bugs and rugs")).toBeNull();
  });

  it("finds affixes the teacher names, in the topic's order, never letters inside a word", () => {
    expect(affixesOfTopic("Unlock words with re- and -ful").map((a) => a.part)).toEqual(["re", "ful"]);
    expect(affixesOfTopic("The suffix less and the prefix un").map((a) => a.part)).toEqual(["less", "un"]);
    expect(affixesOfTopic("Unhappy, refill, careful")).toEqual([]);
    expect(affixesOfTopic("pre-school fun")).toEqual([]);
  });

  it("makes a rhyme from three words of the family, and a changed first sound from two", () => {
    const rhyme = wordPartExample("The -op family", "RF.K.2.a")!;
    expect(rhyme.example.show).toBe("mop, top, shop");
    expect(rhyme.example.answer).toBe("Mop, top and shop rhyme. They are all in the /op/ family.");
    expect(rhyme.named).toBe("the /op/ family");
    const change = wordPartExample("The -at family", "RF.K.2.e")!;
    expect(change.example.show).toBe("Say cat. Now change /k/ to /h/.");
    expect(change.example.answer).toBe("hat");
  });

  it("shows each named affix on a known base word, with its meaning", () => {
    const meaning = wordPartExample("The suffix -less", "L.3.4.b")!;
    expect(meaning.example).toEqual({
      show: "fearless",
      thinkAloud: "Less is a suffix. It means without. Fear is the base word. So fearless means without fear.",
      answer: "Fearless means without fear.",
    });
    expect(meaning.visual).toContain("the suffix lights up");
    const two = wordPartExample("Prefixes un- and dis-", "RF.3.3.a")!;
    expect(two.example.answer).toBe("Unhappy means not happy, and dislike means not like.");
    expect(two.visual).toContain("the prefixes light up");
    // Every part the topic names is modelled, the third too (a specialist's reading found "un-, re- and pre-" never taught pre-).
    const named = "prefixes un-, re- and pre-";
    const three = wordPartExample(named, "RF.3.3.a")!;
    for (const part of affixesOfTopic(named))
      expect(three.example.thinkAloud).toContain(
        `${part.part.charAt(0).toUpperCase()}${part.part.slice(1)} is a prefix`,
      );
    expect(three.example.answer).toBe(
      "Unhappy means not happy, retell means tell again, and preschool means school before kindergarten.",
    );
  });

  it("reads a word by its parts for decoding, and keeps to prefixes where the standard does (L.2.4.b)", () => {
    const decode = wordPartExample("re- and -ful", "RF.2.3.d")!;
    expect(decode.example.answer).toBe("Re and tell make retell; help and ful make helpful.");
    expect(wordPartExample("re- and -ful", "L.2.4.b")!.example.show).toBe("retell");
    expect(wordPartExample("Suffix -ful", "L.2.4.b")).toBeNull();
  });

  it("makes nothing for a standard that is not about word parts, or a topic that names none", () => {
    expect(wordPartExample("Rhyming words with -ug", "RL.K.2")).toBeNull();
    expect(wordPartExample("re- and -ful", "RF.K.2.a")).toBeNull();
    expect(wordPartExample("Unlock long words", "RF.2.3.d")).toBeNull();
  });

  it("models every affix of the list when a topic names it with a parent standard (RF.3.3, L.3.4, L.2.4, RF.2.3)", () => {
    // A specialist's reading found "prefixes un-, re- and dis-" with RF.3.3 and L.3.4 modelled none of them, and asked what re-
    // means. The parent card covers several sub-skills; the topic names the affix one, so each part is shown.
    const parents: { code: string; grade: "2" | "3"; decode: boolean; prefixesOnly: boolean }[] = [
      { code: "RF.3.3", grade: "3", decode: false, prefixesOnly: false },
      { code: "L.3.4", grade: "3", decode: false, prefixesOnly: false },
      { code: "L.2.4", grade: "2", decode: false, prefixesOnly: true },
      { code: "RF.2.3", grade: "2", decode: true, prefixesOnly: false },
    ];
    for (const { code, grade, decode, prefixesOnly } of parents)
      for (const { part, kind } of AFFIX_PARTS) {
        if (prefixesOnly && kind === "suffix") continue;
        const topic = `Words with the ${kind} ${kind === "prefix" ? `${part}-` : `-${part}`}`;
        const [affix] = affixesOfTopic(topic);
        expect(affix?.part, topic).toBe(part);
        const word = affix!.words[0]!;
        const said = teachLines(topic, [code], grade);
        expect(said, `${code}: ${topic}`).toContain(word.word);
        expect(said, `${code}: ${topic}`).toContain(
          decode ? `${cap(part)} means ${affix!.meaning}` : `${cap(part)} is a ${kind}. It means ${affix!.meaning}.`,
        );
      }
    const both = teachLines("prefixes un-, re- and dis-", ["RF.3.3", "L.3.4"], "3");
    for (const meaning of ["Un is a prefix. It means not.", "Re is a prefix. It means again.", "Dis is a prefix."])
      expect(both).toContain(meaning);
  });

  it("reads -er as comparing beside -est, and as a person who does something alone", () => {
    expect(affixesOfTopic("Comparing with -er and -est").map((a) => a.meaning)).toEqual(["more", "the most"]);
    expect(affixesOfTopic("The suffix -er")[0]!.meaning).toBe("a person who");
  });

  it("reads a word whose base word shares a letter with its suffix without covering the suffix", () => {
    const decode = wordPartExample("The suffix -tion", "RF.2.3.d")!;
    expect(decode.example.thinkAloud).not.toMatch(/cover tion/);
    expect(decode.example.answer).toBe("Predict and ion make prediction.");
  });
});
