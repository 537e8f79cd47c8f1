import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { AppError } from "@shared/errors";
import { catalogueTopicFor } from "@shared/curriculum/topic-for-standard";
import {
  episodeInputSchema,
  MAX_EPISODE_STANDARDS,
  type EpisodeStatus,
  type Plan,
  type PlanEpisode,
  type planCreateSchema,
  type planUpdateSchema,
  type Strand,
} from "@shared/schemas/coverage";
import type { ReviewStatus } from "@shared/schemas/collaboration";
import { gradeLabel, type Grade } from "@shared/schemas/grade";
import type { AppUser } from "@shared/schemas/user";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { planEpisodes, plans } from "../../db/schema/coverage";
import { scripts } from "../../db/schema/content";
import { allStandardDetails, getStandardDetails } from "../../curriculum/standards-catalogue";
import { authorizePlan, planNotFound } from "../../policies/plans";
import { authorizeScriptAction } from "../collaboration/script-facts";
import { resolveColleagues } from "../collaboration/colleagues";
import { getCoverage } from "./get-coverage";

type CreateInput = z.output<typeof planCreateSchema>;
type UpdateInput = z.output<typeof planUpdateSchema>;
type EpisodeInput = z.output<typeof episodeInputSchema>;

/** A new episode's target length when "Plan a season" proposes it (minutes). */
export const PROPOSED_EPISODE_MINUTES = 3;

