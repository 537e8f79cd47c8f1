import { TEMP_SCRIPT_STORAGE_KEY } from "@shared/constants";
import type { SaveScriptRequest, ScriptCharacter, ScriptDto } from "@shared/schemas/script";
import type { ScriptChecks } from "@shared/script/check-script";
import { parseStored, tempScriptSchema, type TempScript } from "@shared/schemas/stored";

/** What the editor sends on save (POST or PUT): the script's fields, standards as objects or codes. */
export type EditorSaveBody = Omit<
  SaveScriptRequest,
  "isSaved" | "version" | "engine" | "standards" | "characters" | "attachmentUrl"
> & {
  standards: { code: string; description?: string }[];
  characters: ScriptCharacter[];
  attachmentUrl: string | null;
  engine?: SaveScriptRequest["engine"];
};

/** A script open in the editor: a saved one or a draft (id, version, dates) or the wizard's tempScript (all null). */
export interface EditorScript {
  id: number | null;
  /** False for a draft (a generated script not in My Scripts yet); null for a tempScript. */
  isSaved: boolean | null;
  version: number | null;
  createdAt: string | null;
  updatedAt: string | null;
  topic: string;
  standards: { code: string; description?: string }[];
  characters: ScriptCharacter[];
  concept: string;
  conceptDescription: string | null;
  scriptContent: string;
  contentConsiderations: string | null;
  attachmentUrl: string | null;
  attachmentName: string | null;
  engine?: SaveScriptRequest["engine"];
  /** Grade and target length the script was written for (kept on save). */
  grade?: SaveScriptRequest["grade"];
  targetMinutes?: SaveScriptRequest["targetMinutes"];
  /** The Script check from the last read or save (docs/product/screens.md#step-5-script), when the server sent one. */
  checks?: ScriptChecks;
}

/** The three fields the editor changes (docs/product/rules.md#states: "changed" compares exactly these). */
export interface EditorFields {
  topic: string;
  concept: string;
  scriptContent: string;
}

export function fromScriptDto(dto: ScriptDto & { checks?: ScriptChecks }): EditorScript {
  return {
    grade: (dto.grade as SaveScriptRequest["grade"]) ?? null,
    targetMinutes: dto.targetMinutes,
    ...(dto.checks ? { checks: dto.checks } : {}),
    id: dto.id,
    isSaved: dto.isSaved,
    version: dto.version,
    createdAt: dto.createdAt,
    updatedAt: dto.updatedAt,
    topic: dto.topic,
    standards: dto.standards,
    characters: dto.characters,
    concept: dto.concept,
    conceptDescription: dto.conceptDescription,
    scriptContent: dto.scriptContent,
    contentConsiderations: dto.contentConsiderations,
    attachmentUrl: dto.attachmentUrl,
    attachmentName: dto.attachmentName,
    engine: dto.engine,
  };
}

export function fieldsOf(script: EditorFields): EditorFields {
  return { topic: script.topic, concept: script.concept, scriptContent: script.scriptContent };
}

export function fieldsDiffer(a: EditorFields, b: EditorFields): boolean {
  return a.topic !== b.topic || a.concept !== b.concept || a.scriptContent !== b.scriptContent;
}

/**
 * The wizard's tempScript (sessionStorage, docs/product/screens.md#routes) as an editor script, or null when there is none or it is
 * not a script (`tempScriptSchema`: only the text is required; other malformed fields read as empty). Reading
 * does not remove it; the caller removes it once it is shown.
 */
export function readTempScript(storage: Storage = sessionStorage): EditorScript | null {
  let stored: TempScript | null;
  try {
    stored = parseStored(tempScriptSchema, storage.getItem(TEMP_SCRIPT_STORAGE_KEY));
  } catch {
    return null;
  }
  if (!stored) return null;
  return { id: null, isSaved: null, version: null, createdAt: null, updatedAt: null, ...stored };
}

/** The save body for `script` with the edited `fields`. An inline data-URL attachment is not re-sent (the server keeps links only). */
export function toSaveBody(script: EditorScript, fields: EditorFields): EditorSaveBody {
  return {
    topic: fields.topic,
    concept: fields.concept,
    scriptContent: fields.scriptContent,
    standards: script.standards,
    characters: script.characters,
    conceptDescription: script.conceptDescription,
    contentConsiderations: script.contentConsiderations,
    attachmentUrl: script.attachmentUrl && !script.attachmentUrl.startsWith("data:") ? script.attachmentUrl : null,
    attachmentName: script.attachmentName,
    ...(script.engine ? { engine: script.engine } : {}),
    ...(script.grade !== undefined ? { grade: script.grade } : {}),
    ...(script.targetMinutes !== undefined ? { targetMinutes: script.targetMinutes } : {}),
  };
}
