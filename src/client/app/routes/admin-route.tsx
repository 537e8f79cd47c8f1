import { AdminPage } from "@client/features/admin/components/admin-page";

/** /admin: the admin panel shows its own signed-out and not-admin states (docs/product/screens.md#admin-panel), so it is not behind the guard. */
export function AdminRoute() {
  return <AdminPage />;
}
