import { linksOf } from "../src/server/ai/offline/text-questions";
for (const s of process.argv.slice(2)) console.log(s, "=>", JSON.stringify(linksOf(["Athletes come from all over the world.", s])));
