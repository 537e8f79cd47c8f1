import { formatDate } from "@client/lib/format";
import { errorMessage } from "@client/lib/api-client";
import { useTopicScripts } from "@client/api/admin";

/** The scripts saved under one topic (docs/product/screens.md#topics-tab): concept, creator e-mail, creation date, number of standards. */
export function TopicScriptsList({ id, topic }: { id: string; topic: string }) {
  const scripts = useTopicScripts(topic, true);
  let body;
  if (scripts.isPending) {
    body = <p className="text-sm text-muted-foreground">Loading scripts...</p>;
  } else if (scripts.isError) {
    body = <p className="text-sm text-destructive">{errorMessage(scripts.error)}</p>;
  } else if (scripts.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">No scripts found for this topic</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y rounded-md border">
        {scripts.data.map((script) => (
          <li
            key={script.id}
            className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="font-medium">{script.concept || "Untitled Script"}</span>
            <span className="flex flex-wrap gap-x-3 text-muted-foreground">
              <span>{script.userEmail}</span>
              <span>{formatDate(script.createdAt)}</span>
              <span>
                {script.standardsCount} {script.standardsCount === 1 ? "standard" : "standards"}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div id={id} className="mt-3">
      {body}
    </div>
  );
}
