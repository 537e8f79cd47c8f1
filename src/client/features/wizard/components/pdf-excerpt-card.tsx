import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { usePdfExcerpt } from "@client/api/uploads";
import { useWizardStore } from "../stores/wizard-store";
import { LoadError } from "./load-error";

export const PDF_EXCERPT_HEADING = "Text read aloud from your PDF";

/** "3 sentences addressed to the viewer were left out" (1 → "1 sentence … was"). */
export function leftOutNote(count: number): string {
  return count === 1
    ? "1 sentence addressed to the viewer was left out"
    : `${count} sentences addressed to the viewer were left out`;
}

/**
 * Step 2 and step 5, when a PDF is attached: the part of it presenters may read aloud, exactly as the script
 * engines choose it for the wizard's grade and primary standard (GET /api/uploads/:upload/excerpt), and how many
 * sentences were left out because they address the viewer (docs/product/security.md, "Supporting documents").
 * A region with its own heading; the text folds away behind a toggle.
 */
export function PdfExcerptCard() {
  const attachmentUrl = useWizardStore((s) => s.attachmentUrl);
  const grade = useWizardStore((s) => s.grade);
  const primary = useWizardStore((s) => s.standards[0]?.code ?? null);
  const excerpt = usePdfExcerpt(attachmentUrl, grade, primary);
  const [isOpen, setIsOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  if (!attachmentUrl) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium">
          {PDF_EXCERPT_HEADING}
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
        {excerpt.isPending ? (
          <div role="status" aria-label="Loading the text read aloud" className="space-y-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        ) : excerpt.isError ? (
          <LoadError
            message={`Could not load the text read aloud: ${errorMessage(excerpt.error)}`}
            onRetry={() => void excerpt.refetch()}
          />
        ) : (
          <>
            {excerpt.data.text ? (
              <blockquote className="space-y-1 border-l-4 border-primary/40 pl-3">
                {excerpt.data.title ? <p className="font-medium">{excerpt.data.title}</p> : null}
                <p className="whitespace-pre-line">{excerpt.data.text}</p>
              </blockquote>
            ) : (
              <p>Nothing in your PDF will be read aloud: no sentence in it can be said to viewers as it stands.</p>
            )}
            {excerpt.data.leftOut > 0 ? (
              <p className="text-muted-foreground">
                {leftOutNote(excerpt.data.leftOut)}: presenters never read instructions or questions to viewers,
                requests for personal or family details, secrets, offers or links.
              </p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
