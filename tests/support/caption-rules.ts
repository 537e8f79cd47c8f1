import { parseSync } from "subtitle";
import { WebVTTParser } from "webvtt-parser";
import { citedStandardCodes } from "../../src/shared/script-format";
import { parseContract, sceneSeconds } from "../../src/shared/script/contract";
import { spokenCaptionText } from "../../src/shared/script/caption-lines";

/**
 * Reads caption files with well-kept parsers (`subtitle` for SubRip, `webvtt-parser` for WebVTT) and lists every
 * way they break the caption rules of docs/product/exports.md (DCMP Captioning Key): an empty list means the
 * file passes. Used by the unit tests and the browser flow.
 */
export interface ParsedCue {
  startMs: number;
  endMs: number;
  text: string;
}

export function parseSrt(srt: string): ParsedCue[] {
  return parseSync(srt).flatMap((n) =>
    n.type === "cue" ? [{ startMs: n.data.start, endMs: n.data.end, text: n.data.text }] : [],
  );
}

export function parseVtt(vtt: string): ParsedCue[] {
  const tree = new WebVTTParser().parse(vtt, "metadata");
  if (tree.errors.length) throw new Error(`WebVTT errors: ${JSON.stringify(tree.errors)}`);
  return tree.cues.map((c: { startTime: number; endTime: number; text: string }) => ({
    startMs: Math.round(c.startTime * 1000),
    endMs: Math.round(c.endTime * 1000),
    text: c.text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  }));
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** Every broken rule, as readable sentences; `script` is the script text the captions were made from. */
export function captionProblems(cues: ParsedCue[], script: string): string[] {
  const problems: string[] = [];
  const contract = parseContract(script);
  const castNames = new Set(contract.cast.map((m) => m.name));
  const speakerNames = [
    ...new Set([
      ...contract.cast.map((m) => m.name.toUpperCase()),
      ...contract.scenes.flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.speaker.toUpperCase()] : []))),
    ]),
  ];
  const say = (i: number, what: string) => problems.push(`cue ${i + 1} (${JSON.stringify(cues[i]!.text)}): ${what}`);
  cues.forEach((cue, i) => {
    const lines = cue.text.split("\n");
    if (lines.length > 2) say(i, `${lines.length} lines`);
    for (const line of lines) if ([...line].length > 32) say(i, `a line of ${[...line].length} characters`);
    const ms = cue.endMs - cue.startMs;
    if (ms < 1000 || ms > 6000) say(i, `shown ${ms} ms`);
    if (i > 0 && cue.startMs < cues[i - 1]!.endMs) say(i, "starts before the previous cue ends");
    const marks = cue.text.match(/\[[^\]]*\]/g) ?? [];
    for (const m of marks) if (!castNames.has(m.slice(1, -1)) || !cue.text.startsWith(m)) say(i, `bracket ${m}`);
    if (/[()]/.test(cue.text)) say(i, "a parenthesis (stage direction)");
    // A speaker prefix is a presenter's name before a colon ("PENNY PAGE:"); "A: …" read out as a choice is speech.
    for (const line of lines)
      if (speakerNames.some((n) => line.toUpperCase().startsWith(`${n}:`))) say(i, "a speaker prefix");
    if (/\b(VISUAL|ON SCREEN|PAUSE)\b/.test(cue.text)) say(i, "a production cue");
    if (citedStandardCodes(cue.text).length) say(i, "a standard code");
  });
  // Every spoken word is captioned, in order, and nothing else.
  const spoken = contract.scenes.flatMap((s) =>
    s.beats.flatMap((b) => (b.type === "line" ? words(spokenCaptionText(b.text)) : [])),
  );
  const shown = cues.flatMap((c) => words(c.text.replace(/^\[[^\]]*\]\s*/, "").replace(/^–\s*/, "")));
  if (shown.join(" ") !== spoken.join(" ")) problems.push("the captions' words differ from the spoken lines");
  const runtimeMs = contract.scenes.reduce((n, s) => n + sceneSeconds(s, contract.grade), 0) * 1000;
  const last = cues.at(-1)?.endMs ?? 0;
  if (Math.abs(last - runtimeMs) > runtimeMs * 0.1)
    problems.push(`the last cue ends at ${last} ms, the runtime is ${Math.round(runtimeMs)} ms`);
  return problems;
}
