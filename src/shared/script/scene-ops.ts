import { sceneSeconds, parseContract, type ContractScene } from "./contract";
import { formatDuration, isSceneTagLine } from "../script-format";

/**
 * Scene operations on the script text (docs/product/scene-operations.md): split a script into its header and
 * scenes without losing a byte, then move, duplicate, delete or replace one scene. Only scene headings are
 * renumbered; every other scene's text is kept exactly as written (a rewrite changes one scene and nothing
 * else).
 */

// Same heading form the parser reads (`@shared/script-format`): "SCENE 3 — NAME (0:45)", tolerant of -, –, :,
// markdown "#"/"**" and a missing duration.
const HEADING_LINE_RE = /^[#*\s]*SCENE\s+\d+\s*(?:[\u2014\u2013:]|-{1,2})/i;
const HEADING_NUMBER_RE = /^([#*\s]*SCENE\s+)(\d+)/i;

export interface SplitScript {
  /** Everything before the first scene heading (title, header fields, notes), exactly as written. */
  head: string;
  /** Each scene from its heading line up to the next heading (its trailing blank lines included). */
  scenes: string[];
}

/** Splits script text at scene heading lines; `head + scenes.join("")` is the original text. */
export function splitScenes(text: string): SplitScript {
  const lines = text.split(/(?<=\n)/);
  let head = "";
  const scenes: string[] = [];
  for (const line of lines) {
    if (HEADING_LINE_RE.test(line)) scenes.push(line);
    else if (scenes.length > 0) scenes[scenes.length - 1] += line;
    else head += line;
  }
  return { head, scenes };
}

/** A scene's text with its heading's number set to `number` (the rest of the text unchanged). */
export function renumberScene(scene: string, number: number): string {
  return scene.replace(HEADING_NUMBER_RE, (_, before: string) => `${before}${number}`);
}

/** The scene's text without its trailing blank lines, and those blank lines. */
function splitTrailing(scene: string): { body: string; trailing: string } {
  const body = scene.replace(/\s+$/, "");
  return { body, trailing: scene.slice(body.length) };
}

/**
 * Rebuilds a script from scenes in a new order: headings renumbered 1…n, one blank line between scenes, and
 * the original's ending (its last scene's trailing whitespace) kept.
 */
function joinScenes(head: string, scenes: string[], ending: string): string {
  const bodies = scenes.map((s, i) => renumberScene(splitTrailing(s).body, i + 1));
  const separator = head.length === 0 || /\n\s*\n$/.test(head) ? "" : head.endsWith("\n") ? "\n" : "\n\n";
  return bodies.length ? `${head}${separator}${bodies.join("\n\n")}${ending}` : head.replace(/\s+$/, "\n");
}

export type SceneOperation =
  | { kind: "moveUp"; scene: number }
  | { kind: "moveDown"; scene: number }
  | { kind: "duplicate"; scene: number }
  | { kind: "delete"; scene: number };

/**
 * Applies one operation to scene `scene` (1-based) and returns the new text, or null when the operation does not
 * apply (no such scene, moving the first up or the last down, deleting the only scene).
 */
export function applySceneOperation(text: string, op: SceneOperation): string | null {
  const { head, scenes } = splitScenes(text);
  const i = op.scene - 1;
  if (!Number.isInteger(i) || i < 0 || i >= scenes.length) return null;
  const ending = splitTrailing(scenes[scenes.length - 1]!).trailing || "\n";
  const next = [...scenes];
  switch (op.kind) {
    case "moveUp":
      if (i === 0) return null;
      [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
      break;
    case "moveDown":
      if (i === scenes.length - 1) return null;
      [next[i], next[i + 1]] = [next[i + 1]!, next[i]!];
      break;
    case "duplicate":
      next.splice(i + 1, 0, next[i]!);
      break;
    case "delete":
      if (scenes.length === 1) return null;
      next.splice(i, 1);
      break;
  }
  return joinScenes(head, next, ending);
}

/**
 * Replaces scene `scene` (1-based) with `replacement` (a scene's text, heading first). The replacement's heading
 * gets the scene's number; the scene's own trailing blank lines are kept, so the head and every other scene
 * stay byte for byte. Returns null when there is no such scene.
 */
export function replaceScene(text: string, scene: number, replacement: string): string | null {
  const { head, scenes } = splitScenes(text);
  const i = scene - 1;
  if (!Number.isInteger(i) || i < 0 || i >= scenes.length) return null;
  const { trailing } = splitTrailing(scenes[i]!);
  const next = [...scenes];
  next[i] = renumberScene(replacement.replace(/^\s+/, "").replace(/\s+$/, ""), scene) + (trailing || "\n");
  return head + next.join("");
}

/**
 * A scene's heading duration set to how long it runs (its words at the grade's narration rate plus its pauses,
 * `sceneSeconds` in `@shared/script/contract`), so a rewritten scene's time is recomputed.
 */
export function retimeScene(scene: string, grade: Parameters<typeof sceneSeconds>[1]): string {
  const parsed = parseContract(scene).scenes[0];
  if (!parsed) return scene;
  const seconds = Math.max(5, Math.round(sceneSeconds(parsed, grade)));
  const newline = scene.indexOf("\n");
  const heading = newline < 0 ? scene : scene.slice(0, newline);
  const rest = newline < 0 ? "" : scene.slice(newline);
  const bare = heading.replace(/\s*\(\s*(?:\d+:)?\d+:[0-5]\d\s*\)[\s*]*$/, "").replace(/\s+$/, "");
  return `${bare} (${formatDuration(seconds)})${rest}`;
}

/** The parsed scenes of a script with their 1-based numbers (for labels such as "Scene 3 — PRACTICE"). */
export function scenesOf(text: string): (ContractScene & { number: number })[] {
  return parseContract(text).scenes.map((s, i) => ({ ...s, number: i + 1 }));
}

/**
 * Tags scene `scene` (1-based) with the standard `code` it teaches (ADR 0059, docs/product/coverage.md): its
 * `STANDARD:` line, the grammar `parseScript` reads, replaced by `STANDARD: <code>` where the first one was (any
 * further tag lines of the scene removed), or put right under the heading when the scene has none. `code` null
 * removes the scene's tag lines. Every other line, and every other scene, stays byte for byte. Returns null when
 * there is no such scene.
 */
export function tagScene(text: string, scene: number, code: string | null): string | null {
  const { head, scenes } = splitScenes(text);
  const i = scene - 1;
  if (!Number.isInteger(i) || i < 0 || i >= scenes.length) return null;
  const [heading = "", ...body] = scenes[i]!.split(/(?<=\n)/);
  const tag = code ? `STANDARD: ${code}\n` : "";
  const first = body.findIndex(isSceneTagLine);
  const kept = body.flatMap((line, j) => (j === first ? [tag] : isSceneTagLine(line) ? [] : [line]));
  const next = [...scenes];
  next[i] =
    first >= 0 ? heading + kept.join("") : heading + (tag && !heading.endsWith("\n") ? "\n" : "") + tag + body.join("");
  return head + next.join("");
}
