import { useId, useState } from "react";
import { Plus, Search, X } from "lucide-react";
import { CONTEXT_SEARCH_MAX } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { useMyScriptsSearch, type ScriptSummary } from "@client/api/scripts";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { useDebouncedValue } from "@client/lib/use-debounced-value";

/** Typing pause (ms) before the saved-scripts search runs. */

/**
 * Optional 'Add Script Context' section (docs/product/screens.md#step-4-concepts, docs/product/rules.md#validation): search the user's saved scripts by topic,
 * concept or character name; at most CONTEXT_SEARCH_MAX unselected matches; a script is added only once.
 */
export function ContextScriptsSection() {
  const inputId = useId();
  const contextScripts = useWizardStore((s) => s.contextScripts);
  const addContextScript = useWizardStore((s) => s.addContextScript);
  const removeContextScript = useWizardStore((s) => s.removeContextScript);
  const [query, setQuery] = useState("");
  const debounced = useDebouncedValue(query.trim());

  const search = useMyScriptsSearch(debounced);
  // queryOptions + keepPreviousData widens `data` in TanStack's types; the value is always the list.
  const found = search.data as ScriptSummary[] | undefined;
  const matches = debounced
    ? (found ?? []).filter((s) => !contextScripts.some((c) => c.id === s.id)).slice(0, CONTEXT_SEARCH_MAX)
    : [];

  const handleAdd = (script: ScriptSummary) => {
    if (contextScripts.some((c) => c.id === script.id)) return;
    guardScriptDrop(() => {
      addContextScript({ id: script.id, topic: script.topic, concept: script.concept });
      toast({ title: "Script Added", description: script.topic });
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Add Script Context</h2>
        </CardTitle>
        <CardDescription>Optional: use your saved scripts as context for the new one.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {contextScripts.length > 0 ? (
          <ul aria-label="Selected context scripts" className="flex flex-wrap gap-2">
            {contextScripts.map((c) => (
              <li
                key={c.id}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
              >
                <span>{c.topic}</span>
                {c.concept ? <span className="text-muted-foreground">· {c.concept}</span> : null}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-6 rounded-full"
                  aria-label={`Remove ${c.topic}`}
                  onClick={() => guardScriptDrop(() => removeContextScript(c.id))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor={inputId}>Search your saved scripts</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={inputId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search by topic, concept or character name..."
              className="pl-9"
            />
          </div>
        </div>
        {debounced && search.isFetching && !found ? <Spinner size="sm" aria-label="Searching your scripts" /> : null}
        {debounced && search.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not search your scripts. Please try again.
          </p>
        ) : null}
        {debounced && search.isSuccess && matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No matching scripts.</p>
        ) : null}
        {matches.length > 0 ? (
          <ul aria-label="Matching scripts" className="divide-y rounded-md border">
            {matches.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{s.topic}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {[s.concept, s.characters.map((c) => c.name).join(", ")].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Add ${s.topic}`}
                  onClick={() => handleAdd(s)}
                >
                  <Plus aria-hidden="true" />
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
