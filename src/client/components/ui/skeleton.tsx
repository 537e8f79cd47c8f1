import * as React from "react";

import { cn } from "@client/lib/utils";

/** Decorative loading placeholder (hidden from assistive tech; pair with a Spinner or status text). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent", className)}
      {...props}
    />
  );
}

export { Skeleton };
