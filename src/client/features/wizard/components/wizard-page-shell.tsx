import { useEffect, type ReactNode } from "react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { useWizardStore } from "../stores/wizard-store";
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
}

/** Page frame of the wizard steps: progress bar, one `<h1>`, the step's content, and the Previous / Next footer. */
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
}: WizardPageShellProps) {
  const setStep = useWizardStore((s) => s.setStep);
  useEffect(() => {
    setStep(step);
  }, [setStep, step]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <StepProgress currentStep={step} />
      <header className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-muted-foreground">{subtitle}</p> : null}
      </header>
      <div className="flex flex-col gap-6">{children}</div>
      <div className="flex items-center justify-between gap-4 border-t pt-6">
        <Button type="button" variant="outline" onClick={onPrevious} disabled={previousDisabled || !onPrevious}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {onNext ? (
          <Button type="button" onClick={onNext} disabled={nextDisabled}>
            {nextLabel}
            {nextIcon ?? <ArrowRight aria-hidden="true" />}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
