import { Check } from "lucide-react";
import { useShallow } from "zustand/react/shallow";
import { cn } from "@client/lib/utils";
import { useWizardStore } from "../stores/wizard-store";

/** The five wizard steps with their labels (docs/product/screens.md#step-progress-bar). */
export const WIZARD_STEP_ITEMS = [
  { step: 1, label: "Topic", sublabel: "Choose your subject" },
  { step: 2, label: "Standards", sublabel: "Select requirements" },
  { step: 3, label: "Characters", sublabel: "Choose speakers" },
  { step: 4, label: "Concept", sublabel: "Generate ideas" },
  { step: 5, label: "Script", sublabel: "Generate content" },
] as const;

export interface StepProgressProps {
  /** 1–5. */
  currentStep: number;
}

/**
 * The step progress bar: earlier steps are completed with a check when the store holds their content, and
 * shown as missing (dashed, "needs input") when it does not (/step5-script opened with empty
 * steps shows what is missing, not completed steps); the current one is highlighted (`aria-current="step"`),
 * later ones are pending.
 */
export function StepProgress({ currentStep }: StepProgressProps) {
  const hasContent = useWizardStore(
    useShallow((s) => [
      s.topic.trim().length > 0,
      s.standards.length > 0,
      s.characters.length > 0,
      s.concept !== null,
      s.script.trim().length > 0,
    ]),
  );
  return (
    <div className="w-full">
      <ol aria-label="Progress" className="grid grid-cols-5 gap-1 sm:gap-2">
        {WIZARD_STEP_ITEMS.map(({ step, label, sublabel }, index) => {
          const isEarlier = step < currentStep;
          const isCompleted = isEarlier && hasContent[index]!;
          const isMissing = isEarlier && !hasContent[index];
          const isCurrent = step === currentStep;
          const showCheck = isCompleted;
          const state = isCompleted ? "completed" : isMissing ? "missing" : isCurrent ? "current" : "pending";
          return (
            <li
              key={step}
              aria-current={isCurrent ? "step" : undefined}
              data-state={state}
              className="flex flex-col items-center gap-1 text-center"
            >
              <div className="flex w-full items-center">
                <span
                  aria-hidden="true"
                  className={cn(
                    "h-0.5 flex-1",
                    index === 0 ? "invisible" : step <= currentStep ? "bg-primary" : "bg-border",
                  )}
                />
                <span
                  className={cn(
                    "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold sm:size-10",
                    isCompleted && "border-primary bg-primary text-primary-foreground",
                    isMissing && "border-dashed border-destructive bg-background text-destructive",
                    isCurrent && "border-primary bg-background text-primary ring-4 ring-primary/20",
                    !isCompleted && !isCurrent && "border-border bg-background text-muted-foreground",
                  )}
                >
                  {showCheck ? (
                    <>
                      <Check className="size-4" aria-hidden="true" />
                      <span className="sr-only">Step {step}</span>
                    </>
                  ) : (
                    <span>
                      <span className="sr-only">Step </span>
                      {step}
                    </span>
                  )}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "h-0.5 flex-1",
                    index === WIZARD_STEP_ITEMS.length - 1
                      ? "invisible"
                      : step < currentStep
                        ? "bg-primary"
                        : "bg-border",
                  )}
                />
              </div>
              <span
                className={cn(
                  "text-xs font-medium sm:text-sm",
                  isCurrent ? "text-foreground" : isMissing ? "text-destructive" : "text-muted-foreground",
                )}
              >
                {label}
              </span>
              <span className="hidden text-xs text-muted-foreground md:block">{sublabel}</span>
              <span className="sr-only">
                {isCompleted
                  ? ", completed"
                  : isMissing
                    ? ", needs input"
                    : isCurrent
                      ? ", current step"
                      : ", not started"}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
