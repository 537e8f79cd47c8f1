import type { Grade } from "../schemas/grade";
import {
  citedStandardCodes,
  formatDuration,
  oneLine,
  parseScript,
  SCENE_DASH,
  speakerTag,
  type Beat,
} from "../script-format";

export type { Beat };

/**
 * The teaching contract (ADR 0007): the typed shape every script follows, whichever engine writes it.
 *
 *   hook (sets up the concept and a question) → teach (one scene per primary or supporting standard:
 *   kid goal, explanation, worked examples, "I do / we do") → practice ("you do", answers after a pause)
 *   → check for understanding (application questions, answers after a pause) → recap (kid goals) → close.
 *
 * One primary standard and at most two supporting ones per video. Standard codes appear only in the
 * header and in VISUAL / ON SCREEN cues, never in what a character says. The script text parses into
 * this structure (`parseContract`) and is rendered from it (`renderScript`).
 */
export type SceneKind = "hook" | "teach" | "practice" | "check" | "recap" | "close" | "other";

/** Heading names of the scene kinds, in contract order. A teach scene is "TEACH: <SKILL>". */
export const SCENE_KIND_NAMES: Record<Exclude<SceneKind, "other">, string> = {
  hook: "HOOK",
  teach: "TEACH",
  practice: "PRACTICE",
  check: "CHECK FOR UNDERSTANDING",
  recap: "RECAP",
  close: "CLOSE",
};

/** Standards per video (ADR 0007): one primary, at most two supporting. */
export const MAX_SUPPORTING_STANDARDS = 2;

export interface ContractScene {
  kind: SceneKind;
  /** For teach scenes the skill ("TEACH: DIGRAPHS" → "DIGRAPHS"); else the heading name. */
  title: string;
  /** The standard a teach scene teaches (the first code in its cues), else null. */
  code: string | null;
  /** Codes the writer tagged the scene with (`STANDARD:` lines, ADR 0059); absent or empty when untagged. */
  tags?: string[];
  /** Duration written in the heading, seconds (0 when absent). */
  durationSec: number;
  beats: Beat[];
}

export interface StandardRole {
  code: string;
  role: "primary" | "supporting";
}

export interface ScriptContract {
  title: string;
  topic: string;
  concept: string;
  /** TARGET LENGTH, seconds. */
  targetSec: number;
  grade: Grade | null;
  standards: StandardRole[];
  cast: { name: string; label: string }[];
  notes: string[];
  scenes: ContractScene[];
}

/**
 * Narration rate by grade, words per minute (docs/product/pace.md): at most about 120 for K–1, 130 for 2–3 and
 * 135 for 4–5. Sources: children's listening rate is about 120–124 words a minute at ages 3–5 and about 135 at
 * grades 5–6 (Hull, on speech rates for children's listening); the Described and Captioned Media Program's
 * captioning key for educational media keeps captions at or under 130 words a minute for young viewers.
 */
export const NARRATION_WPM: Record<Grade, number> = { K: 120, "1": 120, "2": 130, "3": 130, "4": 135, "5": 135 };
/** Rate used when a script names no grade (words per minute). */
export const DEFAULT_WPM = 130;
/** The grade's narration rate (words per minute), DEFAULT_WPM without a grade: the one clock of runtime and captions. */
export const narrationWpm = (grade: Grade | null): number => (grade ? NARRATION_WPM[grade] : DEFAULT_WPM);
/** Spoken lines faster than this (words per minute over a scene's written duration) are too fast to follow. */
export const MAX_SCENE_WPM = 180;

export const wordCount = (text: string): number => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

/** Words spoken in a scene. */
export const sceneWords = (scene: Pick<ContractScene, "beats">): number =>
  scene.beats.reduce((n, b) => n + (b.type === "line" ? wordCount(b.text) : 0), 0);

/** Seconds a scene runs: its words at the grade's narration rate plus its pauses. */
export function sceneSeconds(scene: Pick<ContractScene, "beats">, grade: Grade | null): number {
  const wpm = narrationWpm(grade);
  const pauses = scene.beats.reduce((n, b) => n + (b.type === "pause" ? b.seconds : 0), 0);
  return (sceneWords(scene) / wpm) * 60 + pauses;
}

const KIND_BY_NAME: [RegExp, SceneKind][] = [
  [/^HOOK\b/i, "hook"],
  [/^TEACH\b/i, "teach"],
  [/^PRACTICE\b|^YOUR TURN\b|^YOU DO\b/i, "practice"],
  [/^CHECK\b|^QUIZ\b/i, "check"],
  [/^RECAP\b|^REVIEW\b|^WRAP/i, "recap"],
  [/^CLOSE\b|^CLOSING\b|^GOODBYE\b|^OUTRO\b/i, "close"],
];

