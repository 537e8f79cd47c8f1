import { useEffect, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { Download } from "lucide-react";
import type { ApprovalLine, StandardText } from "@shared/script/export-meta";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import { portalContainer } from "@client/lib/portal-container";
import { buildScriptExport, downloadBlob, exportFileName, type ScriptExportFormat } from "@client/lib/download";

/** A script as the exports need it: its text and its standards' own text (for the Word cover). */
export interface ExportScript {
  text: string;
  standards?: readonly StandardText[];
}

/** A script, or how to load it (a library row holds only a preview). */
export type ExportScriptSource = ExportScript | (() => Promise<ExportScript>);

export interface ScriptExportMenuProps {
  /** Names the files ("<topic>-script.docx"); a list row also names the trigger with it. */
  topic: string;
  script: ExportScriptSource;
  /**
   * An approved version of the script: when given, every format is built from its text and carries its
   * approval line (docs/product/exports.md).
   */
  approved?: { approval: ApprovalLine; script: ExportScriptSource } | null;
  /** The plain-text file name (the spec's names differ by screen: '-outline.txt' on step 5, else '-script.txt'). */
  textFileName: string;
  disabled?: boolean;
  /** Adds the topic to the trigger's accessible name ("Download Fractions"), where several menus share a page. */
  isNamedByTopic?: boolean;
  size?: "sm" | "default";
  /** Where the open menu is placed: inside `<main>` by default; a dialog passes an element of its own. */
  container?: HTMLElement | null;
}

const ITEMS: { format: ScriptExportFormat; label: string }[] = [
  { format: "docx", label: "Word (.docx)" },
  { format: "pdf", label: "PDF (.pdf)" },
  { format: "srt", label: "Captions (.srt)" },
  { format: "vtt", label: "Captions (.vtt)" },
  { format: "csv", label: "Shot list (.csv)" },
  { format: "txt", label: "Plain text (.txt)" },
];

type Printable = ComponentType<{ text: string; approval?: ApprovalLine | null }>;

/**
 * "Download" (docs/product/exports.md): Word, PDF, captions (.srt, .vtt), the shot list, plain text and Print,
 * the same on step 5, the editor, the saved list's rows and its View dialog. Non-modal, so the page is not
 * hidden from assistive technology while the menu is open (a modal menu left the page's controls focusable
 * under aria-hidden).
 */
export function ScriptExportMenu({
  topic,
  script,
  approved,
  textFileName,
  disabled,
  isNamedByTopic,
  size = "default",
  container,
}: ScriptExportMenuProps) {
  const [printing, setPrinting] = useState<{ Printable: Printable; text: string } | null>(null);
  const load = async () => {
    const source = approved?.script ?? script;
    return typeof source === "function" ? source() : source;
  };
  const approval = approved?.approval ?? null;

  const handleExport = async (format: ScriptExportFormat) => {
    try {
      const { text, standards } = await load();
      const blob = await buildScriptExport(text, format, { standards, approval });
      const name = exportFileName(topic, format, textFileName);
      downloadBlob(blob, name);
      toast({ title: "Downloaded!", description: name });
    } catch {
      toast({
        title: "Download Failed",
        description: "The file could not be made. Please try again.",
        variant: "destructive",
      });
    }
  };

  const handlePrint = async () => {
    try {
      const [{ text }, { PrintableScript }] = await Promise.all([load(), import("./script-document")]);
      setPrinting({ Printable: PrintableScript, text });
    } catch {
      toast({
        title: "Print Failed",
        description: "The script could not be loaded. Please try again.",
        variant: "destructive",
      });
    }
  };

  // Prints once the script is in the print portal, then takes it away (the browser has copied the page by then).
  useEffect(() => {
    if (!printing) return;
    const frame = requestAnimationFrame(() => {
      window.print();
      setPrinting(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [printing]);

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size={size} disabled={disabled}>
            <Download aria-hidden="true" />
            Download
            {isNamedByTopic ? <span className="sr-only"> {topic}</span> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" container={container ?? portalContainer()}>
          {ITEMS.map((item) => (
            <DropdownMenuItem key={item.format} onSelect={() => void handleExport(item.format)}>
              {item.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void handlePrint()}>Print</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {printing
        ? createPortal(
            <div className="print-portal">
              <printing.Printable text={printing.text} approval={approval} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
