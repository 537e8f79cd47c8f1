import { useRef, useState, type DragEvent } from "react";
import { FileText, Upload, X } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { useUploadPdf } from "@client/api/uploads";
import { useWizardStore } from "../stores/wizard-store";

/** docs/product/rules.md#validation: the browser alert for anything but a PDF. */
export const NOT_PDF_MESSAGE = "Please select a PDF file.";

/** docs/product/rules.md#validation: only application/pdf (.pdf). Some systems report no MIME type, so then the extension decides. */
export function isPdfFile(file: File): boolean {
  if (file.type) return file.type === "application/pdf";
  return file.name.toLowerCase().endsWith(".pdf");
}

/** Optional single PDF supporting document (docs/product/screens.md#step-2-standards): drag and drop or choose; shown by name; removable. */
export function PdfAttachmentField() {
  const attachmentName = useWizardStore((s) => s.attachmentName);
  const setAttachment = useWizardStore((s) => s.setAttachment);
  const upload = useUploadPdf();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    if (!isPdfFile(file)) {
      window.alert(NOT_PDF_MESSAGE);
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => setAttachment({ url: uploaded.url, name: uploaded.name || file.name }),
      onError: (err) => toast({ title: "Upload Failed", description: errorMessage(err), variant: "destructive" }),
    });
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    handleFile(event.dataTransfer?.files?.[0]);
  };

  return (
    <section aria-labelledby="pdf-heading" className="space-y-2">
      <h2 id="pdf-heading" className="text-sm font-medium">
        Supporting Document (Optional)
      </h2>
      {attachmentName ? (
        <div className="flex items-center gap-3 rounded-md border bg-card p-3">
          <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{attachmentName}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setAttachment(null)}
            aria-label={`Remove ${attachmentName}`}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <div
          data-testid="pdf-drop-zone"
          data-dragging={isDragging ? "true" : "false"}
          onDragOver={handleDragOver}
          onDragEnter={handleDragOver}
          onDragLeave={() => setIsDragging(false)}
          onDrop={handleDrop}
          className={cn(
            "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
            isDragging ? "border-primary bg-accent" : "border-border bg-background",
          )}
        >
          <Upload className="size-6 text-primary" aria-hidden="true" />
          {upload.isPending ? (
            <Spinner aria-label="Uploading PDF" />
          ) : (
            <>
              <p className="text-sm text-muted-foreground">Drag and drop a PDF here, or</p>
              <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
                Choose PDF
              </Button>
            </>
          )}
          <input
            ref={inputRef}
            type="file"
            accept="application/pdf,.pdf"
            className="hidden"
            aria-label="PDF file"
            tabIndex={-1}
            data-testid="pdf-file-input"
            onChange={(e) => {
              handleFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </div>
      )}
    </section>
  );
}
