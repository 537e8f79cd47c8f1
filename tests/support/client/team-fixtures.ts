/**
 * Builders for the team workflow's replies (src/shared/schemas/collaboration.ts): comments, activity entries
 * and review-queue rows. Each takes overrides.
 */
import type { CommentDto } from "@shared/schemas/collaboration";

export function buildComment(overrides: Partial<CommentDto> = {}): CommentDto {
  return {
    id: 1,
    parentId: null,
    author: "ana@newsela.com",
    body: "A comment",
    version: 3,
    anchor: null,
    quote: null,
    outdated: false,
    resolved: false,
    edited: false,
    createdAt: "2025-03-05T10:00:00.000Z",
    updatedAt: "2025-03-05T10:00:00.000Z",
    ...overrides,
  };
}
