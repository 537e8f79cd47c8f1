import { useEffect, type ReactNode } from "react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { useWizardStore } from "../stores/wizard-store";
import { ScriptDropDialog } from "./script-drop-dialog";
import { StepProgress } from "./step-progress";

export interface WizardPageShellProps {
  /** 1–5: set as the store's current step on mount. */
  step: number;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Omit to render 'Previous' disabled. */
  onPrevious?: () => void;
  previousDisabled?: boolean;
  /** Omit to render no next button. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** Replaces the default arrow icon after the next label. */
  nextIcon?: ReactNode;
  /** More buttons in the action bar, before Next (step 5: Regenerate and Save). */
  actions?: ReactNode;
}

/**
 * Page frame of the wizard steps: progress bar, one `<h1>`, the step's content, and the action bar (Previous,
 * the step's actions, Next), which sticks to the bottom of the window so it is in reach on long steps
 * (ADR 0012). Also hosts the "Replace the generated script?" question.
 */
export function WizardPageShell({
  step,
  title,
  subtitle,
  children,
  onPrevious,
  previousDisabled,
  onNext,
  nextLabel = "Next Step",
  nextDisabled,
  nextIcon,
  actions,
}: WizardPageShellProps) {
  const setStep = useWizardStore((s) => s.setStep);
  useEffect(() => {
    setStep(step);
  }, [setStep, step]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 pt-8 pb-2 sm:px-6 lg:px-8">
      <StepProgress currentStep={step} />
      <header className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </header>
      <div className="flex flex-col gap-6">{children}</div>
      <div
        role="group"
        aria-label="Step actions"
        className="no-print sticky bottom-0 z-30 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t bg-background px-4 py-3 shadow-[0_-6px_12px_-8px_rgb(30_27_75/0.18)] sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
      >
        <Button type="button" variant="outline" onClick={onPrevious} disabled={previousDisabled || !onPrevious}>
          <ArrowLeft aria-hidden="true" />
          {/* An arrow alone on phones, so the bar keeps to one row. */}
          <span className="max-sm:sr-only">Previous</span>
        </Button>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {actions}
          {onNext ? (
            <Button type="button" onClick={onNext} disabled={nextDisabled}>
              {nextLabel}
              {nextIcon ?? <ArrowRight aria-hidden="true" />}
            </Button>
          ) : null}
        </div>
      </div>
      <ScriptDropDialog />
    </div>
  );
}
