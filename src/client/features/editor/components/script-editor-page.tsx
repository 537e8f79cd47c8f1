import { useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CheckedScript } from "@client/api/scripts";
import { useComments } from "@client/api/comments";
import { ApprovedVersionBanner } from "@client/components/workflow/approved-version-banner";
import { groupThreads, threadMarks } from "@client/components/workflow/comment-threads";
import { Spinner } from "@client/components/ui/spinner";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { SaveWithProblemsDialog } from "@client/components/save-with-problems-dialog";
import { DraftRestoreBanner } from "./draft-restore-banner";
import { ScriptCheckPanel } from "@client/components/script-check-panel";
import { StandardsTracePanel } from "@client/components/standards-trace-panel";
import { PrintableScript } from "@client/components/script-document";
import { ScriptExportMenu } from "@client/components/script-export-menu";
import { approvedExportOf } from "@client/lib/approved-export";
import { topicFileName } from "@client/lib/download";
import { toast } from "@client/components/ui/use-toast";
import type { HeadingLevel } from "../lib/formatting";
import { EditorSidePanel } from "./editor-side-panel";
import { EditorWorkflowPanel } from "./editor-workflow-panel";
import { VersionHistory } from "./version-history";
import { ScenePanel } from "./scene-panel";
import { EditorTopBar } from "./editor-top-bar";
import { FONT_SIZES, FormattingBar, type FontSize } from "./formatting-bar";
import { ScriptNotFound } from "./script-not-found";
import { ScriptTextEditor, type ScriptTextEditorHandle } from "./script-text-editor";
import { useScriptEditor } from "./use-script-editor";

/** localStorage key of the editor's text size (the Size select), in points. */
const FONT_SIZE_KEY = "nova-editor-font-size";

function readFontSize(): FontSize {
  const stored = Number(localStorage.getItem(FONT_SIZE_KEY));
  return (FONT_SIZES as readonly number[]).includes(stored) ? (stored as FontSize) : 12;
}

/**
 * The script editor (docs/product/screens.md#script-editor): /script-editor/:id edits a saved script or a draft,
 * /script-editor the wizard's tempScript. `onSaved` hears every successful save (the app keeps the wizard in
 * step). When printing only the script is shown (`print-area`; the rest is `no-print`).
 */
