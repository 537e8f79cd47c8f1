import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import { parseContract } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { askPrereader, isPrintStandard, PICTURE_CHOICE_WORDS, PREREADER_MAX_CHOICES } from "./prereader-choices";
import { isSentenceLike } from "./questions";

const keep = <T>(items: readonly T[]) => [...items];
/** The quoted choices a spoken check holds ("Listen: “The hen finds seeds.”"). */
const quoted = (spoken: string) => spoken.match(/“[^”]+”/g) ?? [];

describe("kindergarten checks: word choices with pictures, or one sentence judged by thumbs", () => {
  it("says up to three short choices as words with a picture each", () => {
    const asked = askPrereader(
      "What does freezing mean?",
      "very cold",
      ["very cold", "very happy", "very fast"],
      keep,
    )!;
    expect(asked.spoken).toBe(
      "What does freezing mean? Look at the pictures. Is it very cold? Very happy? Or very fast?",
    );
    expect(asked.visual).toBe(
      "A picture for each choice, side by side in the order said: very cold; very happy; very fast.",
    );
    expect(asked.reveal).toBe("The answer is very cold.");
  });

  it("shows a number with its dots and a word like 'where' on a card: neither has a picture to film", () => {
    const beats = askPrereader("How many beats do you hear in window?", "2", ["3", "1", "2"], keep)!;
    expect(beats.visual).toBe("The numbers 3, 1 and 2 side by side, in the order said, each over that many dots.");
    expect(beats.spoken).toBe("How many beats do you hear in window? Look at the screen. Is it 3? 1? Or 2?");
    const words = askPrereader("Which word asks about a place?", "Where", ["Where", "How", "Who"], keep)!;
    expect(words.visual).toBe(
      "The words Where, How and Who side by side, in the order said, each on its own big card.",
    );
    expect(words.spoken).toMatch(/Look at the screen\. Is it Where\? How\? Or Who\?$/);
  });

  it("shows the words of a sight-word check on screen and does not say them, so the child has to read", () => {
    const asked = askPrereader("Point to the word said.", "said", ["said", "sad", "sand"], keep)!;
    expect(asked.spoken).toBe("Look at the screen. Which one says said?");
    expect(asked.onScreen).toBe("Which one says said? said · sad · sand");
    expect(asked.visual).toBeUndefined();
    expect(asked.reveal).toBe("The answer is the word “said.”");
    // Letters are print too, whatever the standard.
    const letters = askPrereader("Which one is the lowercase partner of G?", "g", ["g", "q", "j"], keep)!;
    expect(letters.spoken).toBe("Look at the screen. Which one is the lowercase partner of G?");
    // A print standard's word choices are never said, even when the question does not name the answer.
    const print = askPrereader(
      "Which word needs a capital: we sat on the rug.",
      "we",
      ["we", "sat", "rug"],
      keep,
      true,
    )!;
    expect(print.spoken).not.toMatch(/Look at the pictures/);
  });

  it("every kindergarten print check is read from the screen: no choice is said and no picture is shown", () => {
    const said = ccss.standards
      .filter((s) => s.grade === "K" && isPrintStandard(s.code))
      .flatMap((s) =>
        getTeachingCard(s.code)!.checks.flatMap((c) => {
          const asked = askPrereader(c.question, c.answer, c.choices, keep, true);
          if (!asked || !c.choices?.every((x) => x.trim().split(/\s+/).length <= PICTURE_CHOICE_WORDS)) return [];
          const heard = asked.spoken.replace(c.question.replace(/[.?]$/, ""), "");
          const spoken = c.choices.filter((x) => new RegExp(`\\b${x.trim()}\\b`, "i").test(heard));
          return asked.visual || /Look at the pictures/.test(asked.spoken) || spoken.length > 1
            ? [`${s.code}: ${asked.spoken}`]
            : [];
        }),
      );
    expect(said).toEqual([]);
    expect(isPrintStandard("RF.K.3.c")).toBe(true);
    expect(isPrintStandard("RF.K.2.a")).toBe(false);
  });

  it("says one sentence choice and asks for a thumbs up or down", () => {
    const choices = ["She baked bread, then planted seeds.", "She planted seeds, then baked bread."];
    const wrong = askPrereader("Which retell is in the right order?", choices[1]!, choices, keep)!;
    expect(wrong.spoken).toBe(
      "Which retell is in the right order? Listen: “She baked bread, then planted seeds.” Is that the one? Thumbs up or thumbs down?",
    );
    expect(wrong.reveal).toBe("Thumbs down. The answer is “She planted seeds, then baked bread.”");
    const right = askPrereader("Which retell is in the right order?", choices[0]!, choices, keep)!;
    expect(right.reveal).toBe("Thumbs up! “She baked bread, then planted seeds.” That's the one.");
    // An answer that is a question is closed, so the reveal is not taken for a question still to answer.
    const asking = askPrereader(
      "Which one is a question?",
      "Where is the mitten?",
      ["I like snow.", "Where is the mitten?"],
      keep,
    )!;
    expect(asking.reveal).toBe("Thumbs down. The answer is “Where is the mitten?” That's the one.");
  });

  it("every kindergarten card's checks hold at most three word choices, or one sentence", () => {
    const problems = ccss.standards
      .filter((s) => s.grade === "K")
      .flatMap((s) =>
        getTeachingCard(s.code)!.checks.flatMap((c) => {
          const asked = askPrereader(c.question, c.answer, c.choices, keep);
          if (!asked) return [];
          // Picture choices: "… Look at the pictures. Is it very cold? Very happy? Or very fast?" (numbers and words
          // like "where", shown on cards: "… Look at the screen. Is it 2? 3? Or 4?")
          const pictures = asked.spoken.split(/Look at the (?:pictures|screen)\. Is it /)[1];
          const said = pictures?.replace(/\?$/, "").split(/\? (?:Or )?/) ?? [];
          // Print choices: "Look at the screen. Which one says said?", the words on screen and not said.
          const onScreen = asked.spoken.startsWith("Look at the screen. ") && !asked.visual;
          const ok = onScreen
            ? c.choices!.every((x) => asked.onScreen.includes(x.trim()))
            : pictures
              ? said.length <= PREREADER_MAX_CHOICES && said.every((w) => w.split(/\s+/).length <= PICTURE_CHOICE_WORDS)
              : quoted(asked.spoken.slice(c.question.length)).length === 1 &&
                /Thumbs up or thumbs down\?$/.test(asked.spoken);
          return ok ? [] : [`${s.code}: ${asked.spoken}`];
        }),
      );
    expect(problems).toEqual([]);
  });

  it("a kindergarten lesson asks no lettered or numbered sentence choices", () => {
    const lettered = ccss.standards
      .filter((s) => s.grade === "K")
      .flatMap((s) =>
        [1, 2].flatMap((seed) => {
          const { text } = draftScript({
            topic: "Our lesson",
            grade: "K",
            targetMinutes: 3,
            seed,
            standards: [{ code: s.code, description: "" }],
            characters: [starterCast[0]!],
            concept: { title: "Word Quest", description: "" },
          });
          return parseContract(text)
            .scenes.filter((sc) => sc.kind === "check")
            .flatMap((sc) => sc.beats)
            .flatMap((b) => (b.type === "line" && /\b(?:A|One): /.test(b.text) ? [`${s.code}: ${b.text}`] : []));
        }),
      );
    expect(lettered).toEqual([]);
    expect(isSentenceLike("The hen finds seeds.")).toBe(true);
    // Every kindergarten card, drafted twice: about a second on a quiet machine.
  }, 60_000);
});

describe("kindergarten checks: a command is said as a command", () => {
  const keep = <T>(items: readonly T[]) => [...items];
  it("ends 'Pick the word …' with a period, never a question mark", () => {
    const asked = askPrereader("Pick the word with the short a sound.", "ham", ["rain", "ham", "game"], keep)!;
    expect(asked.spoken).toMatch(/^Pick the word with the short a sound\. Look at the pictures\./);
    expect(asked.onScreen).toMatch(/^Pick the word with the short a sound\. /);
    expect(`${asked.spoken} ${asked.onScreen}`).not.toMatch(/\b(?:Pick|Find|Choose|Tell|Say|Name) [^.!?]*\?/);
  });
  it("still asks a question as a question", () => {
    const asked = askPrereader("Which word has the short a sound", "ham", ["rain", "ham", "game"], keep)!;
    expect(asked.spoken).toMatch(/^Which word has the short a sound\? /);
  });
});
