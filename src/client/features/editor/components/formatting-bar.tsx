import { Bold, Italic, List, ListOrdered } from "lucide-react";
import { Button } from "@client/components/ui/button";
import type { FormatKind, HeadingLevel } from "../lib/formatting";
import { NativeSelect } from "@client/components/ui/native-select";

const ACTIONS: { kind: FormatKind; label: string; shortcut?: string; Icon: typeof Bold }[] = [
  { kind: "bold", label: "Bold", shortcut: "Control+B Meta+B", Icon: Bold },
  { kind: "italic", label: "Italic", shortcut: "Control+I Meta+I", Icon: Italic },
  { kind: "bullet", label: "Bulleted list", Icon: List },
  { kind: "numbered", label: "Numbered list", Icon: ListOrdered },
];

/** The Style values (docs/product/screens.md#script-editor), by heading level. */
const STYLES: Record<HeadingLevel, string> = { 0: "Normal Text", 1: "Heading 1", 2: "Heading 2" };
/** The Size values in points (docs/product/screens.md#script-editor). */
export const FONT_SIZES = [11, 12, 14, 16] as const;
export type FontSize = (typeof FONT_SIZES)[number];

interface FormattingBarProps {
  onFormat: (kind: FormatKind) => void;
  /** The caret line's heading level; choosing a style sets it for the lines the selection touches. */
  headingLevel: HeadingLevel;
  onHeadingChange: (level: HeadingLevel) => void;
  fontSize: FontSize;
  onFontSizeChange: (size: FontSize) => void;
}

/**
 * The formatting bar (docs/product/screens.md#script-editor; ADR 0011: the selects work): Style shows and sets the current line's heading level
 * ("# " / "## " markers in the text), Size sets the editor's text size; bold, italic, bullet and numbered act on
 * the editor's selection.
 */
export function FormattingBar({
  onFormat,
  headingLevel,
  onHeadingChange,
  fontSize,
  onFontSizeChange,
}: FormattingBarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="no-print flex flex-wrap items-center gap-2 border-b bg-muted/40 px-4 py-2"
    >
      {/* The browser's own selects: a custom list hid the page (aria-hidden) around it while open, its
          controls still focusable there, and the page's heading with them (docs/product/accessibility.md). */}
      <NativeSelect
        aria-label="Text style"
        className="h-8 w-36 px-2"
        value={String(headingLevel)}
        onChange={(e) => onHeadingChange(Number(e.target.value) as HeadingLevel)}
      >
        {([0, 1, 2] as const).map((level) => (
          <option key={level} value={String(level)}>
            {STYLES[level]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Text size"
        className="h-8 w-20 px-2"
        value={String(fontSize)}
        onChange={(e) => onFontSizeChange(Number(e.target.value) as FontSize)}
      >
        {FONT_SIZES.map((s) => (
          <option key={s} value={String(s)}>
            {s}
          </option>
        ))}
      </NativeSelect>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
      {ACTIONS.map(({ kind, label, shortcut, Icon }) => (
        <Button
          key={kind}
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-keyshortcuts={shortcut}
          title={label}
          // Keep the editor's focus and selection when the button is pressed with a mouse.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onFormat(kind)}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
