import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { gradeLabel } from "@shared/schemas/grade";
import { MAX_SUPPORTING_STANDARDS } from "@shared/script/contract";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { Textarea } from "@client/components/ui/textarea";
import { errorMessage } from "@client/lib/api-client";
import { useTopicStandards, type TopicStandards } from "@client/api/standards";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { AddStandardSearch } from "./add-standard-search";
import { BrowseStandardsByStrand } from "./browse-standards-by-strand";
import { GradePicker } from "./grade-picker";
import { LengthFitWarning } from "./length-fit-warning";
import { LoadError } from "./load-error";
import { SelectionSummary } from "./selection-summary";
import { PdfAttachmentField } from "./pdf-attachment-field";
import { PdfExcerptCard } from "./pdf-excerpt-card";
import { TopicTextCard } from "./topic-text-card";
import { StandardOption } from "./standard-option";
import { StandardsLicenseNote } from "./standards-license-note";
import { WizardPageShell } from "./wizard-page-shell";
import { paths } from "@client/lib/paths";

const RATIONALE_LABELS: Record<TopicStandards["source"], string> = {
  catalogue: "Why these standards",
  search: "Closest matches from the CCSS text",
  model: "Chosen by AI",
};

/** /step2-standards (docs/product/screens.md#step-2-standards). */
export function Step2StandardsPage() {
  const navigate = useNavigate();
  const topic = useWizardStore((s) => s.topic);
  const grade = useWizardStore((s) => s.grade);
  const setGrade = useWizardStore((s) => s.setGrade);
  const selected = useWizardStore((s) => s.standards);
  const toggleStandard = useWizardStore((s) => s.toggleStandard);
  const contentConsiderations = useWizardStore((s) => s.contentConsiderations);
  const setContentConsiderations = useWizardStore((s) => s.setContentConsiderations);
  const offered = useTopicStandards(topic, grade);
  const considerationsId = useId();
  const otherGradesId = useId();
  const [showOtherGrades, setShowOtherGrades] = useState(false);

  const hasTopic = topic.trim().length > 0;
  const selectedCodes = new Set(selected.map((s) => s.code));
  const offeredStandards = offered.data?.standards ?? [];
  const offeredCodes = new Set(offeredStandards.map((s) => s.code));
  // The chosen grade's standards first (ADR 0008); other grades wait behind "Show other grades".
  // A chosen standard of another grade stays in view.
  const gradeStandards = grade
    ? offeredStandards.filter((s) => s.grade === grade || selectedCodes.has(s.code))
    : offeredStandards;
  const otherStandards = grade ? offeredStandards.filter((s) => s.grade !== grade && !selectedCodes.has(s.code)) : [];
  // Nothing offered for the grade: say so and open the browse list rather than show a weak match (ADR 0057).
  const noGoodMatch = Boolean(offered.data) && gradeStandards.length === 0;
  // Standards added through the search (or kept from earlier) are listed after the offered ones.
  const shownStandards = [...gradeStandards, ...selected.filter((s) => !offeredCodes.has(s.code))];
  const toggle = (s: { code: string; description: string }) =>
    guardScriptDrop(() => toggleStandard({ code: s.code, description: s.description }));

  // After a topic change, the chosen standards still offered for the new topic stay chosen (ADR 0012).
  const keepOfferedStandards = useWizardStore((s) => s.keepOfferedStandards);
  const [dropped, setDropped] = useState<string[]>([]);
  const offeredFor = offered.data ? topic : null;
  useEffect(() => {
    if (!offered.data || offeredFor === null) return;
    const gone = keepOfferedStandards(offeredFor, new Set(offered.data.standards.map((s) => s.code)));
    if (gone.length > 0) setDropped(gone.map((s) => s.code));
  }, [offered.data, offeredFor, keepOfferedStandards]);
  const option = (standard: (typeof offeredStandards)[number] | (typeof selected)[number]) => (
    <StandardOption
      key={standard.code}
      standard={standard}
      isSelected={selectedCodes.has(standard.code)}
      onToggle={() => toggle(standard)}
    />
  );

  return (
    <WizardPageShell
      step={2}
      title="Select Educational Standards"
      subtitle={hasTopic ? `Choose the standards your video on “${topic}” will address.` : undefined}
      onPrevious={() => navigate(paths.step1)}
      onNext={() => navigate(paths.step3)}
      nextDisabled={selected.length === 0}
    >
      {!hasTopic ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center">
          <p>Please select a topic first to see relevant standards.</p>
          <Button type="button" variant="outline" onClick={() => navigate(paths.step1)}>
            Choose a topic
          </Button>
        </div>
      ) : (
        <>
          <GradePicker value={grade} onChange={(g) => guardScriptDrop(() => setGrade(g))} />
          <section aria-labelledby="offered-standards-heading" className="space-y-4">
            <h2 id="offered-standards-heading" className="text-lg font-semibold">
              {grade ? `${gradeLabel(grade)} standards for ${topic}` : `Standards for ${topic}`}
            </h2>
            {offered.isPending ? (
              <div role="status" aria-label="Loading standards" className="space-y-3">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-16 w-full" />
                ))}
              </div>
            ) : offered.isError ? (
              <LoadError
                message={`Could not load standards: ${errorMessage(offered.error)}`}
                onRetry={() => void offered.refetch()}
              />
            ) : (
              <>
                {/* With no match the rationale would only repeat the message below (ADR 0057). */}
                {offered.data?.rationale && !noGoodMatch ? (
                  <div className="rounded-md bg-muted p-4 text-sm">
                    <p className="font-medium">{RATIONALE_LABELS[offered.data.source]}</p>
                    <p className="mt-1 text-muted-foreground">{offered.data.rationale}</p>
                  </div>
                ) : null}
                {shownStandards.length === 0 ? (
                  <div role="status" className="space-y-1 text-sm">
                    <p className="font-medium">No standard matches this topic well.</p>
                    <p className="text-muted-foreground">
                      {grade
                        ? `Browse the ${gradeLabel(grade)} standards by strand below${otherStandards.length > 0 ? ", see other grades" : ""}, or search for one.`
                        : "Choose a grade to browse its standards by strand, or search for one below."}
                    </p>
                  </div>
                ) : (
                  <ul className="space-y-3">{shownStandards.map(option)}</ul>
                )}
                {otherStandards.length > 0 ? (
                  <div className="space-y-3">
                    <Button
                      type="button"
                      variant="outline"
                      aria-expanded={showOtherGrades}
                      aria-controls={otherGradesId}
                      onClick={() => setShowOtherGrades((v) => !v)}
                    >
                      {showOtherGrades ? "Hide other grades" : `Show other grades (${otherStandards.length})`}
                    </Button>
                    <ul id={otherGradesId} hidden={!showOtherGrades} className="space-y-3">
                      {showOtherGrades && otherStandards.map(option)}
                    </ul>
                  </div>
                ) : null}
              </>
            )}
            {dropped.length > 0 ? (
              <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
                Kept the standards you chose that fit “{topic}”. Not offered for this topic, so no longer chosen:{" "}
                {dropped.join(", ")}.
              </p>
            ) : null}
            <SelectionSummary noun="Standards" items={selected.map((s) => s.code)} />
            {selected.length > 1 + MAX_SUPPORTING_STANDARDS ? (
              <p
                role="note"
                className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                One video teaches one primary standard ({selected[0]!.code}, the first you chose) and up to{" "}
                {MAX_SUPPORTING_STANDARDS} supporting ones. The other {selected.length - 1 - MAX_SUPPORTING_STANDARDS}{" "}
                will be listed in the script's notes for a separate video.
              </p>
            ) : selected.length > 1 ? (
              <p className="text-sm text-muted-foreground">
                {selected[0]!.code} is the primary standard; the others are taught as supporting standards.
              </p>
            ) : null}
            <LengthFitWarning onStep2 />
            {offered.isPending ? null : (
              <BrowseStandardsByStrand
                key={`${grade}-${noGoodMatch}`}
                grade={grade}
                selectedCodes={selectedCodes}
                onToggle={toggle}
                defaultOpen={noGoodMatch}
              />
            )}
            <AddStandardSearch selectedCodes={selectedCodes} onToggle={toggle} />
            <StandardsLicenseNote />
          </section>

          <div className="space-y-2">
            <Label htmlFor={considerationsId}>Content Considerations (Optional)</Label>
            <Textarea
              id={considerationsId}
              rows={4}
              value={contentConsiderations}
              onChange={(e) => setContentConsiderations(e.target.value)}
              placeholder="Anything the script should include or avoid"
            />
          </div>

          <PdfAttachmentField />
          <PdfExcerptCard />
          <TopicTextCard />
        </>
      )}
    </WizardPageShell>
  );
}
