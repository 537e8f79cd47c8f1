import ccss from "../data/ccss-ela-k5.json" with { type: "json" };
import type { Grade } from "../src/shared/schemas/grade";
import type { TeachingCard } from "../src/shared/curriculum/teaching-card";
import { parseContract } from "../src/shared/script/contract";
import { draftScript } from "../src/server/ai/offline/draft-script";
import { isOnPart, partsOfCard, type NamedPart } from "../src/server/ai/offline/typed-part";
import { getTeachingCard } from "../src/server/curriculum/teaching-cards";
import { starterCast } from "../src/server/db/seed-characters";
import { quizChecks } from "./checks";

/**
 * The part a typed topic names leads the lesson (src/server/ai/offline/typed-part.ts): over the conventions and
 * language cards with named parts (L.x.1, L.x.2, L.x.4 and RF.x.3, two parts or more) × a typed topic naming each
 * part, the lessons whose teaching scene is named for the part, whose first worked example is on it and whose first
 * check is on it.
 */
const PARENT = /^(?:L\.(?:K|\d)\.[124]|RF\.(?:K|\d)\.3)$/;

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Whether a lesson drafted for `part` of `card` leads with it, and what it led with when it did not. */
export function partLeads(text: string, card: TeachingCard, part: NamedPart): string | null {
  const contract = parseContract(text);
  const teach = contract.scenes.find((s) => s.kind === "teach");
  if (!teach || !isOnPart(part, teach.title)) return `teach scene "${teach?.title ?? "none"}"`;
  // The first of the card's worked examples the teaching says (by its think-aloud's opening words).
  const said = norm(teach.beats.map((b) => (b.type === "line" ? b.text : "")).join(" "));
  const at = (e: TeachingCard["examples"][number]) => said.indexOf(norm(e.thinkAloud).split(" ").slice(0, 6).join(" "));
  const first = card.examples.filter((e) => at(e) >= 0).sort((a, b) => at(a) - at(b))[0];
  if (!first || !isOnPart(part, `${first.show} ${first.thinkAloud} ${first.answer}`))
    return `first example "${first?.show ?? "none"}"`;
  const check = quizChecks(contract)[0];
  const own = check && card.checks.find((c) => norm(check.question).includes(norm(c.question).slice(0, 40)));
  const checkText = own ? `${own.question} ${(own.choices ?? []).join(" ")} ${own.answer}` : `${check?.question ?? ""}`;
  if (!isOnPart(part, checkText)) return `first check "${check?.question ?? "none"}"`;
  return null;
}

export function typedPartFigure(): { led: number; cases: number; misses: string[] } {
  let led = 0;
  let cases = 0;
  const misses: string[] = [];
  for (const s of ccss.standards.filter((x) => PARENT.test(x.code))) {
    const card = getTeachingCard(s.code);
    if (!card) continue;
    const parts = partsOfCard(card);
    if (parts.length < 2) continue;
    for (const part of parts) {
      cases += 1;
      const { text } = draftScript({
        topic: part.sample,
        grade: s.grade as Grade,
        targetMinutes: 3,
        seed: 1,
        standards: [{ code: s.code, description: "" }],
        characters: [starterCast[0]!],
        concept: { title: "Word Quest", description: "" },
      });
      const miss = partLeads(text, card, part);
      if (miss === null) led += 1;
      else misses.push(`${s.code} "${part.sample}": ${miss}`);
    }
  }
  return { led, cases, misses };
}
