import { Link, useNavigate } from "react-router";
import { ChevronDown, FileText, LogOut, ShieldCheck, UserRound } from "lucide-react";
import type { AppUser } from "@shared/schemas/user";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { useSignOut } from "@client/api/auth";
import { PRODUCT_NAME } from "@shared/constants";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { paths } from "@client/lib/paths";
import { headerPortalContainer } from "@client/lib/portal-container";

/**
 * Header user menu (docs/product/screens.md#header): the e-mail; My Scripts, Admin (admins only), a separator, Logout.
 */
export function UserMenu({ user }: { user: Pick<AppUser, "email" | "isAdmin"> }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  // docs/product/screens.md#header: Logout toasts and goes to /login.
  const handleLogout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Logged out successfully", description: `You have been logged out of ${PRODUCT_NAME}` });
        void navigate(paths.login, { replace: true });
      },
      onError: (err) => toast({ title: "Logout Failed", description: errorMessage(err), variant: "destructive" }),
    });
  return (
    // Non-modal: the page is not hidden from assistive technology while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-[5rem] min-w-0 gap-2 px-2 sm:max-w-[16rem] sm:px-3">
          <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{user.email}</span>
          <ChevronDown className="h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      {/* Inside the banner landmark: portaled to the body it stood outside every landmark (axe "region"). */}
      <DropdownMenuContent align="end" className="w-56" container={headerPortalContainer()}>
        <DropdownMenuItem asChild>
          <Link to={paths.savedScripts}>
            <FileText className="h-4 w-4" aria-hidden="true" />
            My Scripts
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={handleLogout}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
