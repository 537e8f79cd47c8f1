import * as React from "react";
import { Loader2Icon } from "lucide-react";

import { cn } from "@client/lib/utils";

type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Accessible name announced by screen readers. */
  "aria-label"?: string;
  /** Icon size. */
  size?: "sm" | "default" | "lg";
};

const iconSizes = { sm: "size-4", default: "size-5", lg: "size-8" } as const;

/** Accessible loading indicator: a polite `status` live region with a visually hidden label. */
function Spinner({ className, size = "default", "aria-label": ariaLabel = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={ariaLabel}
      data-slot="spinner"
      className={cn("inline-flex items-center justify-center text-primary", className)}
      {...props}
    >
      <Loader2Icon aria-hidden="true" className={cn("animate-spin motion-reduce:animate-none", iconSizes[size])} />
      <span className="sr-only">{ariaLabel}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
