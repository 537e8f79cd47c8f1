import { AppError } from "@shared/errors";

/** A positive integer id from a path parameter; anything else is NOT_FOUND (there is no such resource). */
export function idParam(value: string | undefined, what = "script"): number {
  const n = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || !Number.isSafeInteger(n) || n < 1) {
    throw new AppError("NOT_FOUND", `No ${what} with id ${String(value).slice(0, 40)}.`);
  }
  return n;
}
