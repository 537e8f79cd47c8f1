import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { Plus, RefreshCw, Sparkles, X } from "lucide-react";
import { CONCEPT_SUGGESTIONS, FALLBACK_CONCEPTS } from "@shared/constants";
import type { Concept } from "@shared/schemas/standard";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/components/ui/use-toast";
import { generationRequest } from "../lib/generation-request";
import { useConcepts } from "@client/api/generation";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { ConceptCard } from "./concept-card";
import { LengthPicker } from "./length-picker";
import { MissingSteps, missingSteps } from "./missing-steps";
import { ContextScriptsSection } from "./context-scripts-section";
import { CustomConceptPanel } from "./custom-concept-panel";
import { WizardPageShell } from "./wizard-page-shell";
import { paths } from "@client/lib/paths";

const CUSTOM_PANEL_ID = "custom-concept-panel";

/**
 * Step 4 'Choose Your Concept' (docs/product/screens.md#step-4-concepts): AI suggestions, a custom concept, and
 * optional script context.
 */
export function Step4ConceptsPage() {
  const navigate = useNavigate();
  const inputs = useWizardStore(
    useShallow((s) => ({
      topic: s.topic,
      grade: s.grade,
      // Concepts do not depend on the length: changing it must not fetch new ones.
      targetMinutes: null,
      standards: s.standards,
      characters: s.characters,
      contentConsiderations: s.contentConsiderations,
      attachmentUrl: s.attachmentUrl,
      attachmentName: s.attachmentName,
      contextScripts: s.contextScripts,
    })),
  );
  const concept = useWizardStore((s) => s.concept);
  const conceptVariant = useWizardStore((s) => s.conceptVariant);
  const setConcept = useWizardStore((s) => s.setConcept);
  const regenerateConcepts = useWizardStore((s) => s.regenerateConcepts);
  const [isCustomOpen, setIsCustomOpen] = useState(false);
  const [isCustomConcept, setIsCustomConcept] = useState(false);

  const request = useMemo(() => generationRequest(inputs), [inputs]);
  const missing = missingSteps({ ...inputs, concept }, false);

  const concepts = useConcepts(request, conceptVariant);
  useEffect(() => {
    if (!concepts.isError) return;
    toast({
      title: "Generation Failed",
      description: "Failed to generate concept suggestions. Please try again.",
      variant: "destructive",
    });
  }, [concepts.isError, concepts.errorUpdatedAt]);

  const list: readonly Concept[] = concepts.isError ? FALLBACK_CONCEPTS : (concepts.data?.concepts ?? []);
  const isLoading = missing.length === 0 && concepts.isFetching && !concepts.isError;

  // Each change of concept makes a generated script stale: guardScriptDrop asks first (ADR 0012).
  const handleSelect = (c: Concept) =>
    guardScriptDrop(() => {
      const isSame = !isCustomConcept && concept?.title === c.title;
      setIsCustomConcept(false);
      setConcept(isSame ? null : { title: c.title, description: c.description });
    });

  // Opening the custom panel keeps the picked concept until a custom one is used (docs/product/new-user-flow.md).
  const handleToggleCustom = () => setIsCustomOpen((open) => !open);

  const handleUseCustom = (c: Concept) =>
    guardScriptDrop(() => {
      setConcept(c);
      setIsCustomConcept(true);
    });

  return (
    <WizardPageShell
      step={4}
      title="Choose Your Concept"
      subtitle="Pick an idea for your video, or add your own."
      onPrevious={() => navigate(paths.step3)}
      onNext={() => navigate(paths.step5)}
      nextLabel="Generate Script"
      nextDisabled={!concept}
      nextIcon={<Sparkles aria-hidden="true" />}
      actions={
        concept ? null : (
          <p className="text-sm text-muted-foreground">
            {isCustomOpen
              ? "Generate waits for a concept: press “Use This Concept”, or pick a suggestion."
              : "Generate waits for a concept: pick one above, or add your own."}
          </p>
        )
      }
    >
      {missing.length > 0 ? <MissingSteps missing={missing} purpose="To get concept suggestions, please add:" /> : null}

      <section aria-labelledby="concepts-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h2 id="concepts-heading" className="text-lg font-semibold">
              Concept Suggestions
            </h2>
            {concepts.data?.engine === "offline" && !concepts.isError ? (
              <Badge variant="outline">Offline drafting engine</Badge>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={regenerateConcepts}
              disabled={isLoading || missing.length > 0}
            >
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
            <Button
              type="button"
              variant={isCustomOpen ? "secondary" : "outline"}
              aria-expanded={isCustomOpen}
              aria-controls={CUSTOM_PANEL_ID}
              onClick={handleToggleCustom}
            >
              {isCustomOpen ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
              Add Custom
            </Button>
          </div>
        </div>

        {isLoading ? (
          <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
            <span role="status" className="sr-only">
              Generating concept suggestions...
            </span>
            {Array.from({ length: CONCEPT_SUGGESTIONS }, (_, i) => (
              <div key={i} className="space-y-3 rounded-xl border p-5">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
              </div>
            ))}
          </div>
        ) : list.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-3" aria-label="Concept suggestions">
            {list.map((c) => (
              <li key={c.title}>
                <ConceptCard
                  concept={c}
                  isSelected={!isCustomConcept && concept?.title === c.title}
                  onSelect={handleSelect}
                />
              </li>
            ))}
          </ul>
        ) : missing.length === 0 ? (
          <p className="text-muted-foreground">No concepts available. Click "Regenerate" to try again.</p>
        ) : null}

        {isCustomOpen ? <CustomConceptPanel id={CUSTOM_PANEL_ID} onUse={handleUseCustom} /> : null}
      </section>

      <section aria-labelledby="selected-concept-heading" className="rounded-xl border bg-muted/40 p-5">
        <h2 id="selected-concept-heading" className="text-sm font-semibold tracking-wide uppercase">
          Selected Concept
        </h2>
        {concept ? (
          <div className="mt-2 space-y-1">
            <p className="font-semibold">{concept.title}</p>
            {concept.description ? <p className="text-sm text-muted-foreground">{concept.description}</p> : null}
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">No concept selected yet.</p>
        )}
      </section>

      <LengthPicker />

      <ContextScriptsSection />
    </WizardPageShell>
  );
}
