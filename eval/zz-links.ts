import { readFileSync } from "node:fs";
import { linksOf } from "../src/server/ai/offline/text-questions";
import { sentences } from "../src/server/ai/offline/safe-text";
const d = JSON.parse(readFileSync("data/topic-texts/things-and-times.json", "utf8"));
for (const s of d.subjects) for (const t of s.texts) if (process.argv.slice(2).includes(t.id)) {
  const l = linksOf(sentences(t.text));
  console.log(t.id, JSON.stringify(l, null, 0));
}
