import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { useTopicText } from "@client/api/topic-texts";
import { cn } from "@client/lib/utils";
import { useWizardStore } from "../stores/wizard-store";

/** "Text read aloud: Nova Writer's own text about honeybees". */
export const topicTextHeading = (subject: string) => `Text read aloud: Nova Writer's own text about ${subject}`;

/**
 * Step 2 and step 5, when no PDF is attached and the topic names a subject of Nova Writer's own library: the text the
 * lesson will read, exactly as the script engines choose it for the wizard's topic, grade, primary standard and
 * considerations (GET /api/topic-text, docs/product/topic-texts.md). Nothing is shown when the lesson reads no text
 * of ours (or while it loads: the card is an aside, not a step to wait for). The same region as the PDF's excerpt
 * (pdf-excerpt-card.tsx): its own heading, the text folding away behind a toggle.
 */
export function TopicTextCard() {
  const attachmentUrl = useWizardStore((s) => s.attachmentUrl);
  const topic = useWizardStore((s) => s.topic);
  const grade = useWizardStore((s) => s.grade);
  const considerations = useWizardStore((s) => s.contentConsiderations);
  const primary = useWizardStore((s) => s.standards[0]?.code ?? null);
  const ownText = useTopicText(!attachmentUrl && primary !== null, topic, grade, primary, considerations);
  const [isOpen, setIsOpen] = useState(true);
  const headingId = useId();
  const bodyId = useId();
  const data = ownText.data;
  if (attachmentUrl || !primary || !data?.subject || !data.text) return null;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium">
          {topicTextHeading(data.subject)}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((v) => !v)}
        >
          {isOpen ? "Hide" : "Show"}
          <span className="sr-only"> text read aloud</span>
          <ChevronDown className={cn("size-4 transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
        </Button>
      </div>
      <div id={bodyId} hidden={!isOpen} className="space-y-2 text-sm">
        <blockquote className="space-y-1 border-l-4 border-primary/40 pl-3">
          {data.title ? <p className="font-medium">{data.title}</p> : null}
          <p className="whitespace-pre-line">{data.text}</p>
        </blockquote>
        <p className="text-muted-foreground">
          The lesson reads this text and asks about its words. Attach a PDF in step 1 to teach from your own text
          instead.
        </p>
      </div>
    </section>
  );
}
