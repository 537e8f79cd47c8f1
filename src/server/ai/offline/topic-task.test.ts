import { describe, expect, it } from "vitest";
import ccss from "../../../../data/ccss-ela-k5.json" with { type: "json" };
import { parseContract, sceneSeconds } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { missingKeyMoves } from "./key-moves";
import { isOpinionQuestion, topicTask, topicTaskKind, topicQuestion } from "./topic-task";

type G = "K" | "1" | "2" | "3" | "4" | "5";
const description = (code: string) =>
  (ccss.standards as { code: string; description: string }[]).find((s) => s.code === code)!.description;
const draft = (topic: string, code: string, grade: G, minutes: number, seed = 5) =>
  draftScript({
    topic,
    grade,
    targetMinutes: minutes,
    standards: [{ code, description: description(code) }],
    characters: [starterCast[0]!, starterCast[1]!],
    concept: { title: "Story Quest", description: "Two explorers hunt for answers." },
    seed,
  });
const scene = (text: string, kind: string) =>
  parseContract(text)
    .scenes.filter((s) => s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));

describe("the topic as the child's own task (topic-task.ts)", () => {
  it("is asked for the standards where the child makes the content, and no others", () => {
    expect(
      ["W.2.1", "W.4.2", "W.3.3", "W.1.8", "SL.K.4", "SL.4.5", "SL.3.1", "SL.1.1.a"].map((c) => topicTaskKind(c)),
    ).toEqual(["opinion", "informative", "narrative", "recall", "describe", "display", "discuss", "discuss"]);
    // Reading, foundational skills, language, and listening to a speaker: the child does not make the content.
    for (const code of ["RL.3.2", "RI.2.1", "RF.1.3.a", "L.4.1", "SL.2.2", "SL.3.3", "W.4.5", "W.5.9"])
      expect(topicTask("A trip to the aquarium", code, "3")).toBeNull();
    // A speaker's claim (SL.4.3, SL.5.3) is the child's own to make only when the topic asks for an opinion.
    expect(topicTask("Should recess be longer?", "SL.4.3", "4")?.kind).toBe("opinion");
    expect(topicTask("A trip to the aquarium", "SL.4.3", "4")).toBeNull();
  });

  it("gives a sentence frame only for a question whose shape makes it sure", () => {
    expect(topicTask("Which snack is the best?", "W.1.1", "1")!.prompt).toBe(
      "Your turn: Which snack is the best? Say your opinion and a reason: I think ___ is the best snack because ___.",
    );
    expect(topicTask("What is your favorite holiday?", "W.K.1", "K")!.prompt).toMatch(
      /My favorite holiday is ___ because ___\.$/,
    );
    expect(topicTask("Is it better to walk or ride a bike to school?", "W.3.1", "3")!.prompt).toMatch(
      /I think it is better to ___ because ___\.$/,
    );
    // "Should …?" names its subject only when it is sure: a pronoun, or "our/the …" and a common verb next.
    expect(topicTask("Should kids have homework on weekends?", "W.4.1", "4")!.prompt).toBe(
      "Your turn: Should kids have homework on weekends? Say whether you think kids should have homework on weekends, and give a reason with because and a fact or detail that backs it up.",
    );
    expect(topicTask("Should we plant a class garden?", "W.2.1", "2")!.prompt).toBe(
      "Your turn: Should we plant a class garden? Say whether you think we should plant a class garden, and give one reason with because.",
    );
    expect(topicTask("Should our class plant a garden?", "W.4.1", "4")!.prompt).toMatch(
      /Say whether you think our class should plant a garden,/,
    );
    expect(topicTask("Should the school year be longer?", "W.4.1", "4")!.prompt).toMatch(
      /Say yes or no, and give a reason with because and a fact or detail that backs it up: I think ___ because ___\.$/,
    );
    // Not a question of a sure shape: a plain prompt, no blank to fill.
    for (const topic of ["Recess games", "What makes a good neighbor?"])
      expect(topicTask(topic, "W.2.1", "2")!.prompt).not.toMatch(/___/);
  });

  it("says the topic in the child's words and never makes up an answer", () => {
    expect(topicTask("Describing my first day of camp", "SL.2.4", "2")!.prompt).toBe(
      "Your turn: Tell about your first day of camp. Say what you saw, heard and did.",
    );
    expect(topicTask("The best birthday party", "W.2.3", "2")!.prompt).toBe(
      "Your turn: Tell about your best birthday party. Say what happened first, next and last.",
    );
    expect(topicTask("Volcanoes", "W.5.2", "5")!.prompt).toBe(
      "Your turn: Write a first sentence for a piece about volcanoes that names the topic and says what your piece will teach.",
    );
    // A name keeps its capital.
    expect(topicTask("Abraham Lincoln", "W.3.8", "3")!.prompt).toMatch(/about Abraham Lincoln,/);
    for (const code of ["W.2.1", "W.3.2", "W.1.3", "W.2.8", "SL.1.4", "SL.2.5", "SL.4.1"]) {
      const task = topicTask("Bugs in the garden", code, "2")!;
      // The reveal says what a strong answer includes: no fact about bugs, no frame's blank filled for the child.
      expect(task.reveal).toMatch(/^Many answers work\. A strong (?:answer|first sentence|turn) /);
      expect(task.reveal).not.toMatch(/bug|garden/i);
    }
  });

  it("knows an opinion question from a skill's title", () => {
    expect(
      ["Which pet is the best?", "Should we plant a class garden?", "Is it better to read or draw?"].every(
        isOpinionQuestion,
      ),
    ).toBe(true);
    expect(
      ["Opinion writing", "Linking words", "Reading with a purpose: why am I reading this?"].some(isOpinionQuestion),
    ).toBe(false);
  });
});

