import Mustache from "mustache";

/**
 * Checks an admin prompt template before it is saved (docs/product/admin-prompts.md): it must parse as Mustache
 * (every `{{#section}}` closed, no stray `{{/section}}`, no unclosed tag) and name only variables the generators
 * give it (`promptView` in src/server/ai/generation-input.ts plus the extras of script/concept/standards calls;
 * listed for admins in src/shared/prompt-variables.ts). Returns the first problem with its 1-based line, or null.
 */

/** Names a template may use at its top level. */
const TOP_LEVEL = new Set([
  "topic",
  "grade",
  "gradeLabel",
  "targetLength",
  "targetMinutes",
  "wordBudget",
  "wpm",
  "concept",
  "standards",
  "characters",
  "contentConsiderations",
  "pdfText",
  "topicText",
  "topicTextSubject",
  "contextScripts",
  "teachingCards",
  "variant",
  "seed",
]);

/** Names available inside a section over a list or an object (Mustache also looks up the outer names). */
const INSIDE: Record<string, string[]> = {
  standards: ["code", "description", "role", "grade", "strand"],
  characters: ["name", "label", "personality", "catchphrase", "educationalStrength"],
  contextScripts: ["topic", "concept", "excerpt"],
  concept: ["title", "description"],
};

export interface TemplateProblem {
  /** 1-based line of the template. */
  line: number;
  message: string;
}

type Token = [type: string, value: string, start: number, end: number, children?: Token[]];

const lineAt = (template: string, index: number) => template.slice(0, Math.max(0, index)).split("\n").length;

export function checkPromptTemplate(template: string): TemplateProblem | null {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(template) as unknown as Token[];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /at (\d+)\s*$/.exec(message);
    const line = at ? lineAt(template, Number(at[1])) : 1;
    const unclosed = /Unclosed section "([^"]+)"/.exec(message);
    const unopened = /Unopened section "([^"]+)"/.exec(message);
    if (unclosed) {
      // Mustache reports the end of the template; the section opened earlier.
      const open = template.search(new RegExp(`\\{\\{\\s*[#^]\\s*${escapeRe(unclosed[1]!)}\\s*\\}\\}`));
      return {
        line: open >= 0 ? lineAt(template, open) : line,
        message: `The section {{#${unclosed[1]}}} is never closed: add {{/${unclosed[1]}}} after it.`,
      };
    }
    if (unopened)
      return {
        line,
        message: `{{/${unopened[1]}}} closes a section that was not opened (or not the last one opened).`,
      };
    if (/Unclosed tag/.test(message)) return { line, message: "A tag opened with {{ is never closed with }}." };
    return { line, message: `The template cannot be read: ${message}.` };
  }
  return checkNames(template, tokens, []);
}

function checkNames(template: string, tokens: Token[], sections: string[]): TemplateProblem | null {
  for (const [type, value, start, , children] of tokens) {
    if (type === ">")
      return { line: lineAt(template, start), message: `Partials ({{> ${value}}}) are not supported in prompts.` };
    if (type !== "name" && type !== "&" && type !== "#" && type !== "^") continue;
    const root = value.split(".")[0]!;
    const known = value === "." || TOP_LEVEL.has(root) || sections.some((s) => INSIDE[s]?.includes(root) ?? false);
    if (!known) {
      const what = type === "#" || type === "^" ? `section {{${type}${value}}}` : `variable {{${value}}}`;
      return {
        line: lineAt(template, start),
        message: `Unknown ${what}: prompts can use ${[...TOP_LEVEL].join(", ")} (and their fields inside a section).`,
      };
    }
    if (children) {
      const inner = checkNames(template, children, [...sections, root]);
      if (inner) return inner;
    }
  }
  return null;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
