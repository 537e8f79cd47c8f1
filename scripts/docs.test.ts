import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every file and folder under the given top-level folders, as repository paths ("src/server/app.ts", "src/server/"). */
function tree(...tops: string[]): { files: string[]; dirs: string[] } {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel))) {
      const child = `${rel}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) {
        dirs.push(`${child}/`);
        walk(child);
      } else files.push(child);
    }
  };
  tops.forEach(walk);
  return { files, dirs };
}

describe("docs/decisions", () => {
  const records = readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{4}-.*\.md$/.test(f));

  it("gives every record a number, a date and a status under its title", () => {
    expect(records.length).toBeGreaterThan(0);
    for (const file of records) {
      const [title, , meta] = read(`docs/decisions/${file}`).split("\n");
      expect(title, file).toMatch(new RegExp(`^# ${Number(file.slice(0, 4))}\\. \\S`));
      expect(meta, file).toMatch(/^- Date: \d{4}-\d{2}-\d{2} · Status: \S/);
    }
  });
});

describe("docs/architecture.md", () => {
  // Prose only: the diagram names folders with placeholders (<name>), checked by reading, not here.
  const prose = read("docs/architecture.md").replace(/```[\s\S]*?```/g, "");
  const named = [...prose.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const { files, dirs } = tree("src", "data", "docs", "scripts", "tests");
  const sources = files.filter((f) => /\.(ts|tsx)$/.test(f)).map((f) => read(f));

  it("names only files and folders that exist (a bare name or a partial path must match a real path's end)", () => {
    const paths = named.filter((n) => /^[\w.-]+(\/[\w.-]+)*(\.(ts|tsx|json|js|mjs|md)|\/)$/.test(n));
    expect(paths.length).toBeGreaterThan(20);
    const all = [...files, ...dirs, "eslint.config.js"];
    const missing = paths.filter((p) => !all.some((f) => f === p || f.endsWith(`/${p}`)));
    expect(missing).toEqual([]);
  });

  it("names only functions, hooks, schemas and types that the code has", () => {
    const identifiers = named.filter((n) => /^[a-zA-Z]+[A-Z][a-zA-Z]*$/.test(n));
    expect(identifiers.length).toBeGreaterThan(5);
    const missing = identifiers.filter((id) => !sources.some((text) => new RegExp(`\\b${id}\\b`).test(text)));
    expect(missing).toEqual([]);
  });

  it("fits on one screen", () => {
    expect(read("docs/architecture.md").split("\n").length).toBeLessThanOrEqual(60);
  });
});

describe("docs/how-to", () => {
  const pages = readdirSync(path.join(root, "docs/how-to")).filter((f) => f.endsWith(".md"));
  const { files, dirs } = tree("src", "data", "docs", "scripts", "tests");

  it("names only files and folders that exist (placeholders such as <name> aside)", () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const all = [...files, ...dirs, "eslint.config.js", "vitest.config.ts"];
    for (const page of pages) {
      const named = [...read(`docs/how-to/${page}`).matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
      const paths = named.filter((n) => /^[\w.-]+(\/[\w.-]+)*(\.(ts|tsx|json|js|mjs|md)|\/)$/.test(n));
      const missing = paths.filter((p) => !all.some((f) => f === p || f.endsWith(`/${p}`)));
      expect(missing, page).toEqual([]);
    }
  });
});
