import { describe, expect, it } from "vitest";
import { chooseExcerpt } from "./excerpt";
import { seededRandom } from "./random";
import { linksOf, peopleLink, textItems } from "./text-questions";
import { sentences } from "./safe-text";

// Our own texts (data/topic-texts): "The Brave Life of Harriet Tubman" (grades 2–3) and "Number 42" (grades 4–5).
const HARRIET =
  "Harriet Tubman was born around 1822 in Maryland. She had to work hard from the time she was small. First, in 1849, Harriet escaped. It was a hidden group of people who helped enslaved people get away. Homes where people could hide were called stations. Next, Harriet became a conductor. She went back to Maryland many times. She moved at night and kept out of sight, so she was hard to catch. Then the Civil War began. Harriet worked for the North as a nurse, a scout and a spy. Finally, after the war, she lived in New York.";
const NUMBER_42 =
  "There was no written rule, but team owners agreed not to sign Black players. As a result, many of the country's best players spent their careers in the Negro Leagues. After serving in the Army, he joined the Kansas City Monarchs of the Negro Leagues. In 1945, Branch Rickey chose Robinson to break the color barrier, the unfair line that kept Black players out. Rickey was the head of the Brooklyn Dodgers. Rickey warned him that he would face cruel insults. He asked Robinson to find the courage not to fight back. On April 15, 1947, Robinson took the field for Brooklyn. Robinson answered with his skill. Because Robinson succeeded, other teams began to sign Black players.";

describe("RI.x.3: the links asked are real links in the text", () => {
  it("never chains a definition, or a cause and its effect, to the next event", () => {
    const links = linksOf(sentences(HARRIET));
    const firsts = links.filter((l) => l.kind === "time").map((l) => l.first);
    expect(firsts).not.toContain("Homes where people could hide were called stations.");
    expect(firsts).not.toContain("She moved at night and kept out of sight, so she was hard to catch.");
    // The time words' own chain: "First, …" then "Next, …".
    expect(links).toContainEqual(
      expect.objectContaining({
        first: "First, in 1849, Harriet escaped.",
        second: "Next, Harriet became a conductor.",
      }),
    );
  });

  it("reads a cause whose effect repeats the cause's pronoun ('…, so she was hard to catch')", () => {
    const items = textItems(chooseExcerpt(HARRIET, "2", "RI.2.3")!, "RI.2.3", "2", seededRandom(1))!;
    expect(items.examples[0]!.answer).toMatch(/so she was hard to catch/);
  });

  it("at grade 5 asks how the text's two people relate, and not 'what happens after this?'", () => {
    const items = textItems(chooseExcerpt(NUMBER_42, "5", "RI.5.3")!, "RI.5.3", "5", seededRandom(1))!;
    expect(items.checks[0]!.question).toBe(
      "How are Rickey and Robinson connected in our reading? Tell what one did that changed things for the other.",
    );
    expect(items.checks.map((c) => c.question).join("\n")).not.toMatch(/what happens after this/);
  });

  it("finds no pair of people in a text about one", () => {
    expect(peopleLink(sentences(HARRIET))).toBeNull();
  });
});

describe("RI.x.3: 'what happens after this?' is answered by the next event the text tells", () => {
  const BUTTERFLY = [
    "Then the caterpillar makes a shell.",
    "Finally, a butterfly comes out.",
    "Its wings are wet.",
    "It sits in the sun, so its wings dry.",
    "Then it flies off to find food.",
  ];
  it("marks a time link past an event told between the two, and asks it as an order, not as 'after this'", () => {
    const link = linksOf(BUTTERFLY).find((l) => l.kind === "time" && l.second === "Then it flies off to find food.");
    expect(link).toMatchObject({ first: "Finally, a butterfly comes out.", skips: true });
    for (const seed of [1, 2, 3, 4, 5]) {
      const items = textItems(
        { title: null, text: BUTTERFLY.join(" "), dropped: 0, ending: null },
        "RI.K.3",
        "K",
        seededRandom(seed),
      );
      const asked = [...(items?.examples ?? []).map((e) => e.show), ...(items?.checks ?? []).map((c) => c.question)];
      expect(asked.join("\n")).not.toMatch(/what happens after this\? "Finally, a butterfly comes out\."/);
    }
  });

  it("keeps the chain past a description or a definition ('First, … escaped.' → 'Next, …')", () => {
    const link = linksOf(sentences(HARRIET)).find((l) => l.second === "Next, Harriet became a conductor.");
    expect(link?.skips).toBeUndefined();
  });
});
