import { documentSentences } from "./document-excerpt";
import { classifySentence, SENTENCE_CLASS_REASONS, type SentenceClass } from "./document-sentences";

/**
 * Finds spoken lines that repeat a supporting document's sentence addressed to the audience or a presenter
 * (docs/product/security.md, "Supporting documents"): the Script check warns on each, whichever engine wrote
 * the line. A line repeats a sentence when it shares five words in a row with it (or all of a shorter one).
 */
const words = (s: string) => s.toLowerCase().match(/[a-z0-9']+/g) ?? [];
const N = 5;

function grams(ws: string[]): string[] {
  if (ws.length <= N) return [ws.join(" ")];
  return Array.from({ length: ws.length - N + 1 }, (_, i) => ws.slice(i, i + N).join(" "));
}

export interface DocumentEcho {
  kind: Exclude<SentenceClass, "statement">;
  reason: string;
  sentence: string;
}

/** A matcher for `documentText`: given a spoken line, the addressed document sentence it repeats, or null. */
export function documentEchoMatcher(documentText: string | null | undefined): (line: string) => DocumentEcho | null {
  const flagged = new Map<string, DocumentEcho>();
  for (const sentence of documentSentences((documentText ?? "").slice(0, 50_000))) {
    const kind = classifySentence(sentence);
    if (kind === "statement") continue;
    const ws = words(sentence);
    if (ws.length < 3) continue;
    for (const g of grams(ws)) flagged.set(g, { kind, reason: SENTENCE_CLASS_REASONS[kind], sentence });
  }
  if (flagged.size === 0) return () => null;
  return (line) => {
    const ws = words(line);
    for (let n = Math.min(N, ws.length); n >= 3; n--)
      for (let i = 0; i + n <= ws.length; i++) {
        const hit = flagged.get(ws.slice(i, i + n).join(" "));
        if (hit && (n === N || words(hit.sentence).length === n)) return hit;
      }
    return null;
  };
}
