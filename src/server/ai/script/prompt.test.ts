import { describe, expect, it } from "vitest";
import { scriptBudget, scriptSystemMessage } from "./prompt";

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