describe("the topic's task in the script", () => {
  it("is the last practice item, after the card's key moves, and the recap does not ask it again", () => {
    const topic = "Should kids have homework on weekends?";
    const { text } = draft(topic, "W.4.1", "4", 8);
    const practice = scene(text, "practice");
    expect(practice.at(-2)).toBe(
      "Your turn: Should kids have homework on weekends? Say whether you think kids should have homework on weekends, and give a reason with because and a fact or detail that backs it up.",
    );
    expect(practice.at(-1)).toBe(
      "Many answers work. A strong answer says your opinion first, then a reason with because and a fact or detail that backs it up.",
    );
    expect(missingKeyMoves(getTeachingCard("W.4.1")!, text)).toEqual([]);
    expect(scene(text, "recap").join(" ")).not.toContain("homework");
    expect(parseContract(text).notes).toContain(
      "The examples come from the teaching card for W.4.1, not from the topic; the presenters name the topic only in the hook. The last practice item asks the children to use the skill on the topic.",
    );
  });

  it("asks the child to tell their own story when the topic is their own experience, even in a short lesson on our text", () => {
    // "My first day of school" has a text of ours that the lesson reads as its model story: the child still tells
    // their own, with a beginning, a middle and an ending, however tight the time.
    for (const minutes of [2, 3]) {
      const practice = scene(draft("my first day of school", "W.1.3", "1", minutes).text, "practice").join(" ");
      expect(practice).toContain(
        "Your turn: Tell about your first day of school. Say what happened first, then next, and how it ended.",
      );
    }
    expect(topicTask("A time I was brave", "W.2.3", "2")!.own).toBe(true);
    expect(topicTask("Our trip to the zoo", "W.K.3", "K")!.own).toBe(true);
    expect(topicTask("The best birthday party", "W.2.3", "2")!.own).toBeUndefined();
  });

  it("is said for a question topic with no long subject word, which is no skill title", () => {
    const { text } = draft("Which pet is the best?", "W.2.1", "2", 6);
    expect(scene(text, "hook")).toContain('Today\'s topic is "Which pet is the best?"');
    expect(scene(text, "practice")).toContain(
      "Your turn: Which pet is the best? Say your opinion and a reason: I think blank is the best pet because blank.",
    );
  });

  it("is not added for a skill's title or a standard where the child does not make the content", () => {
    for (const [topic, code, grade] of [
      ["Opinion writing", "W.3.1", "3"],
      ["Linking words", "W.2.1", "2"],
      ["A trip to the aquarium", "RL.3.2", "3"],
      ["A trip to the aquarium", "L.3.1", "3"],
      ["A trip to the aquarium", "RF.2.3", "2"],
    ] as const) {
      const practice = scene(draft(topic, code, grade, 6).text, "practice").join(" ");
      expect(practice).not.toMatch(/Many answers work\. A strong (?:answer|first sentence|turn) /);
      expect(practice).not.toContain(topic.toLowerCase());
    }
  });

  it("costs time: it is added only while the lesson stays within its length", () => {
    const asked = (text: string) =>
      scene(text, "practice").some((l) => l.startsWith("Your turn: Which pet is the best?"));
    const runs = [2, 4, 6, 8].map((minutes) => {
      const { text } = draft("Which pet is the best?", "W.2.1", "2", minutes);
      const sec = parseContract(text).scenes.reduce((n, s) => n + sceneSeconds(s, "2"), 0);
      return { asked: asked(text), fits: sec <= minutes * 60 * 1.1 };
    });
    // Never asked in a lesson it pushes past its length; asked once the length allows it.
    expect(runs.filter((r) => r.asked && !r.fits)).toEqual([]);
    expect(runs.map((r) => r.asked)).toEqual([false, false, true, true]);
  });
});

describe("a topic typed as a question without its mark", () => {
  it("is read as the question, so a practice prompt never reads 'What do you think about should …?'", () => {
    expect(topicQuestion("should our school have a longer recess")).toBe("Should our school have a longer recess?");
    expect(topicQuestion("Why do leaves change color?")).toBe("Why do leaves change color?");
    expect(topicQuestion("recycling")).toBeNull();
    expect(topicQuestion("Whales")).toBeNull();
    const task = topicTask("should our school have a longer recess", "W.4.1", "4")!;
    expect(task.prompt).toMatch(/^Your turn: Should our school have a longer recess\? /);
    expect(task.prompt).not.toMatch(/think about should/i);
  });
});
