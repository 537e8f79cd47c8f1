import { describe, expect, it } from "vitest";
import { affixesOfTopic, rimeOfTopic, wordPartExample } from "./word-parts";

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
    // Every part the topic names is modelled, the third too (reader9: "un-, re- and pre-" never taught pre-).
    const named = "prefixes un-, re- and pre-";
    const three = wordPartExample(named, "RF.3.3.a")!;
    for (const part of affixesOfTopic(named))
      expect(three.example.thinkAloud).toContain(
        `${part.part.charAt(0).toUpperCase()}${part.part.slice(1)} is a prefix`,
      );
    expect(three.example.answer).toBe(
      "Unhappy means not happy, retell means tell again, and preheat means heat before.",
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
});
