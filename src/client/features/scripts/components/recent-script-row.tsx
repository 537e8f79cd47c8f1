import { Link } from "react-router";
import { Trash2 } from "lucide-react";
import { HOME_CHARACTER_BADGES } from "@shared/constants";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { formatDateTime } from "@client/lib/format";
import type { ScriptSummary } from "@client/api/scripts";
import { characterCountLabel } from "../script-file";
import { paths } from "@client/lib/paths";

export interface RecentScriptRowProps {
  script: ScriptSummary;
  /** What the row's controls add to their names ("Delete Fables"): unique in the list (scriptRowNames). */
  rowName: string;
  onDelete: (script: ScriptSummary) => void;
}

/**
 * A dashboard row (docs/product/screens.md#home-dashboard): the upper part (topic, created date/time) links to the editor, the lower
 * part (character count, 2 name badges then '+N') links to /saved-scripts, and a trash button deletes.
 * Three sibling controls, none nested in another.
 */
export function RecentScriptRow({ script, rowName, onDelete }: RecentScriptRowProps) {
  const names = script.characters.map((c) => c.name);
  const shown = names.slice(0, HOME_CHARACTER_BADGES);
  const rest = names.length - shown.length;
  const linkClass = "block rounded-md px-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";

  return (
    <div className="flex items-start gap-2 rounded-lg border bg-card p-1">
      <div className="min-w-0 flex-1">
        <Link to={paths.editor(script.id)} className={`${linkClass} pt-2 pb-1`}>
          {/* The concept is the script's title, the topic under it; a script without one shows its topic. */}
          <span className="block font-medium break-words">{script.concept || script.topic}</span>
          {script.concept ? <span className="block text-sm break-words">{script.topic}</span> : null}
          <time dateTime={script.createdAt} className="block text-sm text-muted-foreground">
            {formatDateTime(script.createdAt)}
          </time>
        </Link>
        <Link to={paths.savedScripts} className={`${linkClass} flex flex-wrap items-center gap-1.5 pt-1 pb-2`}>
          <span className="text-xs text-muted-foreground">{characterCountLabel(names.length)}</span>
          {shown.map((name, i) => (
            <Badge key={`${name}-${i}`} variant="secondary">
              {name}
            </Badge>
          ))}
          {rest > 0 && <Badge variant="outline">+{rest}</Badge>}
          {/* Every row has this link: its name says whose characters they are, to keep each name unique. */}
          <span className="sr-only"> in {rowName}, view all saved scripts</span>
        </Link>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete ${rowName}`}
        onClick={() => onDelete(script)}
        className="text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
