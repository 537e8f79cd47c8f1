import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { endpointUrl } from "@shared/api-contract";
import type { Grade } from "@shared/schemas/grade";
import { api, parseReply, toApiError } from "@client/lib/api-client";

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

/** The upload id in an attachment URL (`/api/uploads/<id>`), or null. */
export const uploadIdOf = (url: string | null): string | null =>
  /\/api\/uploads\/([^/?#]+)/.exec(url ?? "")?.[1] ?? null;

/**
 * GET /api/uploads/{id}/excerpt?grade&standard: the part of the writer's PDF presenters may read aloud, as the script
 * engines choose it (docs/product/security.md, "Supporting documents"). Off while no PDF is attached.
 */
export const pdfExcerptQueryOptions = (attachmentUrl: string | null, grade: Grade | null, standard: string | null) => {
  const upload = uploadIdOf(attachmentUrl);
  return queryOptions({
    queryKey: ["/api/uploads", upload, "excerpt", grade, standard] as const,
    queryFn: ({ signal }) =>
      api("GET /api/uploads/:upload/excerpt", {
        params: { upload: upload ?? "" },
        query: { grade: grade ?? undefined, standard: standard ?? undefined },
        signal,
      }),
    enabled: upload !== null,
    staleTime: Infinity,
  });
};
export const usePdfExcerpt = (attachmentUrl: string | null, grade: Grade | null, standard: string | null) =>
  useQuery(pdfExcerptQueryOptions(attachmentUrl, grade, standard));
