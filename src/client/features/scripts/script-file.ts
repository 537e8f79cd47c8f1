import { topicFileName } from "@client/lib/download";
import { formatDateTime } from "@client/lib/format";

/** Library download name (docs/product/rules.md#limits): topic lowercased, spaces (whitespace runs) → hyphens, plus '-script.txt'. */
export function scriptFileName(topic: string): string {
  return topicFileName(topic, "-script.txt");
}

/** "1 character" / "2 characters" ('N character(s)', docs/product/screens.md#home-dashboard). */
export function characterCountLabel(count: number): string {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}

interface NamedRow {
  id: number;
  topic: string;
  concept: string;
  createdAt: string;
}

/**
 * The name each row of a script list gives its controls ("Delete Fables"): the topic, the words a writer sees
 * first. Rows that share a topic add the concept and the time they were made, and rows still alike their place
 * in the list, so no two controls on a screen share a name (docs/product/accessibility.md).
 */
export function scriptRowNames(rows: readonly NamedRow[]): Map<number, string> {
  const names = new Map(rows.map((r) => [r.id, r.topic.trim() || "Untitled Script"]));
  const refine = (detail: (row: NamedRow, index: number) => string) => {
    const counts = new Map<string, number>();
    for (const name of names.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
    rows.forEach((row, index) => {
      const name = names.get(row.id)!;
      if (counts.get(name)! > 1) names.set(row.id, `${name}${detail(row, index)}`);
    });
  };
  refine((row) => ` (${row.concept.trim() || "Untitled Script"}, ${formatDateTime(row.createdAt)})`);
  refine((_, index) => `, row ${index + 1}`);
  return names;
}
