import { useState } from "react";
import { Copy, Save } from "lucide-react";
import type { RelatedScriptDto } from "@shared/schemas/script";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/components/ui/use-toast";
import { useRelatedScripts } from "@client/api/scripts";
import { useSaveScript } from "@client/api/scripts";
import { formatDate } from "@client/lib/format";

/** Characters of a related script shown before 'Show more'. */
const PREVIEW_CHARS = 200;

/** docs/product/screens.md#step-5-script: the author shows as the e-mail's local part. */
const authorName = (script: RelatedScriptDto) => script.author || "Unknown";

function RelatedScriptItem({ script }: { script: RelatedScriptDto }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const saveScript = useSaveScript();
  const contentId = `related-script-${script.id}`;
  const isLong = script.scriptContent.length > PREVIEW_CHARS;
  const text =
    isExpanded || !isLong ? script.scriptContent : `${script.scriptContent.slice(0, PREVIEW_CHARS).trimEnd()}…`;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(script.scriptContent);
      toast({ title: "Copied!", description: "Script copied to clipboard." });
    } catch {
      toast({ title: "Copy Failed", description: "Failed to copy script to clipboard", variant: "destructive" });
    }
  };

  const handleSave = () => {
    saveScript.mutate(
      {
        input: {
          topic: script.topic,
          standards: script.standards,
          characters: script.characters.map((c) => ({ name: c.name, label: c.label, personality: "" })),
          concept: script.concept,
          conceptDescription: null,
          scriptContent: script.scriptContent,
          contentConsiderations: null,
          attachmentUrl: null,
          attachmentName: null,
        },
      },
      {
        onSuccess: () => {
          setIsSaved(true);
          toast({ title: "Script Saved!", description: "A copy is in My Scripts." });
        },
        onError: () =>
          toast({
            title: "Save Failed",
            description: "Failed to save script. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <li className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{script.concept || script.topic}</h3>
        <p className="text-sm text-muted-foreground">
          By {authorName(script)} · {formatDate(script.createdAt)}
        </p>
      </div>
      <pre id={contentId} className="font-mono text-sm break-words whitespace-pre-wrap">
        {text}
      </pre>
      <div className="flex flex-wrap gap-2">
        {isLong ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={isExpanded}
            aria-controls={contentId}
            onClick={() => setIsExpanded(!isExpanded)}
          >
            {isExpanded ? "Show less" : "Show more"}
          </Button>
        ) : null}
        <Button type="button" variant="outline" size="sm" onClick={handleCopy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={handleSave}
          disabled={isSaved || saveScript.isPending}
        >
          <Save aria-hidden="true" />
          {isSaved ? "Saved" : "Save to My Scripts"}
        </Button>
      </div>
    </li>
  );
}

/** 'Related Scripts': other authors' scripts on the same topic, each copyable or savable as the user's own. */
export function RelatedScriptsCard({ topic }: { topic: string }) {
  const related = useRelatedScripts(topic);
  const scripts = related.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Related Scripts</h2>
        </CardTitle>
        <CardDescription>Scripts on “{topic}” by other authors.</CardDescription>
      </CardHeader>
      <CardContent>
        {related.isLoading ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : related.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load related scripts.
          </p>
        ) : scripts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No related scripts by other authors for this topic yet.</p>
        ) : (
          <ul className="space-y-4">
            {scripts.map((s) => (
              <RelatedScriptItem key={s.id} script={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
