import { useId } from "react";
import { Search } from "lucide-react";
import type { ReviewStatus } from "@shared/schemas/collaboration";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { STATUS_LABELS } from "@client/components/workflow/status-badge";
import type { TeamScriptFilters } from "@client/api/scripts";
import { NativeSelect } from "@client/components/ui/native-select";
import { GradeOptions } from "@client/components/grade-strand-options";

/** Team scripts' search and filters: full-text search, status, grade and standard (a CCSS code). */
export function TeamScriptsFilters({
  value,
  onChange,
}: {
  value: TeamScriptFilters;
  onChange: (next: TeamScriptFilters) => void;
}) {
  const id = useId();
  const set = <K extends keyof TeamScriptFilters>(key: K, v: TeamScriptFilters[K]) => onChange({ ...value, [key]: v });
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-q`}>Search team scripts</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={value.q}
            onChange={(e) => set("q", e.target.value)}
            placeholder="Topic, concept, character or text"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={value.status}
          onChange={(e) => set("status", e.target.value as ReviewStatus | "")}
        >
          <option value="">Any status</option>
          {(Object.keys(STATUS_LABELS) as ReviewStatus[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-grade`}>Grade</Label>
        <NativeSelect id={`${id}-grade`} value={value.grade} onChange={(e) => set("grade", e.target.value)}>
          <GradeOptions anyLabel="Any grade" />
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-standard`}>Standard</Label>
        <Input
          id={`${id}-standard`}
          value={value.standard}
          onChange={(e) => set("standard", e.target.value)}
          placeholder="e.g. RL.3.2"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
