import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { WIZARD_STEPS, WIZARD_STORAGE_KEY } from "@shared/constants";
import type { ScriptCharacter } from "@shared/schemas/script";
import type { Grade } from "@shared/schemas/grade";
import type { Engine } from "@shared/schemas/generation";
import type { ScriptChecks } from "@shared/script/check-script";
import type { Concept, Standard } from "@shared/schemas/standard";
import { persistedWizardStateSchema } from "@shared/schemas/stored";
import { onLocalDataCleared, ownedLocalStorage } from "@client/lib/local-data";

/** A saved script chosen as context in step 4 (only what the chip shows; the server loads the text by id). */
export interface ContextScript {
  id: number;
  topic: string;
  concept: string;
}

/** Wizard state (docs/product/rules.md#data 'Wizard state'), persisted in localStorage under `nova-writer-state`. */
export interface WizardState {
  currentStep: number;
  topic: string;
  /** The grade the video is for (ADR 0008): step 2 lists its standards first; null until chosen. */
  grade: Grade | null;
  standards: Standard[];
  /** The topic the chosen standards were offered for; a changed topic keeps only those still offered (ADR 0012). */
  standardsTopic: string;
  characters: ScriptCharacter[];
  /** Characters created in step 3's dialog: local to the wizard, never saved to the server's list. */
  localCharacters: ScriptCharacter[];
  concept: Concept | null;
  /** How many times concepts were regenerated (asks the engine for a different set). */
  conceptVariant: number;
  contextScripts: ContextScript[];
  /** Target video length in minutes (1–10); null → the grade's default (ADR 0007). */
  targetMinutes: number | null;
  script: string;
  scriptEngine: Engine | null;
  /** The Script check of the current script (ADR 0007), from generation or the last save. */
  scriptChecks: ScriptChecks | null;
  /** Id of the saved copy of the current script (Save Script then updates instead of duplicating). */
  savedScriptId: number | null;
  /** The server draft kept for the current script (ADR 0012: a generated script is never lost), or null. */
  draft: { id: number; version: number } | null;
  contentConsiderations: string;
  /** URL of the uploaded PDF (`/api/uploads/<id>`), never a data URL: large files do not fit localStorage. */
  attachmentUrl: string | null;
  attachmentName: string | null;
  isGenerating: boolean;
  /** The plan episode this script is made for (docs/product/coverage.md): saving it links the script there. */
  planEpisode: { planId: number; episodeId: number } | null;
}

/** What the coverage map and a plan start the wizard with (docs/product/coverage.md "Make a script for this"). */
export interface WizardPrefill {
  topic: string;
  grade: Grade;
  standards: Standard[];
  targetMinutes?: number;
  planEpisode?: { planId: number; episodeId: number } | null;
}

export interface WizardActions {
  setStep(step: number): void;
  nextStep(): void;
  previousStep(): void;
  setTopic(topic: string): void;
  setGrade(grade: Grade): void;
  toggleStandard(standard: Standard): void;
  setStandards(standards: Standard[]): void;
  /**
   * After a topic change, keeps only the chosen standards in `offeredCodes` (the standards offered for
   * `topic`) and returns the dropped ones. Runs once per topic: standards added later stay.
   */
  keepOfferedStandards(topic: string, offeredCodes: ReadonlySet<string>): Standard[];
  toggleCharacter(character: ScriptCharacter): void;
  /** Adds a character made in step 3's dialog and (unless `select` is false) selects it. */
  addLocalCharacter(character: ScriptCharacter, select?: boolean): void;
  setConcept(concept: Concept | null): void;
  regenerateConcepts(): void;
  addContextScript(script: ContextScript): void;
  removeContextScript(id: number): void;
  setScript(script: string, engine: Engine | null, checks?: ScriptChecks | null): void;
  setTargetMinutes(minutes: number): void;
  /**
   * A scene operation changed the script (docs/product/scene-operations.md): new text and check, same engine,
   * and the server draft stays linked (Save Script saves the new text into it).
   */
  replaceScriptText(script: string, checks: ScriptChecks | null): void;
  setSavedScriptId(id: number | null): void;
  setDraft(draft: { id: number; version: number } | null): void;
  /**
   * The editor saved the wizard's script (its draft or saved copy, matched by id): the wizard shows that text
   * and knows it is saved, so step 5's Save Script neither duplicates it nor sends a stale version.
   */
  adoptServerCopy(copy: {
    id: number;
    version: number;
    scriptContent: string;
    isSaved: boolean;
    checks?: ScriptChecks | null;
  }): void;
  setContentConsiderations(text: string): void;
  setAttachment(attachment: { url: string; name: string } | null): void;
  setIsGenerating(isGenerating: boolean): void;
  /** A new script from step 1 with topic, grade and standards chosen (the standards count as offered for it). */
  startFrom(prefill: WizardPrefill): void;
  reset(): void;
}

export const initialWizardState: WizardState = {
  currentStep: 1,
  topic: "",
  grade: null,
  standards: [],
  standardsTopic: "",
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
  planEpisode: null,
};

const sameName = (a: { name: string }, b: { name: string }) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/**
 * Changing an input that the script was written from invalidates that script (its saved copy or draft stays
 * on the server). The screens ask first (`guardScriptDrop`), so a generated script is never dropped silently.
 */
const staleScript = { script: "", scriptEngine: null, scriptChecks: null, savedScriptId: null, draft: null } as const;

