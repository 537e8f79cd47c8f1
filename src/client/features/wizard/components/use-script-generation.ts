import { useCallback, useEffect, useRef, useState } from "react";
import { SCRIPT_WARN_CHARS } from "@shared/constants";
import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import { generationRequest } from "../lib/generation-request";
import { createScript } from "@client/api/scripts";
import { streamScript } from "@client/api/generation";
import { scriptPayload } from "./script-actions";
import { useWizardStore } from "../stores/wizard-store";

export interface ScriptGeneration {
  /** The text received so far in the current (or last failed) generation. */
  partialText: string;
  /** The user-facing message of the last failed generation, or null. */
  failure: string | null;
  /** Starts (or restarts) a generation from the wizard's inputs. */
  generate: () => void;
}

/**
 * Streams a script from the wizard's inputs (docs/product/rules.md#validation, #errors). Generates once on mount
 * when the store has no script and `canAutoStart` (every earlier step is complete) (a ref guards against StrictMode's double effect run) and aborts when the
 * page unmounts. The store's `isGenerating` flag drives the page's disabled buttons.
 */
/** Keeps the store's new script as a server draft; a failure only means it stays local until Save. */
function keepAsDraft() {
  const script = useWizardStore.getState().script;
  createScript(scriptPayload(), { isSaved: false }).then(
    (saved) => {
      const now = useWizardStore.getState();
      if (now.script === script && now.savedScriptId === null) now.setDraft({ id: saved.id, version: saved.version });
    },
    () => undefined,
  );
}

export function useScriptGeneration(canAutoStart = true): ScriptGeneration {
  const [partialText, setPartialText] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const hasAutoStartedRef = useRef(false);
  const isMountedRef = useRef(false);
  const canAutoStartRef = useRef(canAutoStart);
  canAutoStartRef.current = canAutoStart;

  const run = useCallback(async () => {
    const state = useWizardStore.getState();
    const { concept } = state;
    if (!state.topic || !concept || state.characters.length === 0 || state.standards.length === 0) {
      toast({
        title: "Missing Information",
        description: "Please complete all previous steps before generating the script.",
        variant: "destructive",
      });
      return;
    }
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setFailure(null);
    setPartialText("");
    // The script being replaced is safe if it was saved or kept as a draft (ADR 0012).
    const replacedDraft = state.script && state.savedScriptId === null && state.draft !== null;
    state.setIsGenerating(true);
    try {
      // A new seed on every generation: Regenerate writes a different script.
      const seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
      const request = { ...generationRequest(state), concept, seed };
      const result = await streamScript(
        request,
        { onText: (text) => !controller.signal.aborted && setPartialText(text) },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (result.scriptContent.length > SCRIPT_WARN_CHARS) {
        console.warn(`Generated script is ${result.scriptContent.length} characters long (over ${SCRIPT_WARN_CHARS}).`);
      }
      useWizardStore.getState().setScript(result.scriptContent, result.engine, result.checks);
      setPartialText("");
      toast({
        title: "Script Generated!",
        description: replacedDraft
          ? "Your script is ready. The previous one is kept under Drafts in My Scripts."
          : "Your script is ready.",
      });
      keepAsDraft();
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = errorMessage(error, "Unknown error");
      setFailure(message);
      toast({
        title: "Generation Failed",
        description: `Failed to generate script: ${message}`,
        variant: "destructive",
      });
    } finally {
      if (controllerRef.current === controller) {
        controllerRef.current = null;
        useWizardStore.getState().setIsGenerating(false);
      }
    }
  }, []);

  const generate = useCallback(() => {
    try {
      void run().catch(() => {
        toast({
          title: "Initialization Error",
          description: "Failed to initialize script generation. Please try refreshing the page.",
          variant: "destructive",
        });
      });
    } catch {
      toast({
        title: "Initialization Error",
        description: "Failed to initialize script generation. Please try refreshing the page.",
        variant: "destructive",
      });
    }
  }, [run]);

  useEffect(() => {
    isMountedRef.current = true;
    if (!hasAutoStartedRef.current) {
      hasAutoStartedRef.current = true;
      // After this commit's other effects, so a toast raised at once reaches a Toaster mounted beside the page.
      queueMicrotask(() => {
        // With earlier steps missing the page lists them instead (no error toast on arrival).
        if (isMountedRef.current && !useWizardStore.getState().script && canAutoStartRef.current) generate();
      });
    }
    return () => {
      isMountedRef.current = false;
      // StrictMode unmounts and remounts at once: abort only if the page is still gone after this tick.
      setTimeout(() => {
        if (isMountedRef.current || !controllerRef.current) return;
        controllerRef.current.abort();
        controllerRef.current = null;
        useWizardStore.getState().setIsGenerating(false);
      }, 0);
    };
  }, [generate]);

  return { partialText, failure, generate };
}
