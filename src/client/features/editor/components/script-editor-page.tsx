import { useLayoutEffect, useRef } from "react";
import { Spinner } from "@client/components/ui/spinner";
import { applyFormatting, type FormatKind, type TextSelection } from "../lib/formatting";
import { CloseConfirmDialog } from "./close-confirm-dialog";
import { ConflictDialog } from "./conflict-dialog";
import { DraftRestoreBanner } from "./draft-restore-banner";
import { ScriptCheckPanel } from "@client/components/script-check-panel";
import { PrintableScript } from "@client/components/script-document";
import { toast } from "@client/components/ui/use-toast";
import { EditorSidePanel } from "./editor-side-panel";
import { VersionHistory } from "./version-history";
import { EditorTopBar } from "./editor-top-bar";
import { FormattingBar } from "./formatting-bar";
import { ScriptNotFound } from "./script-not-found";
import { useScriptEditor } from "./use-script-editor";

/**
 * The script editor (spec §2 "Script editor"): /script-editor/:id edits a saved script, /script-editor the
 * wizard's tempScript. When printing only the script text is shown (`print-area`; the rest is `no-print`).
 */
export function ScriptEditorPage() {
  const editor = useScriptEditor();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<TextSelection | null>(null);

  // After a formatting action, put the caret/selection back where the markers left it.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const textarea = textareaRef.current;
    if (!selection || !textarea) return;
    pendingSelection.current = null;
    textarea.focus();
    textarea.setSelectionRange(selection.start, selection.end);
  }, [editor.fields.scriptContent]);

  if (editor.notFound) return <ScriptNotFound reason={editor.notFound} />;
  if (editor.isLoading || !editor.script) {
    return (
      <div className="flex justify-center py-16">
        <h1 className="sr-only">Script editor</h1>
        <Spinner size="lg" aria-label="Loading script" />
      </div>
    );
  }

  const handleFormat = (kind: FormatKind) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const result = applyFormatting(
      editor.fields.scriptContent,
      { start: textarea.selectionStart, end: textarea.selectionEnd },
      kind,
    );
    pendingSelection.current = result.selection;
    editor.setScriptContent(result.text);
  };

  return (
    <div className="flex flex-col">
      <h1 className="sr-only">Script editor</h1>
      <EditorTopBar
        topic={editor.fields.topic}
        onTopicChange={editor.setTopic}
        onBack={editor.requestClose}
        onSave={() => void editor.save()}
        canSave={editor.canSave}
        isSaving={editor.isSaving}
        isChanged={editor.isChanged}
      />
      {editor.pendingDraft && (
        <DraftRestoreBanner savedAt={editor.pendingDraft.savedAt} onRestore={editor.restoreDraft} onDiscard={editor.discardDraft} />
      )}
      <FormattingBar onFormat={handleFormat} />
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block print:p-0">
        <div className="print-area rounded-lg border bg-card p-6 shadow-sm">
          <label htmlFor="script-text" className="sr-only">
            Script text
          </label>
          <textarea
            id="script-text"
            ref={textareaRef}
            value={editor.fields.scriptContent}
            onChange={(e) => editor.setScriptContent(e.target.value)}
            spellCheck
            className="screen-only min-h-[70vh] w-full resize-y rounded-md bg-transparent p-2 font-mono text-sm leading-relaxed"
          />
          <PrintableScript text={editor.fields.scriptContent} />
          {editor.script?.checks ? <ScriptCheckPanel checks={editor.script.checks} targetSec={editor.script.targetMinutes ? editor.script.targetMinutes * 60 : null} className="no-print mt-4" /> : null}
        </div>
        <div className="no-print flex min-w-0 flex-col gap-4">
          <EditorSidePanel
            script={editor.script}
            scriptContent={editor.fields.scriptContent}
            concept={editor.fields.concept}
            onConceptChange={editor.setConcept}
          />
          {editor.script?.id ? (
            <div className="rounded-lg border bg-card p-4">
              <VersionHistory
                scriptId={editor.script.id}
                current={editor.fields.scriptContent}
                onRestore={(text, version) => {
                  editor.setScriptContent(text);
                  toast({ title: "Version restored", description: `Version ${version} is in the editor. Save Project to keep it as the newest version.` });
                }}
              />
            </div>
          ) : null}
        </div>
      </div>
      <ConflictDialog
        open={editor.isConflict}
        onReloadTheirs={() => void editor.reloadTheirs()}
        onKeepMine={() => void editor.keepMine()}
        onCancel={editor.cancelConflict}
      />
      <CloseConfirmDialog open={editor.isCloseConfirmOpen} onConfirm={editor.confirmClose} onCancel={editor.cancelClose} />
    </div>
  );
}
