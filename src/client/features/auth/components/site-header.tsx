import { Link } from "react-router";
import { Sparkles } from "lucide-react";
import { PRODUCT_NAME } from "@shared/constants";
import { useCurrentUser } from "../api/get-me";
import { UserMenu } from "./user-menu";

/** The header on every screen (spec §2): logo and product name linking to '/', the user menu when signed in. */
export function SiteHeader() {
  const { data: user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="text-lg tracking-tight">{PRODUCT_NAME}</span>
        </Link>
        {user?.isVerified ? <UserMenu user={user} /> : null}
      </div>
    </header>
  );
}
