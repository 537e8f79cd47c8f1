import { AppError } from "@shared/errors";
import type { PolicyUser } from "./scripts";

/**
 * Who may do what with a series plan (docs/product/coverage.md "Permissions", ADR 0060), beside the script policy:
 * - view: every signed-in colleague (a plan is the team's schedule, like a shared script);
 * - change (name, episodes, order, assignees) and delete: its owner only, so two people never reorder one plan
 *   at cross purposes;
 * - link the script made for an episode: the owner, or the colleague the episode is assigned to (who writes it).
 */
export const planActions = ["view", "change", "delete", "linkScript"] as const;
export type PlanAction = (typeof planActions)[number];

export interface PlanFacts {
  ownerId: number;
  /** The assignee of the episode concerned (linkScript only). */
  assigneeId?: number | null;
}

export function canOnPlan(user: PolicyUser, action: PlanAction, facts: PlanFacts): boolean {
  switch (action) {
    case "view":
      return true;
    case "change":
    case "delete":
      return facts.ownerId === user.id;
    case "linkScript":
      return facts.ownerId === user.id || (facts.assigneeId != null && facts.assigneeId === user.id);
  }
}

const messages: Record<Exclude<PlanAction, "view">, string> = {
  change: "Only the plan's owner can change it.",
  delete: "Only the plan's owner can delete it.",
  linkScript: "Only the plan's owner or the episode's writer can link its script.",
};

/** Throws FORBIDDEN (403) unless `user` may do `action`. */
export function authorizePlan(user: PolicyUser, action: PlanAction, facts: PlanFacts): void {
  if (action !== "view" && !canOnPlan(user, action, facts)) throw new AppError("FORBIDDEN", messages[action]);
}

/** The answer for a missing plan. */
export const planNotFound = (): AppError =>
  new AppError("NOT_FOUND", "That plan doesn't exist (it may have been deleted).");
