import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { ClipboardCheck, FileText, Plus, Sparkles, Users, Grid3x3 } from "lucide-react";
import { cn } from "@client/lib/utils";
import { PRODUCT_NAME } from "@shared/constants";
import { useCurrentUser } from "@client/api/auth";
import { useReviewQueue } from "@client/api/reviews";
import { paths } from "@client/lib/paths";

// The menu (Radix dropdown and its positioning engine) loads only once someone is signed in, so /login does
// not download it (ADR 0023).
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

/** A header link: icon and label on wide screens, icon with an accessible name on phones. */
function HeaderLink({
  to,
  icon,
  children,
  onClick,
  badge,
  className,
}: {
  to: string;
  icon: React.ReactNode;
  children: string;
  onClick?: () => void;
  /** A count shown beside the label (and said in the link's name), e.g. reviews waiting. */
  badge?: number;
  className?: string;
}) {
  const hasBadge = badge !== undefined && badge > 0;
  return (
    <NavLink
      to={to}
      onClick={
        onClick &&
        ((event) => {
          // A plain click runs the action (which navigates); modified clicks (new tab) keep the link's default.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onClick();
        })
      }
      aria-label={hasBadge ? `${children}, ${badge} waiting` : children}
      className={({ isActive }) =>
        cn(
          "inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-3",
          isActive && "bg-accent",
          className,
        )
      }
    >
      {icon}
      <span className="hidden lg:inline">{children}</span>
      {hasBadge ? (
        <span
          aria-hidden="true"
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
        >
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The header's bar with the logo and product name linking to '/' (docs/product/screens.md#header), and `children` at
 * its right. Alone (no children) it is the signed-out header, which the app shell (app/app-shell.tsx) also shows.
 */
export function HeaderBar({ children }: { children?: React.ReactNode }) {
  return (
    <header className="no-print sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          className="flex items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          </span>
          <span className="text-lg tracking-tight whitespace-nowrap">{PRODUCT_NAME}</span>
        </Link>
        {children}
      </div>
    </header>
  );
}

/**
 * The header on every screen (docs/product/screens.md#header): the bar, and when signed in "New script", "My scripts"
 * (ADR 0012: not only in the e-mail menu) and the user menu. "New script" starts a new script (`onNewScript`, composed
 * by the app: the wizard belongs to another feature).
 */
export function SiteHeader({ onNewScript }: { onNewScript?: () => void }) {
  const { data: user } = useCurrentUser();
  // The Reviews badge (docs/product/team-workflow.md "Review"): scripts awaiting my decision.
  const reviews = useReviewQueue({ enabled: !!user?.isVerified });
  return (
    <HeaderBar>
      {user?.isVerified ? (
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <nav aria-label="Main" className="flex items-center gap-1">
            <HeaderLink to={paths.step1} onClick={onNewScript} icon={<Plus aria-hidden="true" className="size-4" />}>
              New script
            </HeaderLink>
            <HeaderLink to={paths.savedScripts} icon={<FileText aria-hidden="true" className="size-4" />}>
              My scripts
            </HeaderLink>
            {/* On phones Team scripts is the tab beside My scripts, so the header fits 390 px. */}
            <HeaderLink
              to={paths.teamScripts}
              icon={<Users aria-hidden="true" className="size-4" />}
              className="hidden sm:inline-flex"
            >
              Team scripts
            </HeaderLink>
            <HeaderLink
              to={paths.reviews}
              icon={<ClipboardCheck aria-hidden="true" className="size-4" />}
              badge={reviews.data?.total}
            >
              Reviews
            </HeaderLink>
            {/* The coverage map (docs/product/coverage.md); its page links to Plans. Hidden on phones, like Team scripts. */}
            <HeaderLink
              to={paths.coverage}
              icon={<Grid3x3 aria-hidden="true" className="size-4" />}
              className="hidden sm:inline-flex"
            >
              Coverage
            </HeaderLink>
          </nav>
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-[5rem] sm:w-40" />}>
            <UserMenu user={user} />
          </Suspense>
        </div>
      ) : null}
    </HeaderBar>
  );
}
