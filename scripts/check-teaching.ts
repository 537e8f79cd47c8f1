/**
 * Checks teaching-card files against the content bar (README "Teaching cards", ADR 0007) while they are being written:
 *   npx tsx scripts/check-teaching.ts [data/teaching/rl.json …]
 * With no arguments every file in data/teaching/ is checked, and the codes still missing are listed.
 * Reuse of examples and questions is checked across all files. Exit code 1 when anything fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ccss from "../data/ccss-ela-k5.json" with { type: "json" };
import {
  findCardProblems,
  findReusedMaterial,
  findStaleChecks,
  type CardStandard,
} from "../src/shared/curriculum/teaching-card-rules";
import { teachingCardSchema, type TeachingCard } from "../src/shared/curriculum/teaching-card";

const dir = join(import.meta.dirname, "..", "data", "teaching");
const allFiles = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => join(dir, f));
const wanted = process.argv.slice(2);
const standards = new Map<string, CardStandard>(ccss.standards.map((s) => [s.code, s]));

let failures = 0;
const everyCard: TeachingCard[] = [];
const codeCount = new Map<string, number>();
for (const file of allFiles) {
  let cards: unknown[];
  try {
    cards = JSON.parse(readFileSync(file, "utf8")) as unknown[];
  } catch (e) {
    console.log(`${file}: not valid JSON: ${(e as Error).message}`);
    failures += 1;
    continue;
  }
  const report = wanted.length === 0 || wanted.some((w) => file.endsWith(w.replace(/^.*\//, "")));
  for (const raw of cards) {
    const code = (raw as { code?: string }).code ?? "(no code)";
    codeCount.set(code, (codeCount.get(code) ?? 0) + 1);
    const parsed = teachingCardSchema.safeParse(raw);
    if (parsed.success) everyCard.push(parsed.data);
    if (!report) continue;
    // Stale checks (an answer the card already gave), as in data/teaching/teaching-cards.test.ts.
    const stale = parsed.success ? findStaleChecks(parsed.data) : [];
    const problems = [...findCardProblems(raw, standards.get(code)), ...stale];
    if (problems.length > 0) {
      failures += problems.length;
      console.log(`${code}:\n  - ${problems.join("\n  - ")}`);
    }
  }
}
for (const [code, n] of codeCount) {
  if (n > 1) {
    failures += 1;
    console.log(`${code}: appears ${n} times`);
  }
}
for (const p of findReusedMaterial(everyCard)) {
  failures += 1;
  console.log(p);
}
const missing = [...standards.keys()].filter((c) => !codeCount.has(c));
console.log(
  `\n${codeCount.size} cards in ${allFiles.length} files; ${missing.length} of ${standards.size} codes missing; ${failures} problems.`,
);
if (wanted.length === 0 && missing.length > 0 && missing.length <= 60) console.log(`missing: ${missing.join(", ")}`);
process.exit(failures > 0 ? 1 : 0);