export const useWizardStore = create<WizardState & WizardActions>()(
  persist(
    (set, get) => ({
      ...initialWizardState,
      // docs/product/rules.md#states: next only below 5, previous only above 1, or set directly (clamped to 1–5).
      setStep: (step) => set({ currentStep: Math.min(WIZARD_STEPS, Math.max(1, Math.round(step))) }),
      nextStep: () => set((s) => ({ currentStep: s.currentStep < WIZARD_STEPS ? s.currentStep + 1 : s.currentStep })),
      previousStep: () => set((s) => ({ currentStep: s.currentStep > 1 ? s.currentStep - 1 : s.currentStep })),
      setTopic: (topic) =>
        set((s) => {
          const trimmed = topic.trim();
          if (trimmed === s.topic) return {};
          // The characters and concept still apply; the standards are narrowed to those still offered on step 2.
          return { topic: trimmed, conceptVariant: 0, ...staleScript };
        }),
      // Standards of other grades stay chosen; the script was written for the old grade, so it is stale.
      setGrade: (grade) => set((s) => (s.grade === grade ? {} : { grade, ...staleScript })),
      toggleStandard: (standard) =>
        set((s) => ({
          standardsTopic: s.topic,
          standards: s.standards.some((x) => x.code === standard.code)
            ? s.standards.filter((x) => x.code !== standard.code)
            : [...s.standards, standard],
          ...staleScript,
        })),
      setStandards: (standards) => set((s) => ({ standards, standardsTopic: s.topic, ...staleScript })),
      keepOfferedStandards: (topic, offeredCodes) => {
        const s = get();
        if (s.topic !== topic || s.standardsTopic === topic) return [];
        const dropped = s.standards.filter((x) => !offeredCodes.has(x.code));
        set({
          standardsTopic: topic,
          ...(dropped.length > 0
            ? { standards: s.standards.filter((x) => offeredCodes.has(x.code)), ...staleScript }
            : {}),
        });
        return dropped;
      },
      toggleCharacter: (character) =>
        set((s) => ({
          characters: s.characters.some((x) => sameName(x, character))
            ? s.characters.filter((x) => !sameName(x, character))
            : [...s.characters, character],
          ...staleScript,
        })),
      addLocalCharacter: (character, select = true) =>
        set((s) => ({
          localCharacters: [...s.localCharacters.filter((x) => !sameName(x, character)), character],
          ...(select && !s.characters.some((x) => sameName(x, character))
            ? { characters: [...s.characters, character], ...staleScript }
            : {}),
        })),
      setConcept: (concept) => set({ concept, ...staleScript }),
      regenerateConcepts: () => set((s) => ({ conceptVariant: s.conceptVariant + 1 })),
      addContextScript: (script) =>
        set((s) =>
          s.contextScripts.some((x) => x.id === script.id)
            ? {}
            : { contextScripts: [...s.contextScripts, script], ...staleScript },
        ),
      removeContextScript: (id) =>
        set((s) => ({ contextScripts: s.contextScripts.filter((x) => x.id !== id), ...staleScript })),
      setScript: (script, engine, checks = null) =>
        set({ script, scriptEngine: engine, scriptChecks: checks, savedScriptId: null, draft: null }),
      setDraft: (draft) => set({ draft }),
      replaceScriptText: (script, checks) => set({ script, scriptChecks: checks }),
      adoptServerCopy: (copy) =>
        set((s) => {
          if (s.draft?.id !== copy.id && s.savedScriptId !== copy.id) return {};
          return {
            script: copy.scriptContent,
            scriptChecks: copy.checks ?? s.scriptChecks,
            savedScriptId: copy.isSaved ? copy.id : null,
            draft: copy.isSaved ? null : { id: copy.id, version: copy.version },
          };
        }),
      setTargetMinutes: (targetMinutes) =>
        set((s) => (s.targetMinutes === targetMinutes ? {} : { targetMinutes, ...staleScript })),
      setSavedScriptId: (savedScriptId) => set({ savedScriptId }),
      setContentConsiderations: (contentConsiderations) => set({ contentConsiderations }),
      setAttachment: (attachment) =>
        set({ attachmentUrl: attachment?.url ?? null, attachmentName: attachment?.name ?? null }),
      setIsGenerating: (isGenerating) => set({ isGenerating }),
      startFrom: (prefill) =>
        set({
          ...initialWizardState,
          topic: prefill.topic.trim(),
          grade: prefill.grade,
          standards: prefill.standards,
          standardsTopic: prefill.topic.trim(),
          targetMinutes: prefill.targetMinutes ?? null,
          planEpisode: prefill.planEpisode ?? null,
        }),
      reset: () => set({ ...initialWizardState }),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      storage: createJSONStorage(() => ownedLocalStorage),
      version: 2,
      // Version 1 had no standardsTopic: its standards were chosen for its topic.
      migrate: (persisted, version) => {
        const state = persisted as Partial<WizardState>;
        return version < 2 ? { ...state, standardsTopic: state.topic ?? "" } : state;
      },
      // What the browser kept is checked field by field: a malformed field starts over, the rest is kept.
      merge: (persisted, current) => {
        const parsed = persistedWizardStateSchema.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
      // A generation cannot survive a reload: never restore isGenerating = true.
      partialize: ({ isGenerating: _ignored, ...rest }) => rest,
    },
  ),
);

// Logout or another user arriving clears the stored state; the wizard starts over (docs/product/security.md,
// "Shared computer").
onLocalDataCleared(() => useWizardStore.getState().reset());
