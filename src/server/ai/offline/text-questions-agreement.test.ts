import { describe, expect, it } from "vitest";
import { factOf, factsOf, namesOf } from "./text-questions";
import { sentences } from "./safe-text";

// The Firefighters text of our own topic texts (data/topic-texts/community.json), told in the present.
const FIREFIGHTERS = sentences(
  "Firefighters are helpers in the town. They put out fires. They help people who are hurt or stuck. They work at a fire station. When the bell rings, firefighters hurry. First, they put on their gear. Gear is the coat, boots, and helmet they wear. Next, they jump on the fire truck. Then the truck zooms off with lights on. At last, the firefighters spray water on the fire.",
);
const questionsOf = (list: string[]) =>
  factsOf(list, namesOf(list))
    .filter((f) => f !== null)
    .map((f) => `${f.question} => ${f.answer}`);

describe("questions made from a text's sentences", () => {
  it("'Who' takes a present singular verb in a text told in the present, even for 'put'", () => {
    const qs = questionsOf(FIREFIGHTERS);
    expect(qs).toContain("Who puts out fires? => firefighters");
    expect(qs.join("\n")).not.toMatch(/Who put out/);
  });

  it("keeps a past 'put' in a text told in the past", () => {
    const list = sentences("The workers were tired. Yesterday the workers put up a big tent. It rained all night.");
    expect(questionsOf(list).join("\n")).not.toMatch(/Who puts/);
  });

  it("agrees 'put' the same way in a present text of our own", () => {
    const list = sentences(
      "Farmers are busy in the spring. The farmers put seeds in the ground. Rain is good for seeds.",
    );
    expect(questionsOf(list)).toContain("Who puts seeds in the ground? => the farmers");
  });

  it("never cuts a clause before its object: no 'What lights on?' answered 'the truck zooms off with'", () => {
    const qs = questionsOf(FIREFIGHTERS).join("\n");
    expect(qs).not.toMatch(/What lights on\?/);
    expect(qs).not.toMatch(/zooms off with$/m);
  });

  it("gives no question when the subject would end in a preposition or particle", () => {
    // "glides" is not a known verb: "the boat glides off with" is no subject of "sails".
    const f = factOf("Then the boat glides off with sails up high.");
    expect(f?.answer ?? "").not.toMatch(/with$/);
  });
});
