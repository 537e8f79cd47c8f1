import { useId, useState } from "react";
import { Check, Plus } from "lucide-react";
import type { Standard } from "@shared/schemas/standard";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Spinner } from "@client/components/ui/spinner";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/utils";
import { useStandardsSearch } from "@client/api/standards";
import { useDebouncedValue } from "@client/lib/use-debounced-value";

export interface AddStandardSearchProps {
  selectedCodes: ReadonlySet<string>;
  onToggle: (standard: Standard) => void;
}

/** "Add another standard": search all CCSS ELA K–5 standards by code or words and add any of them. */
export function AddStandardSearch({ selectedCodes, onToggle }: AddStandardSearchProps) {
  const inputId = useId();
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim());
  const search = useStandardsSearch(query);
  const isActive = query.length >= 2;

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>Add another standard</Label>
      <Input
        id={inputId}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search by code (e.g. RL.3.2) or words"
        autoComplete="off"
      />
      {isActive && search.isPending ? <Spinner size="sm" aria-label="Searching standards" /> : null}
      {isActive && search.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(search.error)}
        </p>
      ) : null}
      {isActive && search.data ? (
        search.data.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            No standards match “{query}”.
          </p>
        ) : (
          <ul aria-label="Matching standards" className="max-h-72 divide-y overflow-y-auto rounded-md border">
            {search.data.map((standard) => {
              const isSelected = selectedCodes.has(standard.code);
              return (
                <li key={standard.code}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onToggle(standard)}
                    className={cn(
                      "flex w-full cursor-pointer items-start gap-3 px-3 py-2 text-left text-sm hover:bg-accent",
                      isSelected && "bg-accent text-accent-foreground",
                    )}
                  >
                    {isSelected ? (
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    ) : (
                      <Plus className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    )}
                    <span>
                      <span className="font-semibold">{standard.code}</span>: {standard.description}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
