import { AppError } from "@shared/errors";
import type { ScriptAccess, Visibility } from "@shared/schemas/collaboration";

/**
 * Who may do what with a script (docs/product/team-workflow.md "Permissions"), in one place, in the style of
 * Outline's policies: the facts about a script and the caller go in, a yes or no comes out. Services load the
 * facts (src/server/services/collaboration/script-facts.ts) and call `authorizeScript`; the routes never decide.
 *
 * - view, comment: the owner, co-editors, requested reviewers, and every colleague (admins too) when the script is
 *   shared with the team. Anyone else gets 404, as for a missing script, so a private script's existence is not
 *   leaked.
 * - edit, restore, request review: the owner and co-editors.
 * - share (visibility and co-editors), delete: the owner only.
 * - decide: a requested reviewer only (the owner and co-editors are never reviewers: nobody reviews their own script).
 */
export const scriptActions = [
  "view",
  "comment",
  "edit",
  "share",
  "requestReview",
  "decide",
  "restore",
  "delete",
] as const;
export type ScriptAction = (typeof scriptActions)[number];

/** What the policy needs to know about a script and the caller. */
export interface ScriptFacts {
  ownerId: number;
  visibility: Visibility;
  /** The caller is a co-editor of the script. */
  isEditor: boolean;
  /** The caller is a requested reviewer of the script. */
  isReviewer: boolean;
}

/** The caller (an AppUser or its id and admin flag). */
export interface PolicyUser {
  id: number;
  isAdmin: boolean;
}

/** The caller's relation to the script, or null when they may not even open it. */
export function scriptAccess(user: PolicyUser, facts: ScriptFacts): ScriptAccess | null {
  if (facts.ownerId === user.id) return "owner";
  if (facts.isEditor) return "editor";
  if (facts.isReviewer) return "reviewer";
  if (facts.visibility === "team") return "viewer";
  return null;
}

const allowed: Record<ScriptAction, readonly ScriptAccess[]> = {
  view: ["owner", "editor", "reviewer", "viewer"],
  comment: ["owner", "editor", "reviewer", "viewer"],
  edit: ["owner", "editor"],
  restore: ["owner", "editor"],
  requestReview: ["owner", "editor"],
  share: ["owner"],
  delete: ["owner"],
  decide: ["reviewer"],
};

/** May `user` do `action` on the script described by `facts`? */
export function canOnScript(user: PolicyUser, action: ScriptAction, facts: ScriptFacts): boolean {
  const access = scriptAccess(user, facts);
  return access !== null && allowed[action].includes(access);
}

const messages: Record<Exclude<ScriptAction, "view" | "comment">, string> = {
  edit: "Only the author and co-editors can change this script.",
  restore: "Only the author and co-editors can restore a version of this script.",
  requestReview: "Only the author and co-editors can request a review of this script.",
  share: "Only the author can change who this script is shared with.",
  delete: "Only the author can delete this script.",
  decide: "Only a reviewer the author asked can approve this script or request changes.",
};

/** The answer for a script the caller may not open (the same as for a missing one). */
export function scriptNotFound(): AppError {
  return new AppError("NOT_FOUND", "The script you're looking for doesn't exist or you don't have access to it.");
}

/**
 * Throws unless `user` may do `action`: NOT_FOUND (404) when they may not open the script at all, FORBIDDEN (403)
 * when they may open it but not do this. Returns their access.
 */
export function authorizeScript(user: PolicyUser, action: ScriptAction, facts: ScriptFacts): ScriptAccess {
  const access = scriptAccess(user, facts);
  if (access === null) throw scriptNotFound();
  if (!allowed[action].includes(access)) {
    throw new AppError("FORBIDDEN", messages[action as keyof typeof messages]);
  }
  return access;
}
