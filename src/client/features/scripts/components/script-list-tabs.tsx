import { NavLink } from "react-router";
import { cn } from "@client/lib/utils";
import { paths } from "@client/lib/paths";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
    isActive ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
  );

/**
 * My scripts | Team scripts (docs/product/team-workflow.md "Sharing"): two pages, so each list has its own
 * address; links in a navigation landmark (the current one marked with aria-current).
 */
export function ScriptListTabs() {
  return (
    <nav aria-label="Script lists" className="inline-flex w-fit rounded-lg bg-muted p-[3px]">
      <NavLink to={paths.savedScripts} className={tabClass} end>
        My scripts
      </NavLink>
      <NavLink to={paths.teamScripts} className={tabClass} end>
        Team scripts
      </NavLink>
    </nav>
  );
}
