import { describe, expect, it } from "vitest";
import { scriptBudget, scriptSystemMessage, standardsFit } from "./prompt";

/** The header the model is told to write (docs/product/rules.md: a script without a grade shows none). */
const headerLine = (message: string) => message.split("\n").find((l) => l.startsWith("TOPIC: <topic>"));

describe("scriptSystemMessage: the GRADE field", () => {
  it("names the chosen grade, never a placeholder the model could fill with K", () => {
    const message = scriptSystemMessage(scriptBudget("2", null), []);
    expect(headerLine(message)).toBe("TOPIC: <topic> | CONCEPT: <concept title> | TARGET LENGTH: <m:ss> | GRADE: 2");
    expect(message).not.toContain("<K or 1-5>");
    expect(message).not.toContain("No grade was chosen");
  });

  it("leaves GRADE out, and says so, when no grade was chosen", () => {
    const message = scriptSystemMessage(scriptBudget(null, null), []);
    expect(headerLine(message)).toBe("TOPIC: <topic> | CONCEPT: <concept title> | TARGET LENGTH: <m:ss>");
    expect(message).toContain("No grade was chosen: write no GRADE field.");
    expect(message).not.toMatch(/GRADE: (K|<)/);
  });
});

describe("standardsFit and the system message: the standards the length teaches (ADR 0063)", () => {
  const input = (over: Partial<Parameters<typeof standardsFit>[0]> = {}) => ({
    grade: "3" as const,
    targetMinutes: 4,
    contentConsiderations: null,
    standards: ["RI.3.2", "RI.3.1", "RI.3.3", "RI.3.4"].map((code) => ({ code, description: "" })),
    ...over,
  });

  it("tells the model to teach only what fits, and to name the rest in NOTE lines as the offline engine does", () => {
    const fit = standardsFit(input());
    expect(fit).toMatchObject({ taught: ["RI.3.2", "RI.3.1"], notTaught: ["RI.3.3"], beyond: ["RI.3.4"], minutes: 4 });
    const message = scriptSystemMessage(scriptBudget("3", 4), [], null, false, fit);
    expect(message).toContain(
      '- Teach only RI.3.2, RI.3.1: RI.3.3 does not fit in 4 minutes. List only the taught standards in STANDARDS, and write the NOTE line "Not taught, for time: RI.3.3. Choose a longer target length, or make another video for it."',
    );
    expect(message).toContain('"Also selected: RI.3.4. One video teaches one primary');
  });

  it("says nothing about fitting when every standard fits", () => {
    const fit = standardsFit(input({ targetMinutes: 6, standards: input().standards.slice(0, 3) }));
    expect(fit.notTaught).toEqual([]);
    expect(scriptSystemMessage(scriptBudget("3", 6), [], null, false, fit)).not.toMatch(
      /Teach only|Not taught|Also selected/,
    );
  });

  it("decides at the length the content considerations ask for, and at the primary standard's grade when none was chosen", () => {
    expect(standardsFit(input({ targetMinutes: 6, contentConsiderations: "Keep it under 3 minutes." }))).toMatchObject({
      minutes: 3,
      taught: ["RI.3.2"],
    });
    expect(standardsFit(input({ grade: null, targetMinutes: null }))).toMatchObject({
      minutes: 4,
      taught: ["RI.3.2", "RI.3.1"],
    });
  });
});
