import { describe, expect, it } from "vitest";
import { end, isSpeakable, readAloudChunks, sentences } from "./safe-text";

describe("sentence helpers of the offline engine", () => {
  it("keeps a closing quotation mark with the sentence it closes", () => {
    expect(sentences("“Sam, did you do this?” Mom asked. Sam's lip shook.")).toEqual([
      "“Sam, did you do this?” Mom asked.",
      "Sam's lip shook.",
    ]);
    expect(sentences('He said, "Stop." Then he ran.')).toEqual(['He said, "Stop."', "Then he ran."]);
  });

  it("does not end a sentence at an abbreviation", () => {
    expect(
      sentences(
        "Trees help. According to the U.S. Environmental Protection Agency, shade cools streets. Mr. Lee agrees.",
      ),
    ).toEqual([
      "Trees help.",
      "According to the U.S. Environmental Protection Agency, shade cools streets.",
      "Mr. Lee agrees.",
    ]);
    expect(sentences("We met Dr. Ruiz at St. Mark's school. It was fun.")).toEqual([
      "We met Dr. Ruiz at St. Mark's school.",
      "It was fun.",
    ]);
  });

  it("ends a line once, whatever quote closes it", () => {
    expect(end("such as 'as quiet as a mouse.'")).toBe("such as 'as quiet as a mouse.'");
    expect(end("a comparison")).toBe("a comparison.");
    expect(end("“Help!”")).toBe("“Help!”");
  });

  it("reads a passage in whole sentences, never breaking a quotation, paragraph by paragraph", () => {
    const story =
      "Lena felt a knot in her stomach. She took a deep breath. “It was me,” she said. “I was playing ball inside. I'm sorry.”\n\nMom was quiet.";
    const chunks = readAloudChunks(story, 12);
    expect(chunks.at(-1)).toBe("Mom was quiet.");
    for (const c of chunks) expect((c.match(/“/g) ?? []).length).toBe((c.match(/”/g) ?? []).length);
    expect(chunks.join(" ")).toBe(story.replace(/\n\n/, " "));
  });

  it("reads a poem a few lines at a time, without saying the page's line marks", () => {
    const poem =
      "The thunder rumbles down the hill, / the raindrops tap and tap; / I hug my pillow, lying still, / my kitten in my lap.";
    expect(readAloudChunks(poem)).toEqual([
      "The thunder rumbles down the hill, the raindrops tap and tap; I hug my pillow, lying still, my kitten in my lap.",
    ]);
    // A line with no punctuation of its own ends with a comma, so the reader still pauses there.
    expect(readAloudChunks("Warm bread smells sweet / Oranges shine like suns")).toEqual([
      "Warm bread smells sweet, Oranges shine like suns",
    ]);
  });

  it("refuses to put links, contact details, codes or calls to action in a character's mouth", () => {
    expect(isSpeakable("Visit www.example-prize.com to win.")).toBe(false);
    expect(isSpeakable("Type in your home address.")).toBe(false);
    expect(isSpeakable("Call 555-123-4567 now.")).toBe(false);
    expect(isSpeakable("This is RL.2.2.")).toBe(false);
    expect(isSpeakable("Honeybees live together in a hive.")).toBe(true);
    expect(isSpeakable("Go to our website for more.")).toBe(false);
    expect(isSpeakable("Order now and save.")).toBe(false);
    // A story's "go to" and a text's "in order" are not calls to action.
    expect(isSpeakable('"I will go to the pond," Duck said.')).toBe(true);
    expect(isSpeakable("The events happen in order.")).toBe(true);
    expect(isSpeakable("Bees visit the flower.")).toBe(true);
    expect(isSpeakable("Visit us at the fair.")).toBe(false);
  });
});

describe("a purchase in a sentence", () => {
  it("is a story when a character wants to buy something, and a request when it asks the viewer", () => {
    expect(isSpeakable("Leo wanted to buy a blue kite from the toy shop.")).toBe(true);
    expect(isSpeakable("Grandpa bought three cups, and the boy wanted to buy one more.")).toBe(true);
    expect(isSpeakable("Buy one today!")).toBe(false);
    expect(isSpeakable("Please buy our new game.")).toBe(false);
    expect(isSpeakable("You can buy it at the store on Main Street.")).toBe(false);
    expect(isSpeakable("Ask your parents to buy the deluxe pack.")).toBe(false);
    expect(isSpeakable("The best toys! Buy now.")).toBe(false);
  });
});

describe("end() after a trailing comma", () => {
  it("ends a greeting or a poem's line with a period, never ',.'", () => {
    expect(end("Dear Uncle Ray,")).toBe("Dear Uncle Ray.");
    expect(end("over the bridge on silver rails, ")).toBe("over the bridge on silver rails.");
    expect(end("Wait, what?")).toBe("Wait, what?");
  });
});
