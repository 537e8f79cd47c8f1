import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { isNounPhrase } from "./phrasing";
import { askQuestion, exampleAnswer, isSentenceLike, revealAnswer, sayAnswer, sayKey, soundAlike } from "./questions";

const first = <T>(items: readonly T[]) => items[0]!;
const reverse = <T>(items: readonly T[]) => [...items].reverse();

describe("how the offline engine says questions and answers", () => {
  it("tells clauses from words and phrases", () => {
    expect(isSentenceLike("ship")).toBe(false);
    expect(isSentenceLike("the cast of characters")).toBe(false);
    expect(isSentenceLike("puppy has 2 syllables")).toBe(true);
    expect(isSentenceLike("The lake was a mirror.")).toBe(true);
  });

  it("asks short choices as one question each, and keeps numbers in order", () => {
    const q = askQuestion("How many sounds do you hear in 'thin'?", "3", ["2", "3", "4"], { shuffle: reverse });
    expect(q.spoken).toBe("How many sounds do you hear in 'thin'? Is it 2? 3? Or 4?");
    expect(q.reveal).toBe("The answer is 3.");
  });

  it("letters sentence choices, ends on a question and reveals the letter with the answer", () => {
    const q = askQuestion(
      "Which sentence uses a metaphor?",
      "The lake was a mirror.",
      ["The lake was a mirror.", "The lake was like glass.", "The lake was big."],
      { shuffle: reverse },
    );
    expect(q.spoken).toBe(
      "Which sentence uses a metaphor? A: The lake was big. B: The lake was like glass. C: The lake was a mirror. Which is it: A, B, or C?",
    );
    expect(q.spoken.endsWith("?")).toBe(true);
    expect(q.reveal).toBe("The answer is C: The lake was a mirror.");
    expect(q.spoken).not.toMatch(/\.\?/);
  });

  it("asks K–1 viewers short sentence choices without letters", () => {
    const q = askQuestion(
      "Which one is the setting?",
      "a pond on a rainy day",
      ["Frog", "Duck", "a pond on a rainy day"],
      { young: true },
    );
    expect(q.spoken).toBe("Which one is the setting? Is it Frog? Duck? Or a pond on a rainy day?");
  });

  it('numbers K–1 clause choices instead of asking "Is it It has…?"', () => {
    const q = askQuestion(
      "Which fact is a key detail from “The Moon”?",
      "It has round holes called craters",
      ["It has round holes called craters", "It has tall trees", "It is made of cheese"],
      { young: true },
    );
    expect(q.spoken).toBe(
      "Which fact is a key detail from “The Moon”? One: It has round holes called craters. Two: It has tall trees. Three: It is made of cheese. Is it one, two, or three?",
    );
    expect(q.spoken).not.toMatch(/Is it It/);
    expect(q.onScreen).toBe(
      "Which fact is a key detail from “The Moon”? 1) It has round holes called craters.   2) It has tall trees.   3) It is made of cheese.",
    );
    expect(q.reveal).toBe("The answer is one: It has round holes called craters.");
    // Choices that are orders are heard as choices, not as something to do now.
    const steps = askQuestion(
      "You finish the right page. What do you do?",
      "turn the page",
      ["do the right page again", "turn the page"],
      { young: true },
    );
    expect(steps.spoken).toBe(
      "You finish the right page. What do you do? One: Do the right page again. Two: Turn the page. Is it one or two?",
    );
    expect(steps.reveal).toBe("The answer is two: Turn the page.");
    // One word is a word, even a verb ("are").
    expect(askQuestion("Tap the card that says are.", "are", ["are", "ear", "art"], { young: true }).spoken).toBe(
      "Tap the card that says are. Is it are? Ear? Or art?",
    );
    const asking = askQuestion(
      "Which question helps you catch a mistake?",
      "Does that make sense?",
      ["Does that make sense?", "How many pages are left?", "What color is the book?"],
      { young: true },
    );
    expect(asking.spoken).toBe(
      "Which question helps you catch a mistake? One: Does that make sense? Two: How many pages are left? Three: What color is the book? Is it one, two, or three?",
    );
    expect(asking.reveal).toBe("The answer is one: “Does that make sense?” That's the one.");
  });

  it("starts each short choice as its own question, keeping single letters as they are", () => {
    expect(
      askQuestion("Add an e to the end of not. What new word do you get?", "note", ["note", "net", "nut"], {
        young: true,
      }).spoken,
    ).toBe("Add an e to the end of not. What new word do you get? Is it note? Net? Or nut?");
    expect(askQuestion("Which letter makes /b/?", "b", ["b", "d", "p"], { young: true }).spoken).toBe(
      "Which letter makes /b/? Is it b? d? Or p?",
    );
  });

  it("says punctuation marks by name", () => {
    const q = askQuestion("What mark goes at the end? Can we go to the pond", "?", ["?", ".", "!"], { young: true });
    expect(q.spoken).toBe(
      "What mark goes at the end? Can we go to the pond… Is it a question mark? A period? Or an exclamation point?",
    );
    expect(q.reveal).toBe("The answer is a question mark.");
    // The sentence is shown without the mark the viewers are asked for.
    expect(q.onScreen).toBe("What mark goes at the end? Can we go to the pond ___ ?     .     !");
    expect(askQuestion("Which mark ends an asking sentence?", "?", ["?", "."]).spoken).toBe(
      "Which mark ends an asking sentence? Is it a question mark? Or a period?",
    );
  });

  it("numbers choices that sound alike and points to the screen", () => {
    const choices = ["The owl hoots at night.", "the owl hoots at night", "The owl hoots at Night"];
    expect(soundAlike(choices)).toBe(true);
    expect(soundAlike(["My hat is red.", "Myhat isred.", "M y hat is red."])).toBe(true);
    expect(soundAlike(["note", "net", "nut"])).toBe(false);
    expect(
      soundAlike([
        "Their bringing two pies too the picnic.",
        "They're bringing two pies to the picnic.",
        "There bringing too pies to the picnic.",
      ]),
    ).toBe(true);
    expect(soundAlike(["its", "it's"])).toBe(true);
    expect(soundAlike(["Our team lost its first game.", "Our team won its first game."])).toBe(false);
    // Sound and syllable breaks are heard: a phonological task stays spoken.
    expect(soundAlike(["/g/ ... oat", "goa ... t", "go ... at"])).toBe(false);
    expect(soundAlike(["/s/ /t/ /e/ /p/", "/st/ /e/ /p/", "/s/ /e/ /p/"])).toBe(false);
    expect(soundAlike(["bas-ket", "ba-sket", "bask-et"])).toBe(false);
    expect(
      askQuestion(
        "Which is the right way to pull apart goat?",
        "/g/ ... oat",
        ["/g/ ... oat", "goa ... t", "go ... at"],
        { young: true },
      ).spoken,
    ).toBe("Which is the right way to pull apart goat? Is it /g/ ... oat? goa ... t? Or go ... at?");
    const q = askQuestion("Which one is written as a sentence?", choices[0]!, choices, { young: true });
    expect(q.spoken).toBe("Which one is written as a sentence? Look at the screen. Is it one, two, or three?");
    expect(q.onScreen).toBe(
      "Which one is written as a sentence? 1) The owl hoots at night.   2) the owl hoots at night   3) The owl hoots at Night",
    );
    expect(q.reveal).toBe("The answer is one.");
  });

  it("never leaves an answer that is itself a question looking like a new question", () => {
    const q = askQuestion("Which question asks about time?", "When did Ana help in the garden?", [
      "Who is Ana?",
      "When did Ana help in the garden?",
      "Where is the garden?",
    ]);
    expect(q.reveal).toBe("The answer is B: “When did Ana help in the garden?” That's the one.");
    expect(sayAnswer("Why was the boy sad?")).toBe("For example: “Why was the boy sad?” That's one good way.");
    expect(revealAnswer("what did the fox want?")).toMatch(/\.$/);
    expect(exampleAnswer("A question: How do bees talk?", first)).toMatch(/\.$/);
  });

  it("introduces a worked example's answer to fit its shape", () => {
    expect(exampleAnswer("ship", first)).toBe("So the answer is ship.");
    expect(exampleAnswer("puppy has 2 syllables", first)).toBe("Here's my answer: Puppy has 2 syllables.");
    expect(exampleAnswer("'as quiet as a mouse.'", first)).not.toMatch(/'\.$/);
    // A labelled answer is not given a second colon ("There it is: Key detail: …").
    expect(exampleAnswer("Key detail: the Moon's light is sunlight bouncing off it.", first)).toBe(
      "There it is. Key detail: the Moon's light is sunlight bouncing off it.",
    );
    expect(exampleAnswer("Feet: ee says /ē/.", first)).toBe("There it is. Feet: ee says /ē/.");
    // A word and its meaning is labelled too, though the card writes the word in lower case.
    expect(exampleAnswer("pho-no-graph: a machine that records and plays sound", first)).toBe(
      "There it is. Pho-no-graph: a machine that records and plays sound.",
    );
    // A model answer said with "For example" has its own lead-in: never "So: For example: …".
    expect(exampleAnswer("“Can anyone help me carry this box?”", first)).toBe(
      "For example: “Can anyone help me carry this box?” That's one good way.",
    );
  });

  it("says 'Here's my answer' only after an example that asks a question", () => {
    const talk =
      "The teacher says, “Why did the owl stay up?” Dev says, “Owls hunt at night.” Rosa says, “I want to add on.”";
    const asked = "Is the vowel sound in duck long or short?";
    const leads = (shown: string) =>
      new Set(
        [0, 1, 2].map(
          (k) =>
            exampleAnswer("Rosa added on to Dev's idea.", (items) => items[k % items.length]!, shown).split(":")[0],
        ),
      );
    // A talk to listen to asks the presenter nothing, even when someone in it asks a question.
    expect(leads(talk)).not.toContain("Here's my answer");
    expect(
      leads("Teacher: Why did the owl stay up?\nDev: Owls hunt at night.\nRosa: I want to add on to Dev."),
    ).not.toContain("Here's my answer");
    expect(leads(asked)).toContain("Here's my answer");
  });

  it("says a noun phrase or an instruction as a whole sentence, never after 'So:'", () => {
    const third = <T>(items: readonly T[]) => items[2]!;
    expect(exampleAnswer("A thought.", first)).toBe("So the answer is a thought.");
    expect(exampleAnswer("A reason supported by an example.", (items) => items.at(-1)!)).toBe(
      "And that makes a reason supported by an example.",
    );
    expect(exampleAnswer("The pond. The text says, “The pond is frozen.”", third)).toBe(
      "And that makes the pond. The text says, “The pond is frozen.”",
    );
    expect(exampleAnswer("Read the part under “Plants of the Pond.”", first)).toBe(
      "So we read the part under “Plants of the Pond.”",
    );
    // The words read are not what to do: "Look at the big bus." read aloud stays the sentence it is.
    expect(exampleAnswer("Look at the big bus.", first, "Look at the big bus.")).toBe(
      "This tells us: Look at the big bus.",
    );
    // Clauses keep a lead-in that also takes a phrase the detector misses ("Facts that develop the point.").
    // One sentence runs on after the colon; the example written again keeps its capital.
    expect(exampleAnswer("The frog hops.", first)).toBe("Here's my answer: the frog hops.");
    expect(exampleAnswer("The frog hops.", first, "The frog ___?")).toBe("Here's my answer: The frog hops.");
    expect(
      exampleAnswer("A swarm of bees buzzed by the hive.", first, "Which word fits? A ___ of bees buzzed by the hive."),
    ).toBe("Here's my answer: A swarm of bees buzzed by the hive.");
    expect(exampleAnswer("Simple words and a warm tone for a young audience.", first)).toBe(
      "Here's my answer: Simple words and a warm tone for a young audience.",
    );
    expect(revealAnswer("A thought.")).toBe("The answer is a thought.");
  });

  it("no worked example of any teaching card is said after 'So:', or ends on a fragment after 'Here's what we found:'", () => {
    const pickAt =
      (k: number) =>
      <T>(items: readonly T[]) =>
        items[k % items.length]!;
    const fragments = ccss.standards.flatMap((st) =>
      (getTeachingCard(st.code)?.examples ?? []).flatMap((ex) =>
        [0, 1, 2].flatMap((k) => {
          const said = exampleAnswer(ex.answer, pickAt(k), ex.show);
          // "So:" is never said (it needs a clause, and a card's answer is often a phrase), nor two labels in a row.
          if (
            /^So:/.test(said) ||
            /^(?:Here's my answer|This tells us|Here's what we found|Putting it together):\s+[^.:“"]{1,30}:\s/.test(
              said,
            )
          )
            return [`${st.code}: ${said}`];
          const after =
            /^(?:Here's my answer|This tells us|Here's what we found|Putting it together):\s+(.+?[.!?])(?=\s|$)/.exec(
              said,
            )?.[1];
          return after && isNounPhrase(after) ? [`${st.code}: ${said}`] : [];
        }),
      ),
    );
    expect(fragments).toEqual([]);
    // The detector the check relies on knows the review's fragments from clauses.
    for (const phrase of ["A thought.", "A reason supported by an example.", "The pond.", "A surprised voice."])
      expect(isNounPhrase(phrase), phrase).toBe(true);
    for (const clause of [
      "The frog hops.",
      "An owl hooted.",
      "The girls on the team cheer loudly.",
      "A crow cawed outside my window.",
    ])
      expect(isNounPhrase(clause), clause).toBe(false);
  });
});

describe("a practice item's key after its lead-in (sayKey)", () => {
  it("says a noun phrase after a colon as 'The answer is …', keeping a title's capital", () => {
    expect(sayKey("Here's the answer:", "The feeling of being sad.")).toBe("The answer is the feeling of being sad.");
    expect(sayKey("Let's check:", "The Goat in the Garden.")).toBe("The answer is The Goat in the Garden.");
    expect(sayKey("Did you get it?", "The feeling of being sad.")).toBe("Did you get it? The feeling of being sad.");
    expect(sayKey("Here's the answer:", "The cat was tired.")).toBe("Here's the answer: The cat was tired.");
  });

  it("puts no lead-in before a quoted model that introduces itself", () => {
    expect(sayKey("Here's the answer:", "For example: What does migrate mean?")).toMatch(/^For example: /);
  });
});
