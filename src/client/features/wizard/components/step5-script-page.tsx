import { useMemo } from "react";
import { useNavigate } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { AlertTriangle } from "lucide-react";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Spinner } from "@client/components/ui/spinner";
import { ScriptCheckPanel } from "@client/components/script-check-panel";
import { StandardsTracePanel } from "@client/components/standards-trace-panel";
import { ScriptDocument } from "@client/components/script-document";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import { useScript } from "@client/api/scripts";
import { useComments } from "@client/api/comments";
import { groupThreads, openThreadTexts } from "@client/components/workflow/comment-threads";
import { useWizardStore } from "../stores/wizard-store";
import { RelatedScriptsCard } from "./related-scripts-card";
import { useScriptActions } from "./script-actions";
import { MissingSteps, missingSteps } from "./missing-steps";
import { ScriptSummaryCards } from "./script-summary-cards";
import { PdfExcerptCard } from "./pdf-excerpt-card";
import { TopicTextCard } from "./topic-text-card";
import { StandardsLicenseNote } from "./standards-license-note";
import { Step5TeamCard } from "./step5-team-card";
import { useScriptGeneration } from "./use-script-generation";
import { useStep5SceneActions } from "./use-step5-scene-actions";
import { WizardPageShell } from "./wizard-page-shell";
import { paths } from "@client/lib/paths";

/**
 * Step 5 'Script Summary' (docs/product/screens.md#step-5-script): the inputs, the script streamed in as it is written,
 * and the actions. The script is generated on entry when the store has none.
 */
export function Step5ScriptPage() {
  const navigate = useNavigate();
  const {
    topic,
    standards,
    characters,
    concept,
    script,
    scriptEngine,
    scriptChecks,
    grade,
    targetMinutes,
    isGenerating,
  } = useWizardStore(
    useShallow((s) => ({
      topic: s.topic,
      standards: s.standards,
      characters: s.characters,
      concept: s.concept,
      script: s.script,
      scriptEngine: s.scriptEngine,
      scriptChecks: s.scriptChecks,
      grade: s.grade,
      targetMinutes: s.targetMinutes,
      isGenerating: s.isGenerating,
    })),
  );
  // A script in My Scripts has a team side (docs/product/team-workflow.md): sharing, review, comments.
  const savedScriptId = useWizardStore((s) => s.savedScriptId);
  const serverCopy = useScript(savedScriptId);
  const teamScript = serverCopy.data?.isSaved ? serverCopy.data : null;
  const comments = useComments(teamScript?.id ?? null);
  const commentedTexts = useMemo(
    () => (teamScript ? openThreadTexts(groupThreads(comments.data ?? []), teamScript.scriptContent) : []),
    [comments.data, teamScript],
  );
  const missing = missingSteps({ topic, standards, characters, concept }, true);
  const { partialText, failure, generate } = useScriptGeneration(missing.length === 0);
  const actions = useScriptActions({ onRegenerate: generate });
  const sceneActions = useStep5SceneActions();

  const isIncomplete = !isGenerating && failure !== null && partialText.length > 0;
  const shownText = isGenerating || isIncomplete ? partialText : script;
  const isOffline = !isGenerating && !isIncomplete && !!script && scriptEngine === "offline";

  return (
    <WizardPageShell
      step={5}
      title="Script Summary"
      subtitle="Review your inputs and your generated script."
      onPrevious={() => navigate(paths.step4)}
      previousDisabled={isGenerating}
      actions={actions.primary}
    >
      {missing.length > 0 && !script ? (
        <MissingSteps missing={missing} purpose="To write the script, please add:" />
      ) : null}
      {/* The script comes first, so it starts in the first screen (docs/product/new-user-flow.md); the inputs follow. */}
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h2 className="text-lg">Generated Script</h2>
            </CardTitle>
            {isOffline ? <Badge variant="outline">Offline draft</Badge> : null}
            {isIncomplete ? <Badge variant="destructive">Incomplete</Badge> : null}
          </div>
          {isOffline ? (
            <p className="text-sm text-muted-foreground">
              This draft was written by the built-in offline drafting engine, not an AI model.
            </p>
          ) : null}
          {actions.secondary}
        </CardHeader>
        <CardContent className="space-y-3">
          <div aria-live="polite" className="text-sm">
            {isGenerating ? (
              <p className="flex items-center gap-2 font-medium">
                <Spinner size="sm" aria-label="Generating" />
                Generating your script...
              </p>
            ) : null}
          </div>
          {isIncomplete ? (
            <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/50 p-3 text-sm">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              <span>
                Incomplete script: generation stopped before it finished ({failure}). Use "Regenerate Script" to try
                again.
              </span>
            </p>
          ) : null}
          {!isGenerating && failure && !isIncomplete && !script ? (
            <p role="alert" className="text-sm">
              The script could not be generated: {failure}
            </p>
          ) : null}
          {shownText && !isGenerating && !isIncomplete ? (
            <ScriptDocument text={shownText} commentedTexts={commentedTexts} sceneActions={sceneActions} />
          ) : shownText ? (
            <pre
              role="region"
              aria-label={isIncomplete ? "Incomplete script" : "Script"}
              aria-busy={isGenerating}
              tabIndex={0}
              className="max-h-[70vh] overflow-auto rounded-md border bg-muted/40 p-4 font-mono text-sm break-words whitespace-pre-wrap"
            >
              {shownText}
            </pre>
          ) : !isGenerating && !failure ? (
            <p className="text-sm text-muted-foreground">No script yet. Use "Regenerate Script" to write one.</p>
          ) : null}
        </CardContent>
      </Card>

      {scriptChecks && script && !isGenerating ? (
        <ScriptCheckPanel checks={scriptChecks} targetSec={(targetMinutes ?? defaultTargetMinutes(grade)) * 60} />
      ) : null}
      {script && !isGenerating ? <StandardsTracePanel text={script} codes={standards.map((s) => s.code)} /> : null}

      <ScriptSummaryCards topic={topic} standards={standards} characters={characters} concept={concept} />
      <PdfExcerptCard />
      <TopicTextCard />
      {teamScript && !isGenerating ? <Step5TeamCard script={teamScript} /> : null}

      <RelatedScriptsCard topic={topic} />
      <StandardsLicenseNote />
    </WizardPageShell>
  );
}
