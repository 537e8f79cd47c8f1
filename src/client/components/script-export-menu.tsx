import { useEffect, useId, useState, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { Download } from "lucide-react";
import type { ApprovalLine, StandardText } from "@shared/script/export-meta";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import { portalContainer } from "@client/lib/portal-container";
import {
  buildScriptExport,
  downloadBlob,
  exportFileName,
  topicFileName,
  type ScriptExportFormat,
} from "@client/lib/download";
import { formatDate } from "@client/lib/format";

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
   * The script's approved version, when it has one (docs/product/exports.md, ADR 0058): the menu offers it, with
   * its approval line in every format that has a place for one.
   */
  approved?: ApprovedExport | null;
  /** The plain-text file name (the spec's names differ by screen: '-outline.txt' on step 5, else '-script.txt'). */
  textFileName: string;
  disabled?: boolean;
  /** Adds a list row's name to the trigger's accessible name ("Download Fractions"), where several menus share a page. */
  rowName?: string;
  size?: "sm" | "default";
  /** Where the open menu is placed: inside `<main>` by default; a dialog passes an element of its own. */
  container?: HTMLElement | null;
}

/**
 * An approved version for the menu. `approval` is its line when the screen knows it (editor, View dialog, step
 * 5); a library row holds only the version number, so `script` loads the text and the line together.
 */
export interface ApprovedExport {
  version: number;
  approval?: ApprovalLine | null;
  script: ExportScriptSource | (() => Promise<ExportScript & { approval: ApprovalLine }>);
  /** The approved version is the one shown: every export carries the line and the menu has one group. */
  isCurrent?: boolean;
}

/** "Approved version 4 · by ana@newsela.com on Nov 28, 2026" (docs/product/team-workflow.md "Approval"). */
export const approvedMenuLabel = (version: number, approval?: ApprovalLine | null) =>
  approval
    ? `Approved version ${version} · by ${approval.approvedBy} on ${formatDate(approval.approvedAt)}`
    : `Approved version ${version}`;

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
  rowName,
  size = "default",
  container,
}: ScriptExportMenuProps) {
  const [printing, setPrinting] = useState<{
    Printable: Printable;
    text: string;
    approval: ApprovalLine | null;
  } | null>(null);
  const resolve = async (source: ApprovedExport["script"]) => {
    const loaded = typeof source === "function" ? await source() : source;
    return loaded as ExportScript & { approval?: ApprovalLine };
  };
  /** The script to export: the approved version (text and line) or the one shown, without a line. */
  const load = async (isApproved: boolean): Promise<{ script: ExportScript; approval: ApprovalLine | null }> => {
    if (!isApproved || !approved) return { script: await resolve(script), approval: null };
    const loaded = await resolve(approved.script);
    return { script: loaded, approval: approved.approval ?? loaded.approval ?? null };
  };
  // The approved version is what is shown: every export is of it (one group, the line on each file).
  const isOnlyApproved = !!approved?.isCurrent;
  const groupId = useId();
  const hasApprovedGroup = !!approved && !isOnlyApproved;

  /** Files of an older approved version are named for it, so they never overwrite the working version's. */
  const fileName = (format: ScriptExportFormat, isApproved: boolean) =>
    isApproved && hasApprovedGroup
      ? topicFileName(
          topic.trim() || "script",
          `-approved-v${approved!.version}${format === "csv" ? "-shot-list.csv" : format === "txt" ? ".txt" : `-script.${format}`}`,
        )
      : exportFileName(topic, format, textFileName);

  const handleExport = async (format: ScriptExportFormat, isApproved: boolean) => {
    try {
      const { script: loaded, approval } = await load(isApproved);
      const blob = await buildScriptExport(loaded.text, format, { standards: loaded.standards, approval });
      const name = fileName(format, isApproved);
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

  const handlePrint = async (isApproved: boolean) => {
    try {
      const [{ script: loaded, approval }, { PrintableScript }] = await Promise.all([
        load(isApproved),
        import("./script-document"),
      ]);
      setPrinting({ Printable: PrintableScript, text: loaded.text, approval });
    } catch {
      toast({
        title: "Print Failed",
        description: "The script could not be loaded. Please try again.",
        variant: "destructive",
      });
    }
  };

  /**
   * One set of formats. In the approved group each item's name also says which version (screen readers hear
   * "Word (.docx), approved version 4"; the visible label stays first, WCAG 2.5.3).
   */
  const items = (isApproved: boolean) => {
    const suffix = isApproved && hasApprovedGroup ? `, approved version ${approved!.version}` : "";
    return (
      <>
        {ITEMS.map((item) => (
          <DropdownMenuItem key={item.format} onSelect={() => void handleExport(item.format, isApproved)}>
            {item.label}
            {suffix ? <span className="sr-only">{suffix}</span> : null}
          </DropdownMenuItem>
        ))}
        {hasApprovedGroup ? null : <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={() => void handlePrint(isApproved)}>
          Print
          {suffix ? <span className="sr-only">{suffix}</span> : null}
        </DropdownMenuItem>
      </>
    );
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
            {rowName ? <span className="sr-only"> {rowName}</span> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" container={container ?? portalContainer()}>
          {approved && isOnlyApproved ? (
            <DropdownMenuLabel className="font-normal text-muted-foreground">
              {approvedMenuLabel(approved.version, approved.approval)}
            </DropdownMenuLabel>
          ) : null}
          {hasApprovedGroup ? (
            <>
              <DropdownMenuGroup aria-labelledby={`${groupId}-current`}>
                <DropdownMenuLabel id={`${groupId}-current`} className="text-muted-foreground">
                  This version
                </DropdownMenuLabel>
                {items(false)}
              </DropdownMenuGroup>
              <DropdownMenuSeparator />
              <DropdownMenuGroup aria-labelledby={`${groupId}-approved`}>
                <DropdownMenuLabel id={`${groupId}-approved`} className="text-muted-foreground">
                  {approvedMenuLabel(approved!.version, approved!.approval)}
                </DropdownMenuLabel>
                {items(true)}
              </DropdownMenuGroup>
            </>
          ) : (
            items(isOnlyApproved)
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {printing
        ? createPortal(
            <div className="print-portal">
              <printing.Printable text={printing.text} approval={printing.approval} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
