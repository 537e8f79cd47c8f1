import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The roles whose accessible name is how a person picks the control by voice or from a screen reader's list of
 * controls: two of them with one name on a screen cannot be told apart (docs/product/accessibility.md).
 */
const CONTROL_ROLES = new Set([
  "button",
  "link",
  "checkbox",
  "radio",
  "switch",
  "textbox",
  "searchbox",
  "combobox",
  "slider",
  "spinbutton",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "tab",
]);

/** `- role "name"` at the start of a line of Playwright's ARIA snapshot (the name is JSON-quoted). */
const SNAPSHOT_LINE = /^\s*- ([a-z]+) ("(?:[^"\\]|\\.)*")/;
/** The `/url:` line under a link in the snapshot. */
const URL_LINE = /^\s*- \/url: (.*)$/;

/**
 * The controls on screen (what the accessibility tree exposes: nothing hidden, nothing under `aria-hidden` or
 * behind an open modal dialog), as "role name" strings, in page order. A link counts once per name and
 * destination: two "My scripts" links to the same list (the header's and the page's own tabs) are one choice.
 */
async function controlNames(page: Page): Promise<string[]> {
  const lines = (await page.locator("body").ariaSnapshot()).split("\n");
  const names: string[] = [];
  const links = new Set<string>();
  lines.forEach((line, i) => {
    const match = SNAPSHOT_LINE.exec(line);
    if (!match || !CONTROL_ROLES.has(match[1]!)) return;
    const name = (JSON.parse(match[2]!) as string).trim();
    if (!name) return;
    if (match[1] === "link") {
      const url = URL_LINE.exec(lines[i + 1] ?? "")?.[1] ?? "";
      if (links.has(`${name} ${url}`)) return;
      links.add(`${name} ${url}`);
    }
    names.push(`${match[1]} "${name}"`);
  });
  return names;
}

/**
 * Fails when two visible buttons, links or form controls on the page share a role and an accessible name (e.g.
 * "Delete" on every row): each row's control must say which row it acts on ("Delete topic Fables"), with the
 * visible words first (WCAG 2.5.3, label in name).
 */
export async function expectUniqueControlNames(page: Page, label: string) {
  const names = await controlNames(page);
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).map(([name, n]) => `${name} ×${n}`);
  expect(repeated, `controls with the same name on ${label}`).toEqual([]);
}
