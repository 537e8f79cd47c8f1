import { describe, expect, it } from "vitest";
import { answersJustSaid, answerWords } from "./answer-just-said";
import { checkScript } from "./check-script";
import { parseContract } from "./contract";

/** A practice item and a check; `practiceAnswer` is the line said right before the check's question. */
const script = (practiceAnswer: string, question: string, answer: string) => `TITLE: Fox Day
TOPIC: Stories | CONCEPT: Fox hunt | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RL.1.1 (primary)
CAST: Penny Page (Host)

SCENE 1 — TEACH: ASK AND ANSWER (0:20)
ON SCREEN: RL.1.1 — I can ask and answer questions about a story.
PENNY PAGE: We ask who, what and where, and we find the answer in the story.

SCENE 2 — PRACTICE (0:15)
PENNY PAGE: Your turn. Ask a where question about the fox.
PAUSE: 5 seconds — viewers try it
PENNY PAGE: ${practiceAnswer}

SCENE 3 — CHECK FOR UNDERSTANDING (0:15)
PENNY PAGE: Time for the quiz. Question 1: ${question}
PAUSE: 4 seconds — viewers answer out loud
PENNY PAGE: ${answer}
`;

describe("checks answered by ear (the answer said in the two lines before)", () => {
  it("finds a check whose answer the practice just said", () => {
    const given = script(
      "Here's the answer: Where did the fox hide? The fox hid under the log.",
      "Where did the fox hide?",
      "The answer is under the log.",
    );
    expect(answersJustSaid(parseContract(given).scenes)).toEqual([
      {
        scene: 3,
        question: "Time for the quiz. Question 1: Where did the fox hide?",
        answer: "The answer is under the log.",
      },
    ]);
    const fresh = script(
      "Here's the answer: Where did the fox hide? The fox hid under the log.",
      "What did the fox eat?",
      "The answer is a pear.",
    );
    expect(answersJustSaid(parseContract(fresh).scenes)).toEqual([]);
  });

  it("counts a choice as given away when it was just said, but not the choices the question names", () => {
    // The answer is one of the choices said in the question, and the line before said it too.
    const choice = script(
      "Did you get it? Frog. Frog is a character.",
      "Who is a character? Is it Frog? The rain? Or the pond?",
      "The answer is Frog.",
    );
    expect(answersJustSaid(parseContract(choice).scenes)).toHaveLength(1);
    expect(answerWords("The answer is nurse bees.", "Which bees feed the young bees?")).toEqual(["nurse"]);
    expect(answerWords("Thumbs up! “Apples have seeds.” That's the one.", "Which fact?")).toEqual(["apples", "seeds"]);
  });

  it("is a Script check warning that names the question", () => {
    const given = script("Did you get it? The fox hid under the log.", "Where did the fox hide?", "Under the log.");
    const findings = checkScript(given, { selectedCodes: ["RL.1.1"], grade: "1", isOfficialCode: () => true }).findings;
    const found = findings.filter((f) => f.kind === "answer-just-said");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: "warning", scene: 3 });
    expect(found[0]!.message).toMatch(/^"Where did the fox hide\?" is answered by what was said just before it/);
  });
});
