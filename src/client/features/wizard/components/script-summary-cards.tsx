import type { ReactNode } from "react";
import { STANDARDS_CARD_CODES } from "@shared/constants";
import type { ScriptCharacter } from "@shared/schemas/script";
import type { Concept, Standard } from "@shared/schemas/standard";
import { Badge, badgeVariants } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Tooltip, TooltipContent, TooltipTrigger } from "@client/components/ui/tooltip";
import { cn } from "@client/lib/utils";

interface ScriptSummaryCardsProps {
  topic: string;
  standards: Standard[];
  characters: ScriptCharacter[];
  concept: Concept | null;
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle asChild>
          <h2 className="text-sm text-muted-foreground">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-4">{children}</CardContent>
    </Card>
  );
}

/** Step 5's summary of the wizard inputs: topic, standards (first 3 codes then '+n more'), characters, concept. */
export function ScriptSummaryCards({ topic, standards, characters, concept }: ScriptSummaryCardsProps) {
  const shown = standards.slice(0, STANDARDS_CARD_CODES);
  const hidden = standards.length - shown.length;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SummaryCard title="Topic">
        <p className="font-semibold">{topic || "Not set"}</p>
      </SummaryCard>
      <SummaryCard title="Standards">
        {standards.length === 0 ? (
          <p className="text-sm text-muted-foreground">None selected</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {shown.map((s) => (
              <li key={s.code}>
                <Tooltip>
                  <TooltipTrigger type="button" className={cn(badgeVariants({ variant: "secondary" }), "cursor-help")}>
                    {s.code}
                  </TooltipTrigger>
                  <TooltipContent className="max-w-xs">{s.description}</TooltipContent>
                </Tooltip>
              </li>
            ))}
            {hidden > 0 ? (
              <li>
                <Badge variant="outline">+{hidden} more</Badge>
              </li>
            ) : null}
          </ul>
        )}
      </SummaryCard>
      <SummaryCard title="Characters">
        {characters.length === 0 ? (
          <p className="text-sm text-muted-foreground">None selected</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {characters.map((c) => (
              <li key={c.name}>
                <span className="font-medium">{c.name}</span>
                {c.label ? <span className="text-muted-foreground"> · {c.label}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </SummaryCard>
      <SummaryCard title="Concept">
        {concept ? (
          <>
            <p className="font-semibold">{concept.title}</p>
            {concept.description ? (
              <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{concept.description}</p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Not set</p>
        )}
      </SummaryCard>
    </div>
  );
}
