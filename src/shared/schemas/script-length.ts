import * as z from "zod/mini";
import type { Grade } from "./grade";

/** Target video length, whole minutes (1–10, docs/product/rules.md#limits). */
export const targetMinutesSchema = z.pipe(
  z.coerce.number({ message: "Target length must be a number of minutes." }),
  z
    .int("Target length must be a whole number of minutes.")
    .check(
      z.gte(1, "Target length must be at least 1 minute."),
      z.lte(10, "Target length must be at most 10 minutes."),
    ),
);

/** The choices offered in the wizard, minutes. */
export const TARGET_MINUTE_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Default target by grade (docs/product/rules.md#limits): 3 minutes for K–1, 4 for 2–3, 5 for 4–5; 4 with no grade. */
export function defaultTargetMinutes(grade: Grade | null | undefined): number {
  if (grade === "K" || grade === "1") return 3;
  if (grade === "2" || grade === "3") return 4;
  if (grade === "4" || grade === "5") return 5;
  return 4;
}
