import { useState } from "react";
import { Users } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import { useTeamScripts, type TeamScriptFilters } from "@client/api/scripts";
import { ScriptListTabs } from "./script-list-tabs";
import { TeamScriptRow } from "./team-script-row";
import { TeamScriptsFilters } from "./team-scripts-filters";

const NO_FILTERS: TeamScriptFilters = { q: "", status: "", grade: "", standard: "" };

/**
 * /team-scripts (docs/product/team-workflow.md "Sharing"): the scripts every author shared with the team,
 * newest first, with the full-text search and filters by status, grade and standard, a page at a time.
 * Someone else's script opens read-only in the editor.
 */
export function TeamScriptsPage() {
  const [filters, setFilters] = useState<TeamScriptFilters>(NO_FILTERS);
  // Typing waits for a pause; the selects apply at once (the debounced value catches up within the delay).
  const debounced = useDebouncedValue(filters);
  const query = useTeamScripts({ ...debounced, q: debounced.q.trim(), standard: debounced.standard.trim() });
  const scripts = query.data?.pages.flatMap((p) => p.scripts) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  // Past TEAM_TOTAL_CAP the server stops counting (ADR 0058): "More than 1,000 shared scripts".
  const isTotalCapped = query.data?.pages[0]?.isTotalCapped === true;
  const isFiltered = Object.values(debounced).some((v) => v.trim() !== "");

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3">
        <ScriptListTabs />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Team scripts</h1>
          <p className="text-muted-foreground">Scripts your colleagues shared with the team</p>
        </div>
      </div>
      <TeamScriptsFilters value={filters} onChange={setFilters} />
      {query.data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {isTotalCapped ? `More than ${total.toLocaleString("en-US")}` : total}{" "}
          {isFiltered ? (total === 1 ? "match" : "matches") : total === 1 ? "shared script" : "shared scripts"}
        </p>
      ) : null}
      {query.isPending ? (
        <div className="grid gap-3">
          <span role="status" className="sr-only">
            Loading team scripts...
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : !query.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p className="font-medium">Failed to load team scripts</p>
          <p className="text-sm text-muted-foreground">{errorMessage(query.error)}</p>
          <Button type="button" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : scripts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <Users aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{isFiltered ? "No shared scripts match" : "No shared scripts yet"}</p>
          {isFiltered ? (
            <Button type="button" variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              A script appears here when its author shares it with the team.
            </p>
          )}
        </div>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Team scripts" aria-busy={query.isPlaceholderData}>
            {scripts.map((s) => (
              <li key={s.id}>
                <TeamScriptRow script={s} />
              </li>
            ))}
          </ul>
          {/* A failed "Load more" keeps the scripts already shown; the reason goes below them. */}
          {query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(query.error)}
            </p>
          ) : null}
          {query.hasNextPage ? (
            <Button
              type="button"
              variant="outline"
              className="self-center"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