const EPISODE_STATUS: Record<ReviewStatus, EpisodeStatus> = {
  draft: "draft",
  in_review: "in_review",
  changes_requested: "in_review",
  approved: "approved",
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Plans with their episodes, in order, as the caller sees them (scriptId only for a script they may open). */
async function loadPlans(db: Db, user: Pick<AppUser, "id">, ids?: number[]): Promise<Plan[]> {
  const planRows = await db
    .select({
      id: plans.id,
      name: plans.name,
      grade: plans.grade,
      strand: plans.strand,
      userId: plans.userId,
      version: plans.version,
      createdAt: plans.createdAt,
      updatedAt: plans.updatedAt,
      owner: appUsers.email,
    })
    .from(plans)
    .innerJoin(appUsers, eq(appUsers.id, plans.userId))
    .where(ids ? inArray(plans.id, ids) : undefined)
    .orderBy(desc(plans.updatedAt), desc(plans.id));
  if (planRows.length === 0) return [];
  const episodeRows = await db
    .select({
      id: planEpisodes.id,
      planId: planEpisodes.planId,
      position: planEpisodes.position,
      topic: planEpisodes.topic,
      grade: planEpisodes.grade,
      standards: planEpisodes.standards,
      targetMinutes: planEpisodes.targetMinutes,
      assignee: sql<string | null>`(select u.email from app_users u where u.id = ${planEpisodes.assigneeId})`,
      scriptId: planEpisodes.scriptId,
      scriptStatus: scripts.status,
      // The script policy's "view" (src/server/policies/scripts.ts): owner, co-editor, reviewer, or shared.
      canOpen: sql<boolean>`coalesce(${scripts.userId} = ${user.id} or ${scripts.visibility} = 'team'
        or exists (select 1 from script_editors e where e.script_id = ${scripts.id} and e.user_id = ${user.id})
        or exists (select 1 from script_reviewers r where r.script_id = ${scripts.id} and r.user_id = ${user.id}), false)`,
    })
    .from(planEpisodes)
    .leftJoin(scripts, eq(scripts.id, planEpisodes.scriptId))
    .where(
      inArray(
        planEpisodes.planId,
        planRows.map((p) => p.id),
      ),
    )
    .orderBy(asc(planEpisodes.planId), asc(planEpisodes.position), asc(planEpisodes.id));
  const byPlan = new Map<number, PlanEpisode[]>();
  for (const e of episodeRows) {
    const list = byPlan.get(e.planId) ?? [];
    list.push({
      id: e.id,
      position: list.length + 1,
      topic: e.topic,
      grade: e.grade,
      standards: e.standards,
      targetMinutes: e.targetMinutes,
      assignee: e.assignee,
      scriptId: e.scriptId !== null && e.canOpen ? e.scriptId : null,
      status: e.scriptStatus ? EPISODE_STATUS[e.scriptStatus] : "not_started",
    });
    byPlan.set(e.planId, list);
  }
  return planRows.map((p) => ({
    id: p.id,
    name: p.name,
    grade: p.grade,
    strand: (p.strand as Strand | null) ?? null,
    owner: p.owner,
    mine: p.userId === user.id,
    version: p.version,
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
    episodes: byPlan.get(p.id) ?? [],
  }));
}

/** Every plan (visible to the whole team: src/server/policies/plans.ts), most recently changed first. */
export async function listPlans(db: Db, user: Pick<AppUser, "id">): Promise<Plan[]> {
  return loadPlans(db, user);
}

/** @throws AppError NOT_FOUND */
export async function getPlan(db: Db, user: Pick<AppUser, "id">, id: number): Promise<Plan> {
  const [plan] = await loadPlans(db, user, [id]);
  if (!plan) throw planNotFound();
  return plan;
}

interface CheckedEpisode {
  id?: number;
  topic: string;
  grade: Grade;
  standards: string[];
  targetMinutes: number;
  assigneeId: number | null;
  /** Absent: an existing episode keeps its script (the reply hides a script the caller cannot open). */
  scriptId?: number | null;
}

/**
 * The episodes as they will be stored, checked: official codes (written as the data writes them), assignees who
 * are colleagues, scripts the caller may open, ids of this plan's own episodes.
 * @throws AppError VALIDATION_ERROR
 */
async function checkEpisodes(
  db: Db,
  user: AppUser,
  planGrade: Grade,
  episodes: readonly EpisodeInput[],
  ownIds: ReadonlySet<number>,
): Promise<CheckedEpisode[]> {
  const colleagues = await resolveColleagues(
    db,
    episodes.flatMap((e) => (e.assignee ? [e.assignee] : [])),
  );
  const idOf = new Map(colleagues.map((c) => [c.email, c.id]));
  const out: CheckedEpisode[] = [];
  const seenIds = new Set<number>();
  for (const [i, e] of episodes.entries()) {
    const codes = e.standards.map((code) => {
      const found = getStandardDetails(code);
      if (!found)
        throw new AppError(
          "VALIDATION_ERROR",
          `Episode ${i + 1}: ${code} is not a Common Core ELA K–5 standard. Choose a real code.`,
        );
      return found.code;
    });
    if (new Set(codes).size !== codes.length || codes.length > MAX_EPISODE_STANDARDS)
      throw new AppError("VALIDATION_ERROR", `Episode ${i + 1} names a standard twice.`);
    if (e.id !== undefined && (!ownIds.has(e.id) || seenIds.has(e.id)))
      throw new AppError("VALIDATION_ERROR", `Episode ${i + 1} is not an episode of this plan (id ${e.id}).`);
    if (e.id !== undefined) seenIds.add(e.id);
    if (e.scriptId != null) await authorizeScriptAction(db, user, e.scriptId, "view").catch(badScript(i, e.scriptId));
    out.push({
      ...(e.id !== undefined ? { id: e.id } : {}),
      topic: e.topic,
      grade: e.grade ?? planGrade,
      standards: codes,
      targetMinutes: e.targetMinutes,
      assigneeId: e.assignee ? idOf.get(e.assignee)! : null,
      ...(e.scriptId !== undefined ? { scriptId: e.scriptId } : {}),
    });
  }
  return out;
}

const badScript = (i: number, id: number) => (err: unknown) => {
  if (err instanceof AppError)
    throw new AppError("VALIDATION_ERROR", `Episode ${i + 1}: no script with id ${id} that you can open.`);
  throw err;
};

/** POST /api/plans: a new plan owned by the caller. @throws AppError VALIDATION_ERROR */
export async function createPlan(db: Db, user: AppUser, input: CreateInput): Promise<Plan> {
  const episodes = await checkEpisodes(db, user, input.grade, input.episodes, new Set());
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plans)
      .values({ userId: user.id, name: input.name, grade: input.grade, strand: input.strand ?? null })
      .returning({ id: plans.id });
    if (episodes.length > 0)
      await tx
        .insert(planEpisodes)
        .values(episodes.map(({ id: _id, ...e }, i) => ({ ...e, planId: row!.id, position: i + 1 })));
    return row!.id;
  });
  return getPlan(db, user, id);
}

