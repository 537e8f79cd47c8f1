import { useState } from "react";
import { useNavigate } from "react-router";
import { popularTopics } from "@shared/curriculum/topics";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { GradePicker } from "./grade-picker";
import { TopicCombobox } from "./topic-combobox";
import { TopicIcon } from "./topic-icon";
import { WizardPageShell } from "./wizard-page-shell";
import { paths } from "@client/lib/paths";

const STEP2_PATH = paths.step2;

/** /step1-topic (docs/product/screens.md#step-1-topic): a topic search combobox over the catalogue, and the Popular Topics grid. */
export function Step1TopicPage() {
  const navigate = useNavigate();
  const storedTopic = useWizardStore((s) => s.topic);
  const setTopic = useWizardStore((s) => s.setTopic);
  const setStep = useWizardStore((s) => s.setStep);
  const grade = useWizardStore((s) => s.grade);
  const setGrade = useWizardStore((s) => s.setGrade);

  const [query, setQuery] = useState(storedTopic);
  const canContinue = query.trim().length > 0;

  // A different topic makes a generated script stale: that asks first (ADR 0012). The standards still
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
    // docs/product/screens.md#step-1-topic: typing stores the topic at once — unless a generated script would be dropped (asked on Next).
    if (!useWizardStore.getState().script) setTopic(value);
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
      <GradePicker
        value={grade}
        onChange={(g) => guardScriptDrop(() => setGrade(g))}
        className="mx-auto w-full max-w-2xl"
      />
      <TopicCombobox query={query} onQueryChange={handleChange} onChoose={chooseTopic} onSubmitText={handleNext} />

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
