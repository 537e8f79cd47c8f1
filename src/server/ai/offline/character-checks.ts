import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { TextGuide } from "./text-guide";

type Practice = TeachingCard["practice"][number];
type Character = NonNullable<TextGuide["characters"]>[number];

/**
 * RL.2.3–RL.5.3 taught from one of our own stories (its guide: characters with a trait and the sentence that shows
 * it, the problem, the setting), each grade asking what its standard asks, never "what happens first":
 *   RL.2.3 "describe how characters in a story respond to major events and challenges": how a character responds to
 *     the story's problem, and how they respond by its end;
 *   RL.3.3 "describe characters (their traits, motivations, or feelings) and explain how their actions contribute to
 *     the sequence of events": what a character is like, then how they feel at the end and what they do that shows it;
 *   RL.4.3 "describe in depth a character, setting, or event … drawing on specific details": a character at the end,
 *     from details of the text, and the setting;
 *   RL.5.3 "compare and contrast two or more characters": two characters compared with the text's details.
 * The worked example shows one character; the practice, the other; the checks ask of a sentence neither of them said
 * (the last the text says of the character), so no check is answered before the quiz (fresh-checks.ts). Null below
 * grade 2 (RL.K.3, RL.1.3 name and describe characters, settings and events: text-questions.ts) or when the story
 * gives a character no sentence beyond the one that shows the trait.
 */
export function characterItems(
  guide: TextGuide,
  list: readonly string[],
  grade: Grade | null,
  /** How a sentence of the text is quoted (a line of dialogue keeps its own quotation marks). */
  cite: (sentence: string) => string,
): {
  examples: WorkedExample[];
  practice: Practice[];
  checks: CheckQuestion[];
  keyMoves: NonNullable<TeachingCard["keyMoves"]>;
} | null {
  const n = grade === null || grade === "K" ? 0 : Number(grade);
  const [c1, c2] = guide.characters ?? [];
  if (n < 2 || !c1) return null;
  const late1 = lastSaidOf(c1, list, [c1.evidence, c2?.evidence ?? ""]);
  if (!late1) return null;
  const late2 = c2 ? lastSaidOf(c2, list, [c1.evidence, c2.evidence, late1]) : null;
  const end = (c: Character) => /\bthen\s+(.+)$/.exec(c.trait)?.[1]?.trim() ?? null;
  const atEnd = (c: Character, late: string) => `For example: ${end(c) ? `${c.name} is ${end(c)}. ` : ""}${cite(late)}`;
  const trait = (c: Character) => `${c.name} is ${c.trait}. ${cite(c.evidence)}`;
  const problem = guide.problem ? lowerFirstWord(stripEnd(guide.problem)) : null;
  const examples: WorkedExample[] = [
    n === 2
      ? {
          show: `What hard problem does ${c1.name} face in our story? How does ${c1.name} respond?`,
          thinkAloud: problem
            ? `First I find the problem: ${problem}. Then I look at what ${c1.name} says and does about it.`
            : `First I find the hard part of the story. Then I look at what ${c1.name} says and does about it.`,
          answer: trait(c1),
        }
      : {
          show: `What is ${c1.name} like in our reading? How do you know?`,
          thinkAloud: `I look at what ${c1.name} says and does in our reading.`,
          answer: trait(c1),
        },
  ];
  const practice: Practice[] = c2
    ? [
        {
          prompt:
            n === 2
              ? `How does ${c2.name} respond to what happens in our story? Tell a partner, with the words that show it.`
              : `What is ${c2.name} like in our reading? Tell a partner, with the words that show it.`,
          answer: `For example: ${trait(c2)}`,
        },
      ]
    : [
        {
          prompt: `How does ${c1.name} feel at the start of our story? Tell a partner, with the words that show it.`,
          answer: `For example: ${cite(c1.evidence)}`,
        },
      ];
  const checks: CheckQuestion[] = [];
  if (n === 2) {
    checks.push({
      question: `At the end of our story, how does ${c1.name} respond? Which words show it?`,
      answer: atEnd(c1, late1),
    });
    if (c2 && late2)
      checks.push({
        question: `How does ${c2.name} respond at the end of our story? Which words show it?`,
        answer: atEnd(c2, late2),
      });
  } else if (n === 3) {
    // A character who changes is asked how they feel by the end; one who does not, what their action shows.
    checks.push({
      question: end(c1)
        ? `How does ${c1.name} feel at the end of our story? What does ${c1.name} do that shows it?`
        : `What does ${c1.name} do near the end of our story? What does it show about ${c1.name}?`,
      answer: atEnd(c1, late1),
    });
    if (c2 && late2)
      checks.push({
        question: `What does ${c2.name} do near the end of our story? What does it show about ${c2.name}?`,
        answer: atEnd(c2, late2),
      });
  } else if (n === 4) {
    checks.push({
      question: `Describe ${c1.name} at the end of our story. Which details from the text do you use?`,
      answer: atEnd(c1, late1),
    });
    if (guide.setting)
      checks.push({
        question: `Describe the setting of our story. Where and when does it happen?`,
        answer: `For example: ${settingSaid(guide.setting)}`,
      });
  } else {
    checks.push(
      c2
        ? {
            question: `Compare ${c1.name} and ${c2.name}. How are they different? Use details from the text.`,
            answer: `For example: ${c1.name} is ${c1.trait}, but ${c2.name} is ${c2.trait}. ${cite(late1)}`,
          }
        : {
            question: `Compare ${c1.name} at the start and at the end of our story. What changes? Use details from the text.`,
            answer: `For example: ${c1.name} is ${c1.trait}. ${cite(late1)}`,
          },
    );
    if (c2 && late2)
      checks.push({
        question: `How does ${c2.name} act differently from ${c1.name} near the end of our story? Which words show it?`,
        answer: `For example: ${cite(late2)}`,
      });
  }
  const move =
    n === 2
      ? "Tell how a character responds to the story's problem, with the words of the text"
      : n === 3
        ? "Describe a character's traits and feelings, with the words of the text that show them"
        : n === 4
          ? "Describe a character in depth, drawing on details of the text"
          : "Compare two characters, drawing on details of the text";
  return { examples, practice, checks, keyMoves: [{ move, examples: [0], checks: [0] }] };
}

