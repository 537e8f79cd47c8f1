import type { AppUser } from "@shared/schemas/user";
import type { SharedScriptDto } from "@shared/schemas/dto";
import type { SaveScriptRequest } from "@shared/schemas/script";
import { scriptActivity } from "../../db/schema/collaboration";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema/content";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { traceRows, writeTrace } from "../coverage/trace-rows";
import { scriptColumns } from "./script-columns";
import { scriptDtoColumns, toScriptDto } from "./script-dto";

/**
 * Saves a new script owned by `user` (docs/product/api.md POST /api/scripts; isSaved true by default). Standards are
 * resolved against the CCSS data; characters are stored as a snapshot.
 * @throws AppError VALIDATION_ERROR for unknown standard codes.
 */
export async function createScript(db: Db, user: AppUser, input: SaveScriptRequest): Promise<SharedScriptDto> {
  const standards = resolveStandards(input.standards);
  // The script, its activity entry and its traced standards (ADR 0059) are written together.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(scripts)
      .values({
        userId: user.id,
        ...scriptColumns(input, standards),
        isSaved: input.isSaved,
        engine: input.engine,
        grade: input.grade ?? null,
        targetMinutes: input.targetMinutes ?? null,
      })
      .returning(scriptDtoColumns);
    await tx
      .insert(scriptActivity)
      .values({ scriptId: created!.id, userId: user.id, kind: "created", version: created!.version });
    await writeTrace(
      tx as unknown as Db,
      created!.id,
      traceRows(
        input.scriptContent,
        standards.map((s) => s.code),
      ),
    );
    return created;
  });
  // A new script is a private draft of its author's, with no team yet (docs/product/team-workflow.md).
  return {
    ...toScriptDto(row!),
    visibility: "private",
    status: "draft",
    approvedVersion: null,
    approval: null,
    reviewers: [],
    coEditors: [],
    access: "owner",
    author: user.email,
  };
}
