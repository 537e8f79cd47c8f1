import { afterEach, describe, expect, it } from "vitest";
import { readTempScript } from "./editor-script";

const payload = {
  topic: "Fables",
  standards: [{ code: "RL.3.2", description: "Recount stories." }],
  characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful", catchphrase: null }],
  concept: "Fable Court",
  conceptDescription: "Animals argue a moral.",
  scriptContent: "RHYMO: Welcome!",
  contentConsiderations: null,
  attachmentUrl: "/api/uploads/abc",
  attachmentName: "fox.pdf",
  engine: "offline",
  grade: "3",
  targetMinutes: 3,
};

const store = (value: unknown) => sessionStorage.setItem("tempScript", typeof value === "string" ? value : JSON.stringify(value));

afterEach(() => sessionStorage.clear());

describe("readTempScript (the wizard → editor hand-off)", () => {
  it("reads the wizard's payload as a script not yet on the server", () => {
    store(payload);
    // Grade and target length are not carried over (as before issue 13): a saved tempScript gets neither.
    const { grade: _grade, targetMinutes: _targetMinutes, ...fields } = payload;
    expect(readTempScript()).toEqual({ id: null, isSaved: null, version: null, createdAt: null, updatedAt: null, ...fields });
  });

  it("gives null when there is nothing, or no script text, or no JSON object", () => {
    expect(readTempScript()).toBeNull();
    for (const raw of ["{cut short", "null", "42", JSON.stringify([payload]), JSON.stringify({ ...payload, scriptContent: 7 })]) {
      store(raw);
      expect(readTempScript()).toBeNull();
    }
  });

  it("reads malformed fields around the script text as empty, never throwing", () => {
    store({
      scriptContent: "RHYMO: Hi!",
      topic: 12,
      standards: [{ code: 5 }],
      characters: "Rhymo",
      concept: null,
      conceptDescription: "",
      attachmentUrl: { url: "/x" },
      engine: "gpt",
    });
    expect(readTempScript()).toMatchObject({
      scriptContent: "RHYMO: Hi!",
      topic: "",
      standards: [],
      characters: [],
      concept: "",
      conceptDescription: null,
      attachmentUrl: null,
      engine: undefined,
    });
  });

  it("gives null when storage itself fails", () => {
    const failing = { getItem: () => { throw new Error("SecurityError"); } } as unknown as Storage;
    expect(readTempScript(failing)).toBeNull();
  });
});
