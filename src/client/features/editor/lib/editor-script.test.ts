import { afterEach, describe, expect, it } from "vitest";
import { fieldsOf, readTempScript, toSaveBody } from "./editor-script";

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

const store = (value: unknown) =>
  sessionStorage.setItem("tempScript", typeof value === "string" ? value : JSON.stringify(value));

afterEach(() => sessionStorage.clear());

describe("readTempScript (the wizard → editor hand-off)", () => {
  it("reads the wizard's payload as a script not yet on the server", () => {
    store(payload);
    // Grade and target length travel too, so the script saved from the editor keeps them.
    expect(readTempScript()).toEqual({
      id: null,
      isSaved: null,
      version: null,
      createdAt: null,
      updatedAt: null,
      ...payload,
    });
  });

  it("saves a tempScript with the grade and target length it was written for", () => {
    store(payload);
    const script = readTempScript()!;
    expect(toSaveBody(script, fieldsOf(script))).toMatchObject({ grade: "3", targetMinutes: 3, topic: "Fables" });
  });

  it("gives null when there is nothing, or no script text, or no JSON object", () => {
    expect(readTempScript()).toBeNull();
    for (const raw of [
      "{cut short",
      "null",
      "42",
      JSON.stringify([payload]),
      JSON.stringify({ ...payload, scriptContent: 7 }),
    ]) {
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
      grade: "6",
      targetMinutes: 40,
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
      grade: null,
      targetMinutes: null,
    });
  });

  it("gives null when storage itself fails", () => {
    const failing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readTempScript(failing)).toBeNull();
  });
});
