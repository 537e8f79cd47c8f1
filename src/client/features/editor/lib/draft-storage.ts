/**
 * Local unsaved drafts of the script editor, one per script, in localStorage under
 * `nova-writer-draft:{id}` (or `nova-writer-draft:temp` for a script not saved yet). A draft protects typing
 * against a closed tab or a crash; it is not a second save path (the server version stays the truth).
 */
import { parseStored, scriptDraftSchema, type ScriptDraft } from "@shared/schemas/stored";
import { mayStoreLocally } from "@client/lib/local-data";

export type { ScriptDraft };

export const DRAFT_KEY_PREFIX = "nova-writer-draft:";

export type DraftScriptId = number | "temp";

export function draftKey(id: DraftScriptId): string {
  return `${DRAFT_KEY_PREFIX}${id}`;
}

/** The stored draft, or null when there is none, it is malformed (`scriptDraftSchema`), or storage is unavailable. */
export function readDraft(id: DraftScriptId): ScriptDraft | null {
  try {
    return parseStored(scriptDraftSchema, localStorage.getItem(draftKey(id)));
  } catch {
    return null;
  }
}

/**
 * Stores the draft; a full or blocked storage is ignored (the draft is a best-effort safety net). Nothing is
 * stored after a logout: an editor left for /login by Logout keeps no draft (docs/product/security.md, "Shared
 * computer"); one left because the session ended does, for its writer's next sign-in.
 */
export function writeDraft(id: DraftScriptId, draft: ScriptDraft): void {
  if (!mayStoreLocally()) return;
  try {
    localStorage.setItem(draftKey(id), JSON.stringify(draft));
  } catch {
    // quota exceeded or storage disabled: nothing to do
  }
}

export function clearDraft(id: DraftScriptId): void {
  try {
    localStorage.removeItem(draftKey(id));
  } catch {
    // storage disabled
  }
}

interface DraftComparable {
  topic: string;
  concept: string;
  scriptContent: string;
  /** ISO time of the loaded version. */
  updatedAt: string;
}

/**
 * Whether a draft should be offered for restore over the loaded script: written after the script's last
 * update and different from it in topic, concept or text.
 */
export function isDraftWorthRestoring(draft: ScriptDraft | null, script: DraftComparable): draft is ScriptDraft {
  if (!draft) return false;
  const updatedAt = Date.parse(script.updatedAt);
  const isNewer = Number.isNaN(updatedAt) || draft.savedAt > updatedAt;
  const differs =
    draft.topic !== script.topic || draft.concept !== script.concept || draft.scriptContent !== script.scriptContent;
  return isNewer && differs;
}
