import * as React from "react";

import { cn } from "@client/lib/utils";

/**
 * The browser's own select, styled like the other fields. Every select in the app is this one: a custom list
 * hid the page (aria-hidden) around it while open, with its controls still focusable there
 * (docs/product/accessibility.md). Label it with a `<Label htmlFor>` or `aria-label`.
 */
function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}

export { NativeSelect };
