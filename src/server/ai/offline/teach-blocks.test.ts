import { describe, expect, it } from "vitest";
import {
  goalAsYou,
  goalQuestion,
  mentorIsNeeded,
  refersToMentor,
  saidUnmarked,
  sayExample,
  speakShow,
  stopLine,
} from "./teach-blocks";
import ccss from "../../../../data/ccss-ela-k5.json" with { type: "json" };
import { conceptFormatSchema } from "@shared/schemas/standard";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { frameFor } from "./frame";
import { splitPictureNotes } from "./safe-text";
import type { TeachingCard } from "@shared/curriculum/teaching-card";

describe("teaching-scene wording", () => {
  it("turns a kid goal into the hook's question and the recap's statement", () => {
    expect(goalQuestion("I can hear when two words rhyme, and I can say a rhyming word.")).toBe(
      "Can you hear when two words rhyme, and say a rhyming word?",
    );
    expect(goalQuestion("I can read my words.")).toBe("Can you read your words?");
    expect(goalAsYou("I can read my words.")).toBe("you can read your words");
  });

  it("reads a dialogue example the way a presenter says it", () => {
    expect(speakShow("Teacher: Owls are nocturnal.\nKiri: What does nocturnal mean?")).toBe(
      "The teacher says, “Owls are nocturnal.” Kiri says, “What does nocturnal mean?”",
    );
    expect(speakShow("Listen: cat, hat.")).toBe("cat, hat.");
    // A sentence left without its end mark on purpose trails off instead of getting a period; titles and labels do not.
    expect(sayExample("Where did you put the glue")).toBe("Where did you put the glue…");
    expect(sayExample("Kai said we are almost there")).toBe("Kai said we are almost there…");
    expect(sayExample("Bats at Night")).toBe("Bats at Night.");
    expect(sayExample("Word alone: transportation")).toBe("Word alone: transportation.");
    expect(sayExample("A a G g R r")).toBe("A a G g R r.");
    expect(sayExample("The dog ran home.")).toBe("The dog ran home.");
    expect(saidUnmarked("Add the end mark: My dog is named Biscuit")).toBe(
      "Add the end mark: My dog is named Biscuit…",
    );
    expect(saidUnmarked("Say one reason for this opinion: Our class should go on a field trip.")).toBe(
      "Say one reason for this opinion: Our class should go on a field trip.",
    );
    expect(saidUnmarked("Spell the word: cat")).toBe("Spell the word: cat.");
    // A stage direction between the lines is told as narration, not read out in brackets.
    expect(
      speakShow("Aaron: ...and that's why.\n(Aaron stops. The room is quiet.)\nBeatriz: Can I add something?"),
    ).toBe("Aaron says, “...and that's why.” Aaron stops. The room is quiet. Beatriz says, “Can I add something?”");
    expect(speakShow("A red ___ floats away. (Picture: a red balloon)")).toBe("A red ___ floats away.");
  });

  it("shows picture notes instead of saying them", () => {
    expect(
      splitPictureNotes("The roots drink water. (Picture: a label points to the roots.) The stem holds it up."),
    ).toEqual({
      speech: "The roots drink water. The stem holds it up.",
      visuals: ["A label points to the roots."],
    });
    expect(splitPictureNotes("A larva (in bold) hatches.").speech).toBe("A larva hatches.");
  });

  it("knows when an item needs the mentor text read first", () => {
    const mentor = { title: "Duck Gets Wet", text: "It was a rainy day at the pond. Duck sat under a big leaf." };
    expect(refersToMentor("Where does Duck sit?", mentor)).toBe(true);
    expect(refersToMentor("In the story, what is the weather?", mentor)).toBe(true);
    expect(refersToMentor("Do cat and hat rhyme?", mentor)).toBe(false);
    const mole = { title: "A Long Story", text: "Mo the mole dug all day. Mo found a red button under the hill." };
    expect(refersToMentor("What did Mo find?", mole)).toBe(true);
    expect(refersToMentor("It is a red hat.", mole)).toBe(false);
    const card = {
      mentorText: mentor,
      examples: [{ show: "cat", thinkAloud: "c-a-t", answer: "cat" }],
      practice: [],
      checks: [],
      misconception: { wrong: "x", fix: "y" },
    } as unknown as TeachingCard;
    expect(mentorIsNeeded(card)).toBe(false);
    expect(
      mentorIsNeeded({ ...card, practice: [{ prompt: "Why did Duck sit under a big leaf?", answer: "to stay dry" }] }),
    ).toBe(true);
  });
});

describe("the line that opens a teaching stop", () => {
  it("names the key term as a word, in a whole sentence, for every card's term in every frame", () => {
    const terms = new Set(ccss.standards.map((s) => getTeachingCard(s.code)!.keyTerms[0]!.term));
    const problems: string[] = [];
    for (const format of conceptFormatSchema.options) {
      const frame = frameFor({ title: "x", format });
      for (const term of terms)
        for (let k = 0; k < 3; k++) {
          const line = stopLine(frame, 2, term, (items) => items[k]!);
          const several = term.includes(" ");
          // A stop and a term glued as a label ("Test 1: infer!") is what a presenter never says.
          const ok =
            /^[A-Z]/.test(line) &&
            (several ? !/\bis "/.test(line) : !/\bare "/.test(line)) &&
            line.includes(`"${term}."`) &&
            !line.includes(`: ${term}`) &&
            line.toLowerCase().includes(frame.stop(2).toLowerCase()) &&
            (several ? /\bwords\b/.test(line) && !/\bword is\b/.test(line) : !/\bwords\b/.test(line));
          if (!ok) problems.push(`${format} / ${term}: ${line}`);
        }
    }
    expect(problems).toEqual([]);
    const lab = frameFor({ title: "x", format: "lab" });
    expect(stopLine(lab, 1, "infer", (items) => items[0]!)).toBe('Test 1 is all about the word "infer."');
    expect(stopLine(frameFor({ title: "x", format: "music" }), 1, "main idea", (items) => items[1]!)).toBe(
      'Song 1 brings us the words "main idea."',
    );
  });
});
