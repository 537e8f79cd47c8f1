import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Pencil, RefreshCw, Save } from "lucide-react";
import { COPIED_RESET_MS, TEMP_SCRIPT_STORAGE_KEY } from "@shared/constants";
import type { TempScriptInput } from "@shared/schemas/stored";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/components/ui/use-toast";
import { useSaveScript, useScript } from "@client/api/scripts";
import { KEEPING_TEXT, scriptKeeping } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { SaveWithProblemsDialog, saveProblems } from "@client/components/save-with-problems-dialog";
import { ScriptExportMenu } from "@client/components/script-export-menu";
import { approvedExportOf } from "@client/lib/approved-export";
import { topicFileName } from "@client/lib/download";
import { paths } from "@client/lib/paths";
import { linkEpisodeScript } from "@client/api/coverage";

/**
 * docs/product/rules.md#limits wizard download name: topic lowercased, whitespace runs → hyphens, plus '-outline.txt'.
 */
export function outlineFileName(topic: string): string {
  return topicFileName(topic, "-outline.txt");
}

/** The store's wizard inputs and script as the save call (and the editor's tempScript) expect them. */
export function scriptPayload() {
  const s = useWizardStore.getState();
  return {
    topic: s.topic,
    standards: s.standards,
    characters: s.characters,
    concept: s.concept?.title ?? "",
    conceptDescription: s.concept?.description || null,
    scriptContent: s.script,
    contentConsiderations: s.contentConsiderations.trim() || null,
    attachmentUrl: s.attachmentUrl,
    attachmentName: s.attachmentName,
    engine: s.scriptEngine ?? undefined,
    grade: s.grade,
    targetMinutes: s.targetMinutes,
  };
}

/**
 * Step 5 buttons (docs/product/screens.md#step-5-script, docs/product/rules.md#validation,
 * docs/product/rules.md#errors). `primary`: Regenerate Script and Save Script, for the sticky action bar; `secondary`:
 * Edit Script, Copy and Download, beside the script. Regenerate asks before replacing a script that is not in My
 * Scripts (ADR 0012) and says where the current one stays.
 */
