import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { usePromptUsage } from "@client/api/admin";

const PURPOSE_NAMES = { script: "Script", concepts: "Concepts", standards: "Standards" } as const;

/** Which prompt generation uses for each purpose right now: a database row or the built-in default. */
export function PromptUsagePanel() {
  const usage = usePromptUsage();
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h3 className="text-base">Prompts used for generation</h3>
        </CardTitle>
        <CardDescription>An active prompt with one of these names replaces the built-in default.</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        {usage.isPending ? (
          <p className="text-sm text-muted-foreground">Loading prompt usage...</p>
        ) : usage.isError ? (
          <p className="text-sm text-destructive">Unable to load prompt usage.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {usage.data.map((row) => (
              <li key={row.purpose} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{PURPOSE_NAMES[row.purpose]}:</span>
                <code className="rounded bg-muted px-1.5 py-0.5">{row.name}</code>
                <Badge variant={row.source === "database" ? "default" : "secondary"}>
                  {row.source === "database" ? "Database prompt" : "Built-in default"}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
