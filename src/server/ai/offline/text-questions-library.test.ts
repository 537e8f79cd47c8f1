import { describe, expect, it } from "vitest";
import { topicTextLibrary } from "../../curriculum/topic-texts";
import { sentences } from "./safe-text";
import { factOf, factsOf, happensFor, linksOf, namesOf, type Fact } from "./text-questions";

/**
 * The questions a text's sentences give, read as a teacher would write them (docs/product/topic-texts.md): every
 * informational text and story of our library goes through the question makers, and the rules hold over the whole
 * set, so a writer of a new text never has to rephrase it around the engine.
 */
const texts = topicTextLibrary().subjects.flatMap((s) => s.texts);
const all = texts.map((t) => {
  const list = sentences(t.text);
  const facts = factsOf(list, namesOf(list)).filter((f): f is Fact => f !== null);
  return { id: t.id, text: t.text, list, facts };
});
const asked = all.flatMap(({ id, text, facts }) => facts.map((f) => ({ id, text, ...f })));
/** The questions whose answer is the sentence's subject (not a frame that quotes the whole sentence). */
const subjects = asked.filter((f) => f.subject !== undefined);
const FUNCTION_WORD = /^(?:the|a|an|this|that|these|those|his|her|their|its|our|my|one|two|each|every|some|many)$/;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const askedFor = (f: { question: string; tells: string }) =>
  (/^(?:\S+ )*?(?:who|what|which)\b/i.exec(f.tells) ?? [""])[0];

/** Family words said as a name and titles before one. */
const KIN = /^(?:Mom|Dad|Mama|Papa|Grandma|Grandpa|Nana|Abuela|Abuelo)$/;
const PEOPLE_HEAD =
  /^(?:people|teammates?|classmates?|captains?|farmers?|players?|students?|children|kids?|scientists?|workers?)$/i;

