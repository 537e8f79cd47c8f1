import { HighlightStyle, StreamLanguage, syntaxHighlighting, type StringStream } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { Tag } from "@lezer/highlight";
import type { Extension } from "@codemirror/state";
import {
  HEADER_FIELD_KEYS,
  keyedLine,
  NOTE_KEYS,
  ON_SCREEN_KEYS,
  SCENE_LINE_START,
  VISUAL_KEYS,
} from "@shared/script-format";

/**
 * The script format (README "Script format", `@shared/script-format`) highlighted in the editor (ADR 0011):
 * scene headings, header fields, speaker names, VISUAL / ON SCREEN / PAUSE cues, "# " and "## " headings, and
 * `**bold**` / `*italic*` shown as such while the markers stay in the text (drawn lighter). Only the look
 * changes: the text is never rewritten. Each kind gets a stable class (`cm-script-*`), styled in `scriptTheme`.
 */
const t = {
  scene: Tag.define(),
  meta: Tag.define(),
  speaker: Tag.define(),
  cueLabel: Tag.define(),
  cue: Tag.define(),
  pause: Tag.define(),
  heading1: Tag.define(),
  heading2: Tag.define(),
  marker: Tag.define(),
  strong: Tag.define(),
  em: Tag.define(),
};

type LineKind = "plain" | "heading1" | "heading2" | "cue" | "meta";

interface ScriptState {
  line: LineKind;
  /** Only a list or heading marker has been read on this line: a scene, cue or speaker may start here. */
  canStart: boolean;
  isStrong: boolean;
  isEm: boolean;
}

