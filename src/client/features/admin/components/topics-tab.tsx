import { useMemo, useState } from "react";
import { topicNameSchema } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { errorMessage } from "@client/lib/api-client";
import { ReloadFailed } from "@client/components/reload-failed";
import { useTopics } from "@client/api/admin";
import { useRenameTopic } from "@client/api/admin";
import { notifyError, notifySuccess } from "../lib/notify";
import { DEFAULT_TOPIC_FILTERS, filterAndSortTopics, summarizeTopics, type TopicFilters } from "../lib/topic-filters";
import { TopicFiltersBar } from "./topic-filters-bar";
import { TopicRow } from "./topic-row";
import { WeeklyChart } from "./weekly-chart";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold">{value}</dd>
    </div>
  );
}

/** 'Topic Management Dashboard' (docs/product/screens.md#topics-tab): totals, weekly chart, filters, topic rows with rename and scripts. */
export function TopicsTab() {
  const topics = useTopics();
  const renameTopic = useRenameTopic();
  const [filters, setFilters] = useState<TopicFilters>(DEFAULT_TOPIC_FILTERS);
  const [editing, setEditing] = useState<{ topic: string; draft: string } | null>(null);
  const [expandedTopic, setExpandedTopic] = useState<string | null>(null);

  const all = useMemo(() => topics.data ?? [], [topics.data]);
  const shown = useMemo(() => filterAndSortTopics(all, filters), [all, filters]);
  const { totalScripts, averageScripts } = summarizeTopics(all);
  const clearFilters = () =>
    setFilters((f) => ({
      ...f,
      search: DEFAULT_TOPIC_FILTERS.search,
      minScripts: 0,
      usagePeriod: DEFAULT_TOPIC_FILTERS.usagePeriod,
    }));

  const handleConfirmRename = () => {
    if (!editing || renameTopic.isPending) return;
    const parsed = topicNameSchema.safeParse(editing.draft);
    if (!parsed.success) return;
    const oldTopic = editing.topic;
    renameTopic.mutate(
      { topic: oldTopic, newTopicName: parsed.data },
      {
        onSuccess: () => {
          notifySuccess("Topic name updated successfully!");
          setEditing(null);
          setExpandedTopic((current) => (current === oldTopic ? null : current));
        },
        onError: (err) => notifyError("Failed to update topic name", err),
      },
    );
  };

  let list;
  if (topics.isPending) {
    list = <p className="py-6 text-center text-muted-foreground">Loading topics...</p>;
  } else if (!topics.data) {
    list = <p className="py-6 text-center text-destructive">{errorMessage(topics.error)}</p>;
  } else if (all.length === 0) {
    list = (
      <p className="py-6 text-center text-muted-foreground">
        No topics found. Topics will appear here as users create and save scripts.
      </p>
    );
  } else if (shown.length === 0) {
    list = (
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-muted-foreground">No topics match your current filters.</p>
        <Button type="button" variant="outline" onClick={clearFilters}>
          Clear Filters
        </Button>
      </div>
    );
  } else {
    list = (
      <ul className="flex flex-col gap-3">
        {shown.map((topic) => (
          <TopicRow
            key={topic.topic}
            topic={topic}
            isEditing={editing?.topic === topic.topic}
            draftName={editing?.topic === topic.topic ? editing.draft : ""}
            isRenaming={renameTopic.isPending}
            isExpanded={expandedTopic === topic.topic}
            onStartEdit={() => setEditing({ topic: topic.topic, draft: topic.topic })}
            onDraftChange={(draft) => setEditing({ topic: topic.topic, draft })}
            onConfirmRename={handleConfirmRename}
            onCancelEdit={() => setEditing(null)}
            onToggleScripts={() => setExpandedTopic((current) => (current === topic.topic ? null : topic.topic))}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-2xl">Topic Management Dashboard</h2>
        </CardTitle>
        <CardDescription>Search, filter, and manage all topics used in scripts</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Stat label="Topics" value={`${shown.length} of ${all.length}`} />
          <Stat label="Total Scripts" value={String(totalScripts)} />
          <Stat label="Avg Scripts per Topic" value={String(averageScripts)} />
        </dl>
        <WeeklyChart />
        <TopicFiltersBar
          filters={filters}
          onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))}
          onClear={clearFilters}
        />
        {list}
        {topics.data && topics.isError ? (
          <ReloadFailed error={topics.error} onRetry={() => void topics.refetch()} />
        ) : null}
      </CardContent>
    </Card>
  );
}