describe("questions from every text of our library", () => {
  it("reads the library (the rules below are over real texts)", () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(asked.length).toBeGreaterThan(1000);
  });

  it("never lower-cases a word the text itself capitalizes in the middle of a sentence, a title, or Mom and Dad", () => {
    const wrong = subjects.filter((f) => {
      const first = f.answer.split(/\s+/)[0]!.replace(/['’]s$/, "");
      if (!/^[a-z]/.test(first) || FUNCTION_WORD.test(first)) return false;
      const upper = first.charAt(0).toUpperCase() + first.slice(1);
      if (/^(?:mr|mrs|ms|dr)\.$/.test(first) || (KIN.test(upper) && f.sentence.includes(`${upper} `))) return true;
      // "…, and Black riders…": capitalized after a lower-case word, so the text's own capital, and never written
      // in lower case in the middle of a sentence ("the Civil War" but "civil rights": either may be meant).
      const inside = (w: string) => new RegExp(`[a-z,] ${escape(w)}(?![\\p{L}])`, "u").test(f.text);
      return inside(upper) && !inside(first);
    });
    expect(wrong.map((f) => `${f.id}: ${f.answer} ← ${f.sentence}`)).toEqual([]);
  });

  it("says an ordinary word that only opened its sentence in lower case ('The answer is people.')", () => {
    const wrong = subjects.filter((f) => {
      const [first, second] = f.answer.split(/\s+/);
      if (!first || !/^[A-Z][a-z]+$/.test(first) || (second && /^[A-Z]/.test(second))) return false;
      // A word the text writes in lower case, and never with a capital mid-sentence, is an ordinary word.
      const lower = new RegExp(`\\b${first.toLowerCase()}\\b`).test(f.text);
      const capitalInside = new RegExp(`[a-z,] ${first}\\b`).test(f.text);
      return lower && !capitalInside && !KIN.test(first);
    });
    expect(wrong.map((f) => `${f.id}: ${f.answer} ← ${f.sentence}`)).toEqual([]);
  });

  it("asks 'who' of no idea or thing, and 'what' of no label for people", () => {
    const who = asked.filter(
      (f) =>
        /^who$/i.test(askedFor(f).split(" ").at(-1)!) &&
        /^(?:[A-Z][a-z]{2,}(?:tion|ness|ment|ity|ty|ing|ism)|Earth|Thanksgiving|Soccer|Ballet)$/.test(f.answer),
    );
    expect(who.map((f) => `${f.id}: ${f.question} → ${f.answer}`)).toEqual([]);
    const what = asked.filter(
      (f) =>
        /^what$/i.test(askedFor(f).split(" ").at(-1)!) &&
        PEOPLE_HEAD.test(f.answer.split(/\s+/).at(-1)!) &&
        !/\b(?:of|with|in|by|for)\b/.test(f.answer),
    );
    expect(what.map((f) => `${f.id}: ${f.question} → ${f.answer}`)).toEqual([]);
    // "Liberty means being free.", "Settling in means…": a word or a phrase the text defines is asked as one.
    const defined = asked.filter(
      (f) =>
        /^(?:who|what) means\b/i.test(f.question) &&
        !/^(?:the|a|an)\b/i.test(f.answer) &&
        f.answer.split(" ").length <= 2,
    );
    expect(defined.map((f) => f.question)).toEqual([]);
  });

  it("asks a name that ends in 's' with 'who', and keeps it whole", () => {
    const named = asked.filter((f) =>
      /^(?:(?:Mr|Mrs|Ms|Dr)\. [A-Z][a-z]*s|Rosa Parks|Luis|James|Chris)$/.test(f.answer),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const f of named) expect(askedFor(f), f.sentence).toMatch(/who$/i);
  });

  it("asks 'what happened' of a clause in the past and 'what happens' of one in the present", () => {
    const clauses = all.flatMap(({ id, list }) => [
      ...asked.filter((f) => f.id === id && /tells what happen/.test(f.question)).map((f) => f.tells),
      ...linksOf(list)
        .filter((l) => l.kind === "condition")
        .map((l) => `what ${happensFor(l.condition!)} ${l.condition!}`),
    ]);
    expect(clauses.length).toBeGreaterThan(20);
    const past =
      /\b(?:was|were|had|did|came|went|ate|saw|took|found|got|made|ran|fell|finished|pulled|reached|rang|dug)\b/;
    const present = /\b(?:is|are|has|does|comes|goes|gets|melts|moves|rains)\b/;
    const wrong = clauses.filter((c) => {
      const clause = c.replace(/^what happen(?:s|ed) /, "");
      if (past.test(clause) && !present.test(clause)) return !/^what happened /.test(c);
      if (present.test(clause) && !past.test(clause)) return !/^what happens /.test(c);
      return false;
    });
    expect(wrong).toEqual([]);
  });

  it("leaves a linking phrase with the answer, not in the question ('As a result, what …?')", () => {
    const linked = asked.filter((f) =>
      /^(?:As a result|For example|Because of this|For this reason|In fact|However|Instead), /.test(f.question),
    );
    expect(linked.map((f) => f.question)).toEqual([]);
  });
});

describe("named cases the writers of our texts met", () => {
  it("asks a person whose name ends in 's' with 'who', their name whole", () => {
    const names = new Set(["Rosa", "Parks", "Luis", "Jones", "Brooks", "Chris", "James"]);
    for (const [sentence, answer] of [
      ["Rosa Parks stayed in her seat.", "Rosa Parks"],
      ["Luis packed a lunch for the trip.", "Luis"],
      ["Mr. Jones opened the door.", "Mr. Jones"],
      ["Ms. Brooks read the story aloud.", "Ms. Brooks"],
      ["Chris kicked the ball.", "Chris"],
      ["James planted a seed.", "James"],
    ] as const) {
      for (const known of [names, undefined]) {
        const fact = factOf(sentence, known);
        expect(fact?.question, sentence).toMatch(/^Who /);
        expect(fact?.answer, sentence).toBe(answer);
      }
    }
  });

  it("keeps the capitals of titles, Mom and Dad, and nations' people; lowers an ordinary word", () => {
    const list = [
      "Mr. Diaz's class watched an eagle nest on a camera.",
      "Mom put wood over the windows.",
      "Americans celebrate the Fourth of July.",
      "People drink the milk.",
      "People make warm hats from wool.",
    ];
    const facts = factsOf(list, namesOf(list));
    expect(facts.map((f) => f?.answer)).toEqual(["Mr. Diaz's class", "Mom", "Americans", "people", "people"]);
    expect(facts.map((f) => f?.question.split(" ")[0])).toEqual(["Who", "Who", "Who", "Who", "Who"]);
  });

  it("asks a word's meaning as a word, and a label for people with 'who'", () => {
    expect(factOf("Honesty means telling the truth.")?.question).toBe("What word means telling the truth?");
    expect(factOf("Settling in means getting used to a new place.")?.question).toBe(
      "What words mean getting used to a new place?",
    );
    expect(factOf("Two captains picked the teams.")?.question).toBe("Who picked the teams?");
    expect(factOf("My teammate passed the ball to me.")?.question).toBe("Who passed the ball to me?");
  });

  it("keeps the sentence's tense and leaves a linking phrase with the answer", () => {
    expect(factOf("When the eagles ate the fish, they got sick.")?.question).toBe(
      "Find the sentence that tells what happened when the eagles ate the fish.",
    );
    expect(factOf("When a glacier melts, it leaves behind piles of rock.")?.question).toBe(
      "Find the sentence that tells what happens when a glacier melts.",
    );
    const [link] = linksOf(["When the eagles ate the fish, the eggs broke."]);
    expect(link?.condition && happensFor(link.condition)).toBe("happened");
    expect(factOf("As a result, the tiger is hard to see in tall grass.")?.question).toBe(
      "What is hard to see in tall grass?",
    );
  });
});
