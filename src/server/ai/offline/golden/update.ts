/**
 * `npm run golden:update`: rewrites the offline engine's golden scripts (see ./cases.ts) and the table of the
 * shortest length each standard needs (data/lesson-lengths.json), both of which change with the engine.
 */
import { writeLessonLengths } from "../lesson-lengths";
import { writeGoldens } from "./golden";

console.log(`golden: wrote ${writeGoldens()} scripts to src/server/ai/offline/golden/`);
console.log(`golden: measured the shortest length of ${writeLessonLengths()} standards into data/lesson-lengths.json`);
