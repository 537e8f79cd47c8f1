import { scriptRowNames } from "../script-file";
import { useId, useState } from "react";
import { FileText, Plus, Search } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { useInfiniteScripts, type ScriptSummary } from "@client/api/scripts";
import { DraftsSection } from "./drafts-section";
import { DeleteScriptDialog } from "./delete-script-dialog";
import { ScriptListCard } from "./script-list-card";
import { ScriptListTabs } from "./script-list-tabs";
import { ScriptViewDialog } from "./script-view-dialog";
import { useScriptTextActions } from "./use-script-text-actions";
import { useDebouncedValue } from "@client/lib/use-debounced-value";

export interface SavedScriptsPageProps {
  /** Resets the wizard and goes to /step1-topic (wired by the route; features do not import each other). */
  onCreateNew: () => void;
}

/**
 * /saved-scripts (docs/product/screens.md#saved-scripts): searchable, incrementally loaded list of the caller's
 * scripts.
 */
export function SavedScriptsPage({ onCreateNew }: SavedScriptsPageProps) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const scriptsQuery = useInfiniteScripts(q);
  const { copyScript, loadExport, loadApproved } = useScriptTextActions();
  const [viewing, setViewing] = useState<ScriptSummary | null>(null);
  const [deleting, setDeleting] = useState<ScriptSummary | null>(null);

  const scripts = scriptsQuery.data?.pages.flatMap((page) => page.scripts) ?? [];
  const rowNames = scriptRowNames(scripts);
  const total = scriptsQuery.data?.pages[0]?.total ?? 0;
  const shownQuery = scriptsQuery.isPlaceholderData ? null : q;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <ScriptListTabs />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Saved Scripts</h1>
          <p className="text-muted-foreground">Your saved educational scripts</p>
        </div>
        <Button type="button" onClick={onCreateNew}>
          <Plus aria-hidden="true" />
          New Script
        </Button>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid w-full max-w-md gap-2">
          <Label htmlFor={searchId}>Search scripts</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Topic, concept, character or text"
              className="pl-9"
            />
          </div>
        </div>
        {scriptsQuery.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shownQuery
              ? `${total} ${total === 1 ? "match" : "matches"}`
              : `${total} ${total === 1 ? "script" : "scripts"}`}
          </p>
        )}
      </div>

      <DraftsSection onDelete={setDeleting} loadExport={loadExport} />

      {scriptsQuery.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <span role="status" className="sr-only">
            Loading scripts...
          </span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : !scriptsQuery.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p className="font-medium">Failed to load scripts</p>
          <p className="text-sm text-muted-foreground">{errorMessage(scriptsQuery.error)}</p>
          <Button type="button" variant="outline" onClick={() => void scriptsQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : scripts.length === 0 ? (
        q ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
            <p className="font-medium">No scripts match "{q}"</p>
            <p className="text-sm text-muted-foreground">Try another topic, concept, character or phrase.</p>
            <Button type="button" variant="outline" onClick={() => setSearch("")}>
              Clear search
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
            <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">No scripts saved yet</p>
            <Button type="button" onClick={onCreateNew}>
              Create Your First Script
            </Button>
          </div>
        )
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2" aria-busy={scriptsQuery.isPlaceholderData}>
            {scripts.map((script) => (
              <li key={script.id} className="grid">
                <ScriptListCard
                  script={script}
                  rowName={rowNames.get(script.id)!}
                  onView={setViewing}
                  onCopy={(s) => void copyScript(s.id)}
                  loadExport={loadExport}
                  loadApproved={loadApproved}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
          {/* A failed "Load more" keeps the scripts already shown; the reason goes below them. */}
          {scriptsQuery.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(scriptsQuery.error)}
            </p>
          ) : null}
          {scriptsQuery.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              className="self-center"
              onClick={() => void scriptsQuery.fetchNextPage()}
              disabled={scriptsQuery.isFetchingNextPage}
            >
              {scriptsQuery.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}

      <ScriptViewDialog script={viewing} onClose={() => setViewing(null)} loadExport={loadExport} />
      <DeleteScriptDialog
        script={deleting}
        message="Are you sure you want to delete this script? This action cannot be undone."
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
