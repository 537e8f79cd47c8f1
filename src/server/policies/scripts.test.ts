import { describe, expect, it } from "vitest";
import { AppError } from "@shared/errors";
import { authorizeScript, canOnScript, scriptAccess, scriptActions, type ScriptFacts } from "./scripts";

const OWNER = { id: 1, isAdmin: false };
const facts = (over: Partial<ScriptFacts> = {}): ScriptFacts => ({
  ownerId: 1,
  visibility: "private",
  isEditor: false,
  isReviewer: false,
  ...over,
});
const caller = (isAdmin = false) => ({ id: 2, isAdmin });

// docs/product/team-workflow.md "Who may do what": the table, row by row.
const cases: [string, { id: number; isAdmin: boolean }, ScriptFacts, string][] = [
  ["owner", OWNER, facts(), "view comment edit share requestReview restore delete"],
  ["co-editor", caller(), facts({ isEditor: true }), "view comment edit requestReview restore"],
  ["reviewer", caller(), facts({ isReviewer: true }), "view comment decide"],
  ["team member (shared)", caller(), facts({ visibility: "team" }), "view comment"],
  ["admin (shared)", caller(true), facts({ visibility: "team" }), "view comment"],
  ["admin (private)", caller(true), facts(), ""],
  ["stranger (private)", caller(), facts(), ""],
  [
    "owner who is somehow also listed as reviewer",
    OWNER,
    facts({ isReviewer: true }),
    "view comment edit share requestReview restore delete",
  ],
];

describe("script policy matrix", () => {
  for (const [who, user, f, allowed] of cases) {
    it(`${who}: ${allowed || "nothing (404)"}`, () => {
      const got = scriptActions.filter((a) => canOnScript(user, a, f)).join(" ");
      expect(got).toBe(scriptActions.filter((a) => allowed.split(" ").includes(a)).join(" "));
    });
  }

  it("refusals: 404 for a script the caller may not open, 403 for an action they may not take", () => {
    const status = (fn: () => unknown) => {
      try {
        fn();
        return 200;
      } catch (err) {
        return err instanceof AppError ? err.code : "other";
      }
    };
    expect(status(() => authorizeScript(caller(), "view", facts()))).toBe("NOT_FOUND");
    expect(status(() => authorizeScript(caller(), "edit", facts({ visibility: "team" })))).toBe("FORBIDDEN");
    expect(status(() => authorizeScript(OWNER, "decide", facts()))).toBe("FORBIDDEN");
    expect(scriptAccess(caller(), facts({ isEditor: true, isReviewer: true }))).toBe("editor");
  });
});
