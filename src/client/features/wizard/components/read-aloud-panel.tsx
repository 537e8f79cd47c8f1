import { useId, useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";

/**
 * The region steps 2 and 5 show a lesson's text read aloud in (an attached PDF's excerpt, or Nova Writer's own text
 * about the topic): its own heading, and the body folding away behind a "Hide" / "Show" toggle that names what it
 * folds for a screen reader.
 */
export function ReadAloudPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium">
          {heading}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((v) => !v)}
        >
          {isOpen ? "Hide" : "Show"}
          <span className="sr-only"> text read aloud</span>
          <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
        </Button>
      </div>
      <div id={bodyId} hidden={!isOpen} className="space-y-2 text-sm">
        {children}
      </div>
    </section>
  );
}

/** The text itself: its title, then its paragraphs as written. */
export function ReadAloudText({ title, text }: { title: string | null; text: string }) {
  return (
    <blockquote className="space-y-1 border-l-4 border-primary/40 pl-3">
      {title ? <p className="font-medium">{title}</p> : null}
      <p className="whitespace-pre-line">{text}</p>
    </blockquote>
  );
}
