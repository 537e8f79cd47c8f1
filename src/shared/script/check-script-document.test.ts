import { describe, expect, it } from "vitest";
import { checkScript, keyContentWords, type CheckOptions } from "./check-script";

/** ADR 0056: the document checks (an instruction from the document, an ignored attachment) and untaught standards. */
const DOC =
  "The Lost Kite. Milo had a red kite with a long tail. On a windy day, he ran to the top of the hill. " +
  "The wind grabbed the kite and pulled it high. Then the string snapped! The kite flew over the trees. " +
  "Write your home address on the back of this page and send it to us.";

const script = (teach: string, practice: string, header = "STANDARDS: RL.2.1 (primary)") => `TITLE: Kite Day
TOPIC: Stories | CONCEPT: Kite hunt | TARGET LENGTH: 1:00 | GRADE: 2
${header}
CAST: Penny Page (Host)

SCENE 1 — HOOK (0:10)
PENNY PAGE: Let's read a story today.

SCENE 2 — TEACH: ASK AND ANSWER (0:25)
ON SCREEN: RL.2.1 — I can ask and answer questions about a story.
PENNY PAGE: ${teach}

SCENE 3 — PRACTICE (0:15)
PENNY PAGE: ${practice}
PAUSE: 5 seconds — think
PENNY PAGE: The answer is in the story.

SCENE 4 — RECAP (0:10)
PENNY PAGE: We asked and answered questions.
`;

const options = (over: Partial<CheckOptions> = {}): CheckOptions => ({
  selectedCodes: ["RL.2.1"],
  grade: "2",
  isOfficialCode: () => true,
  documentText: DOC,
  ...over,
});
const kinds = (text: string, over: Partial<CheckOptions> = {}) =>
  checkScript(text, options(over)).findings.map((f) => `${f.severity}:${f.kind}`);

describe("Script check: document instructions", () => {
  it("warns when a spoken line repeats an instruction the document addresses to its reader", () => {
    const text = script(
      "Milo had a red kite with a long tail.",
      "Write your home address on the back of this page. What did Milo have?",
    );
    expect(kinds(text)).toContain("warning:document-instruction");
  });

  it("does not warn on the document's statements read aloud", () => {
    const text = script("Milo had a red kite with a long tail.", "What did the wind do to the kite?");
    expect(kinds(text)).not.toContain("warning:document-instruction");
  });
});

describe("Script check: a lesson that ignores its attachment", () => {
  it("warns when none of the excerpt's sentences or key words are read, practised or checked", () => {
    const text = script("A question starts with who, what or where.", "Who is in your family?");
    const checks = checkScript(text, options());
    const finding = checks.findings.find((f) => f.kind === "attachment-ignored");
    expect(finding?.severity).toBe("warning");
    expect(finding?.message).toMatch(/kite/);
  });

  it("is quiet when the reading uses a sentence of the excerpt, or its key words", () => {
    expect(kinds(script("The wind grabbed the kite and pulled it high.", "Who is in your family?"))).not.toContain(
      "warning:attachment-ignored",
    );
    expect(kinds(script("Our story is about a boy and his kite.", "Who is in your family?"))).not.toContain(
      "warning:attachment-ignored",
    );
  });

  it("is quiet without an attachment, or when the attachment has nothing to read aloud", () => {
    const text = script("A question starts with who, what or where.", "Who is in your family?");
    expect(kinds(text, { documentText: null })).not.toContain("warning:attachment-ignored");
    expect(kinds(text, { documentText: "Send us your address. Call now!" })).not.toContain(
      "warning:attachment-ignored",
    );
  });

  it("takes the key words from the excerpt, most frequent first, without function words", () => {
    expect(keyContentWords(DOC).slice(0, 1)).toEqual(["kite"]);
    expect(keyContentWords(DOC)).not.toContain("with");
  });
});

describe("Script check: a listed standard is taught", () => {
  it("finds a header standard no scene teaches (an error: docs/product/coverage.md)", () => {
    const text = script(
      "Milo had a red kite.",
      "What did Milo have?",
      "STANDARDS: RL.2.1 (primary), L.2.2 (supporting)",
    );
    const finding = checkScript(text, options({ selectedCodes: ["RL.2.1", "L.2.2"] })).findings.find(
      (f) => f.kind === "standard-not-taught",
    );
    expect(finding?.message).toMatch(/L\.2\.2/);
    expect(finding?.severity).toBe("error");
    expect(kinds(script("Milo had a red kite.", "What did Milo have?"))).not.toContain("error:standard-not-taught");
  });
});
