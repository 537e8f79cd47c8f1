import { avRows } from "@shared/script/av-rows";
import { formatDuration } from "@shared/script-format";
import type { ScriptContract } from "@shared/script/contract";
import { cn } from "@client/lib/utils";
import { BeatView, beatCommentCount, sceneName } from "./script-beat";

/**
 * The two-column A/V script (docs/product/screens.md#script-editor): Visual | Audio, one row per beat, a heading row
 * per scene with its duration — the format producers shoot from. Long words wrap, so it fits a phone without scrolling
 * sideways.
 */
export function ScriptAvTable({
  contract,
  sceneSeconds,
  commentedTexts = [],
}: {
  contract: ScriptContract;
  sceneSeconds: number[];
  /** The text ranges of open comment threads: the beats they fall on are marked. */
  commentedTexts?: readonly string[];
}) {
  return (
    <div>
      <table className="w-full border-collapse text-sm [overflow-wrap:anywhere]">
        <caption className="sr-only">Audio and visual script, one row per beat</caption>
        <thead>
          <tr>
            <th scope="col" className="w-2/5 border-b p-2 text-left">
              Visual
            </th>
            <th scope="col" className="border-b p-2 text-left">
              Audio
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.scenes.flatMap((scene, i) => [
            <tr key={`h${i}`} className="bg-muted/60">
              <th scope="colgroup" colSpan={2} className="p-2 text-left">
                Scene {i + 1} — {sceneName(scene)} ({formatDuration(scene.durationSec || sceneSeconds[i]!)})
              </th>
            </tr>,
            ...avRows(scene).map((row, j) => (
              <tr key={`${i}-${j}`} className="align-top">
                <td className="border-b p-2 text-muted-foreground">
                  {row.visual.map((b, k) => (
                    <p key={k} className={cn(b.type === "onScreen" && "font-mono text-foreground")}>
                      {b.type === "onScreen" ? `On screen: ${b.text}` : b.text}
                      {beatCommentCount(b, commentedTexts) > 0 ? (
                        <span className="ml-2 text-xs text-amber-900">
                          <span aria-hidden="true">💬 {beatCommentCount(b, commentedTexts)}</span>
                          <span className="sr-only">(open comments)</span>
                        </span>
                      ) : null}
                    </p>
                  ))}
                </td>
                <td className="space-y-1 border-b p-2">
                  {row.audio.map((b, k) => (
                    <BeatView key={k} beat={b} commentCount={beatCommentCount(b, commentedTexts)} />
                  ))}
                </td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </div>
  );
}
