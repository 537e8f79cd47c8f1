import { pictureFirst, speakBlanks } from "./spoken-blanks";
import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";

/**
 * The moves a standard requires, declared on its card as `keyMoves` (docs/product/key-moves.md), resolved to the
 * card's own items. Items are held by identity, so a card filtered later (an avoided topic, a supporting standard
 * taught without its passage) still knows which of its remaining items carry a key move.
 */
export interface KeyItems {
  examples: Set<WorkedExample>;
  practice: Set<TeachingCard["practice"][number]>;
  checks: Set<CheckQuestion>;
}

export function keyItemsOf(card: TeachingCard): KeyItems {
  const pick = <T>(items: readonly T[], at: readonly number[] | undefined) =>
    (at ?? []).flatMap((i) => (items[i] ? [items[i]] : []));
  const moves = card.keyMoves ?? [];
  return {
    examples: new Set(
      moves.flatMap((m) => {
        const own = pick(card.examples, m.examples);
        const shown = own.length === 0 && (m.practice ?? []).length > 0 ? modelledExchange(card, m.move) : undefined;
        return shown ? [shown] : own;
      }),
    ),
    practice: new Set(moves.flatMap((m) => pick(card.practice, m.practice))),
    checks: new Set(moves.flatMap((m) => pick(card.checks, m.checks))),
  };
}

/** A speaker's tag at the start of a line of a card's dialogue ("Ryan:", "Hana (leader):", "Teacher:"). */
const SPEAKER = /^([A-Z][A-Za-z'.-]*(?: [A-Z][A-Za-z'.-]*)?)(?: \([^)]*\))?:\s/;

/**
 * Model before you ask (docs/decisions/0079, 0096): a discussion card's key move that the child practises but that
 * names no worked example (SL.x.1: build on an idea, disagree kindly, take turns, ask a question) is first shown in
 * one of the card's own exchanges, a dialogue of two speakers or more, which the presenters act out (`sayShow`
 * shares its lines). The exchange whose words share most with the move is chosen ("build on … idea" → "Ryan built
 * on her idea"), the first on a tie. Undefined for other strands, or a card with no exchange.
 */
export function modelledExchange(card: TeachingCard, move: string): WorkedExample | undefined {
  if (!/^SL\.(?:K|[1-5])\.1\b/.test(card.code)) return undefined;
  const speakers = (show: string) =>
    new Set(show.split("\n").flatMap((l) => (SPEAKER.exec(l.trim()) ? [SPEAKER.exec(l.trim())![1]!] : [])));
  const stem = (w: string) => w.replace(/(?:ing|ed|s)$/, "").replace(/t$/, "d");
  const words = (t: string) => new Set((norm(t).match(/[a-z]{4,}/g) ?? []).map(stem));
  const wanted = words(move);
  const shared = (e: WorkedExample) => [...words(`${e.show} ${e.thinkAloud}`)].filter((w) => wanted.has(w)).length;
  const exchanges = card.examples.filter((e) => speakers(e.show).size >= 2);
  return exchanges.reduce<WorkedExample | undefined>(
    (best, e) => (!best || shared(e) > shared(best) ? e : best),
    undefined,
  );
}

/**
 * `items` with the key ones first, in the order the card declares them (a move of two items is made in that order:
 * "say our listening job, then join in"), then the others in their given (shuffled) order.
 */
export const keyFirst = <T>(items: readonly T[], keys: ReadonlySet<T>): T[] => [
  ...[...keys].filter((k) => items.includes(k)),
  ...items.filter((i) => !keys.has(i)),
];

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const opening = (t: string, words = 8) => norm(t).split(" ").slice(0, words).join(" ");

/**
 * The key moves of `card` that `script` (the whole text) does not make: a move is made when every item it names is
 * said or shown (an example's think-aloud, a practice prompt, a check's question, by their first eight words).
 */
export function missingKeyMoves(card: TeachingCard, script: string): string[] {
  const said = norm(script);
  return (card.keyMoves ?? [])
    .filter((m) => {
      const texts = [
        ...(m.examples ?? []).map((i) => card.examples[i]?.thinkAloud ?? ""),
        ...(m.practice ?? []).map((i) => card.practice[i]?.prompt ?? ""),
        ...(m.checks ?? []).map((i) => opening(card.checks[i]?.question ?? "", 5)),
      ];
      // An item with a blank is said with the word "blank" (spoken-blanks.ts), and shown as written only in print.
      // A picture note is shown, and the presenter says "Look at the picture." instead.
      const forms = (t: string) => [t, speakBlanks(t, { inPlace: true }), pictureFirst(t)?.said ?? t];
      return !texts.every((t) => forms(t).some((f) => said.includes(opening(f))));
    })
    .map((m) => m.move);
}