/**
 * PUT /api/plans/:id: replaces the name, the grade and the whole episode list, in the order sent (episodes sent
 * with their id keep their script and assignee; those left out are removed). A new grade moves every episode to it
 * and is refused while an episode teaches another grade's standards (`regraded`). Optimistic concurrency (ADR 0060): the plan's
 * row is updated first, guarded by the version the caller edited, so of two concurrent saves the second waits on
 * the first's row lock, finds the version changed and writes nothing — the order is one caller's, never a mix.
 * @throws AppError NOT_FOUND, FORBIDDEN (not the owner), CONFLICT (stale version), VALIDATION_ERROR
 */
export async function updatePlan(db: Db, user: AppUser, id: number, input: UpdateInput): Promise<Plan> {
  const [current] = await db.select({ userId: plans.userId, grade: plans.grade }).from(plans).where(eq(plans.id, id));
  if (!current) throw planNotFound();
  authorizePlan(user, "change", { ownerId: current.userId });
  const ownIds = new Set(
    (await db.select({ id: planEpisodes.id }).from(planEpisodes).where(eq(planEpisodes.planId, id))).map((r) => r.id),
  );
  const checked = await checkEpisodes(db, user, input.grade, input.episodes, ownIds);
  const episodes = input.grade === current.grade ? checked : regraded(checked, input.grade);
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(plans)
      .set({
        name: input.name,
        grade: input.grade,
        strand: input.strand ?? null,
        version: sql`${plans.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(plans.id, id), eq(plans.version, input.version), eq(plans.userId, user.id)))
      .returning({ version: plans.version });
    if (!row) return false;
    const kept = episodes.flatMap((e) => (e.id !== undefined ? [e.id] : []));
    await tx.execute(
      kept.length > 0
        ? sql`delete from plan_episodes where plan_id = ${id} and id not in (${sql.join(
            kept.map((k) => sql`${k}`),
            sql`, `,
          )})`
        : sql`delete from plan_episodes where plan_id = ${id}`,
    );
    for (const [i, { id: episodeId, ...e }] of episodes.entries()) {
      if (episodeId !== undefined)
        await tx
          .update(planEpisodes)
          .set({ ...e, position: i + 1 })
          .where(and(eq(planEpisodes.id, episodeId), eq(planEpisodes.planId, id)));
      else await tx.insert(planEpisodes).values({ ...e, planId: id, position: i + 1 });
    }
    return true;
  });
  if (!written) {
    const [now] = await db.select({ version: plans.version }).from(plans).where(eq(plans.id, id));
    if (!now) throw planNotFound();
    throw new AppError(
      "CONFLICT",
      `This plan was changed elsewhere (now version ${now.version}, you edited version ${input.version}). Reload it and make your change again.`,
    );
  }
  return getPlan(db, user, id);
}

/**
 * A plan moved to another grade (docs/product/coverage.md "Series plans"): every episode moves with it, so each
 * must teach standards of the new grade only; otherwise the change is refused, naming the episodes to change or
 * remove first — a plan never silently holds episodes of another grade.
 * @throws AppError VALIDATION_ERROR
 */
function regraded(episodes: CheckedEpisode[], grade: Grade): CheckedEpisode[] {
  const off = episodes.flatMap((e, i) => {
    const others = e.standards.filter((code) => getStandardDetails(code)!.grade !== grade);
    return others.length > 0 ? [`episode ${i + 1} (${others.join(", ")})`] : [];
  });
  if (off.length > 0) {
    const which = off.length === 1 ? off[0]! : `${off.slice(0, -1).join(", ")} and ${off[off.length - 1]!}`;
    throw new AppError(
      "VALIDATION_ERROR",
      `A ${gradeLabel(grade)} plan's episodes teach ${gradeLabel(grade)} standards, and ${which} ${off.length === 1 ? "teaches" : "teach"} another grade's. Change or remove ${off.length === 1 ? "it" : "them"}, then change the grade.`,
    );
  }
  return episodes.map((e) => ({ ...e, grade }));
}

/** DELETE /api/plans/:id (owner only). @throws AppError NOT_FOUND, FORBIDDEN */
export async function deletePlan(db: Db, user: AppUser, id: number): Promise<void> {
  const [current] = await db.select({ userId: plans.userId }).from(plans).where(eq(plans.id, id));
  if (!current) throw planNotFound();
  authorizePlan(user, "delete", { ownerId: current.userId });
  await db.delete(plans).where(eq(plans.id, id));
}

/**
 * POST /api/plans/:id/episodes/:episodeId/script: records the script made for an episode (its status becomes the
 * episode's). The plan's owner or the episode's assignee, with a script they may edit.
 * @throws AppError NOT_FOUND, FORBIDDEN, VALIDATION_ERROR
 */
export async function linkEpisodeScript(
  db: Db,
  user: AppUser,
  planId: number,
  episodeId: number,
  scriptId: number,
): Promise<Plan> {
  const [row] = await db
    .select({ ownerId: plans.userId, assigneeId: planEpisodes.assigneeId })
    .from(planEpisodes)
    .innerJoin(plans, eq(plans.id, planEpisodes.planId))
    .where(and(eq(planEpisodes.id, episodeId), eq(planEpisodes.planId, planId)));
  if (!row) throw new AppError("NOT_FOUND", "That episode doesn't exist (it may have been removed from the plan).");
  authorizePlan(user, "linkScript", row);
  await authorizeScriptAction(db, user, scriptId, "edit");
  await db.update(planEpisodes).set({ scriptId }).where(eq(planEpisodes.id, episodeId));
  return getPlan(db, user, planId);
}

/**
 * "Plan a season" (docs/product/coverage.md): episodes for the grade and strand's standards that have no approved
 * script the caller can see, in the standards' order. Standards are grouped within their CCSS domain (cluster),
 * at most three to an episode — one primary and at most two supporting (ADR 0007) — and a lettered sub-standard
 * stays with its siblings; a parent with lettered sub-standards is taught through them and is not proposed on
 * its own. Each episode's topic is the catalogue topic that reaches its primary standard, else its domain.
 */
export async function proposePlan(
  db: Db,
  user: Pick<AppUser, "id">,
  grade: Grade,
  strand: Strand,
): Promise<{ topic: string; grade: Grade; standards: string[]; targetMinutes: number }[]> {
  const { standards } = await getCoverage(db, user, { grade, strand });
  const open = new Set(standards.filter((s) => s.status !== "approved").map((s) => s.code));
  const details = allStandardDetails().filter((s) => s.grade === grade && s.strand === strand);
  const hasChildren = new Set(details.flatMap((s) => (s.parent ? [s.parent] : [])));
  const groups: { key: string; codes: string[] }[] = [];
  for (const s of details) {
    if (!open.has(s.code) || hasChildren.has(s.code)) continue;
    const key = s.parent ?? s.domain;
    const last = groups[groups.length - 1];
    if (last && last.key === key && last.codes.length < MAX_EPISODE_STANDARDS) last.codes.push(s.code);
    else groups.push({ key, codes: [s.code] });
  }
  return groups.map((g) => ({
    topic: catalogueTopicFor(g.codes[0]!) ?? getStandardDetails(g.codes[0]!)!.domain,
    grade,
    standards: g.codes,
    targetMinutes: PROPOSED_EPISODE_MINUTES,
  }));
}
