import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { gradeLabel, type Grade } from "@shared/schemas/grade";
import type { Standard } from "@shared/schemas/standard";
import { Button } from "@client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@client/components/ui/collapsible";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { useGradeStandards, type GradeStandards } from "@client/api/standards";
import { LoadError } from "./load-error";
import { StandardOption } from "./standard-option";

export interface BrowseStandardsByStrandProps {
  /** The wizard's grade; without one there is nothing to browse yet. */
  grade: Grade | null;
  selectedCodes: ReadonlySet<string>;
  onToggle: (standard: Standard) => void;
  /** Open at first, as when no standard matches the topic well (ADR 0057). */
  defaultOpen?: boolean;
}

type Strand = GradeStandards["strands"][number];

/** The words of a filter, lower case; a standard matches when its code or text holds every one of them. */
const filterWords = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);
const matches = (s: Standard, words: string[]): boolean => {
  const haystack = `${s.code} ${s.description}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
};

/**
 * Step 2's browse list (docs/product/screens.md#step-2-standards, ADR 0057): the grade's standards grouped by
 * strand, each strand a collapsible group, each standard selectable like the suggestions, with a filter on code
 * and text. Shown for every topic, behind a button; open at first when no standard matches the topic well.
 */
export function BrowseStandardsByStrand({
  grade,
  selectedCodes,
  onToggle,
  defaultOpen = false,
}: BrowseStandardsByStrandProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [filter, setFilter] = useState("");
  const panelId = useId();
  const filterId = useId();
  const list = useGradeStandards(grade, isOpen);
  const words = filterWords(filter);
  const label = grade ? gradeLabel(grade) : null;

  return (
    <section aria-label="Browse standards by strand" className="space-y-3 rounded-lg border p-4">
      <Button
        type="button"
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((v) => !v)}
      >
        {label ? `Browse ${label} standards by strand` : "Browse standards by strand"}
        <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
      </Button>
      <div id={panelId} hidden={!isOpen} className="space-y-3">
        {!isOpen ? null : !grade ? (
          <p className="text-sm text-muted-foreground">Choose a grade above to browse its standards by strand.</p>
        ) : list.isPending ? (
          <div role="status" aria-label="Loading the grade's standards" className="space-y-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <LoadError
            message={`Could not load the ${label} standards: ${errorMessage(list.error)}`}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <div className="space-y-1">
              <Label htmlFor={filterId}>Find a {label} standard by code or words</Label>
              <Input
                id={filterId}
                type="search"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder="e.g. RL.3.2 or moral"
                autoComplete="off"
              />
            </div>
            <StrandGroups strands={list.data.strands} words={words} selectedCodes={selectedCodes} onToggle={onToggle} />
          </>
        )}
      </div>
    </section>
  );
}

function StrandGroups({
  strands,
  words,
  selectedCodes,
  onToggle,
}: {
  strands: Strand[];
  words: string[];
  selectedCodes: ReadonlySet<string>;
  onToggle: (standard: Standard) => void;
}) {
  const filtering = words.length > 0;
  const shown = strands
    .map((strand) => ({ ...strand, standards: strand.standards.filter((s) => matches(s, words)) }))
    .filter((strand) => strand.standards.length > 0);
  if (shown.length === 0)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        No standard of this grade matches “{words.join(" ")}”.
      </p>
    );
  return (
    <div className="space-y-2">
      {filtering ? (
        <p role="status" className="sr-only">
          {shown.reduce((n, s) => n + s.standards.length, 0)} standards match.
        </p>
      ) : null}
      {shown.map((strand) => (
        // While filtering every strand with a match is open; the key resets a group when the filter starts or ends.
        <StrandGroup
          key={`${strand.strand}-${filtering}`}
          strand={strand}
          defaultOpen={filtering}
          selectedCodes={selectedCodes}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}

function StrandGroup({
  strand,
  defaultOpen,
  selectedCodes,
  onToggle,
}: {
  strand: Strand;
  defaultOpen: boolean;
  selectedCodes: ReadonlySet<string>;
  onToggle: (standard: Standard) => void;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const chosen = strand.standards.filter((s) => selectedCodes.has(s.code)).length;
  return (
    <Collapsible open={isOpen} onOpenChange={setIsOpen} className="rounded-md border">
      <h3 className="text-sm font-semibold">
        <CollapsibleTrigger className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <span>
            {strand.name} ({strand.standards.length}){chosen > 0 ? `, ${chosen} chosen` : ""}
          </span>
          <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
        </CollapsibleTrigger>
      </h3>
      <CollapsibleContent>
        {isOpen ? (
          <ul aria-label={strand.name} className="space-y-2 p-3 pt-0">
            {strand.standards.map((s) => (
              <StandardOption
                key={s.code}
                standard={s}
                isSelected={selectedCodes.has(s.code)}
                onToggle={() => onToggle({ code: s.code, description: s.description })}
              />
            ))}
          </ul>
        ) : null}
      </CollapsibleContent>
    </Collapsible>
  );
}
