import { noteKey } from "./contract";
import { splitScenes } from "./scene-ops";

const NOTE_LINE_RE = /^\s*NOTES?\s*:/i;

/**
 * The script with each NOTE line of its header kept once (the first of its kind; docs/product/rules.md). Only
 * the header before the first scene is read; every other byte is kept as written.
 */
export function dropRepeatedNotes(text: string): string {
  const { head, scenes } = splitScenes(text);
  const seen = new Set<string>();
  const kept = head
    .split(/(?<=\n)/)
    .filter((line) => {
      if (!NOTE_LINE_RE.test(line)) return true;
      const key = noteKey(line);
      if (!key) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join("");
  return kept === head ? text : kept + scenes.join("");
}