// The line grammar's keys come from the script format (one grammar for every reader of a script).
const SCENE_RE = new RegExp(`${SCENE_LINE_START.source}\\b.*$`, "i");
const META_RE = keyedLine([...HEADER_FIELD_KEYS, ...NOTE_KEYS]);
const CUE_RE = keyedLine([...VISUAL_KEYS, ...ON_SCREEN_KEYS]);
const PAUSE_RE = /^\[?PAUSE\b.*$/i;
/** A speaker tag: capitals (and spaces, dots, apostrophes, hyphens), at most 40 characters, then a colon. */
const SPEAKER_RE = /^[A-Z][A-Z0-9 .'’-]{0,39}:/;
const LIST_RE = /^(• |\d+\. )/;

function startOfLine(stream: StringStream, state: ScriptState): string | null {
  state.isStrong = false;
  state.isEm = false;
  state.line = "plain";
  state.canStart = true;
  const heading = stream.match(/^#{1,2} /) as RegExpMatchArray | null;
  if (heading) {
    state.canStart = false;
    state.line = heading[0].length === 2 ? "heading1" : "heading2";
    return `scriptMarker script${state.line === "heading1" ? "Heading1" : "Heading2"}`;
  }
  if (stream.match(LIST_RE)) return "scriptMarker";
  return null;
}

function lineBody(stream: StringStream, state: ScriptState): string | null {
  if (state.canStart) {
    state.canStart = false;
    if (stream.match(SCENE_RE)) return "scriptScene";
    if (stream.match(PAUSE_RE)) return "scriptPause";
    if (stream.match(META_RE)) {
      state.line = "meta";
      return "scriptMeta";
    }
    if (stream.match(CUE_RE)) {
      state.line = "cue";
      return "scriptCueLabel";
    }
    if (stream.match(SPEAKER_RE)) return "scriptSpeaker";
  }
  return null;
}

/** The inline part: `**…**` and `*…*` (markers as their own lighter tokens), inheriting the line's kind. */
function inline(stream: StringStream, state: ScriptState): string {
  const lineTag = {
    plain: "",
    heading1: "scriptHeading1",
    heading2: "scriptHeading2",
    cue: "scriptCue",
    meta: "scriptMeta",
  }[state.line];
  const withLine = (name: string) => [name, lineTag].filter(Boolean).join(" ");
  if (stream.match("**")) {
    state.isStrong = !state.isStrong;
    return withLine("scriptMarker");
  }
  // A "*" closes italic, or opens it unless a space follows ("* " is a list bullet or a multiplication).
  if (stream.peek() === "*" && (state.isEm || !stream.match(/^\*\s/, false))) {
    stream.next();
    state.isEm = !state.isEm;
    return withLine("scriptMarker");
  }
  stream.eatWhile((ch) => ch !== "*");
  if (stream.pos === stream.start) stream.next();
  return withLine([state.isStrong ? "scriptStrong" : "", state.isEm ? "scriptEm" : ""].filter(Boolean).join(" "));
}

export const scriptLanguage = StreamLanguage.define<ScriptState>({
  name: "nova-script",
  startState: () => ({ line: "plain", canStart: true, isStrong: false, isEm: false }),
  copyState: (s) => ({ ...s }),
  token(stream, state) {
    if (stream.sol()) {
      const marker = startOfLine(stream, state);
      if (marker) return marker;
    }
    const body = lineBody(stream, state);
    if (body) return body;
    if (stream.eatSpace()) return null;
    return inline(stream, state) || null;
  },
  blankLine(state) {
    state.line = "plain";
  },
  tokenTable: {
    scriptScene: t.scene,
    scriptMeta: t.meta,
    scriptSpeaker: t.speaker,
    scriptCueLabel: t.cueLabel,
    scriptCue: t.cue,
    scriptPause: t.pause,
    scriptHeading1: t.heading1,
    scriptHeading2: t.heading2,
    scriptMarker: t.marker,
    scriptStrong: t.strong,
    scriptEm: t.em,
  },
});

const highlightStyle = HighlightStyle.define([
  { tag: t.scene, class: "cm-script-scene" },
  { tag: t.meta, class: "cm-script-meta" },
  { tag: t.speaker, class: "cm-script-speaker" },
  { tag: t.cueLabel, class: "cm-script-cue-label" },
  { tag: t.cue, class: "cm-script-cue" },
  { tag: t.pause, class: "cm-script-pause" },
  { tag: t.heading1, class: "cm-script-h1" },
  { tag: t.heading2, class: "cm-script-h2" },
  { tag: t.marker, class: "cm-script-marker" },
  { tag: t.strong, class: "cm-script-strong" },
  { tag: t.em, class: "cm-script-em" },
]);

/** Colours meet WCAG AA on the white page (the same palette as the app's theme in styles.css). */
const scriptTheme = EditorView.theme({
  "&": { backgroundColor: "transparent", color: "var(--foreground)" },
  ".cm-content": {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    lineHeight: "1.65",
    padding: "0.5rem 0",
    minHeight: "60vh",
  },
  "&.cm-focused": { outline: "2px solid var(--ring)", outlineOffset: "2px", borderRadius: "0.375rem" },
  ".cm-line": { padding: "0 0.5rem" },
  ".cm-script-scene": { fontWeight: "700", fontSize: "1.1em", color: "#312e81" },
  ".cm-script-meta": { color: "#55527a" },
  ".cm-script-speaker": { fontWeight: "700", letterSpacing: "0.02em", color: "#4338ca" },
  ".cm-script-cue-label": { fontWeight: "600", color: "#0f5f7a" },
  ".cm-script-cue": { fontStyle: "italic", color: "#0f5f7a" },
  ".cm-script-pause": { color: "#78350f", backgroundColor: "#fef3c7", borderRadius: "0.25rem" },
  ".cm-script-h1": { fontSize: "1.5em", fontWeight: "700" },
  ".cm-script-h2": { fontSize: "1.25em", fontWeight: "700" },
  ".cm-script-marker": { color: "#6b6890" },
  ".cm-script-strong": { fontWeight: "700" },
  ".cm-script-em": { fontStyle: "italic" },
});

/** The language, its highlighting and its theme, as one extension. */
export function scriptFormat(): Extension {
  return [scriptLanguage, syntaxHighlighting(highlightStyle), scriptTheme];
}
