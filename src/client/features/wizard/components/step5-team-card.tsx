import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import type { CheckedScript } from "@client/api/scripts";
import { ApprovedVersionBanner } from "@client/components/workflow/approved-version-banner";
import { CommentsPanel } from "@client/components/workflow/comments-panel";
import { ReviewPanel } from "@client/components/workflow/review-panel";
import { SharingControl } from "@client/components/workflow/sharing-control";

/**
 * Step 5's team card (docs/product/team-workflow.md) for a script in My Scripts: sharing and co-editors, review,
 * and the comments (on the whole script here; lines are picked in the editor). The document above marks the
 * beats open comments are on.
 */
export function Step5TeamCard({ script }: { script: CheckedScript }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Team</h2>
        </CardTitle>
      </CardHeader>
      {script.approval ? <ApprovedVersionBanner script={script} /> : null}
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="space-y-6">
          <SharingControl script={script} />
          <ReviewPanel script={script} />
        </div>
        <CommentsPanel scriptId={script.id} version={script.version} text={script.scriptContent} />
      </CardContent>
    </Card>
  );
}
