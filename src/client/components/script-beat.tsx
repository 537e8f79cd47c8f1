import { useEffect, useRef } from "react";
import { SCENE_KIND_NAMES, type Beat, type ContractScene } from "@shared/script/contract";
import { cn } from "@client/lib/utils";

/** A scene's name as shown: "Teach: DIGRAPHS", "HOOK", or the heading as written. */
export const sceneName = (s: ContractScene) =>
  s.kind === "teach" ? `Teach: ${s.title}` : s.kind === "other" ? s.title : SCENE_KIND_NAMES[s.kind];

/**
 * One beat of a scene as a production document shows it: VISUAL as a note, ON SCREEN as the text to show,
 * a PAUSE visibly, a spoken line with the speaker set apart. `isCurrent` marks the beat being read aloud (and
 * keeps it in view).
 */
export function BeatView({
  beat,
  isCurrent = false,
  commentCount = 0,
}: {
  beat: Beat;
  isCurrent?: boolean;
  /** Open comment threads on this beat's text (docs/product/team-workflow.md): a mark beside it. */
  commentCount?: number;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isCurrent) ref.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [isCurrent]);
  const current = isCurrent ? "rounded-md bg-amber-100 ring-2 ring-amber-500 text-foreground" : "";
  const common = { ref, "aria-current": isCurrent ? ("true" as const) : undefined };
  const mark = commentCount > 0 ? <CommentMark count={commentCount} /> : null;
  switch (beat.type) {
    case "visual":
      return (
        <p {...common} className={cn("border-l-2 border-sky-400 pl-3 text-sm text-muted-foreground italic", current)}>
          <span className="font-semibold not-italic">Visual: </span>
          {beat.text}
          {mark}
        </p>
      );
    case "onScreen":
      return (
        <p
          {...common}
          className={cn("rounded-md border border-dashed bg-muted/50 px-3 py-1 font-mono text-sm break-words", current)}
        >
          <span className="font-sans font-semibold">On screen: </span>
          {beat.text}
          {mark}
        </p>
      );
    case "pause":
      return (
        <p
          {...common}
          className={cn("w-fit rounded-full bg-amber-100 px-3 py-0.5 text-xs font-medium text-amber-900", current)}
        >
          Pause {beat.seconds} s{beat.text ? ` — ${beat.text}` : ""}
          {mark}
        </p>
      );
    case "line":
      return (
        <p {...common} className={cn("leading-relaxed", current && `${current} px-1`)}>
          <span className="mr-2 font-bold tracking-wide uppercase">{beat.speaker}</span>
          {/* Screen readers otherwise run the name into the line ("LOLA FOXHello"). */}
          <span className="sr-only">: </span>
          {beat.text}
          {mark}
        </p>
      );
  }
}

/** A beat's comment mark: a speech bubble with the count, its meaning said to screen readers. */
function CommentMark({ count }: { count: number }) {
  return (
    <span className="ml-2 inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-1.5 text-xs font-medium text-amber-900 not-italic">
      <span aria-hidden="true">💬 {count}</span>
      <span className="sr-only">
        ({count} open comment{count === 1 ? "" : "s"})
      </span>
    </span>
  );
}

/**
 * How many of `commentedTexts` (the text ranges of open comment threads) a beat's text falls in: a beat is
 * commented when its words appear in a thread's range (the document view has no character offsets).
 */
export function beatCommentCount(beat: Beat, commentedTexts: readonly string[]): number {
  const key = ("text" in beat ? beat.text : "").trim().slice(0, 60);
  if (!key) return 0;
  return commentedTexts.filter((t) => t.includes(key)).length;
}
