import { citedStandardCodes } from "../script-format";
import { parseContract, type ContractScene, type SceneKind } from "./contract";

/**
 * Line-to-standard tracing (ADR 0059, docs/product/coverage.md): which scene and which check question of a script
 * teaches which standard, read from the script's structure so that both engines and hand-written scripts are
 * traced alike.
 *
 * - A scene teaches the codes the writer tagged it with (`STANDARD: RL.2.2` lines, written by the editor's
 *   "Tag scene" action) and, for a TEACH scene, the first code in its ON SCREEN / VISUAL cues (what both engines
 *   write: the teaching contract puts the code on screen beside the kid goal).
 * - A question (a spoken line ending in "?" in a PRACTICE or CHECK FOR UNDERSTANDING scene) practises the code
 *   of the nearest cue before it in its scene that names one, else the code its scene is tagged with, else the
 *   script's primary standard (the contract's practice and check apply the primary standard).
 * - A listed standard (the STANDARDS line, or the selected codes when the script has none) is taught when at
 *   least one scene teaches it. Only a teaching scene counts: a question or a cue naming a code does not.
 */

export interface TracedScene {
  /** 1-based scene number. */
  scene: number;
  kind: SceneKind;
  /** Codes the scene teaches (tags first, then a TEACH scene's cue code). */
  codes: string[];
}

export interface TracedQuestion {
  /** 1-based scene number. */
  scene: number;
  text: string;
  /** The standard the question practises; null when the script lists none. */
  code: string | null;
}

export interface TracedStandard {
  code: string;
  /** "primary" or "supporting" when listed; null for a code taught but not listed. */
  role: "primary" | "supporting" | null;
  listed: boolean;
  taught: boolean;
  /** Scene numbers that teach it, in order. */
  scenes: number[];
  /** How many questions practise it. */
  questions: number;
}

export interface StandardsTrace {
  scenes: TracedScene[];
  questions: TracedQuestion[];
  /** Listed standards in their order, then codes taught but not listed. */
  standards: TracedStandard[];
}

const QUESTION_RE = /\?["”’)]*\s*$/;

/** The codes scene `s` teaches (see the module comment). */
export function sceneCodes(s: Pick<ContractScene, "kind" | "code" | "tags">): string[] {
  const codes = [...(s.tags ?? [])];
  if (s.kind === "teach" && s.code && !codes.includes(s.code)) codes.push(s.code);
  return codes;
}

/**
 * Traces `text`. `selectedCodes` (the script's saved standards, primary first) stand in for the STANDARDS line
 * when the script has none. Never throws.
 */
export function traceStandards(text: string, selectedCodes: readonly string[] = []): StandardsTrace {
  const c = parseContract(text);
  const listed: { code: string; role: "primary" | "supporting" }[] =
    c.standards.length > 0
      ? c.standards
      : selectedCodes.map((code, i) => ({ code, role: i === 0 ? "primary" : "supporting" }));
  const primary = listed.find((s) => s.role === "primary")?.code ?? null;

  const scenes: TracedScene[] = c.scenes.map((s, i) => ({ scene: i + 1, kind: s.kind, codes: sceneCodes(s) }));
  const questions: TracedQuestion[] = [];
  c.scenes.forEach((s, i) => {
    if (s.kind !== "practice" && s.kind !== "check") return;
    let cueCode: string | null = null;
    for (const b of s.beats) {
      if (b.type === "visual" || b.type === "onScreen") {
        cueCode = citedStandardCodes(b.text)[0] ?? cueCode;
      } else if (b.type === "line" && QUESTION_RE.test(b.text)) {
        questions.push({ scene: i + 1, text: b.text, code: cueCode ?? scenes[i]!.codes[0] ?? primary });
      }
    }
  });

  const byCode = new Map<string, TracedStandard>();
  for (const s of listed) {
    if (!byCode.has(s.code))
      byCode.set(s.code, { code: s.code, role: s.role, listed: true, taught: false, scenes: [], questions: 0 });
  }
  for (const s of scenes) {
    for (const code of s.codes) {
      let t = byCode.get(code);
      if (!t) byCode.set(code, (t = { code, role: null, listed: false, taught: false, scenes: [], questions: 0 }));
      t.taught = true;
      if (!t.scenes.includes(s.scene)) t.scenes.push(s.scene);
    }
  }
  for (const q of questions) {
    const t = q.code ? byCode.get(q.code) : undefined;
    if (t) t.questions += 1;
  }
  return { scenes, questions, standards: [...byCode.values()] };
}
