import {
  DEFAULT_TALKING_POINTS,
  TALKING_POINT_CUT_CHARS,
  TALKING_POINT_MIN_CHARS,
  TALKING_POINTS_MAX,
} from "@shared/constants";
import { parseContract } from "@shared/script/contract";

/**
 * Talking points from the teaching contract (ADR 0007): one per teaching scene, its kid goal — the text after
 * the code on the scene's "ON SCREEN: RF.1.3.a — I can …" cue. Empty when the script has no teaching scenes.
 */
export function contractTalkingPoints(scriptContent: string): string[] {
  return parseContract(scriptContent)
    .scenes.filter((s) => s.kind === "teach")
    .flatMap((s) => {
      const goal = s.beats.find((b) => b.type === "onScreen" && /\bI can\b/.test(b.text));
      return goal && goal.type === "onScreen" ? [goal.text.replace(/^.*?\u2014\s*/, "").trim()] : [];
    })
    .slice(0, TALKING_POINTS_MAX);
}

/**
 * Talking points: the teaching scenes' kid goals when the script follows the teaching contract; otherwise
 * the rule of docs/product/rules.md#limits: up to 4 script lines longer than 20 characters (after trimming), in script order,
 * each cut to its first 50 characters plus "..." when longer. A script with no such line gives the four
 * default points.
 */
export function getTalkingPoints(scriptContent: string): string[] {
  const fromContract = contractTalkingPoints(scriptContent);
  if (fromContract.length > 0) return fromContract;
  const points = scriptContent
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > TALKING_POINT_MIN_CHARS)
    .slice(0, TALKING_POINTS_MAX)
    .map((line) => (line.length > TALKING_POINT_CUT_CHARS ? `${line.slice(0, TALKING_POINT_CUT_CHARS)}...` : line));
  return points.length > 0 ? points : [...DEFAULT_TALKING_POINTS];
}
