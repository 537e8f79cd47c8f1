import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { WIZARD_STEPS, WIZARD_STORAGE_KEY } from "@shared/constants";
import type { ScriptCharacter } from "@shared/schemas/script";
import type { Grade } from "@shared/schemas/grade";
import type { Engine } from "@shared/schemas/generation";
import type { ScriptChecks } from "@shared/script/check-script";
import type { Concept, Standard } from "@shared/schemas/standard";

/** A saved script chosen as context in step 4 (only what the chip shows; the server loads the text by id). */
export interface ContextScript {
  id: number;
  topic: string;
  concept: string;
}

/** Wizard state (spec §3 'Wizard state'), persisted in localStorage under `nova-writer-state`. */
export interface WizardState {
  currentStep: number;
  topic: string;
  /** The grade the video is for (issue 9): step 2 lists its standards first; null until chosen. */
  grade: Grade | null;
  standards: Standard[];
  characters: ScriptCharacter[];
  /** Characters created in step 3's dialog: local to the wizard, never saved to the server's list. */
  localCharacters: ScriptCharacter[];
  concept: Concept | null;
  /** How many times concepts were regenerated (asks the engine for a different set). */
  conceptVariant: number;
  contextScripts: ContextScript[];
  /** Target video length in minutes (1–10); null → the grade's default (issue 10). */
  targetMinutes: number | null;
  script: string;
  scriptEngine: Engine | null;
  /** The Script check of the current script (issue 10), from generation or the last save. */
  scriptChecks: ScriptChecks | null;
  /** Id of the saved copy of the current script (Save Script then updates instead of duplicating). */
  savedScriptId: number | null;
  /** The server draft kept for the current script (issue 11: a generated script is never lost), or null. */
  draft: { id: number; version: number } | null;
  contentConsiderations: string;
  /** URL of the uploaded PDF (`/api/uploads/<id>`), never a data URL: large files do not fit localStorage. */
  attachmentUrl: string | null;
  attachmentName: string | null;
  isGenerating: boolean;
}

export interface WizardActions {
  setStep(step: number): void;
  nextStep(): void;
  previousStep(): void;
  setTopic(topic: string): void;
  setGrade(grade: Grade): void;
  toggleStandard(standard: Standard): void;
  setStandards(standards: Standard[]): void;
  toggleCharacter(character: ScriptCharacter): void;
  addLocalCharacter(character: ScriptCharacter): void;
  setConcept(concept: Concept | null): void;
  regenerateConcepts(): void;
  addContextScript(script: ContextScript): void;
  removeContextScript(id: number): void;
  setScript(script: string, engine: Engine | null, checks?: ScriptChecks | null): void;
  setTargetMinutes(minutes: number): void;
  setSavedScriptId(id: number | null): void;
  setDraft(draft: { id: number; version: number } | null): void;
  setContentConsiderations(text: string): void;
  setAttachment(attachment: { url: string; name: string } | null): void;
  setIsGenerating(isGenerating: boolean): void;
  reset(): void;
}

export const initialWizardState: WizardState = {
  currentStep: 1,
  topic: "",
  grade: null,
  standards: [],
  characters: [],
  localCharacters: [],
  concept: null,
  conceptVariant: 0,
  contextScripts: [],
  targetMinutes: null,
  script: "",
  scriptEngine: null,
  scriptChecks: null,
  savedScriptId: null,
  draft: null,
  contentConsiderations: "",
  attachmentUrl: null,
  attachmentName: null,
  isGenerating: false,
};

const sameName = (a: { name: string }, b: { name: string }) => a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** Changing an input that the script was written from invalidates that script and its saved copy. */
const staleScript = { script: "", scriptEngine: null, scriptChecks: null, savedScriptId: null, draft: null } as const;

export const useWizardStore = create<WizardState & WizardActions>()(
  persist(
    (set) => ({
      ...initialWizardState,
      // Spec §4: next only below 5, previous only above 1, or set directly (clamped to 1–5).
      setStep: (step) => set({ currentStep: Math.min(WIZARD_STEPS, Math.max(1, Math.round(step))) }),
      nextStep: () => set((s) => ({ currentStep: s.currentStep < WIZARD_STEPS ? s.currentStep + 1 : s.currentStep })),
      previousStep: () => set((s) => ({ currentStep: s.currentStep > 1 ? s.currentStep - 1 : s.currentStep })),
      setTopic: (topic) =>
        set((s) => {
          const trimmed = topic.trim();
          if (trimmed === s.topic) return {};
          // A new topic means the standards offered for the old one no longer apply.
          return { topic: trimmed, standards: [], concept: null, conceptVariant: 0, ...staleScript };
        }),
      // Standards of other grades stay chosen; the script was written for the old grade, so it is stale.
      setGrade: (grade) => set((s) => (s.grade === grade ? {} : { grade, ...staleScript })),
      toggleStandard: (standard) =>
        set((s) => ({
          standards: s.standards.some((x) => x.code === standard.code)
            ? s.standards.filter((x) => x.code !== standard.code)
            : [...s.standards, standard],
          ...staleScript,
        })),
      setStandards: (standards) => set({ standards, ...staleScript }),
      toggleCharacter: (character) =>
        set((s) => ({
          characters: s.characters.some((x) => sameName(x, character))
            ? s.characters.filter((x) => !sameName(x, character))
            : [...s.characters, character],
          ...staleScript,
        })),
      addLocalCharacter: (character) =>
        set((s) => ({
          localCharacters: [...s.localCharacters.filter((x) => !sameName(x, character)), character],
          characters: s.characters.some((x) => sameName(x, character)) ? s.characters : [...s.characters, character],
          ...staleScript,
        })),
      setConcept: (concept) => set({ concept, ...staleScript }),
      regenerateConcepts: () => set((s) => ({ conceptVariant: s.conceptVariant + 1 })),
      addContextScript: (script) =>
        set((s) => (s.contextScripts.some((x) => x.id === script.id) ? {} : { contextScripts: [...s.contextScripts, script], ...staleScript })),
      removeContextScript: (id) => set((s) => ({ contextScripts: s.contextScripts.filter((x) => x.id !== id), ...staleScript })),
      setScript: (script, engine, checks = null) => set({ script, scriptEngine: engine, scriptChecks: checks, savedScriptId: null, draft: null }),
      setDraft: (draft) => set({ draft }),
      setTargetMinutes: (targetMinutes) => set((s) => (s.targetMinutes === targetMinutes ? {} : { targetMinutes, ...staleScript })),
      setSavedScriptId: (savedScriptId) => set({ savedScriptId }),
      setContentConsiderations: (contentConsiderations) => set({ contentConsiderations }),
      setAttachment: (attachment) => set({ attachmentUrl: attachment?.url ?? null, attachmentName: attachment?.name ?? null }),
      setIsGenerating: (isGenerating) => set({ isGenerating }),
      reset: () => set({ ...initialWizardState }),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      version: 1,
      // A generation cannot survive a reload: never restore isGenerating = true.
      partialize: ({ isGenerating: _ignored, ...rest }) => rest,
    },
  ),
);
