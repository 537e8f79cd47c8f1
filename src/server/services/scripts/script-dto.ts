import type { ScriptDto } from "@shared/schemas/script";
import type { scripts } from "../../db/schema/content";

export type ScriptRow = typeof scripts.$inferSelect;

/** The API shape of a script row (timestamps as ISO 8601). */
export function toScriptDto(row: ScriptRow): ScriptDto {
  return {
    id: row.id,
    userId: row.userId,
    topic: row.topic,
    standards: row.standards,
    characters: row.characters.map((c) => ({ ...c, personality: c.personality ?? "" })),
    concept: row.concept,
    conceptDescription: row.conceptDescription,
    scriptContent: row.scriptContent,
    contentConsiderations: row.contentConsiderations,
    attachmentUrl: row.attachmentUrl,
    attachmentName: row.attachmentName,
    isSaved: row.isSaved,
    engine: row.engine,
    grade: row.grade,
    targetMinutes: row.targetMinutes,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
