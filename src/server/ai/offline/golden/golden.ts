import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { draftScript } from "../draft-script";
import { GOLDEN_CASES, GOLDEN_SEEDS, goldenFile, goldenInput } from "./cases";

const dir = fileURLToPath(new URL(".", import.meta.url));

/** Every golden script as drafted now: file name → script text. */
export function draftGoldens(): Map<string, string> {
  const out = new Map<string, string>();
  for (const gc of GOLDEN_CASES)
    for (const seed of GOLDEN_SEEDS) out.set(goldenFile(gc.id, seed), draftScript(goldenInput(gc, seed)).text + "\n");
  return out;
}

/** The committed golden script, or null when the file does not exist yet. */
export function readGolden(file: string): string | null {
  try {
    return readFileSync(`${dir}${file}`, "utf8");
  } catch {
    return null;
  }
}

/** `npm run golden:update`: rewrites every golden script from the engine as it is now. */
export function writeGoldens(): number {
  const all = draftGoldens();
  for (const [file, text] of all) writeFileSync(`${dir}${file}`, text);
  return all.size;
}
