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

/** What the formatting bar can do to the editor (acts on the CodeMirror selection, then focuses the text). */
export interface ScriptTextEditorHandle {
  format(kind: FormatKind): void;
  setHeading(level: HeadingLevel): void;
  focus(): void;
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
 * The script's editing area (issue 11): CodeMirror 6 over the plain text, with the script format highlighted,
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
  ref,
}: ScriptTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const fontSize = useRef(new Compartment());
  const callbacks = useRef({ onChange, onHeadingLevelChange });
  callbacks.current = { onChange, onHeadingLevelChange };

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

  useImperativeHandle(ref, () => {
    const run = (make: Parameters<typeof applyEdit>[1]) => void (viewRef.current && applyEdit(viewRef.current, make));
    return {
      format: (kind) => run((text, range) => formatEdit(text, range, kind)),
      setHeading: (level) => run((text, range) => headingEdit(text, range, level)),
      focus: () => viewRef.current?.focus(),
    };
  }, []);

  return <div ref={hostRef} />;
}
