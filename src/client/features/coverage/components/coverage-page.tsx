import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Download, Lock } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { ReloadFailed } from "@client/components/reload-failed";
import { paths } from "@client/lib/paths";
import {
  useCoverage,
  useStandardScripts,
  type CoverageScript,
  type CoverageStandard,
  type CoverageStatus,
  type Strand,
} from "@client/api/coverage";
import { useStandardCard } from "@client/api/standards";
import { GRADES, gradeLabel, gradeSchema, type Grade } from "@shared/schemas/grade";
import { STRAND_NAMES, STRANDS, strandSchema } from "@shared/schemas/coverage";
import { coverageCsv, STATUS_TEXT, statusCounts } from "../lib/coverage-csv";
import { NativeSelect } from "@client/components/ui/native-select";
import { GradeOptions, StrandOptions } from "@client/components/grade-strand-options";

/** A status is told by its words first; the colour only repeats it. */
const STATUS_CLASS: Record<CoverageStatus, string> = {
  approved: "border-green-700 bg-green-50 text-green-900",
  in_review: "border-amber-700 bg-amber-50 text-amber-900",
  draft: "border-sky-700 bg-sky-50 text-sky-900",
  none: "border-border bg-background text-foreground",
};

/** What "Make a script for this" starts the wizard with. */
export interface MakeScriptPrefill {
  topic: string;
  grade: Grade;
  standards: { code: string; description: string }[];
  targetMinutes?: number;
  planEpisode?: { planId: number; episodeId: number } | null;
}

/**
 * /coverage (docs/product/coverage.md): the CCSS ELA K–5 standards by grade and strand, each with the best status
 * among the team's shared scripts and the caller's own private ones that teach it. Filters by grade and strand
 * (kept in the address), counts, CSV export; a standard opens its scripts and teaching card and offers
 * "Make a script for this" (`onMakeScript`, composed by the app: the wizard is another feature).
 */
