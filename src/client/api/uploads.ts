import { useMutation } from "@tanstack/react-query";
import { endpointUrl } from "@shared/api-contract";
import { parseReply, toApiError } from "@client/lib/api-client";

/** The client side of /api/uploads (multipart, field `file`). The server checks the content, not the name. */

async function upload<E extends "POST /api/uploads/pdf" | "POST /api/uploads/photo">(endpoint: E, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  const res = await fetch(endpointUrl(endpoint), { method: "POST", credentials: "include", body: form });
  if (!res.ok) throw await toApiError(res);
  return parseReply(endpoint, await res.json());
}

/** POST /api/uploads/pdf: a PDF of at most 20 MB (413/415 with a user-facing message); `textChars` is its text length. */
export const uploadPdf = (file: File) => upload("POST /api/uploads/pdf", file);
export const useUploadPdf = () => useMutation({ mutationFn: uploadPdf });

/** POST /api/uploads/photo (admin only): a PNG, JPG, GIF or WebP of at most 10 MB. */
export const uploadPhoto = (file: File) => upload("POST /api/uploads/photo", file);
export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
