import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "@client/components/ui/toaster";
import { TooltipProvider } from "@client/components/ui/tooltip";
import { createQueryClient } from "@client/lib/api-client";

/** App-wide providers: server-state cache (spec §7 defaults), tooltips, the toast viewport. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider delayDuration={200}>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
