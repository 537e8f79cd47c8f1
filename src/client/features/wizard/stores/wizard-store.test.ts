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

  it("trims the topic and clears what depended on the old one", () => {
    store().setTopic("  Main Idea ");
    store().toggleStandard({ code: "RI.3.2", description: "b" });
    store().setScript("text", "offline");
    store().setTopic("Main Idea");
    expect(store().standards).toHaveLength(1);
    store().setTopic("Poetry");
    expect(store().topic).toBe("Poetry");
    expect(store().standards).toEqual([]);
    expect(store().script).toBe("");
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
    expect(Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== "function"))).toEqual(initialWizardState);
  });
});
