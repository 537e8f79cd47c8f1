import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeModules, userMenuModule } from "./route-modules";

const source = (file: string) => readFileSync(path.join(import.meta.dirname, "..", file), "utf8");

/** The table the build turns into each page's preloads must name what the router really loads (ADR 0023). */
describe("route-modules.ts", () => {
  it("names every screen the router loads on first visit, and nothing else", () => {
    const loaded = [...source("app/router.tsx").matchAll(/import\("\.\/(routes\/[\w-]+)"\)/g)].map(
      (m) => `app/${m[1]}.tsx`,
    );
    expect(loaded.length).toBeGreaterThan(5);
    expect(
      Object.values(routeModules)
        .map((r) => r.module)
        .sort(),
    ).toEqual([...new Set(loaded)].sort());
  });

  it("names the user menu the header loads once someone is signed in", () => {
    expect(source("features/auth/components/site-header.tsx")).toContain(
      `import("./${path.basename(userMenuModule, ".tsx")}")`,
    );
    expect(userMenuModule).toBe("features/auth/components/user-menu.tsx");
  });
});
