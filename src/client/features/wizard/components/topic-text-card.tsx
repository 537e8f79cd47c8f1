import { useTopicText } from "@client/api/topic-texts";
import { useWizardStore } from "../stores/wizard-store";
import { ReadAloudPanel, ReadAloudText } from "./read-aloud-panel";

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
  const data = ownText.data;
  if (attachmentUrl || !primary || !data?.subject || !data.text) return null;

  return (
    <ReadAloudPanel heading={topicTextHeading(data.subject)}>
      <ReadAloudText title={data.title} text={data.text} />
      <p className="text-muted-foreground">
        The lesson reads this text and asks about its words. Attach a PDF in step 1 to teach from your own text instead.
      </p>
    </ReadAloudPanel>
  );
}
