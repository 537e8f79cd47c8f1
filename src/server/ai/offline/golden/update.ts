/** `npm run golden:update`: rewrites the offline engine's golden scripts (see ./cases.ts). */
import { writeGoldens } from "./golden";

console.log(`golden: wrote ${writeGoldens()} scripts to src/server/ai/offline/golden/`);
