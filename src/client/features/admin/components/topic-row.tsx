import { useId, type FormEvent } from "react";
import { Check, Pencil, X } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { formatDate } from "@client/lib/format";
import type { TopicSummary } from "@client/api/admin";
import { TopicScriptsList } from "./topic-scripts-list";

export interface TopicRowProps {
  topic: TopicSummary;
  isEditing: boolean;
  /** The new name typed while editing. */
  draftName: string;
  isRenaming: boolean;
  isExpanded: boolean;
  onStartEdit: () => void;
  onDraftChange: (value: string) => void;
  onConfirmRename: () => void;
  onCancelEdit: () => void;
  onToggleScripts: () => void;
}

/** "1 saved script" / "2 saved scripts". */
export const savedScriptsLabel = (count: number) => `${count} saved ${count === 1 ? "script" : "scripts"}`;

/** One topic (docs/product/screens.md#topics-tab): name, script count, last used, inline rename and the scripts under it. */
export function TopicRow(props: TopicRowProps) {
  const { topic, isEditing, draftName, isRenaming, isExpanded } = props;
  const scriptsId = useId();
  const canConfirm = draftName.trim() !== "" && !isRenaming;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canConfirm) props.onConfirmRename();
  };

  return (
    <li className="rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {isEditing ? (
            <form
              onSubmit={handleSubmit}
              className="flex items-center gap-2"
              aria-label={`Rename topic ${topic.topic}`}
            >
              <Input
                aria-label={`New name for ${topic.topic}`}
                value={draftName}
                autoFocus
                onChange={(e) => props.onDraftChange(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Escape") props.onCancelEdit();
                }}
                className="max-w-sm"
              />
              <Button
                type="submit"
                size="icon"
                aria-label="Save topic name"
                disabled={!canConfirm}
                aria-busy={isRenaming}
              >
                <Check aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Cancel rename"
                onClick={props.onCancelEdit}
                disabled={isRenaming}
              >
                <X aria-hidden="true" />
              </Button>
            </form>
          ) : (
            <div className="flex min-w-0 items-start gap-2">
              {/* The whole name, wrapped (long names used to be cut). */}
              <h3 className="min-w-0 pt-1.5 font-semibold break-words">{topic.topic}</h3>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Rename topic ${topic.topic}`}
                onClick={props.onStartEdit}
              >
                <Pencil aria-hidden="true" />
              </Button>
            </div>
          )}
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>{savedScriptsLabel(topic.scriptCount)}</span>
            {topic.lastUsed ? <span>Last used {formatDate(topic.lastUsed)}</span> : null}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls={scriptsId}
          onClick={props.onToggleScripts}
        >
          {isExpanded ? "Hide Scripts" : "View Scripts"}
          <span className="sr-only"> for {topic.topic}</span>
        </Button>
      </div>
      {isExpanded ? <TopicScriptsList id={scriptsId} topic={topic.topic} /> : null}
    </li>
  );
}
