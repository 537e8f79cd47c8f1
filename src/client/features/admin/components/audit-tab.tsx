import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Spinner } from "@client/components/ui/spinner";
import { useAuditEvents } from "@client/api/accounts";
import { errorMessage } from "@client/lib/api-client";
import { formatDateTime } from "@client/lib/format";
import { useDebouncedValue } from "@client/lib/use-debounced-value";
import { auditKinds, type AuditKind } from "@shared/schemas/accounts";
import { NativeSelect } from "@client/components/ui/native-select";

/**
 * The Audit tab (docs/product/accounts.md): administrative and security events, newest first, with when, who,
 * what kind, on what and the details; filter by kind and by the actor's e-mail; "Load more" pages.
 */
export function AuditTab() {
  const [kind, setKind] = useState<AuditKind | "">("");
  const [actor, setActor] = useState("");
  const debouncedActor = useDebouncedValue(actor.trim(), 300);
  const events = useAuditEvents(kind, debouncedActor);
  const rows = events.data?.pages.flatMap((p) => p.events) ?? [];
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Audit log
      </h2>
      <div className="flex flex-wrap gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-kind">Kind</Label>
          <NativeSelect id="audit-kind" value={kind} onChange={(e) => setKind(e.target.value as AuditKind | "")}>
            <option value="">All kinds</option>
            {Object.entries(auditKinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex max-w-sm flex-col gap-2">
          <Label htmlFor="audit-actor">Person (e-mail)</Label>
          <Input id="audit-actor" type="search" value={actor} onChange={(e) => setActor(e.target.value)} />
        </div>
      </div>
      {events.isPending ? (
        <Spinner aria-label="Loading the audit log" />
      ) : !events.data ? (
        <p role="alert">{errorMessage(events.error)}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit events, newest first</caption>
            <thead className="bg-muted/50">
              <tr>
                {["When", "Who", "Kind", "On", "Details"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((e, i) => (
                <tr key={`${e.at}-${i}`} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.at)}</td>
                  <td className="px-3 py-2 break-all">{e.actor ?? "—"}</td>
                  <td className="px-3 py-2">{auditKinds[e.kind]}</td>
                  <td className="px-3 py-2 break-all">{e.target}</td>
                  <td className="px-3 py-2">{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p className="p-4 text-muted-foreground">No events match.</p> : null}
        </div>
      )}
      {/* A failed "Load more" (or reload) keeps the events already shown: the reason goes below them. */}
      {events.data && events.isError ? <p role="alert">{errorMessage(events.error)}</p> : null}
      {events.hasNextPage ? (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </section>
  );
}
