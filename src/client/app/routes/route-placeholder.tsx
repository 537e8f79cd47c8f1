import type { ReactNode } from "react";

interface RoutePlaceholderProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** Page shell for screens that are not built yet: their spec title as the page's h1. */
export function RoutePlaceholder({ title, description, children }: RoutePlaceholderProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      {description ? <p className="mt-2 text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
