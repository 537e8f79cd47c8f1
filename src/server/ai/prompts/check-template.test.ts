import { describe, expect, it } from "vitest";
import { defaultPrompts } from "@shared/prompt-defaults";
import { checkPromptTemplate } from "./check-template";

describe("checkPromptTemplate", () => {
  it("accepts every built-in template", () => {
    for (const [name, prompt] of Object.entries(defaultPrompts))
      expect(checkPromptTemplate(prompt.content), name).toBeNull();
  });

  it("names the line of an unclosed section, a stray close and an unclosed tag", () => {
    expect(checkPromptTemplate("Topic: {{topic}}\n\n{{#standards}}\n- {{code}}\nThe end.")).toEqual({
      line: 3,
      message: "The section {{#standards}} is never closed: add {{/standards}} after it.",
    });
    expect(checkPromptTemplate("a\nb {{/standards}}")?.line).toBe(2);
    expect(checkPromptTemplate("a\nb\n{{topic")).toMatchObject({
      line: 3,
      message: expect.stringMatching(/never closed/),
    });
  });

  it("names the line of an unknown variable or section, and knows a section's own fields", () => {
    expect(checkPromptTemplate("Hi {{topic}}\n{{topicc}}")).toMatchObject({
      line: 2,
      message: expect.stringMatching(/^Unknown variable \{\{topicc\}\}/),
    });
    expect(checkPromptTemplate("{{#lessons}}x{{/lessons}}")).toMatchObject({
      line: 1,
      message: expect.stringMatching(/^Unknown section \{\{#lessons\}\}/),
    });
    // A section's fields are known only inside it.
    expect(checkPromptTemplate("{{#characters}}{{name}}{{/characters}}")).toBeNull();
    expect(checkPromptTemplate("line\n{{name}}")).toMatchObject({ line: 2 });
    expect(checkPromptTemplate("{{> header}}")).toMatchObject({ message: expect.stringMatching(/Partials/) });
  });
});
