/**
 * Builders for what the API sends (typed by the client's api modules and the shared DTOs): users, scripts,
 * list rows, admin prompts and characters. Each takes overrides.
 */
import type { AdminPrompt } from "@client/api/admin";
import type { AdminCharacter, CharacterDto } from "@client/api/characters";
import type { ScriptSummary } from "@client/api/scripts";
import type { ScriptDto } from "@shared/schemas/script";
import type { AppUser } from "@shared/schemas/user";

export const verifiedUser: AppUser = {
  id: 1,
  email: "ana@newsela.com",
  isAdmin: false,
  isVerified: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};
export const adminUser: AppUser = { ...verifiedUser, email: "admin@newsela.com", isAdmin: true };

/** A script as GET /api/scripts/{id} returns it. */
export function buildScript(overrides: Partial<ScriptDto> = {}): ScriptDto {
  return {
    id: 7,
    userId: 1,
    topic: "Main Idea and Details",
    standards: ["RI.3.2", "RI.3.1", "RL.3.2", "RL.3.3"].map((code) => ({ code, description: `Text of ${code}` })),
    characters: [
      { name: "Rhymo", label: "Robot", personality: "Cheerful", photoUrl: null },
      { name: "Penny", label: "Pencil", personality: "Curious", photoUrl: "/uploads/penny.png" },
    ],
    concept: "Detective Story",
    conceptDescription: "Solve the mystery.",
    scriptContent: "RHYMO: Welcome, detectives, to our reading lab!\nPENNY: Hi!",
    contentConsiderations: null,
    attachmentUrl: null,
    attachmentName: null,
    isSaved: true,
    engine: "model",
    grade: "3",
    targetMinutes: 4,
    version: 3,
    createdAt: "2025-03-05T10:00:00.000Z",
    updatedAt: "2025-03-05T10:00:00.000Z",
    ...overrides,
  };
}

/** A list row as GET /api/scripts returns it. */
export function buildSummary(id: number, overrides: Partial<ScriptSummary> = {}): ScriptSummary {
  return {
    id,
    topic: `Topic ${id}`,
    concept: `Concept ${id}`,
    characters: [{ name: "Ana", label: "Host", photoUrl: null }],
    standards: [{ code: "RL.3.2", description: "Recount stories" }],
    preview: `Preview of script ${id}`,
    textLength: 20,
    engine: "model",
    version: 1,
    createdAt: "2025-03-05T14:07:00.000Z",
    updatedAt: "2025-03-05T14:07:00.000Z",
    ...overrides,
  };
}

export function buildPrompt(overrides: Partial<AdminPrompt> = {}): AdminPrompt {
  return {
    id: 1,
    name: "script-generation",
    description: "Writes the script",
    content: "You are a writer.\nWrite {{topic}}.",
    isActive: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    inUse: false,
    purpose: null,
    ...overrides,
  };
}

/** A character as the admin list returns it. */
export function buildCharacter(overrides: Partial<AdminCharacter> = {}): AdminCharacter {
  return {
    id: 1,
    name: "Nova",
    label: "Host",
    personality: "Curious and kind",
    catchphrase: null,
    backstory: null,
    educationalStrength: null,
    photoUrl: null,
    isActive: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A character as GET /api/characters (step 3) returns it. */
export function buildActiveCharacter(id: number, name: string, overrides: Partial<CharacterDto> = {}): CharacterDto {
  const {
    createdAt: _c,
    updatedAt: _u,
    ...character
  } = buildCharacter({
    id,
    name,
    label: "Reading Coach",
    personality: "Cheerful",
    educationalStrength: "Phonics",
  });
  return { ...character, ...overrides };
}
