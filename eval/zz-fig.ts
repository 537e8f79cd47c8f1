import { readFileSync } from "node:fs";
import { loadTopicTexts } from "/work/wt/fc-b/src/server/curriculum/topic-texts";
import { textStandardFigure } from "/work/wt/fc-b/eval/topic-texts";
const lib = loadTopicTexts("/work/wt/fc-b/data/topic-texts");
const names = new Set(JSON.parse(readFileSync("/work/wt/fc-b/data/topic-texts/things-and-times.json", "utf8")).subjects.map((s: { subject: string }) => s.subject));
const sub = { ...lib, subjects: lib.subjects.filter((s) => names.has(s.subject)) } as typeof lib;
const f = textStandardFigure(sub);
console.log("things-and-times", f.teaching, "/", f.pairs, "RI.x.8", f.reasons.teaching, "/", f.reasons.pairs, f.failed);
