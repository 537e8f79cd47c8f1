import { draftScript } from "./src/server/ai/offline/draft-script";
import { parseContract } from "./src/shared/script/contract";
import { starterCast } from "./src/server/db/seed-characters";
import { KITE_STORY, FROG_STORY, BRIDGE_STORY } from "./src/server/ai/offline/long-stories.fixture";
const which = process.argv[2] ?? "";
for (const [name, s, grade] of [["kite", KITE_STORY, "3"], ["frog", FROG_STORY, "1"], ["bridge", BRIDGE_STORY, "4"]] as const)
  for (const std of ["RL.x.2", "RL.x.3", "W.x.3", "RL.x.1"]) for (const min of [2, 3]) {
    const code = std.replace("x", grade);
    const { text } = draftScript({ topic: "A story", grade, targetMinutes: min, seed: 11, standards: [{ code, description: "" }], characters: [starterCast[0]!, starterCast[2]!], concept: { title: "Story Quest", description: "" }, pdfText: s });
    const c = parseContract(text);
    const run = c.scenes.reduce((n, x) => n + x.durationSec, 0);
    console.log(`=== ${name} ${code} ${min}min run=${run}s`);
    for (const n of c.notes) if (/left out|read|story|Could not|runs/i.test(n)) console.log("  NOTE:", n.slice(0, 300));
    if (which && `${name} ${code} ${min}` === which) console.log(text);
  }
