import { afterEach, describe, expect, it } from "vitest";
import { TEMP_SCRIPT_STORAGE_KEY, WIZARD_STORAGE_KEY } from "@shared/constants";
import { useWizardStore } from "@client/features/wizard/stores/wizard-store";
import { draftKey, readDraft, writeDraft, type ScriptDraft } from "@client/features/editor/lib/draft-storage";
import { OWNER_KEY, claimLocalData, clearLocalDataOnLogout, mayStoreLocally } from "@client/lib/local-data";

const draft: ScriptDraft = { topic: "Rhymes", concept: "Song", scriptContent: "A's words", baseVersion: 2, savedAt: 1 };
const wizard = () => useWizardStore.getState();

/** User A's work in this browser: a wizard in progress, an unsaved editor draft, the editor hand-over. */
function leaveWorkOf(userId: number) {
  expect(claimLocalData(userId)).toBe(false);
  wizard().setTopic("Fables of A");
  wizard().setContentConsiderations("A's class has a pupil named Sam");
  writeDraft(7, draft);
  writeDraft("temp", draft);
  sessionStorage.setItem(TEMP_SCRIPT_STORAGE_KEY, JSON.stringify({ scriptContent: "A" }));
  localStorage.setItem("nova-editor-font-size", "16");
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  wizard().reset();
  localStorage.clear();
});

describe("stored state on a shared computer", () => {
  it("keeps the stored state for the user who wrote it, across reloads of /me", () => {
    leaveWorkOf(1);
    expect(claimLocalData(1)).toBe(false);
    expect(wizard().topic).toBe("Fables of A");
    expect(readDraft(7)).toEqual(draft);
    expect(localStorage.getItem(OWNER_KEY)).toBe("1");
  });

  it("adopts state stored before owners were recorded", () => {
    writeDraft(3, draft);
    expect(claimLocalData(5)).toBe(false);
    expect(readDraft(3)).toEqual(draft);
    expect(localStorage.getItem(OWNER_KEY)).toBe("5");
  });

  it("clears everything another user stored when a different user arrives, and keeps other sites' keys", () => {
    leaveWorkOf(1);
    localStorage.setItem("unrelated", "kept");
    expect(claimLocalData(2)).toBe(true);
    expect(wizard().topic).toBe("");
    expect(wizard().contentConsiderations).toBe("");
    expect(readDraft(7)).toBeNull();
    expect(readDraft("temp")).toBeNull();
    expect(sessionStorage.getItem(TEMP_SCRIPT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem("nova-editor-font-size")).toBeNull();
    const stored = JSON.stringify(Object.fromEntries(Object.entries(localStorage)));
    expect(stored).not.toContain("Fables of A");
    expect(stored).not.toContain("Sam");
    expect(localStorage.getItem("unrelated")).toBe("kept");
    expect(localStorage.getItem(OWNER_KEY)).toBe("2");
    // B's own work is then stored as usual.
    wizard().setTopic("B's topic");
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toContain("B's topic");
  });

  it("clears on logout and stores nothing until the next user is known", () => {
    leaveWorkOf(1);
    clearLocalDataOnLogout();
    expect(wizard().topic).toBe("");
    expect(readDraft(7)).toBeNull();
    expect(sessionStorage.getItem(TEMP_SCRIPT_STORAGE_KEY)).toBeNull();
    expect(mayStoreLocally()).toBe(false);
    // A screen still closing writes nothing: the editor's draft on the way to /login, the wizard's state.
    writeDraft(7, draft);
    wizard().setTopic("Late write of A");
    expect(localStorage.getItem(draftKey(7))).toBeNull();
    expect(localStorage.getItem(WIZARD_STORAGE_KEY) ?? "").not.toContain("Late write of A");
    // Whoever signs in next (even A) starts fresh, and may store again.
    expect(claimLocalData(1)).toBe(true);
    expect(wizard().topic).toBe("");
    expect(mayStoreLocally()).toBe(true);
    writeDraft(7, draft);
    expect(readDraft(7)).toEqual(draft);
  });
});
