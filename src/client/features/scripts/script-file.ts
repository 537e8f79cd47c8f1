import { topicFileName } from "@client/lib/download";

export { downloadTextFile } from "@client/lib/download";

/** Spec §9 library download name: topic lowercased, spaces (whitespace runs) → hyphens, plus '-script.txt'. */
export function scriptFileName(topic: string): string {
  return topicFileName(topic, "-script.txt");
}

/** "1 character" / "2 characters" (spec §2 Home rows 'N character(s)'). */
export function characterCountLabel(count: number): string {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}
