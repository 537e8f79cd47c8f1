import { useState } from "react";
import { Bold, Italic, List, ListOrdered } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@client/components/ui/select";
import type { FormatKind } from "../lib/formatting";

const ACTIONS: { kind: FormatKind; label: string; Icon: typeof Bold }[] = [
  { kind: "bold", label: "Bold", Icon: Bold },
  { kind: "italic", label: "Italic", Icon: Italic },
  { kind: "bullet", label: "Bulleted list", Icon: List },
  { kind: "numbered", label: "Numbered list", Icon: ListOrdered },
];

const STYLES = ["Normal Text", "Heading 1", "Heading 2"];
const SIZES = ["11", "12", "14", "16"];

/**
 * Spec §2 formatting bar: the four marker buttons act on the text selection; the style and size selects are
 * shown (and remember a choice) but, as specified, change nothing.
 */
export function FormattingBar({ onFormat }: { onFormat: (kind: FormatKind) => void }) {
  const [style, setStyle] = useState(STYLES[0]);
  const [size, setSize] = useState("12");
  return (
    <div role="toolbar" aria-label="Formatting" className="no-print flex flex-wrap items-center gap-2 border-b bg-muted/40 px-4 py-2">
      <Select value={style} onValueChange={setStyle}>
        <SelectTrigger size="sm" aria-label="Text style" className="w-36 bg-background">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STYLES.map((s) => (
            <SelectItem key={s} value={s}>
              {s}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={size} onValueChange={setSize}>
        <SelectTrigger size="sm" aria-label="Text size" className="w-20 bg-background">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SIZES.map((s) => (
            <SelectItem key={s} value={s}>
              {s}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden="true" />
      {ACTIONS.map(({ kind, label, Icon }) => (
        <Button key={kind} type="button" variant="ghost" size="icon" aria-label={label} title={label} onClick={() => onFormat(kind)}>
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
