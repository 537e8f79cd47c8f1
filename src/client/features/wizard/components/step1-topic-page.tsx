import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Search } from "lucide-react";
import { filterTopics, popularTopics, type CatalogueTopic } from "@shared/curriculum/topics";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { cn } from "@client/lib/utils";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { GradePicker } from "./grade-picker";
import { TopicIcon } from "./topic-icon";
import { WizardPageShell } from "./wizard-page-shell";
import { paths } from "@client/lib/paths";

const STEP2_PATH = paths.step2;

/** /step1-topic (spec §2 "Step 1 topic"): a topic search combobox over the catalogue, and the Popular Topics grid. */
export function Step1TopicPage() {
  const navigate = useNavigate();
  const storedTopic = useWizardStore((s) => s.topic);
  const setTopic = useWizardStore((s) => s.setTopic);
  const setStep = useWizardStore((s) => s.setStep);
  const grade = useWizardStore((s) => s.grade);
  const setGrade = useWizardStore((s) => s.setGrade);

  const [query, setQuery] = useState(storedTopic);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listboxId = useId();

  const suggestions = filterTopics(query);
  const isExpanded = isOpen && suggestions.length > 0;
  const canContinue = query.trim().length > 0;

  // The dropdown closes on a click outside the search box (spec §2).
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener("mousedown", handlePointerDown);
    return () => document.removeEventListener("mousedown", handlePointerDown);
  }, [isOpen]);

  // A different topic makes a generated script stale: that asks first (issue 11). The standards still
  // offered for the new topic, the characters and the concept are kept.
  const chooseTopic = (name: string) => {
    const go = () => {
      setTopic(name);
      setStep(2);
      navigate(STEP2_PATH);
    };
    if (name.trim() === useWizardStore.getState().topic) go();
    else guardScriptDrop(go);
  };

  const handleNext = () => {
    if (!canContinue) return;
    chooseTopic(query);
  };

  const handleChange = (value: string) => {
    setQuery(value);
    // Spec §2: typing stores the topic at once — unless a generated script would be dropped (asked on Next).
    if (!useWizardStore.getState().script) setTopic(value);
    setIsOpen(true);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (suggestions.length === 0) return;
      setIsOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((i) =>
        !isExpanded ? (step === 1 ? 0 : suggestions.length - 1) : (i + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === "Enter") {
      event.preventDefault();
      const active = isExpanded ? suggestions[activeIndex] : undefined;
      if (active) chooseTopic(active.name);
      else handleNext();
    } else if (event.key === "Escape") {
      if (isExpanded) event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <WizardPageShell
      step={1}
      title="What's your topic?"
      subtitle="Search the K-5 ELA topic catalogue or enter your own topic."
      previousDisabled
      onNext={handleNext}
      nextDisabled={!canContinue}
    >
      <GradePicker value={grade} onChange={(g) => guardScriptDrop(() => setGrade(g))} className="mx-auto w-full max-w-2xl" />
      <div ref={containerRef} className="relative mx-auto w-full max-w-2xl">
        <Label htmlFor={inputId} className="sr-only">
          Topic
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={isExpanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
          autoComplete="off"
          placeholder="Search topics or enter your own..."
          value={query}
          onChange={(e) => handleChange(e.target.value)}
          onFocus={() => setIsOpen(true)}
          onKeyDown={handleKeyDown}
          className="h-12 pl-10 text-base"
        />
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Topic suggestions"
          hidden={!isExpanded}
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border bg-popover py-1 text-popover-foreground shadow-lg"
        >
          {isExpanded &&
            suggestions.map((topic, index) => (
              <SuggestionOption
                key={topic.name}
                id={`${listboxId}-${index}`}
                topic={topic}
                isActive={index === activeIndex}
                onHover={() => setActiveIndex(index)}
                onChoose={() => chooseTopic(topic.name)}
              />
            ))}
        </ul>
      </div>

      <section aria-labelledby="popular-topics-heading" className="space-y-4">
        <h2 id="popular-topics-heading" className="text-lg font-semibold">
          Popular Topics
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {popularTopics.map((topic) => (
            <li key={topic.name}>
              <button
                type="button"
                onClick={() => chooseTopic(topic.name)}
                className="flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-accent"
              >
                <TopicIcon name={topic.icon} className="size-6 text-primary" />
                <span className="font-medium">{topic.name}</span>
                <span className="text-sm text-muted-foreground">{topic.category}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </WizardPageShell>
  );
}

interface SuggestionOptionProps {
  id: string;
  topic: CatalogueTopic;
  isActive: boolean;
  onHover: () => void;
  onChoose: () => void;
}

function SuggestionOption({ id, topic, isActive, onHover, onChoose }: SuggestionOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={isActive}
      // mousedown would blur the input first; keep focus in the combobox.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
      className={cn("flex cursor-pointer items-center gap-3 px-3 py-2", isActive && "bg-accent text-accent-foreground")}
    >
      <TopicIcon name={topic.icon} className="size-5 shrink-0 text-primary" />
      <span className="flex flex-col">
        <span className="font-medium">{topic.name}</span>
        <span className="text-xs text-muted-foreground">{`${topic.grade} Grade ${topic.category}`}</span>
      </span>
    </li>
  );
}
