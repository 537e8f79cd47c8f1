import { AppError } from "@shared/errors";
import type { z } from "zod";
import type { standardRefSchema } from "@shared/schemas/script";
import type { Standard } from "@shared/schemas/standard";
import { getStandard } from "./standards-catalogue";

type StandardRef = z.infer<typeof standardRefSchema>;

/**
 * Turns codes or `{code, description}` refs into CCSS standards with their official text (the client's
 * description is never trusted). Codes are matched case-insensitively; duplicates are dropped.
 * @throws AppError VALIDATION_ERROR naming the first code that is not a CCSS ELA K–5 standard.
 */
export function resolveStandards(refs: readonly StandardRef[]): Standard[] {
  const seen = new Set<string>();
  const out: Standard[] = [];
  for (const ref of refs) {
    const raw = typeof ref === "string" ? ref : ref.code;
    const standard = getStandard(raw) ?? getStandard(normaliseCode(raw));
    if (!standard)
      throw new AppError("VALIDATION_ERROR", `Unknown standard code: ${raw}. Use a CCSS ELA K–5 code such as RL.3.2.`);
    if (seen.has(standard.code)) continue;
    seen.add(standard.code);
    out.push({ code: standard.code, description: standard.description });
  }
  return out;
}

/** "rl.3.2" → "RL.3.2", "l.4.4.B" → "L.4.4.b", "rf.k.3" → "RF.K.3" (CCSS code casing). */
export function normaliseCode(code: string): string {
  const parts = code.trim().split(".");
  return parts
    .map((p, i) => (i === 0 ? p.toUpperCase() : i === 1 ? p.toUpperCase() : i === 3 ? p.toLowerCase() : p))
    .join(".");
}
