import { useId, type ChangeEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { useUploadPhoto } from "@client/api/uploads";

export interface PhotoUploadProps {
  /** The uploaded photo's URL, or "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** Told when an upload starts and ends (the form waits for it before saving). */
  onUploadingChange?: (isUploading: boolean) => void;
}

/**
 * 'Character Photo' (docs/product/screens.md#characters-tab): empty (file input, hint), uploading, uploaded (preview and remove).
 * The 10 MB limit and the image type are checked by the server; its message is shown as a toast.
 */
export function PhotoUpload({ value, onChange, onUploadingChange }: PhotoUploadProps) {
  const id = useId();
  const upload = useUploadPhoto();

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.type && !file.type.startsWith("image/")) {
      toast({ title: "Upload Failed", description: "Please select an image file.", variant: "destructive" });
      return;
    }
    onUploadingChange?.(true);
    upload.mutate(file, {
      onSuccess: (photo) => onChange(photo.url),
      onError: (err) => toast({ title: "Upload Failed", description: errorMessage(err), variant: "destructive" }),
      onSettled: () => onUploadingChange?.(false),
    });
  };

  if (upload.isPending) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Character Photo</span>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" aria-label="Uploading photo..." />
          <span aria-hidden="true">Uploading photo...</span>
        </div>
      </div>
    );
  }

  if (value) {
    return (
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Character Photo</span>
        <div className="flex items-center gap-4">
          <img src={value} alt="Character photo preview" className="size-20 rounded-md border object-cover" />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange("")}>
            Remove photo
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-photo`}>Character Photo</Label>
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/*"
        aria-describedby={`${id}-photo-hint`}
        onChange={handleFileChange}
        className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p id={`${id}-photo-hint`} className="text-xs text-muted-foreground">
        PNG, JPG, GIF up to 10MB
      </p>
    </div>
  );
}
