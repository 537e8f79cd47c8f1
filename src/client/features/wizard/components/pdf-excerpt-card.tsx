import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { usePdfExcerpt } from "@client/api/uploads";
import { useWizardStore } from "../stores/wizard-store";
import { LoadError } from "./load-error";
import { ReadAloudPanel, ReadAloudText } from "./read-aloud-panel";

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
  if (!attachmentUrl) return null;

  return (
    <ReadAloudPanel heading={PDF_EXCERPT_HEADING}>
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
            <ReadAloudText title={excerpt.data.title} text={excerpt.data.text} />
          ) : (
            <p>Nothing in your PDF will be read aloud: no sentence in it can be said to viewers as it stands.</p>
          )}
          {excerpt.data.leftOut > 0 ? (
            <p className="text-muted-foreground">
              {leftOutNote(excerpt.data.leftOut)}: presenters never read instructions or questions to viewers, requests
              for personal or family details, secrets, offers or links.
            </p>
          ) : null}
        </>
      )}
    </ReadAloudPanel>
  );
}
