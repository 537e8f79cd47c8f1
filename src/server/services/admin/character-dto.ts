import type { AdminCharacterDto } from "@shared/schemas/admin";
import type { characters } from "../../db/schema/content";

export type CharacterRow = typeof characters.$inferSelect;

/** The admin API shape of a character row (timestamps as ISO 8601). */
export function toAdminCharacterDto(row: CharacterRow): AdminCharacterDto {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    personality: row.personality,
    catchphrase: row.catchphrase,
    backstory: row.backstory,
    educationalStrength: row.educationalStrength,
    photoUrl: row.photoUrl,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
