import type { Grade } from "../schemas/grade";
import { sceneSeconds, sceneWords, type Beat, type ContractScene } from "./contract";

/**
 * The two-column A/V layout producers shoot from (docs/product/screens.md#script-editor): one row per beat group, what is seen on the left
 * (VISUAL and ON SCREEN cues) and what is heard on the right (spoken lines and pauses). A new row starts at each
 * cue that follows audio.
 */
export interface AvRow {
  visual: Extract<Beat, { type: "visual" | "onScreen" }>[];
  audio: Extract<Beat, { type: "line" | "pause" }>[];
}

export function avRows(scene: Pick<ContractScene, "beats">): AvRow[] {
  const rows: AvRow[] = [];
  let row: AvRow | null = null;
  for (const beat of scene.beats) {
    const isCue = beat.type === "visual" || beat.type === "onScreen";
    if (!row || (isCue && row.audio.length > 0)) {
      row = { visual: [], audio: [] };
      rows.push(row);
    }
    if (beat.type === "visual" || beat.type === "onScreen") row.visual.push(beat);
    else row.audio.push(beat);
  }
  return rows;
}

/** Words and read-aloud seconds of a scene (words at the grade's rate plus pauses). */
export function sceneTiming(
  scene: Pick<ContractScene, "beats">,
  grade: Grade | null,
): { words: number; seconds: number } {
  return { words: sceneWords(scene), seconds: Math.round(sceneSeconds(scene, grade)) };
}
