import { Link } from "react-router";
import type { WizardState } from "../stores/wizard-store";
import { paths } from "@client/lib/paths";

export interface MissingStep {
  label: string;
  to: string;
  step: string;
}

/** Which earlier wizard inputs are missing (topic, standards, characters, and for step 5 the concept). */
export function missingSteps(
  s: Pick<WizardState, "topic" | "standards" | "characters" | "concept">,
  needsConcept: boolean,
): MissingStep[] {
  const all: (MissingStep | false)[] = [
    !s.topic && { label: "a topic", to: paths.step1, step: "Step 1" },
    s.standards.length === 0 && { label: "at least one standard", to: paths.step2, step: "Step 2" },
    s.characters.length === 0 && { label: "at least one character", to: paths.step3, step: "Step 3" },
    needsConcept && !s.concept && { label: "a concept", to: paths.step4, step: "Step 4" },
  ];
  return all.filter((m): m is MissingStep => !!m);
}

/** What an earlier step still needs, with a link to each (steps 4 and 5). */
export function MissingSteps({ missing, purpose }: { missing: MissingStep[]; purpose: string }) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/50 bg-card p-5 text-card-foreground">
      <p className="font-semibold">Some earlier steps are not complete.</p>
      <p className="text-sm">{purpose}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {missing.map((m) => (
          <li key={m.to}>
            {m.label}:{" "}
            <Link to={m.to} className="font-medium text-primary underline underline-offset-4">
              go to {m.step}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
