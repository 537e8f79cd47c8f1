import * as z from "zod/mini";
import type { Grade } from "../schemas/grade";
import { documentEchoMatcher } from "../text/document-echo";
import { documentExcerpt } from "../text/document-excerpt";
import { fleschKincaidGrade } from "../text/readability";
import { citedStandardCodes, formatDuration } from "../script-format";
import { sceneCodes } from "./trace-standards";
import { answersJustSaid } from "./answer-just-said";
import { SUPPORT_LABEL, readConsiderations, sceneList, scenesMentioning, scenesWithSupport } from "./considerations";
import {
  DEFAULT_WPM,
  MAX_SCENE_WPM,
  NARRATION_WPM,
  parseContract,
  sceneSeconds,
  sceneWords,
  wordCount,
  type ContractScene,
} from "./contract";

/**
 * Script checks (ADR 0007): run after generation and on every save, shown to the user in the
 * "Script check" panel and returned by the API. Each finding names its scene and says what to fix.
 */
export const findingSchema = z.object({
  severity: z.enum(["error", "warning", "info"]),
  kind: z.enum([
    "unknown-code",
    "unselected-code",
    "primary-not-taught",
    "standard-not-taught",
    "runtime",
    "listening-level",
    "unanswered-question",
    "repeated-question",
    "answer-just-said",
    "contact-in-speech",
    "code-in-speech",
    "fast-scene",
    "no-scenes",
    "document-instruction",
    "attachment-ignored",
    "consideration",
  ]),
  message: z.string(),
  /** 1-based scene number the finding is about, when it is about one scene. */
  scene: z.optional(z.int()),
});
export type Finding = z.infer<typeof findingSchema>;

export const scriptChecksSchema = z.object({
  findings: z.array(findingSchema),
  metrics: z.object({
    /** Spoken words. */
    words: z.number(),
    /** Spoken words at the grade's narration rate plus pauses, seconds. */
    runtimeSec: z.number(),
    /** Flesch–Kincaid grade of the spoken lines. */
    listeningGrade: z.number(),
    /** Questions asked in practice and check scenes. */
    questions: z.number(),
    /** Of those, the ones followed by a pause and an answer. */
    answeredQuestions: z.number(),
  }),
});
export type ScriptChecks = z.infer<typeof scriptChecksSchema>;

export interface CheckOptions {
  /** Codes the user selected; the first is the primary standard unless the script says otherwise. */
  selectedCodes: readonly string[];
  grade: Grade | null;
  /** Target length, seconds (defaults to the script's TARGET LENGTH). */
  targetSec?: number;
  /** Whether a code is official CCSS ELA K–5 (the server passes its lookup; the client its list). */
  isOfficialCode: (code: string) => boolean;
  /** The supporting document's text, if any: lines repeating its sentences addressed to someone are warned on. */
  documentText?: string | null;
  /**
   * The writer's content considerations (docs/product/considerations.md): avoided topics must be absent and
   * requested supports present (a song is not checked: it cannot be recognised in a script's text reliably).
   */
  considerations?: string | null;
}

/** Allowed runtime error against the target (ADR 0007: ±10 %). */
export const RUNTIME_TOLERANCE = 0.1;

