import { useMutation } from "@tanstack/react-query";
import { toApiError } from "@client/lib/api-client";

export interface UploadedPhoto {
  id: string;
  url: string;
  name: string;
  sizeBytes: number;
}

/**
 * POST /api/uploads/photo (multipart, field `file`; admin only). The server checks the content is a PNG, JPG,
 * GIF or WebP of at most 10 MB (413/415 with a user-facing message). The returned url is usable as photoUrl.
 */
export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch("/api/uploads/photo", { method: "POST", credentials: "include", body: form });
  if (!res.ok) throw await toApiError(res);
  return (await res.json()) as UploadedPhoto;
}

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
