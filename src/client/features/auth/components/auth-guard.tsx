import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { Spinner } from "@client/components/ui/spinner";
import { useCurrentUser } from "@client/api/auth";
import { paths } from "@client/lib/paths";

/**
 * Wraps every screen except /login (docs/product/screens.md#routes): a spinner while the current user loads (or reloads after a
 * sign-in), then the screen for a verified user, else a redirect to /login. Renders `children` or the
 * nested route's `<Outlet />`.
 */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const { data: user, isPending, isFetching, isError } = useCurrentUser();
  if (isPending || (!user && isFetching)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner aria-label="Loading" size="lg" />
      </div>
    );
  }
  if (isError || !user || !user.isVerified) return <Navigate to={paths.login} replace />;
  return children ?? <Outlet />;
}
