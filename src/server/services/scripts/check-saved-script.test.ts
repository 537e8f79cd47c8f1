import { describe, expect, it } from "vitest";
import type { ScriptDto } from "@shared/schemas/script";
import { checkScript } from "@shared/script/check-script";
import { hasStandard } from "../../curriculum/standards-catalogue";
import { CHECK_CACHE_ENTRIES, checkSavedScript } from "./check-saved-script";

const text = (words: number) =>
  `TITLE: Fable Detectives\nTARGET LENGTH: 3 minutes\n\nSCENE 1 — HOOK (0:00–0:20)\nPENNY PAGE: ${"Every fable hides a lesson. ".repeat(words)}`;

const script = (over: Partial<ScriptDto> = {}) =>
  ({
    id: 1,
    scriptContent: text(10),
    standards: [{ code: "RL.2.2", description: "" }],
    grade: "2",
    targetMinutes: 3,
    ...over,
  }) as ScriptDto;

const fresh = (s: ScriptDto) =>
  checkScript(s.scriptContent, {
    selectedCodes: s.standards.map((x) => x.code),
    grade: s.grade,
    ...(s.targetMinutes ? { targetSec: s.targetMinutes * 60 } : {}),
    isOfficialCode: hasStandard,
  });

describe("checkSavedScript", () => {
  it("gives the findings of a fresh check, and the same findings again for the same script unchanged", () => {
    const s = script();
    const first = checkSavedScript(s);
    expect(first).toEqual(fresh(s));
    expect(checkSavedScript({ ...s })).toBe(first);
  });

  it("checks again when the text, standards, grade or length change", () => {
    const base = script({ id: 2 });
    const first = checkSavedScript(base);
    for (const changed of [
      script({ id: 2, scriptContent: text(200) }),
      script({ id: 2, standards: [{ code: "RL.2.3", description: "" }] }),
      script({ id: 2, grade: "5" }),
      script({ id: 2, targetMinutes: 1 }),
    ]) {
      const again = checkSavedScript(changed);
      expect(again).not.toBe(first);
      expect(again).toEqual(fresh(changed));
    }
    // A longer text at the same target changes the runtime finding.
    expect(checkSavedScript(script({ id: 2, scriptContent: text(200) })).metrics.words).toBeGreaterThan(
      first.metrics.words,
    );
  });

  it("keeps at most CHECK_CACHE_ENTRIES scripts, dropping the least recently checked", () => {
    const a = checkSavedScript(script({ id: 10_000 }));
    const oldest = checkSavedScript(script({ id: 20_000 }));
    for (let id = 20_001; id < 20_000 + CHECK_CACHE_ENTRIES - 1; id++) checkSavedScript(script({ id }));
    // Full now. Checked again, 10,000 becomes the most recent, so the next new script drops 20,000.
    expect(checkSavedScript(script({ id: 10_000 }))).toBe(a);
    checkSavedScript(script({ id: 30_000 }));
    expect(checkSavedScript(script({ id: 10_000 }))).toBe(a);
    const again = checkSavedScript(script({ id: 20_000 }));
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
  });
});
