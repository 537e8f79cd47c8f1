/**
 * Builders for the team workflow's replies (src/shared/schemas/collaboration.ts): comments, activity entries
 * and review-queue rows. Each takes overrides.
 */
import type { ActivityEntry, CommentDto, ReviewQueueItem } from "@shared/schemas/collaboration";

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

export function buildActivity(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return {
    id: 1,
    kind: "created",
    actor: "ana@newsela.com",
    version: 1,
    detail: null,
    at: "2025-03-05T10:00:00.000Z",
    ...overrides,
  };
}

export function buildReviewItem(id: number, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id,
    topic: `Topic ${id}`,
    concept: `Concept ${id}`,
    author: "ana@newsela.com",
    grade: "3",
    status: "in_review",
    version: 2,
    requestedBy: "ana@newsela.com",
    message: null,
    requestedAt: "2025-03-05T10:00:00.000Z",
    updatedAt: "2025-03-05T10:00:00.000Z",
    ...overrides,
  };
}
