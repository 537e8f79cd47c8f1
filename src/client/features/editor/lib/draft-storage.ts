/**
 * Local unsaved drafts of the script editor, one per script, in localStorage under
 * `nova-writer-draft:{id}` (or `nova-writer-draft:temp` for a script not saved yet). A draft protects typing
 * against a closed tab or a crash; it is not a second save path (the server version stays the truth).
 */
export const DRAFT_KEY_PREFIX = "nova-writer-draft:";

export type DraftScriptId = number | "temp";

export interface ScriptDraft {
  topic: string;
  concept: string;
  scriptContent: string;
  /** The server version the edit started from; null for a script not saved yet. */
  baseVersion: number | null;
  /** When the draft was written (epoch ms). */
  savedAt: number;
}

export function draftKey(id: DraftScriptId): string {
  return `${DRAFT_KEY_PREFIX}${id}`;
}

function isDraft(value: unknown): value is ScriptDraft {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.topic === "string" &&
    typeof v.concept === "string" &&
    typeof v.scriptContent === "string" &&
    (v.baseVersion === null || typeof v.baseVersion === "number") &&
    typeof v.savedAt === "number" &&
    Number.isFinite(v.savedAt)
  );
}

/** The stored draft, or null when there is none, it is malformed, or storage is unavailable. */
export function readDraft(id: DraftScriptId): ScriptDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(id));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the draft; a full or blocked storage is ignored (the draft is a best-effort safety net). */
export function writeDraft(id: DraftScriptId, draft: ScriptDraft): void {
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
  const differs = draft.topic !== script.topic || draft.concept !== script.concept || draft.scriptContent !== script.scriptContent;
  return isNewer && differs;
}
