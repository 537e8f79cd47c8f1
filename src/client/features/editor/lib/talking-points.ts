import { DEFAULT_TALKING_POINTS, TALKING_POINT_CUT_CHARS, TALKING_POINT_MIN_CHARS, TALKING_POINTS_MAX } from "@shared/constants";

/**
 * Spec §9 talking points: up to 4 script lines longer than 20 characters (after trimming), in script order,
 * each cut to its first 50 characters plus "..." when longer. A script with no such line gives the four
 * default points.
 */
export function getTalkingPoints(scriptContent: string): string[] {
  const points = scriptContent
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > TALKING_POINT_MIN_CHARS)
    .slice(0, TALKING_POINTS_MAX)
    .map((line) => (line.length > TALKING_POINT_CUT_CHARS ? `${line.slice(0, TALKING_POINT_CUT_CHARS)}...` : line));
  return points.length > 0 ? points : [...DEFAULT_TALKING_POINTS];
}