export function ScriptEditorPage({ onSaved }: { onSaved?: (script: CheckedScript) => void } = {}) {
  const editor = useScriptEditor({ onSaved });
  const queryClient = useQueryClient();
  const textRef = useRef<ScriptTextEditorHandle>(null);
  const [headingLevel, setHeadingLevel] = useState<HeadingLevel>(0);
  const [fontSize, setFontSize] = useState<FontSize>(readFontSize);
  const [activeCommentId, setActiveCommentId] = useState<number | null>(null);
  const serverScript = editor.serverScript;
  const teamScript = serverScript && serverScript.isSaved ? serverScript : null;
  const comments = useComments(teamScript?.id ?? null);
  const marks = useMemo(() => threadMarks(groupThreads(comments.data ?? [])), [comments.data]);
  // Reviewers and the team may read and comment, not edit (docs/product/team-workflow.md "Sharing").
  const isReadOnly = serverScript?.access === "reviewer" || serverScript?.access === "viewer";

  if (editor.notFound) return <ScriptNotFound reason={editor.notFound} />;
  if (editor.isLoading || !editor.script) {
    return (
      <div className="flex justify-center py-16">
        <h1 className="sr-only">Script editor</h1>
        <Spinner size="lg" aria-label="Loading script" />
      </div>
    );
  }

  const handleFontSize = (size: FontSize) => {
    setFontSize(size);
    localStorage.setItem(FONT_SIZE_KEY, String(size));
  };

  const handleRestore = (text: string, version: number) => {
    editor.restoreVersion(text, version);
    toast({
      title: "Version restored",
      description: `Version ${version} is in the editor. Save Project to keep it as the newest version.`,
    });
  };

  const showComment = (id: number) => {
    setActiveCommentId(id);
    const mark = marks.find((m) => m.id === id);
    if (mark) textRef.current?.revealRange(mark.from, mark.to);
  };

  const handleMarkClick = (ids: number[]) => {
    setActiveCommentId(ids[0] ?? null);
    document.querySelector(`[data-comment-thread="${ids[0]}"]`)?.scrollIntoView?.({ block: "nearest" });
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
        isDraft={editor.script.isSaved === false}
        isTemp={editor.script.id === null}
        downloadMenu={
          // The text in the editor, as Print prints it (docs/product/exports.md).
          <ScriptExportMenu
            topic={editor.fields.topic}
            script={{ text: editor.fields.scriptContent, standards: editor.script.standards }}
            approved={teamScript ? approvedExportOf(queryClient, teamScript, editor.fields.scriptContent) : null}
            textFileName={topicFileName(editor.fields.topic, "-script.txt")}
            size="sm"
          />
        }
        isReadOnly={isReadOnly}
        status={teamScript?.status}
        author={teamScript && teamScript.access !== "owner" ? teamScript.author : null}
      />
      {teamScript?.approval ? <ApprovedVersionBanner script={teamScript} onRestore={handleRestore} /> : null}
      {editor.pendingDraft && (
        <DraftRestoreBanner
          savedAt={editor.pendingDraft.savedAt}
          onRestore={editor.restoreDraft}
          onDiscard={editor.discardDraft}
        />
      )}
      {isReadOnly ? null : (
        <FormattingBar
          onFormat={(kind) => textRef.current?.format(kind)}
          headingLevel={headingLevel}
          onHeadingChange={(level) => textRef.current?.setHeading(level)}
          fontSize={fontSize}
          onFontSizeChange={handleFontSize}
        />
      )}
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-3 py-4 sm:px-4 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block print:p-0">
        <div className="print-area min-w-0 rounded-lg border bg-card p-2 shadow-sm sm:p-6">
          <div className="screen-only">
            <ScriptTextEditor
              ref={textRef}
              label="Script text"
              value={editor.fields.scriptContent}
              onChange={editor.setScriptContent}
              onHeadingLevelChange={setHeadingLevel}
              fontSizePt={fontSize}
              isReadOnly={isReadOnly}
              commentMarks={marks}
              activeCommentId={activeCommentId}
              onCommentMarkClick={handleMarkClick}
            />
          </div>
          <PrintableScript text={editor.fields.scriptContent} />
          {editor.checks ? (
            <ScriptCheckPanel
              checks={editor.checks}
              targetSec={editor.script.targetMinutes ? editor.script.targetMinutes * 60 : null}
              className="no-print mt-4"
            />
          ) : null}
          <StandardsTracePanel
            text={editor.fields.scriptContent}
            codes={(editor.script?.standards ?? []).map((s) => s.code)}
            className="no-print mt-4"
          />
        </div>
        <div className="no-print flex min-w-0 flex-col gap-4">
          {teamScript ? (
            <EditorWorkflowPanel
              script={teamScript}
              isChanged={editor.isChanged}
              getSelectedLines={() => textRef.current?.selectedLines() ?? null}
              activeCommentId={activeCommentId}
              onShowComment={showComment}
            />
          ) : null}
          <EditorSidePanel
            script={editor.script}
            scriptContent={editor.fields.scriptContent}
            concept={editor.fields.concept}
            onConceptChange={editor.setConcept}
            isReadOnly={isReadOnly}
          />
          {!isReadOnly ? (
            <ScenePanel
              script={editor.script}
              fields={editor.fields}
              onSave={editor.saveScriptContent}
              onEdit={editor.setScriptContent}
              isSaving={editor.isSaving}
            />
          ) : null}
          {editor.script?.id && !isReadOnly ? (
            <div className="rounded-lg border bg-card p-4">
              <VersionHistory
                scriptId={editor.script.id}
                current={editor.fields.scriptContent}
                onRestore={handleRestore}
              />
            </div>
          ) : null}
        </div>
      </div>
      {/* A save hit a newer server version (409): the user picks whose text wins; nothing is overwritten silently. */}
      <ConfirmDialog
        open={editor.isConflict}
        title="This script was changed elsewhere"
        description="A newer version was saved (perhaps in another tab) after you opened this script, so your changes were not saved. Reload their version and lose your changes, or keep yours and overwrite theirs."
        alternative={{ label: "Reload their version", onSelect: () => void editor.reloadTheirs() }}
        confirmLabel="Keep mine and overwrite"
        isDestructive
        onConfirm={() => void editor.keepMine()}
        onCancel={editor.cancelConflict}
      />
      {/* Save Project and Ctrl/Cmd+S with Script-check errors left (ADR 0056): Save anyway, or Cancel and keep editing. */}
      <SaveWithProblemsDialog
        problems={editor.saveProblems ?? []}
        open={editor.saveProblems !== null}
        onSave={editor.confirmSaveWithProblems}
        onCancel={editor.cancelSaveWithProblems}
      />
      {/* docs/product/rules.md#states "Closing with changes asks"; ADR 0012: any way out of the editor asks. */}
      <ConfirmDialog
        open={editor.isLeaveConfirmOpen}
        title="Unsaved changes"
        description="You have unsaved changes. Are you sure you want to close without saving?"
        cancelLabel="Keep editing"
        confirmLabel="Close without saving"
        isDestructive
        onConfirm={editor.confirmLeave}
        onCancel={editor.cancelLeave}
      />
    </div>
  );
}
