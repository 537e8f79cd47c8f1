import { useCallback, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useBlocker, useNavigate, useParams, type BlockerFunction } from "react-router";
import { TEMP_SCRIPT_STORAGE_KEY } from "@shared/constants";
import { useScript, type CheckedScript } from "@client/api/scripts";
import { ApiError } from "@client/lib/api-client";
import { recheckScript } from "@client/lib/recheck-script";
import { paths } from "@client/lib/paths";
import { clearDraft, isDraftWorthRestoring, readDraft, writeDraft, type ScriptDraft } from "../lib/draft-storage";
import {
  fieldsDiffer,
  fieldsOf,
  fromScriptDto,
  readTempScript,
  type EditorFields,
  type EditorScript,
} from "../lib/editor-script";
import { useEditorSave } from "./use-editor-save";

/** Typing pauses this long (ms) before the local draft is written. */
export const DRAFT_DEBOUNCE_MS = 500;

export type NotFoundReason = "missing" | "error";

function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * State of the script editor screen (docs/product/screens.md#script-editor, docs/product/rules.md#states): loads
 * /script-editor/:id (a saved script or a draft), or takes (and removes) the wizard's tempScript on /script-editor;
 * "changed" means the topic, concept or text differs from what was opened (so a script opened from step 5 is unchanged
 * until edited); keeps a local draft while changed; saves (POST for a tempScript, PUT with the loaded version
 * otherwise). Leaving with changes asks first — Back, any in-app link (logo, header, menu) and browser Back through
 * React Router's blocker, closing or reloading the tab through `beforeunload` (ADR 0012). Signing out is
 * let through with the typing kept as a local draft.
 */
export function useScriptEditor({ onSaved }: { onSaved?: (script: CheckedScript) => void } = {}) {
  const params = useParams();
  const navigate = useNavigate();
  const isTempRoute = params.id === undefined;
  const routeId = parseRouteId(params.id);
  // Read once per mount; removed in an effect so a StrictMode double render still sees it.
  const [tempScript] = useState(() => (isTempRoute ? readTempScript() : null));
  useEffect(() => {
    if (isTempRoute) sessionStorage.removeItem(TEMP_SCRIPT_STORAGE_KEY);
  }, [isTempRoute]);

  const query = useScript(isTempRoute ? null : routeId);
  const source: EditorScript | null = isTempRoute ? tempScript : query.data ? fromScriptDto(query.data) : null;

  const [baseline, setBaseline] = useState<EditorScript | null>(null);
  const [fields, setFields] = useState<EditorFields>({ topic: "", concept: "", scriptContent: "" });
  const [pendingDraft, setPendingDraft] = useState<ScriptDraft | null>(null);
  // The earlier version last restored into the editor, until a save (docs/product/team-workflow.md "Activity").
  const [restored, setRestored] = useState<{ version: number; text: string } | null>(null);

  /** Makes `script` the loaded version and the editor's content; `offerDraft` looks for a newer local draft. */
  const adopt = useCallback((script: EditorScript, offerDraft: boolean) => {
    setBaseline(script);
    setFields(fieldsOf(script));
    const draft = offerDraft && script.id !== null && script.updatedAt !== null ? readDraft(script.id) : null;
    setPendingDraft(
      draft &&
        script.updatedAt !== null &&
        isDraftWorthRestoring(draft, { ...fieldsOf(script), updatedAt: script.updatedAt })
        ? draft
        : null,
    );
  }, []);

  // A script arriving for the first time (or for another id) becomes the loaded version, during render.
  if (source && (baseline === null || baseline.id !== source.id) && !(baseline && source.id === null)) {
    adopt(source, true);
  }

  const script = baseline ?? source;
  const draftId = script?.id ?? "temp";
  const isChanged = script !== null && fieldsDiffer(fields, fieldsOf(script));

  // The blocker reads these at navigation time, which may come before the next render (after a save).
  const isChangedRef = useRef(isChanged);
  isChangedRef.current = isChanged;
  const isLeavingAllowedRef = useRef(false);

  // The Script check of the text in the editor: the server's for the text it last read or saved, else checked here
  // as the writer types (deferred, so typing never waits on it). None for a script the server has not checked.
  const checksOf = useCallback(
    (text: string) =>
      !script?.checks
        ? null
        : text === script.scriptContent
          ? script.checks
          : recheckScript(text, {
              selectedCodes: script.standards.map((s) => s.code),
              grade: script.grade ?? null,
              targetMinutes: script.targetMinutes ?? null,
              previous: script.checks,
            }),
    [script],
  );
  const typedText = useDeferredValue(fields.scriptContent);
  // The text as loaded or saved has the server's check at once (no lag behind the deferred text).
  const checkedText = fields.scriptContent === script?.scriptContent ? fields.scriptContent : typedText;
  const checks = useMemo(() => checksOf(checkedText), [checksOf, checkedText]);

  const saving = useEditorSave({
    script,
    fields,
    adopt,
    setBaseline,
    restored,
    checksOf,
    onSaved: (saved) => {
      setPendingDraft(null);
      setRestored(null);
      onSaved?.(saved);
    },
    // A tempScript's first save gives it an id: the URL follows without asking.
    onCreated: (id) => {
      isLeavingAllowedRef.current = true;
      void Promise.resolve(navigate(paths.editor(id), { replace: true })).finally(() => {
        isLeavingAllowedRef.current = false;
      });
    },
  });

  // Local draft: written (debounced) while changed; removed once nothing is unsaved and no restore is on offer.
  // (A ref, so the navigation blocker, which runs outside effects, can write it too.)
  const writeDraftNowRef = useRef(() => {});
  writeDraftNowRef.current = () => {
    if (script && isChanged) writeDraft(draftId, { ...fields, baseVersion: script.version, savedAt: Date.now() });
  };
  const writeLatestDraft = useEffectEvent(() => writeDraftNowRef.current());
  useEffect(() => {
    if (!script) return;
    if (!isChanged) {
      if (!pendingDraft) clearDraft(draftId);
      return;
    }
    const timer = setTimeout(writeLatestDraft, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [script, draftId, fields, isChanged, pendingDraft]);

  // Leaving the tab with unsaved changes: the browser asks, and the latest typing is kept as a draft.
  useEffect(() => {
    if (!isChanged) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      writeLatestDraft();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", handleBeforeUnload);
    return () => window.removeEventListener("beforeunload", handleBeforeUnload);
  }, [isChanged]);

  // Leaving inside the app with unsaved changes: every navigation (links, Back button, browser Back) asks.
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (!isChangedRef.current || isLeavingAllowedRef.current) return false;
    if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search)
      return false;
    if (nextLocation.pathname === paths.login) {
      writeDraftNowRef.current();
      return false;
    }
    return true;
  }, []);
  const blocker = useBlocker(shouldBlock);

  // Ctrl+S / Cmd+S saves (and never opens the browser's "save page" dialog here).
  const canSave = isChanged && !saving.isSaving;
  const saveFromShortcut = useEffectEvent(() => {
    if (canSave) void saving.save();
  });
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveFromShortcut();
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);

  let notFound: NotFoundReason | null = null;
  if (!script) {
    if (isTempRoute || routeId === null) notFound = "missing";
    else if (query.isError)
      notFound = query.error instanceof ApiError && query.error.status === 404 ? "missing" : "error";
  }

  return {
    script,
    /** The server's copy with its team fields (sharing, review, access); null for a tempScript or while loading. */
    serverScript: isTempRoute ? null : (query.data ?? null),
    notFound,
    isLoading: !script && notFound === null,
    fields,
    /** The Script check of the editor's text (docs/product/screens.md#script-editor), or null. */
    checks,
    setTopic: (topic: string) => setFields((f) => ({ ...f, topic })),
    setConcept: (concept: string) => setFields((f) => ({ ...f, concept })),
    setScriptContent: (scriptContent: string) => setFields((f) => ({ ...f, scriptContent })),
    /** Puts an earlier version's text in the editor; saving it unchanged logs "restored version N". */
    restoreVersion: (text: string, version: number) => {
      setFields((f) => ({ ...f, scriptContent: text }));
      setRestored({ version, text });
    },
    /** Puts `scriptContent` in the editor and saves it at once as one version (scene operations). */
    saveScriptContent: async (scriptContent: string, savedToast?: { title: string; description: string }) => {
      setFields((f) => ({ ...f, scriptContent }));
      return saving.saveWith({ scriptContent }, savedToast);
    },
    isChanged,
    canSave,
    ...saving,
    pendingDraft,
    restoreDraft: () => {
      if (pendingDraft)
        setFields({
          topic: pendingDraft.topic,
          concept: pendingDraft.concept,
          scriptContent: pendingDraft.scriptContent,
        });
      setPendingDraft(null);
    },
    discardDraft: () => {
      clearDraft(draftId);
      setPendingDraft(null);
    },
    /** Back to /saved-scripts (docs/product/screens.md#script-editor); asks through the blocker when changed. */
    requestClose: () => void navigate(paths.savedScripts),
    isLeaveConfirmOpen: blocker.state === "blocked",
    cancelLeave: () => blocker.reset?.(),
    confirmLeave: () => {
      clearDraft(draftId);
      // The way out was chosen: let it (and a browser Back's replay of it) through.
      isLeavingAllowedRef.current = true;
      blocker.proceed?.();
    },
  };
}
