import { useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Toaster } from "@client/components/ui/toaster";
import { createQueryClient } from "@client/lib/api-client";

/** App-wide providers: server-state cache (spec §7 defaults) and the toast viewport (each tooltip brings its own provider). */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
