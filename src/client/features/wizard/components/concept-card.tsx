import { Check } from "lucide-react";
import type { Concept } from "@shared/schemas/standard";
import { cn } from "@client/lib/utils";

interface ConceptCardProps {
  concept: Concept;
  isSelected: boolean;
  onSelect: (concept: Concept) => void;
}

/** One concept suggestion: a toggle button (aria-pressed) showing the title and description. */
export function ConceptCard({ concept, isSelected, onSelect }: ConceptCardProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={() => onSelect(concept)}
      className={cn(
        "flex h-full w-full cursor-pointer flex-col gap-2 rounded-xl border bg-card p-5 text-left text-card-foreground shadow-sm transition-colors hover:border-primary/60",
        isSelected && "border-primary ring-2 ring-primary",
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold">{concept.title}</span>
        {isSelected ? <Check aria-hidden="true" className="size-5 shrink-0 text-primary" /> : null}
      </span>
      {concept.description ? <span className="text-sm text-muted-foreground">{concept.description}</span> : null}
    </button>
  );
}
