/**
 * Builders for the team workflow's replies (src/shared/schemas/collaboration.ts): comments and scripts with their
 * sharing, review and the caller's access. Each takes overrides.
 */
import type { CommentDto } from "@shared/schemas/collaboration";
import type { SharedScriptDto } from "@shared/schemas/dto";
import { buildScript } from "./fixtures";

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

/** A script as GET /api/scripts/{id} returns it to a team member: by default the caller's own private draft. */
export function buildTeamScript(overrides: Partial<SharedScriptDto> = {}): SharedScriptDto {
  return {
    ...buildScript(),
    visibility: "private",
    status: "draft",
    approvedVersion: null,
    approval: null,
    reviewers: [],
    coEditors: [],
    access: "owner",
    author: "ana@newsela.com",
    ...overrides,
  };
}