const URL_RE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|edu|gov|io|co|us|uk)\b/i;
const EMAIL_RE = /\b[\w.+-]+@[\w-]+\.[\w.-]+\b/;
const PHONE_RE = /(?:\+?\d[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}\b/;
/** URLs, e-mail addresses and phone numbers: never in a character's mouth. */
export const hasContactDetails = (text: string): boolean =>
  URL_RE.test(text) || EMAIL_RE.test(text) || PHONE_RE.test(text);

const normQuestion = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Questions in practice and check scenes, and whether each is followed by a pause and then an answer. */
function questionsOf(scene: ContractScene): { text: string; answered: boolean }[] {
  const out: { text: string; answered: boolean }[] = [];
  const beats = scene.beats;
  beats.forEach((b, i) => {
    if (b.type !== "line" || !/\?["”’)]*\s*$/.test(b.text)) return;
    let paused = false;
    let answered = false;
    for (const next of beats.slice(i + 1)) {
      if (next.type === "pause") paused = true;
      else if (next.type === "line") {
        if (/\?["”’)]*\s*$/.test(next.text) && !paused) break;
        if (paused) {
          answered = true;
          break;
        }
      }
    }
    out.push({ text: b.text, answered });
  });
  return out;
}

const STOP_WORDS = new Set(
  "about above after again against all also among and another any are around because been before being below between both but came can come could did does doing down during each even every from further had has have having her here hers herself him himself his how into its itself just like made make many more most much must near never next not now off once only other our ours out over own said same she should some such than that the their theirs them then there these they this those through too under until upon very was were what when where which while who whom why will with would you your yours".split(
    " ",
  ),
);
const lowerWords = (s: string) => s.toLowerCase().match(/[a-z][a-z'’]*/g) ?? [];

/** The excerpt's most frequent content words (four letters or more, not function words), most frequent first. */
export function keyContentWords(excerpt: string, count = 8): string[] {
  const freq = new Map<string, number>();
  for (const w of lowerWords(excerpt)) {
    const word = w.replace(/['’]s$/, "");
    if (word.length < 4 || STOP_WORDS.has(word)) continue;
    freq.set(word, (freq.get(word) ?? 0) + 1);
  }
  return [...freq.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([w]) => w);
}

/**
 * Whether a lesson ignores its attachment (ADR 0056): a document with a read-aloud excerpt was attached, yet no
 * sentence of the excerpt (five words in a row, or all of a shorter one) and none of its key content words appear
 * in the teaching, practice or check scenes (spoken lines and ON SCREEN text). Returns the key words looked for,
 * or null when the attachment is used (or there is none).
 */
function attachmentIgnored(scenes: readonly ContractScene[], documentText: string | null | undefined): string[] | null {
  if (!documentText?.trim()) return null;
  const excerpt = documentExcerpt(documentText);
  if (excerpt.sentences.length === 0) return null;
  const lesson = scenes.filter((s) => s.kind === "teach" || s.kind === "practice" || s.kind === "check");
  if (lesson.length === 0) return null;
  const said = lesson
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" || b.type === "onScreen" ? [b.text] : [])))
    .join(" ");
  const saidWords = lowerWords(said).map((w) => w.replace(/['’]s$/, ""));
  const saidText = ` ${saidWords.join(" ")} `;
  const used = excerpt.sentences.some((sentence) => {
    const ws = lowerWords(sentence);
    const n = Math.min(5, ws.length);
    for (let i = 0; i + n <= ws.length; i++) if (saidText.includes(` ${ws.slice(i, i + n).join(" ")} `)) return true;
    return false;
  });
  if (used) return null;
  const keys = keyContentWords(excerpt.text);
  const saidSet = new Set(saidWords);
  return keys.length > 0 && !keys.some((k) => saidSet.has(k)) ? keys : null;
}

/** Checks a script's text against the teaching contract and the user's choices. Never throws. */
export function checkScript(text: string, options: CheckOptions): ScriptChecks {
  const c = parseContract(text);
  const findings: Finding[] = [];
  const grade = options.grade ?? c.grade;
  const selected = new Set(options.selectedCodes);
  const at = (i: number) => i + 1;
  if (c.scenes.length === 0) {
    findings.push({
      severity: "error",
      kind: "no-scenes",
      message: 'No scenes were found. Each scene starts with a heading such as "SCENE 1 — HOOK (0:20)".',
    });
  }

  // Codes: official and selected.
  for (const code of citedStandardCodes(text)) {
    if (!options.isOfficialCode(code))
      findings.push({
        severity: "error",
        kind: "unknown-code",
        message: `${code} is not a Common Core ELA K–5 standard. Remove it or replace it with a real code.`,
      });
    else if (selected.size > 0 && !selected.has(code))
      findings.push({
        severity: "warning",
        kind: "unselected-code",
        message: `${code} is cited but was not selected. Remove it, or select it in step 2.`,
      });
  }
  const cons = readConsiderations(options.considerations);
  for (const rule of cons.avoid) {
    const found = scenesMentioning(c.scenes, rule);
    if (found.length > 0)
      findings.push({
        severity: "error",
        kind: "consideration",
        message: `The considerations ask for no ${rule.label}, but ${sceneList(found)} mention${found.length === 1 ? "s" : ""} it. Replace those lines.`,
        ...(found.length === 1 ? { scene: found[0] } : {}),
      });
  }
  for (const support of cons.include.filter((k) => k !== "song")) {
    if (c.scenes.length > 0 && scenesWithSupport(c.scenes, support).length === 0)
      findings.push({
        severity: "warning",
        kind: "consideration",
        message: `The considerations ask for ${SUPPORT_LABEL[support]}, and the script has none. Add it where it belongs.`,
      });
  }
  // Every listed standard is taught by a scene (ADR 0059: a TEACH scene naming it on screen, or a scene the writer
  // tagged with it); the listed ones are the STANDARDS line, else the selected codes.
  const primary = c.standards.find((s) => s.role === "primary")?.code ?? options.selectedCodes[0];
  const taught = new Set(c.scenes.flatMap((s) => sceneCodes(s)));
  if (primary && !taught.has(primary)) {
    findings.push({
      severity: "error",
      kind: "primary-not-taught",
      message: `No teaching scene teaches the primary standard ${primary}. Add a "TEACH" scene whose ON SCREEN cue names it.`,
    });
  }
  const listed = c.standards.length > 0 ? c.standards.map((s) => s.code) : options.selectedCodes;
  for (const code of new Set(listed)) {
    if (code === primary || taught.has(code) || !options.isOfficialCode(code)) continue;
    findings.push({
      severity: "error",
      kind: "standard-not-taught",
      message: `${code} is listed but no scene teaches it. Add a "TEACH" scene whose ON SCREEN cue names it, tag the scene that teaches it, or remove it from the list.`,
    });
  }

  const ignored = attachmentIgnored(c.scenes, options.documentText);
  if (ignored)
    findings.push({
      severity: "warning",
      kind: "attachment-ignored",
      message: `A PDF is attached, but the reading, practice and checks use none of its sentences or key words (${ignored.join(", ")}). Read the attached text aloud and teach from it, or remove the attachment.`,
    });

  // Spoken lines: no codes, no contact details, nothing the document addressed to the viewer; scene pace.
  const echoOf = documentEchoMatcher(options.documentText);
  let spoken = "";
  c.scenes.forEach((scene, i) => {
    for (const b of scene.beats) {
      if (b.type !== "line") continue;
      spoken += `${b.text}\n`;
      const codes = citedStandardCodes(b.text);
      if (codes.length)
        findings.push({
          severity: "error",
          kind: "code-in-speech",
          scene: at(i),
          message: `${b.speaker} says the code ${codes.join(", ")} aloud. Codes belong in ON SCREEN or VISUAL cues; say the skill in kid words instead.`,
        });
      const echo = echoOf(b.text);
      if (echo)
        findings.push({
          severity: "warning",
          kind: "document-instruction",
          scene: at(i),
          message: `${b.speaker} repeats a sentence from the attached document that ${echo.reason} ("${echo.sentence.slice(0, 80)}"). A document is read for its facts; remove the line.`,
        });
      if (hasContactDetails(b.text))
        findings.push({
          severity: "error",
          kind: "contact-in-speech",
          scene: at(i),
          message: `${b.speaker} says a web address, e-mail address or phone number. Remove it from the spoken line.`,
        });
    }
    const words = sceneWords(scene);
    if (scene.durationSec > 0 && words > 0) {
      const pauses = scene.beats.reduce((n, b) => n + (b.type === "pause" ? b.seconds : 0), 0);
      const speaking = Math.max(1, scene.durationSec - pauses);
      const wpm = (words / speaking) * 60;
      if (wpm > MAX_SCENE_WPM)
        findings.push({
          severity: "warning",
          kind: "fast-scene",
          scene: at(i),
          message: `Scene ${at(i)} needs ${Math.round(wpm)} words a minute to fit its ${formatDuration(scene.durationSec)}. Cut lines or lengthen the scene (children follow about ${grade ? NARRATION_WPM[grade] : DEFAULT_WPM}).`,
        });
    }
  });

  // Questions: answered, not repeated.
  let questions = 0;
  let answered = 0;
  const seen = new Map<string, number>();
  c.scenes.forEach((scene, i) => {
    if (scene.kind !== "practice" && scene.kind !== "check") return;
    for (const q of questionsOf(scene)) {
      questions += 1;
      if (q.answered) answered += 1;
      else
        findings.push({
          severity: "error",
          kind: "unanswered-question",
          scene: at(i),
          message: `"${q.text}" has no answer after a pause. Add a PAUSE line, then say the answer.`,
        });
      const key = normQuestion(q.text);
      const first = seen.get(key);
      if (first !== undefined)
        findings.push({
          severity: "warning",
          kind: "repeated-question",
          scene: at(i),
          message: `"${q.text}" was already asked in scene ${first}. Ask something new.`,
        });
      else seen.set(key, at(i));
    }
  });

  // A check for understanding answered by the two lines before it is answered by ear, not by the skill.
  for (const j of answersJustSaid(c.scenes)) {
    const asked = j.question.replace(/^(?:Time for .+?\. )?Question \d+: /, "");
    findings.push({
      severity: "warning",
      kind: "answer-just-said",
      scene: j.scene,
      message: `"${asked.length > 90 ? `${asked.slice(0, 90)}…` : asked}" is answered by what was said just before it (the answer: "${j.answer.slice(0, 60)}"). Ask about a part not just said, or ask it before that line.`,
    });
  }

  // Runtime and listening level.
  const runtimeSec = Math.round(c.scenes.reduce((n, s) => n + sceneSeconds(s, grade), 0));
  const targetSec = options.targetSec ?? c.targetSec;
  if (targetSec > 0 && runtimeSec > 0 && Math.abs(runtimeSec - targetSec) > targetSec * RUNTIME_TOLERANCE) {
    const longer = runtimeSec > targetSec;
    findings.push({
      severity: "warning",
      kind: "runtime",
      message: `Read aloud, the script runs about ${formatDuration(runtimeSec)} against a target of ${formatDuration(targetSec)}. ${longer ? "Cut an example or a practice item." : "Add an example or a practice item."}`,
    });
  }
  const listeningGrade = fleschKincaidGrade(spoken);
  const limit = grade === null ? null : Math.max(2, (grade === "K" ? 0 : Number(grade)) + 1);
  if (limit !== null && wordCount(spoken) > 0 && listeningGrade > limit) {
    findings.push({
      severity: "warning",
      kind: "listening-level",
      message: `The spoken lines read at grade ${listeningGrade}, above grade ${grade}'s listening level (up to ${limit}). Use shorter sentences and everyday words.`,
    });
  }
  return {
    findings,
    metrics: { words: wordCount(spoken), runtimeSec, listeningGrade, questions, answeredQuestions: answered },
  };
}
