import { useMutation } from "@tanstack/react-query";
import { toApiError } from "@client/lib/api-client";

export interface UploadedFile {
  id: string;
  url: string;
  name: string;
  sizeBytes: number;
  textChars: number;
}

/** POST /api/uploads/pdf (multipart, field `file`): the server checks the content is a PDF (≤ 20 MB). */
export async function uploadPdf(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch("/api/uploads/pdf", { method: "POST", credentials: "include", body: form });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as UploadedFile;
}

export const useUploadPdf = () => useMutation({ mutationFn: uploadPdf });
