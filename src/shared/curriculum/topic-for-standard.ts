import { topicCatalogue } from "./topics";

/**
 * The catalogue topic that reaches a standard (docs/product/coverage.md "Make a script for this"): the first
 * catalogue entry, in display order, that offers the code, else one offering its parent (for a lettered
 * sub-standard "L.2.1.a", the parent "L.2.1") or one of its lettered sub-standards. Undefined when none does.
 */
export function catalogueTopicFor(code: string): string | undefined {
  const parent = code.replace(/\.[a-z]$/, "");
  const exact = topicCatalogue.find((t) => t.codes.includes(code));
  if (exact) return exact.name;
  const near = topicCatalogue.find((t) => t.codes.some((c) => c === parent || c.startsWith(`${code}.`)));
  return near?.name;
}
