import { useState, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@client/components/ui/collapsible";
import { Textarea } from "@client/components/ui/textarea";
import { Tooltip, TooltipContent, TooltipTrigger } from "@client/components/ui/tooltip";
import { formatDate } from "@client/lib/format";
import { cn } from "@client/lib/utils";
import type { EditorScript } from "../lib/editor-script";
import { getTalkingPoints } from "../lib/talking-points";

const GENERATED_TAGS = 3;

const PUBLISHING_IDEAS = [
  "Record it as a short classroom video with on-screen captions.",
  "Split it into two-minute clips for lesson warm-ups.",
  "Share it with families in your class newsletter.",
];

function CollapsibleSection({ title, children }: { title: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Collapsible open={isOpen} onOpenChange={setIsOpen} asChild>
      <section className="border-b pb-3">
        <h3>
          <CollapsibleTrigger className="flex w-full items-center justify-between rounded-sm py-1 text-sm font-semibold">
            {title}
            <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
          </CollapsibleTrigger>
        </h3>
        <CollapsibleContent className="pt-2">{children}</CollapsibleContent>
      </section>
    </Collapsible>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b pb-3 last:border-b-0">
      <h3 className="py-1 text-sm font-semibold">{title}</h3>
      <div className="pt-2">{children}</div>
    </section>
  );
}

interface EditorSidePanelProps {
  script: EditorScript;
  scriptContent: string;
  concept: string;
  onConceptChange: (concept: string) => void;
  /** The concept is shown, not editable. */
  isReadOnly?: boolean;
}

/**
 * docs/product/screens.md#script-editor side panel: what the script yields (talking points, ideas, description, tags)
 * and its details.
 */
export function EditorSidePanel({
  script,
  scriptContent,
  concept,
  onConceptChange,
  isReadOnly = false,
}: EditorSidePanelProps) {
  const talkingPoints = getTalkingPoints(scriptContent);
  return (
    <aside
      aria-labelledby="editor-side-title"
      className="no-print flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <h2 id="editor-side-title" className="text-base font-semibold">
        From the script
      </h2>
      <CollapsibleSection title="Talking Points">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {talkingPoints.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
      </CollapsibleSection>
      <Section title="Publishing ideas">
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {PUBLISHING_IDEAS.map((idea) => (
            <li key={idea}>{idea}</li>
          ))}
        </ul>
      </Section>
      <CollapsibleSection title="Generated description">
        <label htmlFor="concept-text" className="sr-only">
          Concept text
        </label>
        <Textarea
          id="concept-text"
          rows={4}
          maxLength={200}
          value={concept}
          readOnly={isReadOnly}
          onChange={(e) => onConceptChange(e.target.value)}
          className="field-sizing-fixed resize-y"
        />
        <Tooltip>
          <TooltipTrigger asChild>
            {/* aria-disabled (not disabled) so the button stays focusable and its tooltip reachable by keyboard. */}
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-disabled="true"
              className="mt-2 cursor-not-allowed opacity-60"
            >
              Regenerate
            </Button>
          </TooltipTrigger>
          <TooltipContent>Coming soon</TooltipContent>
        </Tooltip>
      </CollapsibleSection>
      <CollapsibleSection title="Generated tags">
        {script.standards.length === 0 ? (
          <p className="text-sm text-muted-foreground">No standards on this script.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {script.standards.slice(0, GENERATED_TAGS).map((s) => (
              <li key={s.code}>
                <Badge variant="secondary" title={s.description}>
                  {s.code}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CollapsibleSection>
      <Section title="Script Details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Created</dt>
          <dd>{script.createdAt ? formatDate(script.createdAt) : "Not saved yet"}</dd>
          <dt className="text-muted-foreground">Characters</dt>
          <dd>{script.characters.length}</dd>
          <dt className="text-muted-foreground">Standards</dt>
          <dd>{script.standards.length}</dd>
        </dl>
      </Section>
      <Section title="Characters">
        {script.characters.length === 0 ? (
          <p className="text-sm text-muted-foreground">No characters.</p>
        ) : (
          <ul className="space-y-2">
            {script.characters.map((c, i) => (
              <li key={`${c.name}-${i}`} className="flex items-center gap-3">
                {c.photoUrl ? (
                  <img src={c.photoUrl} alt="" className="size-9 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  >
                    {c.name.charAt(0).toUpperCase()}
                  </span>
                )}
                <span className="flex flex-col text-sm">
                  <span className="font-medium">{c.name}</span>
                  <span className="text-muted-foreground">{c.label}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </aside>
  );
}
