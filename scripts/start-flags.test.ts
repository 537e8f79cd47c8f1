import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { START_NODE_FLAGS } from "./start-flags.mjs";

describe("npm start's Node flags", () => {
  it("are the ones package.json's start script passes, so the bench and tests measure what npm start runs", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${START_NODE_FLAGS.join(" ")} scripts/start.mjs`);
  });
});
