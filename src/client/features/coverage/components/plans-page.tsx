import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { ReloadFailed } from "@client/components/reload-failed";
import { paths } from "@client/lib/paths";
import {
  episodeInputs,
  useCoverage,
  useCreatePlan,
  useDeletePlan,
  usePlans,
  useProposePlan,
  useUpdatePlan,
  type EpisodeInput,
  type Plan,
  type PlanEpisode,
  type Strand,
} from "@client/api/coverage";
import { gradeLabel, type Grade } from "@shared/schemas/grade";
import { STRAND_NAMES } from "@shared/schemas/coverage";
import type { MakeScriptPrefill } from "./coverage-page";
import { NativeSelect } from "@client/components/ui/native-select";
import { GradeOptions, StrandOptions } from "@client/components/grade-strand-options";

const EPISODE_STATUS_TEXT: Record<PlanEpisode["status"], string> = {
  not_started: "Not started",
  draft: "Draft",
  in_review: "In review",
  approved: "Approved",
};

/**
 * /plans (docs/product/coverage.md "Series plans"): the team's plans, "Plan a season" for a grade and strand, and
 * the owner's edits (add, remove, reorder, assign). "Make a script" starts the wizard for an episode
 * (`onMakeScript`, composed by the app).
 */
export function PlansPage({ onMakeScript }: { onMakeScript: (prefill: MakeScriptPrefill) => void }) {
  const plans = usePlans();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Plans</h1>
        <p className="text-muted-foreground">
          Seasons of videos planned for the standards with no approved script.{" "}
          <Link className="underline" to={paths.coverage}>
            Coverage
          </Link>
        </p>
      </div>
      <PlanSeason />
      {plans.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : !plans.data ? (
        <p role="alert" className="text-destructive">
          {errorMessage(plans.error)}
        </p>
      ) : plans.data.plans.length === 0 ? (
        <p className="text-muted-foreground">No plans yet.</p>
      ) : (
        plans.data.plans.map((p) => <PlanCard key={p.id} plan={p} onMakeScript={onMakeScript} />)
      )}
      {plans.data && plans.isError ? <ReloadFailed error={plans.error} onRetry={() => void plans.refetch()} /> : null}
    </div>
  );
}

