import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Prefixes a child meets in grades 3–5 (L.3.4.b–L.5.4.b): a visual never labels one of them a root. */
const PREFIXES = new Set(
  "trans pre re un dis sub inter ex con com de mis non over under semi anti auto bi tri mid super".split(" "),
);

describe("teaching cards' VISUAL labels", () => {
  it("a visual of roots shows roots only, never a prefix labelled as one", () => {
    const dir = join(process.cwd(), "data/teaching");
    const wrong: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const cards = JSON.parse(readFileSync(join(dir, file), "utf8")) as { code: string; visuals?: string[] }[];
      for (const card of cards)
        for (const v of card.visuals ?? []) {
          if (!/\broot cards?\b/i.test(v)) continue;
          for (const [, part] of v.matchAll(/\b([a-z]+) \(/g))
            if (PREFIXES.has(part!)) wrong.push(`${card.code}: ${part}`);
        }
    }
    expect(wrong).toEqual([]);
  });
});
