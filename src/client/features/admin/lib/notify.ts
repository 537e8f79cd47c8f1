import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";

/** Admin success toast (docs/product/rules.md#errors): titled 'Success'. */
export function notifySuccess(description: string): void {
  toast({ title: "Success", description });
}

/** Admin failure toast (docs/product/rules.md#errors): destructive, titled 'Error'; the cause is logged (as a warning) too. */
export function notifyError(description: string, cause?: unknown): void {
  console.warn(`[admin] ${description}: ${errorMessage(cause, "unknown error")}`);
  toast({ title: "Error", description, variant: "destructive" });
}
