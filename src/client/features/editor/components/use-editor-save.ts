import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Finding, ScriptChecks } from "@shared/script/check-script";
import { saveProblems } from "@client/components/save-with-problems-dialog";
import { toast } from "@client/components/ui/use-toast";
import { ApiError } from "@client/lib/api-client";
import { scriptQueryOptions, useCreateScript, useUpdateScript, type CheckedScript } from "@client/api/scripts";
import { clearDraft } from "../lib/draft-storage";
import { fromScriptDto, toSaveBody, type EditorFields, type EditorScript } from "../lib/editor-script";

interface UseEditorSaveOptions {
  /** The loaded version (null while loading). */
  script: EditorScript | null;
  fields: EditorFields;
  /** Replaces the loaded version and the editor content (used by "Reload their version"). */
  adopt: (script: EditorScript, offerDraft: boolean) => void;
  setBaseline: (script: EditorScript) => void;
  onSaved: (saved: CheckedScript) => void;
  /** A tempScript was saved for the first time and now has this id. */
  onCreated: (id: number) => void;
  /**
   * An earlier version put back in the editor (version history, "Restore approved"): a save whose text is still
   * exactly that version's sends `restoredFrom`, so the activity log says "restored version N"
   * (docs/product/team-workflow.md "Activity"); a save of other text is an ordinary save.
   */
  restored?: { version: number; text: string } | null;
  /** The Script check of a text as it would be saved, or null when the script has none. */
  checksOf: (scriptContent: string) => ScriptChecks | null;
}

const saveFailed = () =>
  toast({ variant: "destructive", title: "Save Failed", description: "Failed to save script. Please try again." });

/**
 * Saving for the editor (docs/product/screens.md#script-editor, docs/product/rules.md#errors): POST for a tempScript
 * (then the URL becomes /script-editor/{id}), PUT with the version the edit started from otherwise. A 409 opens the
 * conflict choice; the user's text is never overwritten by the server's nor the server's silently by the user's.
 * Save Project and Ctrl/Cmd+S ask "Save with N problems?" first when the Script check of the text finds errors
 * (ADR 0056), as step 5's Save Script does; the local draft is kept meanwhile, and Cancel keeps editing.
 */
export function useEditorSave({
  script,
  fields,
  adopt,
  setBaseline,
  onSaved,
  onCreated,
  restored,
  checksOf,
}: UseEditorSaveOptions) {
  const queryClient = useQueryClient();
  const createScript = useCreateScript();
  const updateScript = useUpdateScript();
  const [isSaving, setIsSaving] = useState(false);
  const [isConflict, setIsConflict] = useState(false);
  /** The Script-check errors a save is waiting on the writer to confirm, or null when none is asked. */
  const [problems, setProblems] = useState<Finding[] | null>(null);

  /** A save the writer asked for: asks first when the text's Script check has errors. */
  function requestSave(): void {
    if (!script || isSaving || problems !== null) return;
    const found = saveProblems(checksOf(fields.scriptContent)?.findings);
    if (found.length > 0) setProblems(found);
    else void save();
  }

  /**
   * Saves the editor's fields, or `override` in their place (a scene operation saves its new text as one version,
   * docs/product/scene-operations.md); `savedToast` replaces the usual confirmation. Resolves true when saved.
   */
  async function save(
    serverVersion?: number,
    override?: Partial<EditorFields>,
    savedToast?: { title: string; description: string },
  ): Promise<boolean> {
    if (!script || isSaving) return false;
    const sent = { ...fields, ...override };
    const isRestore = script.id !== null && !!restored && restored.text === sent.scriptContent;
    const body = { ...toSaveBody(script, sent), ...(isRestore ? { restoredFrom: restored.version } : {}) };
    setIsSaving(true);
    try {
      const saved =
        script.id === null
          ? await createScript.mutateAsync(body)
          : await updateScript.mutateAsync({ id: script.id, body, version: serverVersion ?? script.version ?? 1 });
      clearDraft(script.id ?? "temp");
      // What the user sees now is the saved version (the server may have trimmed spaces; that is not a change).
      setBaseline({ ...fromScriptDto(saved), ...sent });
      onSaved(saved);
      toast(savedToast ?? { title: "Script Saved!", description: "Your changes have been saved successfully." });
      if (script.id === null) onCreated(saved.id);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setIsConflict(true);
      else saveFailed();
      return false;
    } finally {
      setIsSaving(false);
    }
  }

  const fetchServerCopy = (id: number) => queryClient.fetchQuery({ ...scriptQueryOptions(id), staleTime: 0 });

  /** Conflict: drop my changes and load the server's current version. */
  async function reloadTheirs(): Promise<void> {
    setIsConflict(false);
    if (script?.id == null) return;
    const id = script.id;
    try {
      const current = await fetchServerCopy(id);
      clearDraft(id);
      adopt(fromScriptDto(current), false);
    } catch {
      toast({ variant: "destructive", title: "Reload Failed", description: "Error loading script. Please try again." });
    }
  }

  /** Conflict: save my text over the server's current version (an explicit choice, never automatic). */
  async function keepMine(): Promise<void> {
    setIsConflict(false);
    if (script?.id == null) return;
    let current;
    try {
      current = await fetchServerCopy(script.id);
    } catch {
      saveFailed();
      return;
    }
    await save(current.version);
  }

  return {
    isSaving,
    /** Save Project and Ctrl/Cmd+S: through "Save with N problems?" when the Script check has errors. */
    save: requestSave,
    /** The errors "Save with N problems?" lists while it is open, else null. */
    saveProblems: problems,
    confirmSaveWithProblems: () => {
      setProblems(null);
      void save();
    },
    cancelSaveWithProblems: () => setProblems(null),
    /** Saves `fields` with these values instead (one version), e.g. a scene operation's new text. */
    saveWith: (override: Partial<EditorFields>, savedToast?: { title: string; description: string }) =>
      save(undefined, override, savedToast),
    isConflict,
    reloadTheirs,
    keepMine,
    cancelConflict: () => setIsConflict(false),
  };
}
