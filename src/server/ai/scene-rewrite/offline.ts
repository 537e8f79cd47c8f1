import { parseContract, sceneWords, type ContractScene } from "@shared/script/contract";
import { splitScenes } from "@shared/script/scene-ops";
import { fleschKincaidGrade } from "@shared/text/readability";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import { draftScript, type DraftInput } from "../offline/draft-script";
import { hashString } from "../offline/random";
import type { SceneNote } from "./note";

/** Offline drafts tried per rewrite (each with another seed). */
const CANDIDATE_DRAFTS = 6;

const spoken = (scene: ContractScene) =>
  scene.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])).join(" ") || " ";

/** The scene of `draft` that plays the same part as `old`: same kind (and skill for a teach scene), nearest place. */
function matchingScene(draft: ContractScene[], old: ContractScene, index: number): number {
  const same = draft
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.kind === old.kind && (old.kind !== "teach" || s.code === old.code || s.title === old.title));
  if (same.length === 0) return index < draft.length ? index : -1;
  return same.reduce((best, c) => (Math.abs(c.i - index) < Math.abs(best.i - index) ? c : best)).i;
}

/**
 * A new text for scene `sceneNumber` (1-based) of `scriptContent`, drafted by the offline engine
 * (docs/product/scene-operations.md): whole drafts from the same choices under other seeds, with the note as a
 * constraint ("shorter" drafts to a shorter target and keeps the candidate with the fewest words, "simpler
 * words" the one with the lowest Flesch–Kincaid grade, "longer" the most words), of which only the matching
 * scene is taken. Returns the scene's text (heading first, numbered as in the draft), or null when no draft
 * has a scene that differs from the current one.
 */
export function rewriteSceneOffline(
  input: DraftInput,
  scriptContent: string,
  sceneNumber: number,
  note: SceneNote,
  seed: number | undefined,
): string | null {
  const oldScene = parseContract(scriptContent).scenes[sceneNumber - 1];
  if (!oldScene) return null;
  const oldText = splitScenes(scriptContent).scenes[sceneNumber - 1] ?? "";
  const oldBody = oldText.slice(oldText.indexOf("\n") + 1).trim();
  const base = seed ?? hashString(`${scriptContent}|${sceneNumber}|${note.text}`);
  const minutes = input.targetMinutes ?? defaultTargetMinutes(input.grade ?? null);
  const targetMinutes = note.shorter ? Math.max(1, minutes * 0.6) : note.longer ? Math.min(10, minutes * 1.4) : minutes;
  const contentConsiderations = [input.contentConsiderations, note.text].filter(Boolean).join(". ") || null;

  const candidates: { text: string; words: number; grade: number }[] = [];
  for (let k = 1; k <= CANDIDATE_DRAFTS; k++) {
    const draft = draftScript({
      ...input,
      targetMinutes,
      contentConsiderations,
      seed: hashString(`${base}:${k}`),
    });
    const scenes = parseContract(draft.text).scenes;
    const at = matchingScene(scenes, oldScene, sceneNumber - 1);
    const text = at >= 0 ? splitScenes(draft.text).scenes[at] : undefined;
    if (!text || text.slice(text.indexOf("\n") + 1).trim() === oldBody) continue;
    const scene = scenes[at]!;
    candidates.push({ text: text.trimEnd(), words: sceneWords(scene), grade: fleschKincaidGrade(spoken(scene)) });
    if (!note.shorter && !note.longer && !note.simpler) break;
  }
  if (candidates.length === 0) return null;
  const oldWords = sceneWords(oldScene);
  const by = (score: (c: (typeof candidates)[number]) => number) =>
    candidates.reduce((best, c) => (score(c) < score(best) ? c : best));
  if (note.shorter) {
    const shortest = by((c) => c.words);
    return shortest.words < oldWords ? shortest.text : null;
  }
  if (note.longer) return by((c) => -c.words).text;
  if (note.simpler) return by((c) => c.grade).text;
  return candidates[0]!.text;
}