function PlanSeason() {
  const id = useId();
  const [name, setName] = useState("");
  const [grade, setGrade] = useState<Grade>("2");
  const [strand, setStrand] = useState<Strand>("RL");
  const propose = useProposePlan();
  const create = useCreatePlan();
  const proposed = propose.data?.episodes ?? null;

  const createPlan = () =>
    create.mutate(
      {
        name: name.trim() || `${gradeLabel(grade)} · ${STRAND_NAMES[strand]}`,
        grade,
        strand,
        episodes: proposed ?? [],
      },
      {
        onSuccess: () => {
          propose.reset();
          setName("");
          toast({ title: "Plan created" });
        },
        onError: (err) => toast({ title: "Plan not created", description: errorMessage(err), variant: "destructive" }),
      },
    );

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Plan a season
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>Plan name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            placeholder="Grade 2 · Fall season"
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-grade`}>Grade</Label>
          <NativeSelect id={`${id}-grade`} value={grade} onChange={(e) => setGrade(e.target.value as Grade)}>
            <GradeOptions />
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-strand`}>Strand</Label>
          <NativeSelect id={`${id}-strand`} value={strand} onChange={(e) => setStrand(e.target.value as Strand)}>
            <StrandOptions />
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => propose.mutate({ grade, strand })} disabled={propose.isPending}>
          Propose episodes
        </Button>
        {proposed ? (
          <Button onClick={createPlan} disabled={create.isPending || proposed.length === 0}>
            Create plan
          </Button>
        ) : null}
      </div>
      {proposed ? (
        proposed.length === 0 ? (
          <p>Every standard of this grade and strand has an approved script.</p>
        ) : (
          <ol aria-label="Proposed episodes" className="list-decimal pl-6 text-sm">
            {proposed.map((e, i) => (
              <li key={i}>
                {e.topic}: {e.standards.join(", ")} ({e.targetMinutes} min)
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}

function PlanCard({ plan, onMakeScript }: { plan: Plan; onMakeScript: (prefill: MakeScriptPrefill) => void }) {
  const id = useId();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const coverage = useCoverage(plan.grade, null);
  const [topic, setTopic] = useState("");
  const [codes, setCodes] = useState("");
  const describe = (code: string) => coverage.data?.standards.find((s) => s.code === code)?.description ?? code;
  // Every plan has "episode 1": a control's name says which plan it acts on, so each is unique on the page.
  const ofPlan = `of ${plan.name}`;
  const episodeOf = (i: number) => `for episode ${i + 1} ${ofPlan}`;

  const save = (episodes: EpisodeInput[]) =>
    update.mutate(
      { plan, episodes },
      {
        onError: (err) => toast({ title: "Plan not saved", description: errorMessage(err), variant: "destructive" }),
      },
    );
  const inputs = episodeInputs(plan.episodes);
  const move = (i: number, by: number) => {
    const next = [...inputs];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    save(next);
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-h`} className="text-lg font-semibold">
            {plan.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {gradeLabel(plan.grade)}
            {plan.strand ? ` · ${STRAND_NAMES[plan.strand]}` : ""} · owner {plan.owner}
          </p>
        </div>
        {plan.mine ? (
          <div className="flex flex-wrap items-end gap-2">
            <GradeForm
              plan={plan}
              onChange={(grade, onError) =>
                update.mutate({ plan, episodes: inputs, grade }, { onError: (err) => onError(errorMessage(err)) })
              }
              isSaving={update.isPending}
            />
            <Button variant="outline" onClick={() => remove.mutate(plan.id)}>
              Delete plan<span className="sr-only"> {plan.name}</span>
            </Button>
          </div>
        ) : null}
      </div>
      <ol aria-label={`Episodes of ${plan.name}`} className="flex flex-col gap-2">
        {plan.episodes.map((e, i) => (
          <li key={e.id} className="flex flex-wrap items-center gap-2 rounded border p-2 text-sm">
            <span className="font-medium">
              {i + 1}. {e.topic}
            </span>
            <span>{e.standards.join(", ")}</span>
            <span>{e.targetMinutes} min</span>
            <span>{EPISODE_STATUS_TEXT[e.status]}</span>
            {e.assignee ? <span>writer {e.assignee}</span> : null}
            {e.scriptId ? (
              <Link className="underline" to={paths.editor(e.scriptId)}>
                Open script<span className="sr-only"> {episodeOf(i)}</span>
              </Link>
            ) : null}
            <span className="ml-auto flex flex-wrap gap-1">
              {e.status === "not_started" ? (
                <Button
                  size="sm"
                  onClick={() =>
                    onMakeScript({
                      topic: e.topic,
                      grade: e.grade,
                      standards: e.standards.map((code) => ({ code, description: describe(code) })),
                      targetMinutes: e.targetMinutes,
                      planEpisode: { planId: plan.id, episodeId: e.id },
                    })
                  }
                >
                  Make a script for episode {i + 1}
                  <span className="sr-only"> {ofPlan}</span>
                </Button>
              ) : null}
              {plan.mine ? (
                <>
                  <Button size="sm" variant="outline" disabled={i === 0} onClick={() => move(i, -1)}>
                    Move episode {i + 1} up<span className="sr-only"> {ofPlan}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={i === plan.episodes.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    Move episode {i + 1} down<span className="sr-only"> {ofPlan}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => save(inputs.filter((_, j) => j !== i))}>
                    Remove episode {i + 1}
                    <span className="sr-only"> {ofPlan}</span>
                  </Button>
                  <AssignForm
                    episode={episodeOf(i)}
                    current={e.assignee}
                    onAssign={(email) => save(inputs.map((x, j) => (j === i ? { ...x, assignee: email || null } : x)))}
                  />
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {plan.mine ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            const standards = codes
              .split(/[\s,]+/)
              .map((c) => c.trim())
              .filter(Boolean);
            if (!topic.trim() || standards.length === 0) return;
            save([...inputs, { topic: topic.trim(), standards, targetMinutes: 3 }]);
            setTopic("");
            setCodes("");
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={`${id}-topic`}>
              New episode topic<span className="sr-only"> {ofPlan}</span>
            </Label>
            <Input id={`${id}-topic`} value={topic} onChange={(ev) => setTopic(ev.target.value)} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-codes`}>
              Standards (primary first)<span className="sr-only"> of the new episode {ofPlan}</span>
            </Label>
            <Input
              id={`${id}-codes`}
              value={codes}
              placeholder="RL.2.2, RL.2.3"
              onChange={(ev) => setCodes(ev.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            Add episode<span className="sr-only"> to {plan.name}</span>
          </Button>
        </form>
      ) : null}
    </section>
  );
}

function AssignForm({
  episode,
  current,
  onAssign,
}: {
  /** "for episode 2 of <plan>": what the field and its button act on, said to screen readers. */
  episode: string;
  current: string | null;
  onAssign: (email: string) => void;
}) {
  const id = useId();
  const [email, setEmail] = useState(current ?? "");
  return (
    <form
      className="flex items-center gap-1"
      onSubmit={(ev) => {
        ev.preventDefault();
        onAssign(email.trim());
      }}
    >
      <Label htmlFor={id} className="sr-only">
        Writer {episode}
      </Label>
      <Input
        id={id}
        type="email"
        className="h-8 w-48"
        placeholder="colleague@…"
        value={email}
        onChange={(ev) => setEmail(ev.target.value)}
      />
      <Button size="sm" variant="outline" type="submit">
        Assign<span className="sr-only"> {episode}</span>
      </Button>
    </form>
  );
}

/**
 * The owner's "Change grade": every episode moves to the new grade, so the server refuses it while an episode
 * teaches another grade's standards; its reason is shown here, beside the control.
 */
function GradeForm({
  plan,
  onChange,
  isSaving,
}: {
  plan: Plan;
  onChange: (grade: Grade, onError: (message: string) => void) => void;
  isSaving: boolean;
}) {
  const id = useId();
  const [grade, setGrade] = useState<Grade>(plan.grade);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(ev) => {
        ev.preventDefault();
        setError(null);
        if (grade !== plan.grade) onChange(grade, setError);
      }}
    >
      <Label htmlFor={id}>Grade of {plan.name}</Label>
      <div className="flex gap-1">
        <NativeSelect
          id={id}
          className="w-40"
          value={grade}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(ev) => setGrade(ev.target.value as Grade)}
        >
          <GradeOptions />
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={isSaving || grade === plan.grade}>
          Change grade<span className="sr-only"> of {plan.name}</span>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="max-w-md text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
