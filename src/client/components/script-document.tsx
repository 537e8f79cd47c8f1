import { useMemo } from "react";
import { parseContract, SCENE_KIND_NAMES, type Beat, type ContractScene } from "@shared/script/contract";
import { avRows, sceneTiming } from "@shared/script/av-rows";
import { formatDuration } from "@shared/script-format";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { cn } from "@client/lib/utils";

const sceneName = (s: ContractScene) => (s.kind === "teach" ? `Teach: ${s.title}` : s.kind === "other" ? s.title : SCENE_KIND_NAMES[s.kind]);

function BeatView({ beat }: { beat: Beat }) {
  switch (beat.type) {
    case "visual":
      return (
        <p className="border-l-2 border-sky-400 pl-3 text-sm text-muted-foreground italic">
          <span className="font-semibold not-italic">Visual: </span>
          {beat.text}
        </p>
      );
    case "onScreen":
      return (
        <p className="rounded-md border border-dashed bg-muted/50 px-3 py-1 font-mono text-sm">
          <span className="font-sans font-semibold">On screen: </span>
          {beat.text}
        </p>
      );
    case "pause":
      return (
        <p className="w-fit rounded-full bg-amber-100 px-3 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-50">
          Pause {beat.seconds} s{beat.text ? ` — ${beat.text}` : ""}
        </p>
      );
    case "line":
      return (
        <p className="leading-relaxed">
          <span className="mr-2 font-bold tracking-wide uppercase">{beat.speaker}</span>
          {beat.text}
        </p>
      );
  }
}

interface ScriptDocumentProps {
  text: string;
  /** Shown as the plain-text view (the exact script text). */
  plainLabel?: string;
}

/**
 * A script rendered as a document (issue 11): scene headings with duration and word count, speakers set apart,
 * VISUAL and ON SCREEN cues as production notes, visible pauses; an A/V (Visual | Audio) view; and the plain
 * text. Timing uses the grade's narration rate from the script's header.
 */
export function ScriptDocument({ text, plainLabel = "Script" }: ScriptDocumentProps) {
  const contract = useMemo(() => parseContract(text), [text]);
  const timings = contract.scenes.map((s) => sceneTiming(s, contract.grade));
  const totalWords = timings.reduce((n, t) => n + t.words, 0);
  const totalSec = timings.reduce((n, t) => n + t.seconds, 0);
  return (
    <Tabs defaultValue="document" className="gap-4">
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
        {contract.title ? <h3 className="text-xl font-bold">{contract.title}</h3> : null}
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
        {contract.scenes.map((scene, i) => (
          <section key={i} aria-labelledby={`scene-${i}`} className="scene-block space-y-2 border-t pt-4">
            <h3 id={`scene-${i}`} className="flex flex-wrap items-baseline gap-x-3 text-base font-semibold">
              <span>
                Scene {i + 1} — {sceneName(scene)}
              </span>
              <span className="text-sm font-normal text-muted-foreground">
                {formatDuration(scene.durationSec || timings[i]!.seconds)} · {timings[i]!.words} words
              </span>
            </h3>
            <div className="space-y-2">
              {scene.beats.map((beat, j) => (
                <BeatView key={j} beat={beat} />
              ))}
            </div>
          </section>
        ))}
      </TabsContent>
      <TabsContent value="av">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
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
                    Scene {i + 1} — {sceneName(scene)} ({formatDuration(scene.durationSec || timings[i]!.seconds)})
                  </th>
                </tr>,
                ...avRows(scene).map((row, j) => (
                  <tr key={`${i}-${j}`} className="align-top">
                    <td className="border-b p-2 text-muted-foreground">
                      {row.visual.map((b, k) => (
                        <p key={k} className={cn(b.type === "onScreen" && "font-mono text-foreground")}>
                          {b.type === "onScreen" ? `On screen: ${b.text}` : b.text}
                        </p>
                      ))}
                    </td>
                    <td className="space-y-1 border-b p-2">
                      {row.audio.map((b, k) => (
                        <BeatView key={k} beat={b} />
                      ))}
                    </td>
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        </div>
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
 * The whole script for paper (issue 11: print every scene, a page per scene, no site chrome). Hidden on
 * screen; shown only by the print stylesheet.
 */
export function PrintableScript({ text }: { text: string }) {
  const contract = useMemo(() => parseContract(text), [text]);
  if (contract.scenes.length === 0) {
    return <pre className="print-only whitespace-pre-wrap font-mono text-sm">{text}</pre>;
  }
  return (
    <div className="print-only space-y-4">
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
