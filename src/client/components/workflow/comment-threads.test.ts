import { describe, expect, it } from "vitest";
import { buildComment } from "@tests/support/client/team-fixtures";
import { groupThreads, openThreadTexts, threadMarks, threadPlace, threadQuote } from "./comment-threads";

const TEXT = "SCENE 1\nPENNY: Every fable hides a lesson.\nPENNY: Let's read.";
const line2 = { from: 8, to: 42 };

describe("comment threads", () => {
  it("groups replies under their thread, whole-script first, then by position, outdated last", () => {
    const threads = groupThreads([
      buildComment({ id: 1, anchor: { from: 43, to: 60 } }),
      buildComment({ id: 2, outdated: true, quote: "gone text" }),
      buildComment({ id: 3, anchor: null }),
      buildComment({ id: 4, anchor: line2 }),
      buildComment({ id: 5, parentId: 4, createdAt: "2025-03-06T00:00:00.000Z" }),
      buildComment({ id: 6, parentId: 4, createdAt: "2025-03-05T12:00:00.000Z" }),
      buildComment({ id: 7, parentId: 99 }),
    ]);
    expect(threads.map((t) => t.root.id)).toEqual([3, 4, 1, 2]);
    expect(threads[1]!.replies.map((r) => r.id)).toEqual([6, 5]);
  });

  it("names where a thread sits and quotes its text, the original text when outdated", () => {
    expect(threadPlace(buildComment({ anchor: line2 }), TEXT)).toBe("Line 2");
    expect(threadPlace(buildComment({ anchor: { from: 8, to: 60 } }), TEXT)).toBe("Lines 2–3");
    expect(threadPlace(buildComment({ anchor: { from: 8, to: 43 } }), TEXT)).toBe("Line 2");
    expect(threadPlace(buildComment({ anchor: null }), TEXT)).toBe("Whole script");
    expect(threadPlace(buildComment({ outdated: true, quote: "x" }), TEXT)).toBe("Outdated");
    expect(threadQuote(buildComment({ anchor: line2 }), TEXT)).toBe("PENNY: Every fable hides a lesson.");
    expect(threadQuote(buildComment({ outdated: true, anchor: null, quote: "old words" }), TEXT)).toBe("old words");
  });

  it("marks the editor's lines and step 5's beats from threads that still have text", () => {
    const threads = groupThreads([
      buildComment({ id: 1, anchor: line2 }),
      buildComment({ id: 2, anchor: { from: 43, to: 60 }, resolved: true }),
      buildComment({ id: 3, outdated: true, quote: "gone" }),
    ]);
    expect(threadMarks(threads)).toEqual([
      { id: 1, from: 8, to: 42, isResolved: false },
      { id: 2, from: 43, to: 60, isResolved: true },
    ]);
    expect(openThreadTexts(threads, TEXT)).toEqual(["PENNY: Every fable hides a lesson."]);
  });
});
