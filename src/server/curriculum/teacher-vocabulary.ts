import vocabulary from "@data/teacher-vocabulary.json";
import { looseName } from "@shared/curriculum/topics";
import { allStandardDetails, type CcssStandard } from "./standards-catalogue";

/**
 * Teacher words → CCSS standards (data/teacher-vocabulary.json, ADR 0008): "persuasive" is what
 * CCSS calls "opinion", "how-to" is procedural writing, "homophones" are "frequently confused words".
 * Patterns in the data ("W.*.1", "W.*.1.*") are expanded against the official codes once.
 */
interface Entry {
  terms: string[];
  codes: CcssStandard[];
}

let entries: Entry[] | undefined;

function patternToRegExp(pattern: string): RegExp {
  const body = pattern.split(".").map((p) => (p === "*" ? "[^.]+" : p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return new RegExp(`^${body.join("\\.")}$`);
}

function load(): Entry[] {
  if (entries) return entries;
  const all = allStandardDetails();
  entries = vocabulary.entries.map((e) => {
    const codes: CcssStandard[] = [];
    for (const pattern of e.codes) {
      const re = patternToRegExp(pattern);
      for (const s of all) if (re.test(s.code) && !codes.includes(s)) codes.push(s);
    }
    return { terms: e.terms.map(looseName), codes };
  });
  return entries;
}

/**
 * Standards the typed topic names in teacher words, best first: a standard named by more matching
 * entries ranks higher, then the longest matching term, then the entry's own order. A term matches
 * whole words of the loosened topic (see `looseName`). Empty when no term matches.
 */
export function standardsFromVocabulary(topic: string): CcssStandard[] {
  const text = ` ${looseName(topic)} `;
  const score = new Map<CcssStandard, { hits: number; termLength: number; order: number }>();
  let order = 0;
  for (const entry of load()) {
    const matched = entry.terms.filter((t) => t && text.includes(` ${t} `));
    if (matched.length === 0) continue;
    const termLength = Math.max(...matched.map((t) => t.length));
    for (const s of entry.codes) {
      const prev = score.get(s);
      if (prev) {
        prev.hits += 1;
        prev.termLength = Math.max(prev.termLength, termLength);
      } else score.set(s, { hits: 1, termLength, order: order++ });
    }
  }
  return [...score.entries()]
    .sort(([, a], [, b]) => b.hits - a.hits || b.termLength - a.termLength || a.order - b.order)
    .map(([s]) => s);
}
