import { useMutation } from "@tanstack/react-query";
import { toApiError } from "@client/lib/api-client";

/** The client side of /api/uploads (multipart, field `file`). The server checks the content, not the name. */
export interface UploadedFile {
  id: string;
  /** `/api/uploads/<id>`: usable as attachmentUrl or photoUrl. */
  url: string;
  name: string;
  sizeBytes: number;
}

async function upload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch(path, { method: "POST", credentials: "include", body: form });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as T;
}

/** POST /api/uploads/pdf: a PDF of at most 20 MB (413/415 with a user-facing message); `textChars` is its text length. */
export const uploadPdf = (file: File) => upload<UploadedFile & { textChars: number }>("/api/uploads/pdf", file);
export const useUploadPdf = () => useMutation({ mutationFn: uploadPdf });

/** POST /api/uploads/photo (admin only): a PNG, JPG, GIF or WebP of at most 10 MB. */
export const uploadPhoto = (file: File) => upload<UploadedFile>("/api/uploads/photo", file);
export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
