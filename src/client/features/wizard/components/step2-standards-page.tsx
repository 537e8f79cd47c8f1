import { useId } from "react";
import { useNavigate } from "react-router";
import type { Standard } from "@shared/schemas/standard";
import { Button } from "@client/components/ui/button";
import { Checkbox } from "@client/components/ui/checkbox";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { Textarea } from "@client/components/ui/textarea";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { useTopicStandards, type TopicStandards } from "../api/get-topic-standards";
import { useWizardStore } from "../stores/wizard-store";
import { AddStandardSearch } from "./add-standard-search";
import { LoadError } from "./load-error";
import { SelectionSummary } from "./selection-summary";
import { PdfAttachmentField } from "./pdf-attachment-field";
import { StandardsLicenseNote } from "./standards-license-note";
import { WizardPageShell } from "./wizard-page-shell";

const RATIONALE_LABELS: Record<TopicStandards["source"], string> = {
  catalogue: "Why these standards",
  search: "Closest matches from the CCSS text",
  model: "Chosen by AI",
};

/** /step2-standards (spec §2 "Step 2 standards"). */
export function Step2StandardsPage() {
  const navigate = useNavigate();
  const topic = useWizardStore((s) => s.topic);
  const selected = useWizardStore((s) => s.standards);
  const toggleStandard = useWizardStore((s) => s.toggleStandard);
  const contentConsiderations = useWizardStore((s) => s.contentConsiderations);
  const setContentConsiderations = useWizardStore((s) => s.setContentConsiderations);
  const offered = useTopicStandards(topic);
  const considerationsId = useId();

  const hasTopic = topic.trim().length > 0;
  const selectedCodes = new Set(selected.map((s) => s.code));
  const offeredStandards = offered.data?.standards ?? [];
  const offeredCodes = new Set(offeredStandards.map((s) => s.code));
  // Standards added through the search (or kept from earlier) are listed after the offered ones.
  const shownStandards = [...offeredStandards, ...selected.filter((s) => !offeredCodes.has(s.code))];

  return (
    <WizardPageShell
      step={2}
      title="Select Educational Standards"
      subtitle={hasTopic ? `Choose the standards your video on “${topic}” will address.` : undefined}
      onPrevious={() => navigate("/step1-topic")}
      onNext={() => navigate("/step3-characters")}
      nextDisabled={selected.length === 0}
    >
      {!hasTopic ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center">
          <p>Please select a topic first to see relevant standards.</p>
          <Button type="button" variant="outline" onClick={() => navigate("/step1-topic")}>
            Choose a topic
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="offered-standards-heading" className="space-y-4">
            <h2 id="offered-standards-heading" className="text-lg font-semibold">
              Standards for {topic}
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
                {offered.data?.rationale ? (
                  <div className="rounded-md bg-muted p-4 text-sm">
                    <p className="font-medium">{RATIONALE_LABELS[offered.data.source]}</p>
                    <p className="mt-1 text-muted-foreground">{offered.data.rationale}</p>
                  </div>
                ) : null}
                {shownStandards.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    No standards are suggested for this topic. Search for one below.
                  </p>
                ) : (
                  <ul className="space-y-3">
                    {shownStandards.map((standard) => (
                      <StandardOption
                        key={standard.code}
                        standard={standard}
                        isSelected={selectedCodes.has(standard.code)}
                        onToggle={() => toggleStandard(standard)}
                      />
                    ))}
                  </ul>
                )}
              </>
            )}
            <SelectionSummary noun="Standards" items={selected.map((s) => s.code)} />
            <AddStandardSearch selectedCodes={selectedCodes} onToggle={toggleStandard} />
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
        </>
      )}
    </WizardPageShell>
  );
}

interface StandardOptionProps {
  standard: Standard;
  isSelected: boolean;
  onToggle: () => void;
}

function StandardOption({ standard, isSelected, onToggle }: StandardOptionProps) {
  const id = useId();
  return (
    <li
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4 transition-colors",
        isSelected ? "border-primary bg-accent/60" : "bg-card hover:border-primary/60",
      )}
    >
      <Checkbox id={id} checked={isSelected} onCheckedChange={onToggle} className="mt-1" />
      <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
        <span className="block font-semibold">{standard.code}</span>
        <span className="text-muted-foreground">{standard.description}</span>
      </label>
    </li>
  );
}
