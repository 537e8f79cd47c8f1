import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useCommandState } from "cmdk";
import { Search } from "lucide-react";
import { filterTopics } from "@shared/curriculum/topics";
import { Command, CommandItem, CommandList } from "@client/components/ui/command";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { TopicIcon } from "./topic-icon";

/** cmdk's selected value while no suggestion is active: matches no item, so cmdk never picks one by itself. */
const NO_ACTIVE = "\u0000";

interface TopicComboboxProps {
  /** The text in the box (free text is allowed: the topic need not be in the catalogue). */
  query: string;
  onQueryChange: (value: string) => void;
  /** A suggestion was chosen (click, or Enter on the active one). */
  onChoose: (name: string) => void;
  /** Enter with no active suggestion: continue with the typed text. */
  onSubmitText: () => void;
}

/**
 * The step 1 search box (docs/product/screens.md#step-1-topic): a combobox over the topic catalogue (case-insensitive substring on name or
 * category, at most 6 suggestions). cmdk renders the listbox and moves the active option with the arrow keys
 * (wrapping) and the pointer; Enter chooses the active option, or the typed text when none is active; Escape
 * and an outside click close the list. The active option is controlled here so cmdk does not select the first
 * option on its own (Enter would then replace the typed text with a suggestion).
 */
export function TopicCombobox({ query, onQueryChange, onChoose, onSubmitText }: TopicComboboxProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(NO_ACTIVE);
  const [listId, setListId] = useState<string>();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listRef = useCallback((list: HTMLDivElement | null) => setListId(list?.id), []);

  const suggestions = filterTopics(query);
  const isExpanded = isOpen && suggestions.length > 0;
  const hasActive = isExpanded && active !== NO_ACTIVE;

  const close = () => {
    setIsOpen(false);
    setActive(NO_ACTIVE);
  };

  // The dropdown closes on a click outside the search box.
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) {
        setIsOpen(false);
        setActive(NO_ACTIVE);
      }
    };
    document.addEventListener("mousedown", handlePointerDown);
    return () => document.removeEventListener("mousedown", handlePointerDown);
  }, [isOpen]);

  const handleChange = (value: string) => {
    // Typing clears the active option (Enter then takes the typed text).
    setActive(NO_ACTIVE);
    onQueryChange(value);
    setIsOpen(true);
  };

  // Runs before cmdk's own key handling on the root (arrows move, Enter chooses the active option).
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      setIsOpen(true);
    } else if (event.key === "Home" || event.key === "End") {
      // Keep them for the text caret, as in any text box.
      event.stopPropagation();
    } else if (event.key === "Enter") {
      if (hasActive) return;
      event.preventDefault();
      onSubmitText();
    } else if (event.key === "Escape") {
      if (isExpanded) event.preventDefault();
      close();
    }
  };

  return (
    <Command
      ref={containerRef}
      shouldFilter={false}
      loop
      vimBindings={false}
      value={active}
      onValueChange={setActive}
      className="mx-auto max-w-2xl"
    >
      <Label htmlFor={inputId} className="sr-only">
        Topic
      </Label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <TopicInput
        id={inputId}
        listId={listId}
        isExpanded={isExpanded}
        hasActive={hasActive}
        value={query}
        onChange={handleChange}
        onFocus={() => setIsOpen(true)}
        onKeyDown={handleKeyDown}
      />
      <CommandList
        ref={listRef}
        label="Topic suggestions"
        hidden={!isExpanded}
        className="absolute top-full z-20 mt-1 max-h-none w-full rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
      >
        {suggestions.map((topic) => (
          <CommandItem
            key={topic.name}
            value={topic.name}
            onSelect={() => onChoose(topic.name)}
            // mousedown would blur the input first; keep focus in the combobox.
            onMouseDown={(e) => e.preventDefault()}
          >
            <TopicIcon name={topic.icon} className="size-5 shrink-0 text-primary" />
            <span className="flex flex-col">
              <span className="font-medium">{topic.name}</span>
              <span className="text-xs text-muted-foreground">{`${topic.grade} Grade ${topic.category}`}</span>
            </span>
          </CommandItem>
        ))}
      </CommandList>
    </Command>
  );
}

interface TopicInputProps {
  id: string;
  listId: string | undefined;
  isExpanded: boolean;
  hasActive: boolean;
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The combobox's text box; inside `Command` so it can name cmdk's active option for screen readers. */
function TopicInput({ id, listId, isExpanded, hasActive, value, onChange, onFocus, onKeyDown }: TopicInputProps) {
  const activeOptionId = useCommandState((state) => state.selectedItemId);
  return (
    <Input
      id={id}
      role="combobox"
      aria-expanded={isExpanded}
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={hasActive ? activeOptionId : undefined}
      autoComplete="off"
      placeholder="Search topics or enter your own..."
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className="h-12 pl-10 text-base"
    />
  );
}
