import { lazy, Suspense, useState } from "react";
import { useToast } from "@client/components/ui/use-toast";

const Toaster = lazy(() => import("@client/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport, loaded with the first toast (issue 12: Radix Toast and its layers are not part of the
 * JavaScript every screen needs at first paint). Once loaded it stays mounted, so later toasts and the F8
 * shortcut to the notifications region work as before.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [isNeeded, setIsNeeded] = useState(false);
  if (!isNeeded && toasts.length > 0) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
