import { cn } from "@client/lib/utils";

/** The `license` field of data/ccss-ela-k5.json (kept equal by standards-license-note.test.tsx). */
export const CCSS_LICENSE =
  "© Copyright 2010. National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.";

/** Small attribution shown wherever CCSS standards text appears. */
export function StandardsLicenseNote({ className }: { className?: string }) {
  return <p className={cn("text-xs text-muted-foreground", className)}>Common Core State Standards {CCSS_LICENSE}</p>;
}
