import { useId } from "react";
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import {
  hasActiveFilters,
  parseMinScripts,
  type TopicFilters,
  type TopicSortKey,
  type UsagePeriod,
} from "../lib/topic-filters";
import { NativeSelect } from "@client/components/ui/native-select";

const SORT_OPTIONS: { value: TopicSortKey; label: string }[] = [
  { value: "name", label: "Topic Name" },
  { value: "scriptCount", label: "Script Count" },
  { value: "lastUsed", label: "Last Used" },
];

const PERIOD_OPTIONS: { value: UsagePeriod; label: string }[] = [
  { value: "all", label: "All Time" },
  { value: "lastWeek", label: "Last Week" },
  { value: "lastMonth", label: "Last Month" },
  { value: "lastYear", label: "Last Year" },
];

export interface TopicFiltersBarProps {
  filters: TopicFilters;
  onChange: (patch: Partial<TopicFilters>) => void;
  onClear: () => void;
}

/** The topic filters (docs/product/screens.md#topics-tab): search, sort with direction toggle, min scripts, usage period, clear. */
export function TopicFiltersBar({ filters, onChange, onClear }: TopicFiltersBarProps) {
  const id = useId();
  const isAscending = filters.sortDirection === "asc";
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-search`}>Search Topics</Label>
          <Input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-sort`}>Sort By</Label>
          <div className="flex gap-2">
            <NativeSelect
              id={`${id}-sort`}
              value={filters.sortBy}
              onChange={(e) => onChange({ sortBy: e.target.value as TopicSortKey })}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={
                isAscending ? "Sorted ascending; switch to descending" : "Sorted descending; switch to ascending"
              }
              onClick={() => onChange({ sortDirection: isAscending ? "desc" : "asc" })}
            >
              {isAscending ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-min`}>Min Scripts</Label>
          <Input
            id={`${id}-min`}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={filters.minScripts}
            onChange={(e) => onChange({ minScripts: parseMinScripts(e.target.value) })}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-period`}>Usage Period</Label>
          <NativeSelect
            id={`${id}-period`}
            value={filters.usagePeriod}
            onChange={(e) => onChange({ usagePeriod: e.target.value as UsagePeriod })}
          >
            {PERIOD_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {hasActiveFilters(filters) ? (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={onClear}>
          Clear All Filters
        </Button>
      ) : null}
    </div>
  );
}