/** Reads a scene heading name into its kind and title ("TEACH: DIGRAPHS" → teach, "DIGRAPHS"). */
export function sceneKindOf(name: string): { kind: SceneKind; title: string } {
  const found = KIND_BY_NAME.find(([re]) => re.test(name.trim()));
  if (!found) return { kind: "other", title: name.trim() };
  const title =
    found[1] === "teach" ? name.replace(/^TEACH\s*[:\u2014\u2013-]?\s*/i, "").trim() || "TEACH" : name.trim();
  return { kind: found[1], title };
}

const GRADE_RE = /^(K|[1-5])$/i;

/** Parses script text into the contract. Tolerant of model output; never throws. */
export function parseContract(text: string): ScriptContract {
  const parsed = parseScript(text);
  const roles = parsed.standardRoles;
  const grade =
    parsed.grades && GRADE_RE.test(parsed.grades.trim()) ? (parsed.grades.trim().toUpperCase() as Grade) : null;
  return {
    title: parsed.title ?? "",
    topic: parsed.topic ?? "",
    concept: parsed.concept ?? "",
    targetSec: parsed.targetLengthSec ?? 0,
    grade,
    standards: roles,
    cast: parsed.cast,
    notes: parsed.notes,
    scenes: parsed.scenes.map((s) => {
      const { kind, title } = sceneKindOf(s.name);
      const cueCodes = s.beats.flatMap((b) =>
        b.type === "visual" || b.type === "onScreen" ? citedStandardCodes(b.text) : [],
      );
      return {
        kind,
        title,
        code: kind === "teach" ? (cueCodes[0] ?? null) : null,
        ...(s.tags.length > 0 ? { tags: s.tags } : {}),
        durationSec: s.durationSec,
        beats: s.beats,
      };
    }),
  };
}

const cue = (text: string) => oneLine(text);

/**
 * A NOTE's identity: its words, whatever the case, spacing or closing punctuation ("Keep it calm." and
 * "keep it calm" are one note), so a production note is written once wherever notes are assembled
 * (docs/product/rules.md).
 */
export const noteKey = (note: string): string =>
  note
    .replace(/^\s*NOTES?\s*:\s*/i, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.;:!]+$/, "")
    .trim();

/** Renders the contract as script text in the shared format (see `@shared/script-format`). */
export function renderScript(c: ScriptContract): string {
  const header = [
    `TITLE: ${cue(c.title)}`,
    `TOPIC: ${cue(c.topic).replace(/\|/g, "/")} | CONCEPT: ${cue(c.concept).replace(/\|/g, "/")} | TARGET LENGTH: ${formatDuration(c.targetSec)}${c.grade ? ` | GRADE: ${c.grade}` : ""}`,
    `STANDARDS: ${c.standards.map((s) => `${s.code} (${s.role})`).join(", ") || "none selected"}`,
    `CAST: ${c.cast
      .map(
        (m) =>
          `${cue(m.name)
            .replace(/[(),|]/g, " ")
            .trim()} (${
            cue(m.label)
              .replace(/[(),|]/g, " ")
              .trim() || "Host"
          })`,
      )
      .join(", ")}`,
    // A note is written once, even when two teaching cards carry it (or it differs only in case or spacing).
    ...c.notes
      .map(cue)
      .filter((n, i, all) => all.findIndex((m) => noteKey(m) === noteKey(n)) === i)
      .map((n) => `NOTE: ${n}`),
  ];
  const blocks = c.scenes.map((scene, i) => {
    const name =
      scene.kind === "teach"
        ? `TEACH: ${scene.title}`
        : scene.kind === "other"
          ? scene.title
          : SCENE_KIND_NAMES[scene.kind];
    const heading = `SCENE ${i + 1} ${SCENE_DASH} ${cue(name.replace(/[()]/g, " ")).toUpperCase()} (${formatDuration(scene.durationSec)})`;
    const lines = scene.beats.map((b) => {
      switch (b.type) {
        case "visual":
          return `VISUAL: ${cue(b.text)}`;
        case "onScreen":
          return `ON SCREEN: ${cue(b.text)}`;
        case "pause":
          return `PAUSE: ${b.seconds} seconds${b.text ? ` ${SCENE_DASH} ${cue(b.text)}` : ""}`;
        case "line":
          return `${speakerTag(b.speaker)}: ${cue(b.text)}`;
      }
    });
    const tags = (scene.tags ?? []).map((code) => `STANDARD: ${code}`);
    return [heading, ...tags, ...lines].join("\n");
  });
  return `${[header.join("\n"), ...blocks].join("\n\n")}\n`;
}