export function useScriptActions({ onRegenerate }: { onRegenerate: () => void }): {
  primary: ReactNode;
  secondary: ReactNode;
} {
  const navigate = useNavigate();
  const script = useWizardStore((s) => s.script);
  const topic = useWizardStore((s) => s.topic);
  const standards = useWizardStore((s) => s.standards);
  const isGenerating = useWizardStore((s) => s.isGenerating);
  const savedScriptId = useWizardStore((s) => s.savedScriptId);
  const setSavedScriptId = useWizardStore((s) => s.setSavedScriptId);
  const saveScript = useSaveScript();
  const queryClient = useQueryClient();
  const [isCopied, setIsCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const hasScript = script.length > 0;
  // The saved copy as the server has it: a scene operation (docs/product/scene-operations.md) changes the text
  // after a save, and Save Script then saves a new version of that same script, never a second copy.
  const savedCopy = useScript(savedScriptId).data;
  const isSavedChanged =
    savedCopy !== undefined && savedCopy.id === savedScriptId && savedCopy.scriptContent !== script;
  const isSaved = savedScriptId !== null && !isSavedChanged;

  const [isRegenerateAsked, setIsRegenerateAsked] = useState(false);
  const draft = useWizardStore((s) => s.draft);
  const keeping = scriptKeeping({ savedScriptId, draft });

  // The server copy (saved, or the draft kept at generation) opens in the editor unchanged, so Save Project
  // waits for an edit; only a script with no server copy yet travels as tempScript (docs/product/rules.md#limits).
  const handleEdit = () => {
    const serverId = savedScriptId ?? draft?.id ?? null;
    if (serverId !== null) return void navigate(paths.editor(serverId));
    const tempScript: TempScriptInput = scriptPayload();
    sessionStorage.setItem(TEMP_SCRIPT_STORAGE_KEY, JSON.stringify(tempScript));
    navigate(paths.editorTemp);
  };

  const handleRegenerate = () => {
    if (script && keeping !== "saved") setIsRegenerateAsked(true);
    else onRegenerate();
  };

  const scriptChecks = useWizardStore((s) => s.scriptChecks);
  const problems = saveProblems(scriptChecks?.findings);
  const [isSaveAsked, setIsSaveAsked] = useState(false);

  const handleSave = () => {
    if (!hasScript) {
      toast({
        title: "No Script to Save",
        description: "Please generate a script first before saving.",
        variant: "destructive",
      });
      return;
    }
    // Remaining Script-check errors are confirmed first (ADR 0056).
    if (problems.length > 0) setIsSaveAsked(true);
    else save();
  };

  const save = () => {
    setIsSaveAsked(false);
    // A saved script changed since (scene operations) is saved into itself, from the version last seen.
    const into =
      savedScriptId !== null && savedCopy?.id === savedScriptId
        ? { id: savedScriptId, version: savedCopy.version }
        : useWizardStore.getState().draft;
    saveScript.mutate(
      { input: scriptPayload(), draft: into },
      {
        onSuccess: (saved) => {
          setSavedScriptId(saved.id);
          useWizardStore.getState().setDraft(null);
          // A script made for a plan's episode is linked to it (docs/product/coverage.md): its status is the episode's.
          const episode = useWizardStore.getState().planEpisode;
          if (episode)
            linkEpisodeScript(episode.planId, episode.episodeId, saved.id).catch(() =>
              toast({
                title: "Not linked to the plan",
                description: "The script is saved, but the plan's episode could not be linked to it.",
                variant: "destructive",
              }),
            );
          toast({ title: "Script Saved!", description: "Your script is in My Scripts." });
        },
        onError: () =>
          toast({
            title: "Save Failed",
            description: "Failed to save script. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      toast({ title: "Copied!", description: "Script copied to clipboard." });
      setIsCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    } catch {
      toast({ title: "Copy Failed", description: "Failed to copy script to clipboard", variant: "destructive" });
    }
  };

  const isBlocked = isGenerating || !hasScript;
  const primary = (
    <>
      <Button type="button" variant="outline" onClick={handleRegenerate} disabled={isGenerating}>
        <RefreshCw aria-hidden="true" />
        Regenerate Script
      </Button>
      <Button type="button" onClick={handleSave} disabled={isBlocked || isSaved || saveScript.isPending}>
        {isSaved ? <Check aria-hidden="true" /> : <Save aria-hidden="true" />}
        {isSaved ? "Saved" : saveScript.isPending ? "Saving..." : "Save Script"}
      </Button>
      <SaveWithProblemsDialog
        problems={problems}
        open={isSaveAsked}
        onSave={save}
        onCancel={() => setIsSaveAsked(false)}
      />
      <ConfirmDialog
        open={isRegenerateAsked}
        title="Replace this script?"
        description={`Regenerate writes a new script in its place. This one is not in My Scripts: ${KEEPING_TEXT[keeping]}`}
        confirmLabel="Regenerate"
        isDestructive={keeping === "nowhere"}
        onConfirm={() => {
          setIsRegenerateAsked(false);
          onRegenerate();
        }}
        onCancel={() => setIsRegenerateAsked(false)}
      />
    </>
  );
  const secondary = (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" onClick={handleEdit} disabled={isBlocked}>
        <Pencil aria-hidden="true" />
        Edit Script
      </Button>
      <Button type="button" variant="outline" onClick={handleCopy} disabled={isBlocked}>
        {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {isCopied ? "Copied" : "Copy"}
      </Button>
      <ScriptExportMenu
        topic={topic}
        script={{ text: script, standards }}
        approved={
          savedCopy?.id === savedScriptId && savedCopy.isSaved ? approvedExportOf(queryClient, savedCopy, script) : null
        }
        textFileName={outlineFileName(topic)}
        disabled={isBlocked}
      />
    </div>
  );
  return { primary, secondary };
}
