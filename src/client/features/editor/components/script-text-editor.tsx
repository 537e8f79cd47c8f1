import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { Compartment, EditorSelection, EditorState, type ChangeSpec } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import {
  formatEdit,
  headingEdit,
  headingLevelAt,
  type FormatEdit,
  type FormatKind,
  type HeadingLevel,
} from "../lib/formatting";
import { scriptFormat } from "../lib/script-language";
import { commentMarks, setActiveComment, setCommentMarks, type CommentMark } from "../lib/comment-marks";

/** What the formatting bar can do to the editor (acts on the CodeMirror selection, then focuses the text). */
export interface ScriptTextEditorHandle {
  format(kind: FormatKind): void;
  setHeading(level: HeadingLevel): void;
  focus(): void;
  /**
   * The lines the selection touches (or the caret's line), as character offsets into the editor's text: what a
   * new comment is anchored to (docs/product/team-workflow.md). Null before the editor exists.
   */
  selectedLines(): { from: number; to: number; text: string } | null;
  /** Selects characters `from`–`to` and scrolls them into view (a comment thread's range). */
  revealRange(from: number, to: number): void;
}

export interface ScriptTextEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The heading level of the line holding the caret, whenever it may have changed. */
  onHeadingLevelChange?: (level: HeadingLevel) => void;
  /** Editor text size in points (the Size select: 11, 12, 14, 16). */
  fontSizePt: number;
  /** Accessible name of the editing area. */
  label: string;
  /** Shown but not editable (a script the user may only view, comment on or review). */
  isReadOnly?: boolean;
  /** Comment threads to mark beside their lines; offsets into `value`. */
  commentMarks?: CommentMark[];
  /** The thread highlighted more strongly (selected in the side panel). */
  activeCommentId?: number | null;
  /** A gutter comment mark was clicked: the ids of the threads on that line. */
  onCommentMarkClick?: (ids: number[]) => void;
  ref?: Ref<ScriptTextEditorHandle>;
}

const fontSizeTheme = (pt: number) => EditorView.theme({ ".cm-content": { fontSize: `${pt}pt` } });

/** Applies a formatting edit to the main selection as one undoable step, then focuses the text. */
function applyEdit(view: EditorView, make: (text: string, range: { from: number; to: number }) => FormatEdit): true {
  const { from, to } = view.state.selection.main;
  const edit = make(view.state.doc.toString(), { from, to });
  view.dispatch({
    changes: edit.changes as ChangeSpec[],
    selection: EditorSelection.single(edit.selection.from, edit.selection.to),
    userEvent: "input.format",
    scrollIntoView: true,
  });
  view.focus();
  return true;
}

/**
 * The script's editing area (ADR 0011): CodeMirror 6 over the plain text, with the script format highlighted,
 * line wrapping, undo history, Ctrl/Cmd+B and +I for bold and italic. Tab is left to the browser, so keyboard
 * users can move on to the side panel. The text is controlled: a `value` that differs from the editor's (a
 * restored draft or version, "Reload their version") replaces it.
 */
export function ScriptTextEditor({
  value,
  onChange,
  onHeadingLevelChange,
  fontSizePt,
  label,
  isReadOnly = false,
  commentMarks: marks,
  activeCommentId = null,
  onCommentMarkClick,
  ref,
}: ScriptTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const fontSize = useRef(new Compartment());
  const readOnly = useRef(new Compartment());
  const callbacks = useRef({ onChange, onHeadingLevelChange, onCommentMarkClick });
  callbacks.current = { onChange, onHeadingLevelChange, onCommentMarkClick };

  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([
            { key: "Mod-b", run: (v) => applyEdit(v, (text, range) => formatEdit(text, range, "bold")) },
            { key: "Mod-i", run: (v) => applyEdit(v, (text, range) => formatEdit(text, range, "italic")) },
            ...defaultKeymap,
            ...historyKeymap,
          ]),
          EditorView.lineWrapping,
          scriptFormat(),
          fontSize.current.of(fontSizeTheme(fontSizePt)),
          readOnly.current.of(EditorState.readOnly.of(isReadOnly)),
          commentMarks((ids) => callbacks.current.onCommentMarkClick?.(ids)),
          EditorView.contentAttributes.of({ "aria-label": label, spellcheck: "true", autocapitalize: "sentences" }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
            if (update.docChanged || update.selectionSet) {
              const state = update.state;
              callbacks.current.onHeadingLevelChange?.(headingLevelAt(state.doc.toString(), state.selection.main.head));
            }
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is made once; later values and sizes arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (view && view.state.doc.toString() !== value) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: fontSize.current.reconfigure(fontSizeTheme(fontSizePt)) });
  }, [fontSizePt]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: readOnly.current.reconfigure(EditorState.readOnly.of(isReadOnly)) });
  }, [isReadOnly]);

  // After the text effect above, so marks made for a newly loaded text land on that text.
  useEffect(() => {
    viewRef.current?.dispatch({ effects: setCommentMarks.of(marks ?? []) });
  }, [marks]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: setActiveComment.of(activeCommentId) });
  }, [activeCommentId]);

  useImperativeHandle(ref, () => {
    const run = (make: Parameters<typeof applyEdit>[1]) => void (viewRef.current && applyEdit(viewRef.current, make));
    return {
      format: (kind) => run((text, range) => formatEdit(text, range, kind)),
      setHeading: (level) => run((text, range) => headingEdit(text, range, level)),
      focus: () => viewRef.current?.focus(),
      revealRange: (from, to) => {
        const view = viewRef.current;
        if (!view) return;
        const max = view.state.doc.length;
        const range = EditorSelection.range(Math.min(from, max), Math.min(to, max));
        view.dispatch({ selection: EditorSelection.create([range]), effects: EditorView.scrollIntoView(range) });
      },
      selectedLines: () => {
        const view = viewRef.current;
        if (!view) return null;
        const { from, to } = view.state.selection.main;
        const start = view.state.doc.lineAt(from).from;
        // A selection ending at the very start of a line does not take that line.
        const endLine = view.state.doc.lineAt(to > from && view.state.doc.lineAt(to).from === to ? to - 1 : to);
        return { from: start, to: endLine.to, text: view.state.sliceDoc(start, endLine.to) };
      },
    };
  }, []);

  return <div ref={hostRef} />;
}
