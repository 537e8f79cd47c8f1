import { topicFileName } from "@client/lib/download";

/** Library download name (docs/product/rules.md#limits): topic lowercased, spaces (whitespace runs) → hyphens, plus '-script.txt'. */
export function scriptFileName(topic: string): string {
  return topicFileName(topic, "-script.txt");
}

/** "1 character" / "2 characters" ('N character(s)', docs/product/screens.md#home-dashboard). */
export function characterCountLabel(count: number): string {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}
