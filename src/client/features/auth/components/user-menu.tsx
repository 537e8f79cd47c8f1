import { Link } from "react-router";
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
import { useSignOut } from "../api/sign-out";

/** Header user menu (spec §2): the e-mail; My Scripts, Admin (admins only), a separator, Logout. */
export function UserMenu({ user }: { user: Pick<AppUser, "email" | "isAdmin"> }) {
  const signOut = useSignOut();
  return (
    // Non-modal: the page is not hidden from assistive technology while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-[7.5rem] min-w-0 gap-2 px-2 sm:max-w-[16rem] sm:px-3">
          <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{user.email}</span>
          <ChevronDown className="h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem asChild>
          <Link to="/saved-scripts">
            <FileText className="h-4 w-4" aria-hidden="true" />
            My Scripts
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
