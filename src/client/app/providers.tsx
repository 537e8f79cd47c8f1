import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { LazyToaster } from "@client/components/ui/lazy-toaster";
import { createQueryClient } from "@client/lib/api-client";

/** App-wide providers: server-state cache (defaults in docs/product/api.md#common-behaviour) and the toast viewport, loaded with the first toast (each tooltip brings its own provider). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
