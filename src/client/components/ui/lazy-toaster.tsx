import { lazy, Suspense, useState } from "react";
import { useToast } from "@client/components/ui/use-toast";

/**
 * Toasts as plain text in a polite live region: shown instead of the Radix viewport when its code cannot be
 * loaded (offline, or a new deploy replaced the file), so a message is never lost and the app never breaks.
 */
function PlainToaster() {
  const { toasts } = useToast();
  return (
    <section aria-label="Notifications" className="fixed bottom-4 right-4 z-[100] flex max-w-sm flex-col gap-2">
      <ol role="status" aria-live="polite" className="flex flex-col gap-2">
        {toasts
          .filter((t) => t.open !== false)
          .map((t) => (
            <li key={t.id} className="rounded-md border bg-background p-4 text-sm shadow-lg">
              {t.title ? <p className="font-semibold">{t.title}</p> : null}
              {t.description ? <p className="text-muted-foreground">{t.description}</p> : null}
            </li>
          ))}
      </ol>
    </section>
  );
}

const Toaster = lazy((): Promise<{ default: React.ComponentType }> =>
  import("@client/components/ui/toaster").then(
    (m) => ({ default: m.Toaster }),
    () => ({ default: PlainToaster }),
  ),
);

/**
 * The toast viewport, loaded with the first toast (ADR 0023: Radix Toast and its layers are not part of the
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
