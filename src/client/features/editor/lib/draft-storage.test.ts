import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, draftKey, isDraftWorthRestoring, readDraft, writeDraft, type ScriptDraft } from "./draft-storage";

const draft: ScriptDraft = {
  topic: "Rhymes",
  concept: "Song",
  scriptContent: "Edited",
  baseVersion: 2,
  savedAt: Date.parse("2025-03-05T10:00:00Z"),
};
const script = { topic: "Rhymes", concept: "Song", scriptContent: "Original", updatedAt: "2025-03-05T09:00:00Z" };

afterEach(() => localStorage.clear());

describe("draft storage", () => {
  it("stores one draft per script under nova-writer-draft:{id|temp}", () => {
    writeDraft(7, draft);
    writeDraft("temp", { ...draft, baseVersion: null });
    expect(draftKey(7)).toBe("nova-writer-draft:7");
    expect(JSON.parse(localStorage.getItem("nova-writer-draft:7")!)).toEqual(draft);
    expect(readDraft("temp")).toEqual({ ...draft, baseVersion: null });
    expect(readDraft(8)).toBeNull();
  });

  it("clears a draft", () => {
    writeDraft(7, draft);
    clearDraft(7);
    expect(readDraft(7)).toBeNull();
    expect(localStorage.getItem("nova-writer-draft:7")).toBeNull();
  });

  it("ignores malformed stored values", () => {
    localStorage.setItem("nova-writer-draft:3", "{not json");
    localStorage.setItem("nova-writer-draft:4", JSON.stringify({ topic: "x" }));
    expect(readDraft(3)).toBeNull();
    expect(readDraft(4)).toBeNull();
  });

  it("offers a draft only when it is newer than the loaded script and differs from it", () => {
    expect(isDraftWorthRestoring(draft, script)).toBe(true);
    expect(isDraftWorthRestoring(null, script)).toBe(false);
    expect(isDraftWorthRestoring({ ...draft, scriptContent: "Original" }, script)).toBe(false);
    expect(isDraftWorthRestoring(draft, { ...script, updatedAt: "2025-03-05T11:00:00Z" })).toBe(false);
    expect(isDraftWorthRestoring({ ...draft, scriptContent: "Original", topic: "New topic" }, script)).toBe(true);
  });
});

describe("draft storage: old or damaged values", () => {
  it("reads a draft of the wrong shape as none, never throwing", () => {
    const stored = {
      5: JSON.stringify({ ...draft, baseVersion: "2" }),
      6: JSON.stringify({ ...draft, savedAt: "yesterday" }),
      7: JSON.stringify([draft]),
      8: "null",
      9: JSON.stringify({ ...draft, scriptContent: undefined }),
    };
    for (const [id, raw] of Object.entries(stored)) localStorage.setItem(`nova-writer-draft:${id}`, raw);
    for (const id of Object.keys(stored)) expect(readDraft(Number(id))).toBeNull();
  });

  it("drops fields a draft does not have", () => {
    localStorage.setItem("nova-writer-draft:5", JSON.stringify({ ...draft, extra: "from a newer version" }));
    expect(readDraft(5)).toEqual(draft);
  });
});
