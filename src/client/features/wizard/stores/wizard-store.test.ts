import { beforeEach, describe, expect, it } from "vitest";
import { WIZARD_STORAGE_KEY } from "@shared/constants";
import { initialWizardState, useWizardStore } from "./wizard-store";

const store = () => useWizardStore.getState();
beforeEach(() => store().reset());

describe("wizard store", () => {
  it("moves between steps within 1–5 only", () => {
    store().previousStep();
    expect(store().currentStep).toBe(1);
    for (let i = 0; i < 10; i++) store().nextStep();
    expect(store().currentStep).toBe(5);
    store().setStep(0);
    expect(store().currentStep).toBe(1);
  });

  it("toggles standards by code and characters by name (same name = same character)", () => {
    store().toggleStandard({ code: "RL.3.2", description: "a" });
    store().toggleStandard({ code: "RI.3.2", description: "b" });
    store().toggleStandard({ code: "RL.3.2", description: "other text" });
    expect(store().standards.map((s) => s.code)).toEqual(["RI.3.2"]);
    store().toggleCharacter({ name: "Rhymo", label: "Robot", personality: "" });
    store().toggleCharacter({ name: " rhymo ", label: "Another", personality: "" });
    expect(store().characters).toEqual([]);
  });

  it("trims the topic; a new topic drops the script but keeps the characters, the concept and (until step 2 narrows them) the standards", () => {
    store().setTopic("  Main Idea ");
    store().toggleStandard({ code: "RI.3.2", description: "b" });
    store().toggleCharacter({ name: "Rhymo", label: "Robot", personality: "" });
    store().setConcept({ title: "Idea Hunt", description: "" });
    store().setScript("text", "offline");
    store().setTopic("Main Idea");
    expect(store().script).toBe("text");
    store().setTopic("Main Ideas");
    expect(store().topic).toBe("Main Ideas");
    expect(store().script).toBe("");
    expect(store().standards.map((s) => s.code)).toEqual(["RI.3.2"]);
    expect(store().characters.map((c) => c.name)).toEqual(["Rhymo"]);
    expect(store().concept?.title).toBe("Idea Hunt");
  });

  it("keeps only the standards still offered for a new topic, once per topic (ADR 0012)", () => {
    store().setTopic("Fables");
    store().toggleStandard({ code: "RL.2.2", description: "a" });
    store().toggleStandard({ code: "RL.3.2", description: "b" });
    store().toggleStandard({ code: "W.3.1", description: "c" });
    // Same topic: nothing to narrow.
    expect(store().keepOfferedStandards("Fables", new Set(["RL.2.2"]))).toEqual([]);
    expect(store().standards).toHaveLength(3);

    store().setTopic("Fable");
    const dropped = store().keepOfferedStandards("Fable", new Set(["RL.2.2", "RL.3.2", "RL.4.2"]));
    expect(dropped.map((s) => s.code)).toEqual(["W.3.1"]);
    expect(store().standards.map((s) => s.code)).toEqual(["RL.2.2", "RL.3.2"]);

    // A standard added later for this topic (e.g. by search) is not narrowed away on the next visit.
    store().toggleStandard({ code: "L.3.1", description: "d" });
    expect(store().keepOfferedStandards("Fable", new Set(["RL.2.2", "RL.3.2"]))).toEqual([]);
    expect(store().standards.map((s) => s.code)).toEqual(["RL.2.2", "RL.3.2", "L.3.1"]);
  });

  it("takes the editor's save of its own script (matched by id) and ignores other scripts", () => {
    store().setScript("generated", "offline");
    store().setDraft({ id: 7, version: 1 });
    store().adoptServerCopy({ id: 8, version: 2, scriptContent: "other", isSaved: true });
    expect(store().script).toBe("generated");
    store().adoptServerCopy({ id: 7, version: 2, scriptContent: "edited", isSaved: true });
    expect(store()).toMatchObject({ script: "edited", savedScriptId: 7, draft: null });
  });

  it("adds a context script once, persists to localStorage without isGenerating, and resets", () => {
    store().addContextScript({ id: 1, topic: "A", concept: "B" });
    store().addContextScript({ id: 1, topic: "A", concept: "B" });
    expect(store().contextScripts).toHaveLength(1);
    store().setIsGenerating(true);
    const saved = JSON.parse(localStorage.getItem(WIZARD_STORAGE_KEY)!);
    expect(saved.state.contextScripts).toHaveLength(1);
    expect(saved.state).not.toHaveProperty("isGenerating");
    store().reset();
    const { reset: _r, ...state } = store();
    expect(Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== "function"))).toEqual(
      initialWizardState,
    );
  });

  it("restores what the browser kept field by field: a malformed field starts over, the others are kept", async () => {
    const kept = {
      currentStep: 3,
      topic: "Fables",
      grade: "3",
      standards: [{ code: "RL.3.2", description: "Recount stories" }],
      characters: "Rhymo", // not a list
      concept: { title: 42 }, // not a concept
      targetMinutes: 99, // out of range
      script: "RHYMO: Hi!",
      draft: { id: "7" }, // not a draft
      attachmentUrl: null,
    };
    localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ state: kept, version: 2 }));
    await useWizardStore.persist.rehydrate();
    expect(store()).toMatchObject({
      currentStep: 3,
      topic: "Fables",
      grade: "3",
      standards: [{ code: "RL.3.2", description: "Recount stories" }],
      characters: [],
      concept: null,
      targetMinutes: null,
      script: "RHYMO: Hi!",
      draft: null,
      contentConsiderations: "",
    });

    localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ state: "cut sh", version: 2 }));
    await useWizardStore.persist.rehydrate();
    expect(store().topic).toBe("Fables"); // nothing usable: the state in memory stays
  });
});
