import { scriptRowNames } from "../script-file";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { FileText, Plus } from "lucide-react";
import { HOME_RECENT_SCRIPTS } from "@shared/constants";
import { Button } from "@client/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { useScriptsList, type ScriptSummary } from "@client/api/scripts";

// The confirmation (Radix alert dialog, focus trap, scroll lock) loads on the first Delete, not with the
// dashboard (ADR 0023: less script to run before the first screen is usable).
const DeleteScriptDialog = lazy(() =>
  import("./delete-script-dialog").then((m) => ({ default: m.DeleteScriptDialog })),
);
import { RecentScriptRow } from "./recent-script-row";
import { ReviewsCard } from "./reviews-card";
import { paths } from "@client/lib/paths";

const HOW_IT_WORKS = [
  { title: "Choose Topic", text: "Select or enter your educational topic" },
  { title: "Select Standards", text: "Pick relevant educational standards" },
  { title: "Choose Characters", text: "Select who will present your content" },
  { title: "Pick Concept", text: "Generate a concept" },
  { title: "Generate Script", text: "AI creates your educational script" },
] as const;

export interface DashboardPageProps {
  /** Resets the wizard and goes to /step1-topic (wired by the route; features do not import each other). */
  onCreateNew: () => void;
}

/**
 * Home dashboard (docs/product/screens.md#home-dashboard): create a script, the 3 most recent saved scripts, and how
 * the wizard works.
 */
/** localStorage key remembering that "How It Works" was collapsed. */
const HOW_COLLAPSED_KEY = "nova-how-it-works-collapsed";

export function DashboardPage({ onCreateNew }: DashboardPageProps) {
  const recent = useScriptsList({ limit: HOME_RECENT_SCRIPTS });
  const [deleting, setDeleting] = useState<ScriptSummary | null>(null);
  // Stays true once a delete was asked for, so the dialog keeps its closing animation afterwards.
  const [hasAskedToDelete, setHasAskedToDelete] = useState(false);
  if (deleting && !hasAskedToDelete) setHasAskedToDelete(true);
  const scripts = recent.data?.scripts.slice(0, HOME_RECENT_SCRIPTS) ?? [];
  const rowNames = scriptRowNames(scripts);
  // "How It Works" can be collapsed once read, and stays collapsed.
  const [isHowCollapsed, setIsHowCollapsed] = useState(() => localStorage.getItem(HOW_COLLAPSED_KEY) === "1");
  const toggleHow = () =>
    setIsHowCollapsed((v) => {
      localStorage.setItem(HOW_COLLAPSED_KEY, v ? "0" : "1");
      return !v;
    });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Welcome to Nova Writer</h1>
        <p className="mt-2 text-muted-foreground">Create engaging educational scripts with the help of AI</p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <button
            type="button"
            onClick={onCreateNew}
            className="flex cursor-pointer items-center gap-4 rounded-xl border bg-card p-6 text-left shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Plus aria-hidden="true" className="size-6" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="text-lg font-semibold">Create New Script</span>
              <span className="text-sm text-muted-foreground">
                Start the 5-step process to generate an educational script
              </span>
            </span>
          </button>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">Saved Scripts</h2>
              </CardTitle>
              <CardAction>
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.savedScripts}>View All</Link>
                </Button>
              </CardAction>
            </CardHeader>
            <CardContent>
              {recent.isPending ? (
                <div className="flex flex-col gap-3">
                  <span role="status" className="sr-only">
                    Loading scripts...
                  </span>
                  {/* As tall as a row with a concept (120 px), so the cards below do not move when the rows arrive. */}
                  {Array.from({ length: HOME_RECENT_SCRIPTS }, (_, i) => (
                    <Skeleton key={i} className="h-30 w-full" />
                  ))}
                </div>
              ) : recent.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  Failed to load scripts. {errorMessage(recent.error)}
                </p>
              ) : scripts.length === 0 ? (
                <div className="flex flex-col items-center gap-3 py-6 text-center">
                  <FileText aria-hidden="true" className="size-10 text-muted-foreground" />
                  <p className="text-muted-foreground">No scripts saved yet</p>
                  <Button type="button" onClick={onCreateNew}>
                    Create Your First Script
                  </Button>
                </div>
              ) : (
                <ul className="flex flex-col gap-3" aria-label="Recent scripts">
                  {scripts.map((script) => (
                    <li key={script.id}>
                      <RecentScriptRow script={script} rowName={rowNames.get(script.id)!} onDelete={setDeleting} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-6 self-start">
          <ReviewsCard />
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle asChild>
                <h2 className="text-lg">How It Works</h2>
              </CardTitle>
              <CardAction>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-expanded={!isHowCollapsed}
                  aria-controls="how-it-works-steps"
                  onClick={toggleHow}
                >
                  {isHowCollapsed ? "Show" : "Hide"}
                </Button>
              </CardAction>
            </CardHeader>
            <CardContent hidden={isHowCollapsed}>
              <ol id="how-it-works-steps" className="flex flex-col gap-4">
                {HOW_IT_WORKS.map((step, i) => (
                  <li key={step.title} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                    >
                      {i + 1}
                    </span>
                    <span className="flex flex-col">
                      <span className="font-medium">{step.title}</span>
                      <span className="text-sm text-muted-foreground">{step.text}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
      </div>

      {hasAskedToDelete ? (
        <Suspense fallback={null}>
          <DeleteScriptDialog
            script={deleting}
            message={(topic) => `Are you sure you want to delete "${topic}"? This action cannot be undone.`}
            onClose={() => setDeleting(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
