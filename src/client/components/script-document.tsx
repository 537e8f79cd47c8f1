import { useMemo, type ReactNode } from "react";
import { Square, Volume2 } from "lucide-react";
import { parseContract } from "@shared/script/contract";
import { sceneTiming } from "@shared/script/av-rows";
import { formatDuration } from "@shared/script-format";
import { approvalText, type ApprovalLine } from "@shared/script/export-meta";
import { Button } from "@client/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { useReadAloud } from "@client/lib/read-aloud";
import { ScriptAvTable } from "./script-av-table";
import { BeatView, beatCommentCount, sceneName } from "./script-beat";

interface ScriptDocumentProps {
  text: string;
  /** Shown as the plain-text view (the exact script text). */
  plainLabel?: string;
  /** The text ranges of open comment threads: the beats they fall on are marked (docs/product/team-workflow.md). */
  commentedTexts?: readonly string[];
  /**
   * A scene's own actions (e.g. the scene toolbar: rewrite, move, duplicate, delete), shown beside its heading;
   * `scene` is 1-based.
   */
  sceneActions?: (scene: number, sceneCount: number, sceneLabel: string) => ReactNode;
}

/**
 * A script rendered as a document (docs/product/screens.md#script-editor): scene headings with duration and word count,
 * speakers set apart, VISUAL and ON SCREEN cues as production notes, visible pauses, "Read aloud" per scene
 * (highlighting the line being read; not offered where the browser has no speech synthesis); an A/V (Visual | Audio)
 * view; and the plain text. Timing uses the grade's narration rate from the script's header.
 */
export function ScriptDocument({
  text,
  plainLabel = "Script",
  commentedTexts = [],
  sceneActions,
}: ScriptDocumentProps) {
  const contract = useMemo(() => parseContract(text), [text]);
  const readAloud = useReadAloud();
  const timings = contract.scenes.map((s) => sceneTiming(s, contract.grade));
  const totalWords = timings.reduce((n, t) => n + t.words, 0);
  const totalSec = timings.reduce((n, t) => n + t.seconds, 0);
  return (
    <Tabs defaultValue="document" className="min-w-0 gap-4" onValueChange={readAloud.stop}>
      <TabsList aria-label="Script views">
        <TabsTrigger value="document">Script</TabsTrigger>
        <TabsTrigger value="av">A/V view</TabsTrigger>
        <TabsTrigger value="plain">Plain text</TabsTrigger>
      </TabsList>
      <p className="text-sm text-muted-foreground">
        {contract.scenes.length} scenes · {totalWords} spoken words · about {formatDuration(totalSec)} read aloud
        {contract.targetSec ? ` (target ${formatDuration(contract.targetSec)})` : ""}
      </p>
      <TabsContent value="document" className="space-y-6">
        {contract.title ? <h3 className="text-xl font-bold break-words">{contract.title}</h3> : null}
        {!readAloud.isSupported && contract.scenes.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Read aloud is not available in this browser (it has no speech synthesis).
          </p>
        ) : null}
        {contract.notes.length > 0 ? (
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">Production notes ({contract.notes.length})</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
              {contract.notes.map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          </details>
        ) : null}
        {contract.scenes.map((scene, i) => {
          const isReading = readAloud.position?.scene === i;
          return (
            <section key={i} aria-labelledby={`scene-${i}`} className="scene-block space-y-2 border-t pt-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={`scene-${i}`} className="flex min-w-0 flex-wrap items-baseline gap-x-3 text-base font-semibold">
                  <span className="break-words">
                    Scene {i + 1} — {sceneName(scene)}
                  </span>
                  <span className="text-sm font-normal text-muted-foreground">
                    {formatDuration(scene.durationSec || timings[i]!.seconds)} · {timings[i]!.words} words
                  </span>
                </h3>
                <div className="flex flex-wrap items-center gap-2">
                  {readAloud.isSupported ? (
                    // The name starts with the words shown (WCAG 2.5.3); the scene number keeps it unique.
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => (isReading ? readAloud.stop() : readAloud.play(i, scene.beats))}
                    >
                      {isReading ? <Square aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
                      {isReading ? "Stop" : "Read aloud"}
                      <span className="sr-only"> (scene {i + 1})</span>
                    </Button>
                  ) : null}
                  {sceneActions?.(i + 1, contract.scenes.length, sceneName(scene))}
                </div>
              </div>
              <div className="space-y-2">
                {scene.beats.map((beat, j) => (
                  <BeatView
                    key={j}
                    beat={beat}
                    isCurrent={isReading && readAloud.position?.beat === j}
                    commentCount={beatCommentCount(beat, commentedTexts)}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </TabsContent>
      <TabsContent value="av">
        <ScriptAvTable
          contract={contract}
          sceneSeconds={timings.map((t) => t.seconds)}
          commentedTexts={commentedTexts}
        />
      </TabsContent>
      <TabsContent value="plain" forceMount className="data-[state=inactive]:hidden">
        <pre
          aria-label={plainLabel}
          tabIndex={0}
          className="max-h-[70vh] overflow-auto rounded-md border bg-muted/40 p-4 font-mono text-sm break-words whitespace-pre-wrap"
        >
          {text}
        </pre>
      </TabsContent>
    </Tabs>
  );
}

/**
 * The whole script for paper (docs/product/screens.md#script-editor: print every scene, a page per scene, no site
 * chrome). Hidden on screen; shown only by the print stylesheet.
 */
export function PrintableScript({ text, approval }: { text: string; approval?: ApprovalLine | null }) {
  const contract = useMemo(() => parseContract(text), [text]);
  const approvedLine = approval ? <p className="text-sm font-semibold">{approvalText(approval)}</p> : null;
  if (contract.scenes.length === 0) {
    return (
      <div className="print-only">
        {approvedLine}
        <pre className="whitespace-pre-wrap font-mono text-sm">{text}</pre>
      </div>
    );
  }
  return (
    <div className="print-only space-y-4">
      {approvedLine}
      {contract.title ? <h1 className="text-2xl font-bold">{contract.title}</h1> : null}
      <p className="text-sm">
        {contract.topic} · {contract.concept} · target {formatDuration(contract.targetSec)}
        {contract.grade ? ` · grade ${contract.grade}` : ""} · {contract.standards.map((s) => s.code).join(", ")}
      </p>
      {contract.scenes.map((scene, i) => (
        <section key={i} className="print-scene space-y-2">
          <h2 className="text-lg font-semibold">
            Scene {i + 1} — {sceneName(scene)} ({formatDuration(scene.durationSec)})
          </h2>
          {scene.beats.map((beat, j) => (
            <BeatView key={j} beat={beat} />
          ))}
        </section>
      ))}
    </div>
  );
}
