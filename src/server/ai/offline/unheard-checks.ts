import type { ContractScene } from "@shared/script/contract";
import { answersJustSaid } from "@shared/script/answer-just-said";
import type { Block } from "./teach-blocks";

/**
 * Checks for understanding the viewer cannot answer by ear (the K–5 specialist's review; the Script check warns on
 * the same rule, `answersJustSaid`): after the script is fitted, a check whose answer was said in the two lines
 * before it (the practice's last answer, or the check before it) is moved after another check, or, when no order
 * helps, traded for one of the same card's checks the fitting left out. A check that makes a key move is moved, never
 * traded. What no order or trade can fix is left for the Script check to report.
 *
 * `assemble` turns blocks into scenes in their final order (draftScript's); `fits` tells whether a script still
 * lands within the fitted length (a trade never makes the script overrun what the fitting allowed). Returns the
 * blocks to keep.
 */
export function keepChecksUnheard(
  chosen: Block[],
  all: readonly Block[],
  assemble: (blocks: Block[]) => ContractScene[],
  fits: (scenes: ContractScene[]) => boolean,
): Block[] {
  let kept = [...chosen];
  const traded = new Set<Block>();
  const heard = (blocks: Block[]) => answersJustSaid(assemble(blocks));
  const blockOf = (blocks: Block[], question: string) =>
    blocks.find((b) => b.scene === "check" && b.beats.some((x) => x.type === "line" && x.text === question));
  // Each pass fixes one check; a script has at most a handful.
  for (let pass = 0; pass < 6; pass++) {
    const found = heard(kept);
    const first = found[0];
    if (!first) break;
    const bad = blockOf(kept, first.question);
    if (!bad) break;
    const checks = kept.filter((b) => b.scene === "check").sort((a, b) => a.order - b.order);
    // Another order: the given-away check swaps places with a later (else an earlier) one.
    const swaps = [
      ...checks.filter((b) => b.order > bad.order),
      ...checks.filter((b) => b.order < bad.order).reverse(),
    ];
    let fixed = false;
    for (const other of swaps) {
      const trial = kept.map((b) =>
        b === bad ? { ...b, order: other.order } : b === other ? { ...b, order: bad.order } : b,
      );
      if (heard(trial).length < found.length) {
        kept = trial;
        fixed = true;
        break;
      }
    }
    if (fixed) continue;
    // Another check of the same card that the fitting left out, nearest in length.
    if (bad.key) break;
    const size = (b: Block) => b.beats.reduce((n, x) => n + ("text" in x ? x.text.length : 0), 0);
    const spares = all
      .filter(
        (b) => b.scene === "check" && b.cardIndex === bad.cardIndex && !kept.includes(b) && !traded.has(b) && !b.key,
      )
      // Nearest in length, a shorter one before a longer one.
      .sort(
        (a, b) =>
          Math.abs(size(a) - size(bad)) * (size(a) > size(bad) ? 3 : 1) -
          Math.abs(size(b) - size(bad)) * (size(b) > size(bad) ? 3 : 1),
      );
    for (const spare of spares) {
      const trial = kept.map((b) => (b === bad ? { ...spare, order: bad.order } : b));
      if (heard(trial).length < found.length && fits(assemble(trial))) {
        kept = trial;
        traded.add(spare);
        fixed = true;
        break;
      }
    }
    if (!fixed) break;
  }
  return kept;
}
