import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { OfferedStandard, Standard } from "@shared/schemas/standard";
import { Checkbox } from "@client/components/ui/checkbox";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@client/components/ui/collapsible";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { useStandardCard } from "@client/api/standards";

interface StandardOptionProps {
  /** Offered standards carry grade and kid goal; ones added through search only code and text. */
  standard: Standard & Partial<Pick<OfferedStandard, "grade" | "kidGoal">>;
  isSelected: boolean;
  onToggle: () => void;
}

/**
 * One standard on step 2 (ADR 0008): checkbox with code and CCSS text, the teaching card's "I can" goal
 * under it, and a "How it's taught" expander that loads one worked example from the card.
 */
export function StandardOption({ standard, isSelected, onToggle }: StandardOptionProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li
      className={cn(
        "rounded-lg border p-4 transition-colors",
        isSelected ? "border-primary bg-accent/60" : "bg-card hover:border-primary/60",
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox id={id} checked={isSelected} onCheckedChange={onToggle} className="mt-1" />
        <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
          <span className="block font-semibold">{standard.code}</span>
          <span className="text-muted-foreground">{standard.description}</span>
          {standard.kidGoal ? (
            <span className="mt-2 block font-medium text-foreground">
              <span className="sr-only">Kid goal: </span>
              {standard.kidGoal}
            </span>
          ) : null}
        </label>
      </div>
      <Collapsible open={isOpen} onOpenChange={setIsOpen} className="mt-2 pl-7">
        <CollapsibleTrigger className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          How it's taught
          {/* Every standard has one: the code keeps each name unique. */}
          <span className="sr-only"> {standard.code}</span>
          <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent>{isOpen ? <TeachingExample code={standard.code} /> : null}</CollapsibleContent>
      </Collapsible>
    </li>
  );
}

function TeachingExample({ code }: { code: string }) {
  const card = useStandardCard(code, true);
  if (card.isPending) return <p className="mt-2 text-sm text-muted-foreground">Loading…</p>;
  if (card.isError)
    return <p className="mt-2 text-sm text-destructive">Could not load the example: {errorMessage(card.error)}</p>;
  const teaching = card.data.teaching;
  const example = teaching?.examples[0];
  if (!teaching || !example)
    return <p className="mt-2 text-sm text-muted-foreground">No worked example is written for this standard yet.</p>;
  return (
    <div className="mt-2 space-y-2 rounded-md bg-muted p-3 text-sm">
      <p className="text-muted-foreground">{teaching.explanation}</p>
      <dl className="space-y-1">
        <div>
          <dt className="inline font-medium">{teaching.mode === "oral" ? "Say: " : "Show: "}</dt>
          <dd className="inline whitespace-pre-line">{example.show}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Think aloud: </dt>
          <dd className="inline">{example.thinkAloud}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Answer: </dt>
          <dd className="inline">{example.answer}</dd>
        </div>
      </dl>
    </div>
  );
}