/** The guide's setting said as a sentence ("a doctor's office" → "The setting is a doctor's office."). */
const settingSaid = (setting: string) => `The setting is ${stripEnd(setting)}.`;

/**
 * RL.K.3 and RL.1.3 "identify characters, settings, and major events": where the story happens, from its guide, asked
 * before any "what comes next" question made from the sentences. Null for a story whose guide gives no setting.
 */
export function settingCheck(guide: TextGuide): CheckQuestion | null {
  return guide.setting ? { question: "Where does our story happen?", answer: settingSaid(guide.setting) } : null;
}

const stripEnd = (s: string) => s.replace(/[.!?…]+["”’')]*$/, "").trim();
/** "The fort …" → "the fort …"; a name keeps its capital. */
const lowerFirstWord = (s: string) =>
  /^(?:The|A|An|His|Her|Their|Its)\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/**
 * The last sentence of the text that names `c` (by the first word of their name), says something of four words or
 * more, and is none of `taken`: what the character does by the story's end.
 */
function lastSaidOf(c: Character, list: readonly string[], taken: readonly string[]): string | null {
  // "Mr. Mwangi" by his whole name; "Mateo Diaz" by "Mateo".
  const words = c.name.split(/\s+/);
  const name = /^(?:Mr|Mrs|Ms|Dr)\.$/.test(words[0]!) && words[1] ? `${words[0]} ${words[1]}` : words[0]!;
  const flat = (t: string) => t.replace(/[“”"]/g, "").replace(/\s+/g, " ").trim().toLowerCase();
  const used = new Set(taken.filter(Boolean).map(flat));
  const named = list.filter(
    (x) =>
      new RegExp(`(?<!\\w)${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\w)`).test(x) &&
      x.split(/\s+/).length >= 4 &&
      !used.has(flat(x)),
  );
  return named.at(-1) ?? null;
}
