import { Button } from "@client/components/ui/button";
import { errorMessage } from "@client/lib/api-client";

/**
 * A list's reload (after a change, or on coming back to the screen) failed: the rows already shown stay, and this
 * goes below them with the reason and "Try again". Replacing the whole list by the error lost what the user was
 * looking at for a passing failure.
 */
export function ReloadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(error)}
      </p>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
