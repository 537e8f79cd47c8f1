import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Spinner } from "@client/components/ui/spinner";
import { useAdminUsers, useUpdateUser } from "@client/api/accounts";
import { useCurrentUser } from "@client/api/auth";
import { errorMessage } from "@client/lib/api-client";
import { formatDateTime } from "@client/lib/format";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import type { AdminUser, AdminUserPatch } from "@shared/schemas/accounts";
import { notifyError, notifySuccess } from "../lib/notify";

const methodLabel = { password: "Password", oidc: "Company sign-in" } as const;

/**
 * The Users tab (docs/product/accounts.md): every account with how it signs in, when it was created and last
 * signed in, and its flags; search by e-mail, "Load more" pages; grant or revoke admin, deactivate (after a
 * confirmation: the person is signed out everywhere) or reactivate. The server enforces every rule; its refusal
 * (the last admin, oneself) is shown as the error toast.
 */
export function UsersTab() {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(debounced);
  const update = useUpdateUser();
  const me = useCurrentUser();
  const [leaving, setLeaving] = useState<AdminUser | null>(null);

  const change = (u: AdminUser, patch: AdminUserPatch, done: string) =>
    update.mutate(
      { id: u.id, patch },
      {
        onSuccess: () => {
          notifySuccess(done);
          setLeaving(null);
        },
        onError: (err) => {
          notifyError(errorMessage(err), err);
          setLeaving(null);
        },
      },
    );

  const rows = users.data?.pages.flatMap((p) => p.users) ?? [];
  return (
    <section aria-labelledby="users-heading" className="flex flex-col gap-4">
      <h2 id="users-heading" className="text-xl font-semibold">
        Users
      </h2>
      <div className="flex max-w-sm flex-col gap-2">
        <Label htmlFor="users-search">Search by e-mail</Label>
        <Input id="users-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {users.isPending ? (
        <Spinner aria-label="Loading users" />
      ) : !users.data ? (
        <p role="alert">{errorMessage(users.error)}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Accounts</caption>
            <thead className="bg-muted/50">
              <tr>
                {["E-mail", "Sign-in", "Created", "Last sign-in", "Verified", "Role", "Status", "Actions"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((u) => (
                <tr key={u.id} className="border-t">
                  <td className="px-3 py-2 break-all">{u.email}</td>
                  <td className="px-3 py-2">{methodLabel[u.method]}</td>
                  <td className="px-3 py-2">{formatDateTime(u.createdAt)}</td>
                  <td className="px-3 py-2">{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : "Never"}</td>
                  <td className="px-3 py-2">{u.emailVerified ? "Yes" : "No"}</td>
                  <td className="px-3 py-2">{u.isAdmin ? <Badge>Admin</Badge> : "Member"}</td>
                  <td className="px-3 py-2">
                    {u.active ? "Active" : <Badge variant="destructive">Deactivated</Badge>}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={update.isPending}
                        aria-label={`${u.isAdmin ? "Revoke admin from" : "Make admin"} ${u.email}`}
                        onClick={() =>
                          change(
                            u,
                            { isAdmin: !u.isAdmin },
                            `${u.email} ${u.isAdmin ? "is no longer" : "is now"} an admin.`,
                          )
                        }
                      >
                        {u.isAdmin ? "Revoke admin" : "Make admin"}
                      </Button>
                      {u.active ? (
                        <Button
                          type="button"
                          size="sm"
                          variant="destructive"
                          disabled={update.isPending || u.id === me.data?.id}
                          aria-label={`Deactivate ${u.email}`}
                          onClick={() => setLeaving(u)}
                        >
                          Deactivate
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={update.isPending}
                          aria-label={`Reactivate ${u.email}`}
                          onClick={() => change(u, { active: true }, `${u.email} can sign in again.`)}
                        >
                          Reactivate
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p className="p-4 text-muted-foreground">No accounts match.</p> : null}
        </div>
      )}
      {/* A failed "Load more" (or reload) keeps the accounts already shown: the reason goes below them. */}
      {users.data && users.isError ? <p role="alert">{errorMessage(users.error)}</p> : null}
      {users.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
      <ConfirmDialog
        open={leaving !== null}
        title="Deactivate this account?"
        description={`${leaving?.email ?? ""} will be signed out everywhere and cannot sign in until reactivated. Their scripts are kept.`}
        confirmLabel="Deactivate"
        isDestructive
        isPending={update.isPending}
        pendingLabel="Deactivating..."
        onConfirm={() => leaving && change(leaving, { active: false }, `${leaving.email} is deactivated.`)}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
