import { getTableColumns } from "drizzle-orm";
import type { ScriptDto } from "@shared/schemas/script";
import { scripts } from "../../db/schema/content";

/**
 * The columns a script's API shape needs: not the search document (a tsvector about as long as the text) nor
 * the list's preview and length, which would be read and parsed for nothing on every get and save.
 */
const { search: _search, preview: _preview, textLength: _textLength, ...dtoColumns } = getTableColumns(scripts);
export const scriptDtoColumns = dtoColumns;

export type ScriptRow = Omit<typeof scripts.$inferSelect, "search" | "preview" | "textLength">;

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
