import { AlertCircle } from "lucide-react";
import { Button } from "@client/components/ui/button";

export interface LoadErrorProps {
  /** Already user-facing, e.g. "Could not load standards: 500: …". */
  message: string;
  onRetry: () => void;
}

/** A failed read with a Retry button (an alert, so it is announced). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 p-4 text-sm">
      <p className="flex items-center gap-2 text-destructive">
        <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
