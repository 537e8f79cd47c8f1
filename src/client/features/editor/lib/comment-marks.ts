import { RangeSet, RangeSetBuilder, StateEffect, StateField, type Extension } from "@codemirror/state";
import { Decoration, EditorView, gutter, GutterMarker, type DecorationSet } from "@codemirror/view";

/**
 * Comments beside their lines in the editor (docs/product/team-workflow.md "Comments on the text"): the commented
 * range is highlighted and the gutter shows a mark on its first line. Marks are offsets into the editor's text
 * (characters); they follow typing until the next save (CodeMirror maps them through each change), when the
 * server's mapped anchors replace them.
 */
export interface CommentMark {
  id: number;
  /** Character offsets into the editor's text. */
  from: number;
  to: number;
  isResolved: boolean;
}

/** Replaces every comment mark (the thread list changed, or a save brought the server's anchors). */
export const setCommentMarks = StateEffect.define<CommentMark[]>();
/** Highlights one thread's range (the side panel's selected thread), or none. */
export const setActiveComment = StateEffect.define<number | null>();

class CommentGutterMarker extends GutterMarker {
  constructor(
    readonly ids: number[],
    readonly isOpen: boolean,
  ) {
    super();
  }
  override eq(other: CommentGutterMarker) {
    return other.isOpen === this.isOpen && other.ids.join() === this.ids.join();
  }
  override toDOM() {
    const mark = document.createElement("span");
    mark.className = this.isOpen ? "cm-comment-mark" : "cm-comment-mark cm-comment-mark-resolved";
    mark.textContent = "💬";
    mark.dataset.commentIds = this.ids.join(",");
    // The gutter is not keyboard-reachable; the side panel lists the same threads with their lines.
    mark.setAttribute("aria-hidden", "true");
    mark.title = `${this.ids.length} comment${this.ids.length === 1 ? "" : "s"} on this line`;
    return mark;
  }
}

interface MarksState {
  marks: CommentMark[];
  active: number | null;
  decorations: DecorationSet;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

function decorate(marks: CommentMark[], active: number | null, docLength: number): DecorationSet {
  const ranges = marks
    .map((m) => ({ ...m, from: clamp(m.from, docLength), to: clamp(m.to, docLength) }))
    .filter((m) => m.to > m.from)
    .sort((a, b) => a.from - b.from || a.to - b.to);
  return Decoration.set(
    ranges.map((m) =>
      Decoration.mark({
        class: m.id === active ? "cm-comment-range cm-comment-range-active" : "cm-comment-range",
        attributes: { "data-comment-id": String(m.id) },
      }).range(m.from, m.to),
    ),
  );
}

const marksField = StateField.define<MarksState>({
  create: () => ({ marks: [], active: null, decorations: Decoration.none }),
  update(state, tr) {
    let { marks, active } = state;
    let changed = false;
    if (tr.docChanged) {
      marks = marks.map((m) => ({
        ...m,
        from: tr.changes.mapPos(m.from, 1),
        to: Math.max(tr.changes.mapPos(m.from, 1), tr.changes.mapPos(m.to, -1)),
      }));
      changed = true;
    }
    for (const effect of tr.effects) {
      if (effect.is(setCommentMarks)) {
        marks = effect.value;
        changed = true;
      } else if (effect.is(setActiveComment)) {
        active = effect.value;
        changed = true;
      }
    }
    if (!changed) return state;
    return { marks, active, decorations: decorate(marks, active, tr.state.doc.length) };
  },
  provide: (field) => EditorView.decorations.from(field, (s) => s.decorations),
});

/** The current marks (mapped through the edits made since they were set). */
export function commentMarksOf(view: EditorView): CommentMark[] {
  return view.state.field(marksField, false)?.marks ?? [];
}

/**
 * The comment-marks extension: highlighted ranges, a gutter mark on each commented line, and `onMarkClick`
 * with the ids of the threads on a clicked gutter line.
 */
export function commentMarks(onMarkClick: (ids: number[]) => void): Extension {
  return [
    marksField,
    gutter({
      class: "cm-comment-gutter",
      markers(view) {
        const { marks } = view.state.field(marksField);
        const byLine = new Map<number, { from: number; ids: number[]; isOpen: boolean }>();
        const length = view.state.doc.length;
        for (const m of marks) {
          const line = view.state.doc.lineAt(clamp(m.from, length));
          const entry = byLine.get(line.number) ?? { from: line.from, ids: [], isOpen: false };
          entry.ids.push(m.id);
          entry.isOpen ||= !m.isResolved;
          byLine.set(line.number, entry);
        }
        const builder = new RangeSetBuilder<GutterMarker>();
        for (const entry of [...byLine.values()].sort((a, b) => a.from - b.from)) {
          builder.add(entry.from, entry.from, new CommentGutterMarker(entry.ids, entry.isOpen));
        }
        return builder.finish() as RangeSet<GutterMarker>;
      },
      initialSpacer: () => new CommentGutterMarker([0], true),
      domEventHandlers: {
        mousedown(view, line) {
          const ids = commentMarksOf(view)
            .filter((m) => m.from >= line.from && m.from <= line.to)
            .map((m) => m.id);
          if (ids.length === 0) return false;
          onMarkClick(ids);
          return true;
        },
      },
    }),
    EditorView.theme({
      ".cm-comment-range": { backgroundColor: "rgba(250, 204, 21, 0.25)", borderBottom: "2px solid #ca8a04" },
      ".cm-comment-range-active": { backgroundColor: "rgba(250, 204, 21, 0.55)" },
      ".cm-comment-gutter": { minWidth: "1.5rem", cursor: "pointer" },
      ".cm-comment-mark-resolved": { opacity: "0.45" },
    }),
  ];
}