export function CoveragePage({ onMakeScript }: { onMakeScript: (prefill: MakeScriptPrefill) => void }) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const grade = gradeSchema.safeParse(search.get("grade")).data ?? null;
  const strand = strandSchema.safeParse(search.get("strand")).data ?? null;
  const query = useCoverage(grade, strand);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const standards = useMemo(() => query.data?.standards ?? [], [query.data]);
  const open = standards.find((s) => s.code === openCode) ?? null;

  const setFilter = (key: "grade" | "strand", value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
    setOpenCode(null);
  };

  const exportCsv = () => {
    const blob = new Blob([coverageCsv(standards)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `coverage${grade ? `-grade-${grade}` : ""}${strand ? `-${strand}` : ""}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const grades = GRADES.filter((g) => !grade || g === grade);
  const strands = STRANDS.filter((s) => !strand || s === strand);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Coverage</h1>
          <p className="text-muted-foreground">
            Which standards have an approved video, which are in progress, and which have none.{" "}
            <Link className="underline" to={paths.plans}>
              Plans
            </Link>
          </p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={!query.data}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      <div role="search" aria-label="Coverage filters" className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-grade`}>Grade</Label>
          <NativeSelect id={`${id}-grade`} value={grade ?? ""} onChange={(e) => setFilter("grade", e.target.value)}>
            <GradeOptions anyLabel="All grades" />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-strand`}>Strand</Label>
          <NativeSelect id={`${id}-strand`} value={strand ?? ""} onChange={(e) => setFilter("strand", e.target.value)}>
            <StrandOptions anyLabel="All strands" />
          </NativeSelect>
        </div>
      </div>

      {query.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : !query.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(query.error)}
        </p>
      ) : (
        <>
          <Counts standards={standards} />
          <div className="flex flex-col gap-6">
            {grades.map((g) => (
              <section key={g} aria-labelledby={`${id}-g${g}`} className="flex flex-col gap-3">
                <h2 id={`${id}-g${g}`} className="text-xl font-semibold">
                  {gradeLabel(g)}
                </h2>
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {strands.map((s) => (
                    <StrandCell
                      key={s}
                      strand={s}
                      standards={standards.filter((x) => x.grade === g && x.strand === s)}
                      openCode={openCode}
                      onOpen={setOpenCode}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
          {open ? (
            <StandardPanel
              key={open.code}
              standard={open}
              onClose={() => setOpenCode(null)}
              onMakeScript={onMakeScript}
            />
          ) : null}
        </>
      )}
      {query.data && query.isError ? <ReloadFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
    </div>
  );
}

function Counts({ standards }: { standards: readonly CoverageStandard[] }) {
  const counts = statusCounts(standards);
  return (
    <p aria-live="polite" className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="coverage-counts">
      <span>{standards.length} standards:</span>
      {(Object.keys(STATUS_TEXT) as CoverageStatus[]).map((s) => (
        <span key={s}>
          {STATUS_TEXT[s]} {counts[s]}
        </span>
      ))}
    </p>
  );
}

function StrandCell({
  strand,
  standards,
  openCode,
  onOpen,
}: {
  strand: Strand;
  standards: readonly CoverageStandard[];
  openCode: string | null;
  onOpen: (code: string) => void;
}) {
  if (standards.length === 0) return null;
  const counts = statusCounts(standards);
  return (
    <div className="rounded-lg border p-3">
      <h3 className="text-sm font-semibold">
        {STRAND_NAMES[strand]} ({strand})
      </h3>
      <p className="mb-2 text-xs text-muted-foreground">
        {counts.approved} of {standards.length} approved
      </p>
      <ul className="flex flex-wrap gap-1.5">
        {standards.map((s) => (
          <li key={s.code}>
            <button
              type="button"
              aria-expanded={openCode === s.code}
              className={`rounded border px-2 py-1 text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${STATUS_CLASS[s.status]}`}
              onClick={() => onOpen(s.code)}
            >
              {s.code}: {STATUS_TEXT[s.status]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StandardPanel({
  standard,
  onClose,
  onMakeScript,
}: {
  standard: CoverageStandard;
  onClose: () => void;
  onMakeScript: (prefill: MakeScriptPrefill) => void;
}) {
  const card = useStandardCard(standard.code, true);
  return (
    <section
      aria-label={`Standard ${standard.code}`}
      className="sticky bottom-0 flex max-h-[70vh] flex-col gap-3 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">
            {standard.code} · {STATUS_TEXT[standard.status]}
          </h2>
          <p className="text-sm">{standard.description}</p>
        </div>
        <div className="flex gap-2">
          <Button
            onClick={() =>
              onMakeScript({
                topic: standard.topic,
                grade: standard.grade,
                standards: [{ code: standard.code, description: standard.description }],
              })
            }
          >
            Make a script for this
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close<span className="sr-only"> {standard.code}</span>
          </Button>
        </div>
      </div>
      <StandardScripts standard={standard} />
      {card.data?.teaching ? (
        <div>
          <h3 className="text-sm font-semibold">Teaching card</h3>
          <p className="text-sm">
            <span className="font-medium">Kid goal:</span> {card.data.teaching.kidGoal}
          </p>
          <p className="text-sm text-muted-foreground">{card.data.teaching.explanation}</p>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A standard's scripts: the map's first ten, and "Show all N scripts" when there are more, which pages through
 * them all (GET /api/coverage/standards/:code/scripts, "Show more" for each next page).
 */
function StandardScripts({ standard }: { standard: CoverageStandard }) {
  const [showAll, setShowAll] = useState(false);
  const all = useStandardScripts(standard.code, showAll);
  const paged = all.data?.pages.flatMap((p) => p.scripts);
  const scripts = showAll && paged ? paged : standard.scripts;
  const total = showAll ? (all.data?.pages[0]?.scriptCount ?? standard.scriptCount) : standard.scriptCount;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Scripts ({total})</h3>
      {scripts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No script teaches this standard yet.</p>
      ) : (
        <>
          {scripts.length < total ? (
            <p className="text-xs text-muted-foreground">
              Showing {scripts.length} of {total}
            </p>
          ) : null}
          <ul aria-label={`Scripts for ${standard.code}`} className="flex flex-col gap-1 text-sm">
            {scripts.map((s) => (
              <ScriptItem key={s.id} script={s} />
            ))}
          </ul>
        </>
      )}
      {all.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(all.error)}
        </p>
      ) : null}
      {!showAll && standard.scriptCount > standard.scripts.length ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setShowAll(true)}>
          Show all {standard.scriptCount} scripts
        </Button>
      ) : null}
      {showAll && (all.isFetching || all.hasNextPage) ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={all.isFetching}
          onClick={() => void all.fetchNextPage()}
        >
          {all.isFetching ? "Loading scripts…" : "Show more"}
        </Button>
      ) : null}
    </div>
  );
}

function ScriptItem({ script: s }: { script: CoverageScript }) {
  return (
    <li className="flex flex-wrap items-center gap-2">
      <Link className="underline" to={paths.editor(s.id)}>
        {s.title || `Script ${s.id}`}
      </Link>
      <span>{STATUS_TEXT[s.status === "changes_requested" ? "in_review" : s.status]}</span>
      {s.mine && s.visibility === "private" ? (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Lock aria-hidden="true" className="size-3" />
          Private (yours)
        </span>
      ) : null}
      <span className="text-muted-foreground">
        {s.taught
          ? `taught in scene${s.scenes.length === 1 ? "" : "s"} ${s.scenes.join(", ")}`
          : "listed, but no scene teaches it"}
      </span>
    </li>
  );
}
