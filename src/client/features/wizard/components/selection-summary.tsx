import { Badge } from "@client/components/ui/badge";

export interface SelectionSummaryProps {
  /** Plural noun, e.g. "Standards": renders 'Selected Standards (n)'. */
  noun: string;
  /** Badge texts of the chosen items (unique). */
  items: string[];
}

/** 'Selected {noun} (n)' with a badge per chosen item; the count is announced politely when it changes. */
export function SelectionSummary({ noun, items }: SelectionSummaryProps) {
  return (
    <div className="rounded-md border p-4">
      <p className="font-medium" aria-live="polite">
        Selected {noun} ({items.length})
      </p>
      {items.length > 0 ? (
        <ul aria-label={`Selected ${noun.toLowerCase()}`} className="mt-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item}>
              <Badge variant="secondary">{item}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
