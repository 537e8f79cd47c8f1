import { describe, expect, it } from "vitest";
import {
  goalAsYou,
  goalQuestion,
  mentorIsNeeded,
  refersToMentor,
  saidUnmarked,
  sayExample,
  speakShow,
} from "./teach-blocks";
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
