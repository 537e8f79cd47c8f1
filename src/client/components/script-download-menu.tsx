import { Download } from "lucide-react";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import { downloadScriptAs, downloadTextFile, type ScriptExportFormat } from "@client/lib/download";

interface ScriptDownloadMenuProps {
  text: string;
  topic: string;
  /** The plain-text file name (the spec's names differ by screen). */
  textFileName: string;
  disabled?: boolean;
}

/** "Download" (issue 11 item 5): plain text under the spec's name, Word, PDF and captions (.srt, .vtt). */
export function ScriptDownloadMenu({ text, topic, textFileName, disabled }: ScriptDownloadMenuProps) {
  const handleText = () => {
    downloadTextFile(text, textFileName);
    toast({ title: "Downloaded!", description: textFileName });
  };
  const handleExport = (format: ScriptExportFormat) => {
    downloadScriptAs(text, topic, format).then(
      (name) => toast({ title: "Downloaded!", description: name }),
      () =>
        toast({
          title: "Download Failed",
          description: "The file could not be made. Please try again.",
          variant: "destructive",
        }),
    );
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem onSelect={handleText}>Plain text (.txt)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handleExport("docx")}>Word (.docx)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handleExport("pdf")}>PDF (.pdf)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handleExport("srt")}>Captions (.srt)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handleExport("vtt")}>Captions (.vtt)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
