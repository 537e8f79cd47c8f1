import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserPatch, AuditKind } from "@shared/schemas/accounts";
import { api } from "@client/lib/api-client";

/**
 * The client side of account governance and the audit log (docs/product/accounts.md): the Users and Audit tabs.
 * Pages are keyset pages ("Load more" asks for the next with `nextCursor`). A change to an account reloads the
 * users and the audit log, which records it.
 */
export const accountKeys = {
  users: ["/api/admin/users"] as const,
  usersSearch: (search: string) => [...accountKeys.users, search] as const,
  audit: ["/api/admin/audit"] as const,
  auditFilter: (kind: string, actor: string) => [...accountKeys.audit, kind, actor] as const,
};

/** GET /api/admin/users?search=&cursor=, page by page. */
export const useAdminUsers = (search: string) =>
  useInfiniteQuery({
    queryKey: accountKeys.usersSearch(search),
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/admin/users", { query: { search, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

/** GET /api/admin/audit?kind=&actor=&cursor=, newest first, page by page. */
export const useAuditEvents = (kind: AuditKind | "", actor: string) =>
  useInfiniteQuery({
    queryKey: accountKeys.auditFilter(kind, actor),
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/admin/audit", {
        query: { kind: kind || undefined, actor, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

/** PATCH /api/admin/users/{id} {isAdmin?, active?} → the account as changed (400/409 carry the reason). */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminUserPatch }) =>
      api("PATCH /api/admin/users/:id", { params: { id }, body: patch }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.users });
      await queryClient.invalidateQueries({ queryKey: accountKeys.audit });
    },
  });
};
