import { draftScript } from "./src/server/ai/offline/draft-script";
import { parseContract } from "./src/shared/script/contract";
import { checkScript } from "./src/shared/script/check-script";
import { hasStandard } from "./src/server/curriculum/standards-catalogue";
import { starterCast } from "./src/server/db/seed-characters";
const CONS = [
  "Avoid food.", "No pets please.", "Include partner talk.", "Add a movement break.", "Give extra wait time.",
  "Preview the vocabulary first.", "Keep it under 3 minutes.", "For English learners.", "Use a Spanish greeting.",
  "No holidays.", "Include a sentence frame for English learners.", "Add turn and talk and a brain break.",
  "Please slow down for my class.", "Don't mention Halloween or Christmas.", "Make it gentle, nothing scary.",
  "Add captions for deaf students.", "Say it with me for the key words.", "Include a song.",
  "Avoid sports examples and include key words.", "Keep it short, under 2 minutes, with wait time.",
];
const STDS: [string, string][] = [["RL.2.3", "2"], ["W.2.3", "2"], ["RI.4.2", "4"], ["L.3.1.f", "3"], ["RF.1.3.a", "1"], ["SL.K.1", "K"], ["RF.K.2.b", "K"]];
const only = process.argv[2];
for (const cons of CONS) for (const [code, grade] of STDS) {
  const { text } = draftScript({ topic: "Our class garden", grade: grade as any, targetMinutes: 4, seed: 2, standards: [{ code, description: "" }], characters: [starterCast[0]!, starterCast[2]!], concept: { title: "Garden Quest", description: "" }, contentConsiderations: cons });
  const c = parseContract(text);
  const f = checkScript(text, { selectedCodes: [code], grade: c.grade, isOfficialCode: hasStandard, considerations: cons }).findings.filter((x) => x.kind === "consideration");
  const notes = c.notes.filter((n) => /^(Applied|Could not|For the writer)/.test(n));
  const applied = notes.filter((n) => n.startsWith("Applied"));
  const flag = applied.length > 0 && f.length > 0 ? "  <<< APPLIED BUT CHECK FINDS" : "";
  console.log(`${cons} | ${code}: ${notes.join(" / ")} ${f.map((x) => "[check: " + x.message + "]").join(" ")}${flag}`);
  if (only && `${cons}|${code}` === only) console.log(text);
}
