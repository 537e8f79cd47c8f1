/**
 * npm run eval — the quality figures of ADR 0007, printed per case and overall, for the fixed cases
 * in eval/script-cases.json run through the offline engine (and, for mechanics, the model path against a
 * local OpenAI-compatible peer):
 *   on-standard   teaching scenes that use an example from the cited standard's own teaching card
 *   runtime       error of the read-aloud runtime (words at the grade's rate + pauses) against the target
 *   listening     Flesch–Kincaid grade of the spoken lines, against the grade + 1
 *   repeated      share of dialogue lines that appear word for word in 3 or more scripts of the set
 *   regen diff    share of lines that differ between two Regenerates (seeds 1 and 2)
 *   answered      questions (practice and check) answered after a pause
 *   findings      Script check findings by severity
 * and, for every one of the 486 standards taught alone (2, 3 and 5 minutes; one and two presenters): teaching
 * on its standard, error findings, runtime within ±10 % by length, and listening level within the check's limit.
 */
import { PGlite } from "@electric-sql/pglite";
import labelled from "./script-cases.json" with { type: "json" };
import ccss from "../data/ccss-ela-k5.json" with { type: "json" };
import type { Grade } from "../src/shared/schemas/grade";
import { checkScript, type ScriptChecks } from "../src/shared/script/check-script";
import { parseContract } from "../src/shared/script/contract";
import { oneLine } from "../src/shared/script-format";
import { createLanguageModel } from "../src/server/ai/model";
import { draftScript, type DraftInput } from "../src/server/ai/offline/draft-script";
import { speakShow } from "../src/server/ai/offline/teach-blocks";
import { speakBlanks } from "../src/server/ai/offline/spoken-blanks";
import { streamScript } from "../src/server/ai/script/index";
import { openDatabase } from "../src/server/db/client";
import { starterCast } from "../src/server/db/seed-characters";
import { allStandards, hasStandard } from "../src/server/curriculum/standards-catalogue";
import { getTeachingCard } from "../src/server/curriculum/teaching-cards";
import { startFakeOpenAI } from "../tests/support/fake-openai";
import { NARRATION_WPM } from "../src/shared/script/contract";
import { readConsiderations, scenesMentioning, scenesWithSupport } from "../src/shared/script/considerations";
import { missingKeyMoves } from "../src/server/ai/offline/key-moves";
import { recapNamesExample } from "../src/server/ai/offline/recap-lines";
import { orphanVisuals } from "../src/server/ai/offline/orphan-visuals";
import { chooseExcerpt } from "../src/server/ai/offline/excerpt";
import { THINK_PAUSE_SEC, thinkTask } from "../src/server/ai/offline/pauses";
import { topicTextLibrary } from "../src/server/curriculum/topic-texts";
import { textStandardFigure, topicTextFigure, writingLanguageFigure } from "./topic-texts";
import { emptyTally, quizChecks, SCAN_TOPICS, tallyChecks } from "./checks";
import { typedPartFigure } from "./typed-parts";
import { textSkillOf } from "../src/server/ai/offline/text-questions";
import { STRENGTH_LINE } from "../src/server/ai/offline/strength-lines";
import { bareFrameOpening } from "../src/server/ai/offline/frame-work";
import { calmFrame, frameFor } from "../src/server/ai/offline/frame";
import { isSeriousTopic } from "../src/server/ai/offline/draft-concepts";

interface Case {
  topic: string;
  grade: Grade;
  standards: string[];
  cast: string[];
  minutes: number;
  concept: string;
  pdf?: string;
  considerations?: string;
}
const cases = labelled.cases as Case[];

const inputOf = (c: Case, seed: number): DraftInput => ({
  topic: c.topic,
  grade: c.grade,
  targetMinutes: c.minutes,
  seed,
  standards: c.standards.map((code) => ({ code, description: "" })),
  characters: c.cast.map((name) => {
    const found = starterCast.find((s) => s.name === name);
    if (!found) throw new Error(`unknown cast member ${name}`);
    return found;
  }),
  concept: { title: c.concept, description: "" },
  contentConsiderations: c.considerations ?? null,
  pdfText: c.pdf ?? null,
});

const norm = (line: string) =>
  line
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const spokenLines = (text: string) =>
  parseContract(text).scenes.flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));
const checksOf = (text: string, c: Case): ScriptChecks =>
  checkScript(text, {
    selectedCodes: c.standards,
    grade: c.grade,
    targetSec: c.minutes * 60,
    isOfficialCode: hasStandard,
  });
const gradeNum = (g: Grade) => (g === "K" ? 0 : Number(g));
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

/**
 * Teaching scenes (total, on their standard): a scene is on its standard when it shows one of the card's own
 * examples, or, when an attached text is the lesson's text (ADR 0055), when it reads that text and models a
 * question on it.
 */
function onStandard(text: string, attached: string | null = null): { teach: number; on: number } {
  const scenes = parseContract(text).scenes.filter((s) => s.kind === "teach");
  let on = 0;
  for (const s of scenes) {
    const card = s.code ? getTeachingCard(s.code) : undefined;
    const body = s.beats.map((b) => ("text" in b ? b.text : "")).join("\n");
    // Cards may lay a dialogue out on several lines; the script says it on one, or shares it between presenters
    // line by line (teach-blocks.ts `sayShow`), so the said form is looked for in the lines run together too.
    // A blank is said "blank" in a listening-only example ("Listen: One frog. Two blank.").
    const joined = body.replace(/\n/g, " ");
    const said = (show: string) => [oneLine(show), oneLine(speakShow(show)), speakBlanks(oneLine(speakShow(show)))];
    if (card && card.examples.some((e) => said(e.show).some((form) => body.includes(form) || joined.includes(form))))
      on += 1;
    else if (attached && body.includes(attached) && s.beats.some((b) => b.type === "onScreen" && b.text.includes("?")))
      on += 1;
  }
  return { teach: scenes.length, on };
}

/**
 * The teaching-card items (examples, practice items, checks) a script uses, in the order they come, said or shown;
 * with an attached text (ADR 0055), also the questions made from it (shown on screen in the teaching, practice and
 * checks), since those stand in for the card's items.
 */
function itemsUsed(text: string, codes: string[], attached = false): string[] {
  const flat = (x: string) => oneLine(x).replace(/\s+/g, " ").toLowerCase();
  const script = flat(
    parseContract(text)
      .scenes.flatMap((s) => s.beats.map((b) => ("text" in b ? b.text : "")))
      .join(" "),
  );
  const found: { at: number; key: string }[] = [];
  for (const code of codes) {
    const card = getTeachingCard(code);
    if (!card) continue;
    const probe = (key: string, t: string) => {
      // An item with a blank is found as written (on screen) or as said ("blank", "Use the word eat.").
      const at = [t, speakBlanks(t, { inPlace: true })]
        .map((x) => script.indexOf(flat(x).slice(0, 48)))
        .reduce((a, b) => (a < 0 ? b : b < 0 ? a : Math.min(a, b)));
      if (at >= 0) found.push({ at, key });
    };
    card.examples.forEach((e, i) => probe(`${code} e${i}`, e.thinkAloud));
    card.practice.forEach((p, i) => probe(`${code} p${i}`, p.prompt));
    card.checks.forEach((c, i) => probe(`${code} c${i}`, c.question));
  }
  if (attached)
    for (const s of parseContract(text).scenes.filter((x) => x.kind !== "hook"))
      for (const b of s.beats)
        if (
          ((b.type === "onScreen" && !/^[A-Z]{1,2}\.[\w.]+ — /.test(b.text)) ||
            (b.type === "line" && /Question \d+: /.test(b.text))) &&
          /\?/.test(b.text)
        ) {
          // A question asked: on screen, or said in the quiz ("Question 2: …?"), with the sentence of the text it
          // quotes ("What comes right after this? “She became a doctor.”"): the same question about another sentence
          // is another item.
          const [head, tail = ""] = flat(b.text.replace(/^.*?Question \d+: /, "")).split(/\?\s*/);
          const quoted = /^["“][^"”]+["”]/.exec(tail)?.[0] ?? "";
          const asked = `${head!}${quoted ? ` ${quoted}` : ""}`;
          const at = script.indexOf(head!.slice(0, 48));
          if (asked.split(" ").length >= 3) found.push({ at: at < 0 ? script.length : at, key: `text: ${asked}` });
        }
  return found.sort((x, y) => x.at - y.at).map((x) => x.key);
}

/** VISUAL and ON SCREEN lines that stop mid-phrase (no end mark and not a short label). */
function cutVisuals(text: string): number {
  return parseContract(text)
    .scenes.flatMap((s) => s.beats)
    .filter((b) => b.type === "visual" && !/[.!?…"”')\]]$/.test(b.text.trim())).length;
}

/** Think pauses after a question shorter than their task's value (docs/decisions/0045-pauses-by-task-and-grade.md). */
function shortPauses(text: string, grade: Grade): { pauses: number; short: number } {
  const band = grade === "K" || grade === "1" ? 0 : grade === "2" || grade === "3" ? 1 : 2;
  let pauses = 0;
  let short = 0;
  for (const s of parseContract(text).scenes.filter((x) => x.kind === "practice" || x.kind === "check")) {
    s.beats.forEach((b, i) => {
      if (b.type !== "pause" || !/viewers (?:try it|answer)/.test(b.text)) return;
      const asked = [...s.beats.slice(0, i)].reverse().find((x) => x.type === "line");
      const onScreen = [...s.beats.slice(0, i)].reverse().find((x) => x.type === "onScreen");
      if (!asked || asked.type !== "line") return;
      pauses += 1;
      // The choices as the presenter says them: lettered ("A: … B: … Which is it: A, B or C?"), numbered for K–1
      // ("One: … Two: …"), or asked ("Is it fan? Man? Or van?"); else as the screen lists them ("fan · man · van").
      const said = asked.text.replace(/ (?:Which is it|Is it (?:one|two))\b.*$/, "");
      const lettered = said.split(/\s(?:[A-E]|One|Two|Three|Four|Five): /).slice(1);
      const listed = onScreen?.type === "onScreen" ? onScreen.text.split(" · ").slice(1) : [];
      const asks = /\? Or [^?]{1,60}\?$|Look at the screen\. Is it one\b/.test(asked.text);
      const choices = lettered.length > 1 ? lettered : listed.length > 0 ? listed : asks;
      if (b.seconds < THINK_PAUSE_SEC[thinkTask(asked.text, choices)][band]) short += 1;
    });
  }
  return { pauses, short };
}

/** Longest stretch one presenter speaks without another's line, seconds at the grade's rate (read-alouds excluded). */
function longestTurnSec(text: string, grade: Grade): number {
  const c = parseContract(text);
  if (c.cast.length < 2) return 0;
  let best = 0;
  let who = "";
  let words = 0;
  for (const s of c.scenes)
    for (const b of s.beats) {
      if (b.type === "visual" && /lights up as it is read aloud/.test(b.text)) {
        who = "";
        words = 0;
      }
      if (b.type !== "line") continue;
      if (b.speaker !== who) {
        who = b.speaker;
        words = 0;
      }
      words += b.text.split(/\s+/).length;
      best = Math.max(best, (words / NARRATION_WPM[grade]) * 60);
    }
  return best;
}

const rows = cases.map((c) => {
  const a = draftScript(inputOf(c, 1)).text;
  const b = draftScript(inputOf(c, 2)).text;
  const checks = checksOf(a, c);
  const linesA = spokenLines(a);
  const setB = new Set(spokenLines(b).map(norm));
  return {
    c,
    text: a,
    lines: linesA.map(norm),
    teach: onStandard(
      a,
      c.pdf ? (chooseExcerpt(c.pdf, c.grade, c.standards[0]!)?.text.split(/(?<=[.!?])\s+/)[0] ?? null) : null,
    ),
    runtimeError: (checks.metrics.runtimeSec - c.minutes * 60) / (c.minutes * 60),
    listening: checks.metrics.listeningGrade,
    regenDiff: linesA.filter((l) => !setB.has(norm(l))).length / Math.max(1, linesA.length),
    questions: checks.metrics.questions,
    answered: checks.metrics.answeredQuestions,
    errors: checks.findings.filter((f) => f.severity === "error"),
    warnings: checks.findings.filter((f) => f.severity === "warning"),
  };
});

// Lines that appear in 3 or more scripts of the set.
const scriptsWith = new Map<string, number>();
for (const r of rows) for (const l of new Set(r.lines)) scriptsWith.set(l, (scriptsWith.get(l) ?? 0) + 1);
const allLines = rows.flatMap((r) => r.lines);
const repeated = allLines.filter((l) => (scriptsWith.get(l) ?? 0) >= 3).length / allLines.length;

console.log("Offline engine, per case");
console.log("grade  min  teach(on)  runtime  listen  regen  answered  findings   topic");
for (const r of rows) {
  const find = `${r.errors.length}E ${r.warnings.length}W`;
  console.log(
    `${r.c.grade.padEnd(5)}  ${String(r.c.minutes).padEnd(3)}  ${`${r.teach.on}/${r.teach.teach}`.padEnd(9)}  ${`${r.runtimeError >= 0 ? "+" : ""}${pct(r.runtimeError)}`.padEnd(7)}  ${r.listening.toFixed(1).padEnd(6)}  ${pct(r.regenDiff).padEnd(5)}  ${`${r.answered}/${r.questions}`.padEnd(8)}  ${find.padEnd(9)}  ${r.c.topic}`,
  );
  for (const f of [...r.errors, ...r.warnings])
    console.log(`         ${f.severity}: ${f.kind}${f.scene ? ` (scene ${f.scene})` : ""}: ${f.message}`);
}

const teach = rows.reduce((n, r) => n + r.teach.teach, 0);
const on = rows.reduce((n, r) => n + r.teach.on, 0);
const within = rows.filter((r) => Math.abs(r.runtimeError) <= 0.1).length;
const listeningOk = rows.filter((r) => r.listening <= gradeNum(r.c.grade) + 1).length;
const regenOk = rows.filter((r) => r.regenDiff >= 0.3).length;
const questions = rows.reduce((n, r) => n + r.questions, 0);
const answered = rows.reduce((n, r) => n + r.answered, 0);
const errors = rows.reduce((n, r) => n + r.errors.length, 0);
const warnings = rows.reduce((n, r) => n + r.warnings.length, 0);
const worstRuntime = Math.max(...rows.map((r) => Math.abs(r.runtimeError)));
console.log(`\nOffline engine, ${rows.length} cases:`);
console.log(`  teaching scenes on their standard (card example used): ${on}/${teach}`);
console.log(`  runtime within ±10% of target: ${within}/${rows.length} (worst ${pct(worstRuntime)})`);
console.log(
  `  listening grade ≤ grade + 1: ${listeningOk}/${rows.length} (mean ${(rows.reduce((n, r) => n + r.listening, 0) / rows.length).toFixed(1)})`,
);
console.log(`  dialogue lines repeated in 3+ scripts: ${pct(repeated)} of ${allLines.length}`);
console.log(
  `  two Regenerates differ in ≥30% of lines: ${regenOk}/${rows.length} (mean ${pct(rows.reduce((n, r) => n + r.regenDiff, 0) / rows.length)})`,
);
console.log(`  questions answered after a pause: ${answered}/${questions}`);
const mostRepeated = [...scriptsWith]
  .filter(([, n]) => n >= 3)
  .sort((x, y) => y[1] - x[1])
  .slice(0, 8);
if (mostRepeated.length)
  console.log(`  most repeated lines: ${mostRepeated.map(([l, n]) => `"${l.slice(0, 50)}" ×${n}`).join("; ")}`);
console.log(`  check findings: ${errors} error, ${warnings} warning`);

// The figures of docs/product/considerations.md, key-moves.md and pace.md on the fixed cases.
{
  let consCases = 0;
  let falseApplied = 0;
  let kept = 0;
  let attach = 0;
  let attachUsed = 0;
  let cut = 0;
  let pauses = 0;
  let short = 0;
  let longTurns = 0;
  let exampleDiff = 0;
  let sameItems = 0;
  let framingDiff = 0;
  let attachTaught = 0;
  for (const r of rows) {
    const contract = parseContract(r.text);
    if (r.c.considerations) {
      consCases += 1;
      const cons = readConsiderations(r.c.considerations);
      const lies = contract.notes.filter((n) => {
        if (!n.startsWith("Applied:")) return false;
        const avoid = cons.avoid.find((a) => n.includes(`no ${a.label}`));
        return avoid ? scenesMentioning(contract.scenes, avoid).length > 0 : false;
      }).length;
      const supportsMissing = cons.include.filter(
        (k) => k !== "song" && scenesWithSupport(contract.scenes, k).length === 0,
      ).length;
      const avoidsBroken = cons.avoid.filter((a) => scenesMentioning(contract.scenes, a).length > 0).length;
      falseApplied += lies;
      if (lies === 0 && supportsMissing === 0 && avoidsBroken === 0) kept += 1;
    }
    if (r.c.pdf) {
      attach += 1;
      const excerpt = chooseExcerpt(r.c.pdf, r.c.grade, r.c.standards[0]!);
      const first = excerpt?.text.split(/(?<=[.!?])\s+/)[0] ?? "\u0000";
      if (spokenLines(r.text).some((l) => l.includes(first))) attachUsed += 1;
    }
    cut += cutVisuals(r.text);
    const p = shortPauses(r.text, r.c.grade);
    pauses += p.pauses;
    short += p.short;
    const limit = ["K", "1", "2"].includes(r.c.grade) ? 60 : 90;
    if (longestTurnSec(r.text, r.c.grade) > limit) longTurns += 1;
    // Regenerate (seeds 1 and 2): other worked examples, practice items or checks — found said or shown, so a
    // listening-only (oral) card counts too; else, when both drafts use the same items, another framing (the hook's
    // lines) and another order of the items.
    const other = draftScript(inputOf(r.c, 2)).text;
    const a = itemsUsed(r.text, r.c.standards, Boolean(r.c.pdf));
    const b = itemsUsed(other, r.c.standards, Boolean(r.c.pdf));
    if (a.some((x) => !b.includes(x))) exampleDiff += 1;
    else {
      sameItems += 1;
      const hook = (t: string) => spokenLines(t).slice(0, 3).join("|");
      const order = a.join("|") !== b.join("|");
      if (hook(r.text) !== hook(other) && (order || a.length < 2)) framingDiff += 1;
    }
    if (r.c.pdf) {
      // The attachment as the teaching text: every check for understanding asks about the excerpt, and its
      // revealed answer is words of the excerpt.
      const excerpt = chooseExcerpt(r.c.pdf, r.c.grade, r.c.standards[0]!);
      const flat = (x: string) => x.replace(/[“”"]/g, "").replace(/\s+/g, " ").toLowerCase().trim();
      const quiz = contract.scenes.find((s) => s.kind === "check");
      const reveals =
        quiz?.beats.flatMap((x, i) => (x.type === "line" && quiz.beats[i - 1]?.type === "pause" ? [x.text] : [])) ?? [];
      // An inference's answer says the inference and quotes the sentence that tells it ("Milo feels sad. The text
      // says, “…”"): answered from the excerpt when the quoted sentence is the excerpt's.
      const inExcerpt = (t: string) => flat(excerpt?.text ?? "\u0000").includes(flat(t).replace(/[.!?]$/, ""));
      const answered = reveals.filter(
        (x) =>
          inExcerpt(x.replace(/^(?:Here's the answer:|The answer is(?: [A-E]:)?)\s*/, "")) ||
          (x.match(/“[^”]+”/g) ?? []).some((q) => inExcerpt(q.slice(1, -1))),
      );
      if (reveals.length > 0 && answered.length === reveals.length) attachTaught += 1;
    }
  }
  const multi = rows.filter((r) => r.c.cast.length > 1).length;
  console.log(
    `  considerations kept (avoid absent, supports present, no false "Applied"): ${kept}/${consCases}; false "Applied" notes: ${falseApplied}`,
  );
  console.log(`  attachment read as the lesson's reading (its excerpt spoken): ${attachUsed}/${attach}`);
  console.log(
    `  attachment used as the teaching text (every check answered from the excerpt): ${attachTaught}/${attach}`,
  );
  console.log(`  VISUAL lines cut mid-phrase: ${cut}`);
  console.log(`  think pauses at or above their task's value: ${pauses - short}/${pauses}`);
  console.log(
    `  voice balance: scripts with two or more presenters where one speaks > 60 s (K–2) / 90 s (3–5) at a stretch: ${longTurns}/${multi}`,
  );
  // Presenters who speak from their strength (ADR 0092): in casts of two or more, a line of the kind their own
  // fields give (the curious host's question, the expert's why, the rhymer's memory rhyme, the guide's route, the
  // author's tip); each catchphrase at most twice; and no scene opening with a frame line that names nothing taught.
  let presenters = 0;
  let strong = 0;
  let overCatch = 0;
  let frameScenes = 0;
  let bareFrames = 0;
  for (const r of rows) {
    const contract = parseContract(r.text);
    const lines = contract.scenes.flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b] : [])));
    const members = r.c.cast.map((n) => starterCast.find((s) => s.name === n)!);
    if (members.length > 1)
      for (const m of members) {
        presenters += 1;
        if (lines.some((l) => l.speaker.toUpperCase() === m.name.toUpperCase() && STRENGTH_LINE.test(l.text)))
          strong += 1;
      }
    for (const m of members) if (lines.filter((l) => l.text.includes(m.catchphrase)).length > 2) overCatch += 1;
    const lively = frameFor({ title: r.c.concept, description: "" }, r.c.topic);
    const frame = isSeriousTopic(r.c.topic) ? calmFrame(lively) : lively;
    for (const sc of contract.scenes) {
      if (!["teach", "practice", "check"].includes(sc.kind)) continue;
      const card = getTeachingCard(sc.code ?? r.c.standards[0]!);
      frameScenes += 1;
      if (card && bareFrameOpening(sc, frame, `${card.kidGoal} ${card.keyTerms.map((k) => k.term).join(" ")}`))
        bareFrames += 1;
    }
  }
  console.log(`  presenters speak from their strength: ${strong}/${presenters}`);
  console.log(`  catchphrases said more than twice: ${overCatch}`);
  console.log(`  scenes opening with a frame line that names no lesson content: ${bareFrames}/${frameScenes}`);
  console.log(
    `  narration rate by grade (wpm): ${Object.entries(NARRATION_WPM)
      .map(([g, w]) => `${g} ${w}`)
      .join(", ")}`,
  );
  console.log(`  Regenerate shows other examples, practice items or checks: ${exampleDiff}/${rows.length}`);
  console.log(
    `  Regenerate with the same items (the card or the time allows only these): ${sameItems}; of them with another framing and order: ${framingDiff}/${sameItems}`,
  );
}

/** The check scene's questions are numbered 1, 2, … in the order asked, and its first beat is its only title card. */
function quizNumberedInOrder(text: string): boolean {
  const quiz = parseContract(text)
    .scenes.filter((s) => s.kind === "check")
    .flatMap((s) => s.beats);
  const numbers = quiz.flatMap((b) =>
    b.type === "line" ? [...b.text.matchAll(/Question (\d+):/g)].map((m) => Number(m[1])) : [],
  );
  const titleCards = quiz.filter((b) => b.type !== "line" && JSON.stringify(b).includes("Title card"));
  return numbers.every((n, i) => n === i + 1) && titleCards.length === 1 && titleCards[0] === quiz[0];
}

// Typed subject topics taught from our own topic text (docs/product/topic-texts.md, eval/topic-texts.ts): only the
// subjects with a file in data/topic-texts are run; the others are named as skipped.
{
  const f = topicTextFigure(topicTextLibrary());
  console.log(
    `  typed subject topics taught from a topic text: ${f.taught}/${f.cases - f.cardOnly.length}; taught from the card, the text not read: ${f.cardOnly.length}; read but not taught from: ${f.failed.length}`,
  );
  if (f.cardOnly.length)
    console.log(
      `    from the card (no text teaches the standard, or the text lacks what it asks): ${f.cardOnly.join("; ")}`,
    );
  if (f.skipped.length) console.log(`    skipped, no topic-text file for the subject yet: ${f.skipped.join("; ")}`);
  if (f.failed.length) console.log(`    not taught from the text: ${f.failed.join("; ")}`);
}

// Every W, SL and L standard × a sample of library subjects typed as topics: the teach scene uses our text (ADR 0090).
{
  const codes = allStandards()
    .map((s) => s.code)
    .filter((c) => /^(?:W|SL|L)\./.test(c));
  const f = writingLanguageFigure(topicTextLibrary(), codes);
  console.log(`  W/SL/L with a subject taught from our text: ${f.taught}/${f.pairs}`);
  const byKind = new Map<string, number>();
  for (const [code, n] of f.fromCard) {
    const kind = code.replace(/^(W|SL|L)\.(?:K|\d)\.(\d+).*$/, "$1.x.$2");
    byKind.set(kind, (byKind.get(kind) ?? 0) + n);
  }
  console.log(`    from the card, by standard: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}`);
}

// Every topic text × every reading standard of its band (RL/RI 1–4, SL.x.2; RI.x.8 apart): taught from the text,
// not only named (docs/product/topic-texts.md, "What a text can teach").
{
  const f = textStandardFigure(topicTextLibrary());
  console.log(
    `  topic texts that teach each reading standard of their band: ${f.teaching}/${f.pairs}; RI.x.8 (reasons the text marks): ${f.reasons.teaching}/${f.reasons.pairs}`,
  );
  const by = new Map<string, number>();
  for (const x of f.failed) {
    const [id, code] = x.split(" ") as [string, string];
    const key = `${id.replace(/^.*-(info|story)-(k1|23|45)$/, "$1 $2")} ${code.replace(/\.(?:K|\d)\./, ".x.")}`;
    by.set(key, (by.get(key) ?? 0) + 1);
  }
  if (by.size)
    console.log(`    not taught (text band and standard: pairs): ${[...by].map(([k, n]) => `${k}: ${n}`).join("; ")}`);
}

// Every standard, not only the fixed cases: each of the 486 codes taught alone at 2, 3 and 5 minutes, by one
// presenter and by two, through the offline engine and the Script check.
const all = (() => {
  const byLength = new Map<number, { n: number; within: number }>();
  let scripts = 0;
  let errorFindings = 0;
  let listeningOk = 0;
  let onItsStandard = 0;
  let tooShortNotes = 0;
  let quizInOrder = 0;
  let movesMade = 0;
  let orphanScripts = 0;
  // A check for understanding of two questions or more, by length (ADR 0079), among the scripts within ±10 %.
  const twoChecks = new Map<number, { fitted: number; two: number }>();
  // A recap that names the lesson's own worked example (recap-lines.ts, ADR 0089), by length, of all scripts.
  const recapNames = new Map<number, number>();
  const standardsAllMoves = new Set<string>(ccss.standards.map((x) => x.code));
  const cardChecks = emptyTally();
  const textChecks = emptyTally();
  for (const s of ccss.standards) {
    for (const minutes of [2, 3, 5]) {
      for (const solo of [true, false]) {
        const grade = s.grade as Grade;
        const input: DraftInput = {
          topic: s.domain,
          grade,
          targetMinutes: minutes,
          seed: minutes + (solo ? 0 : 10),
          standards: [{ code: s.code, description: "" }],
          characters: solo ? [starterCast[0]!] : [starterCast[1]!, starterCast[2]!],
          concept: { title: "Word Quest", description: "" },
        };
        const { text, contract } = draftScript(input);
        if (orphanVisuals(contract.scenes).length > 0) orphanScripts += 1;
        const checks = checkScript(text, {
          selectedCodes: [s.code],
          grade,
          targetSec: minutes * 60,
          isOfficialCode: hasStandard,
        });
        scripts += 1;
        errorFindings += checks.findings.filter((f) => f.severity === "error").length;
        if (checks.metrics.listeningGrade <= Math.max(2, gradeNum(grade) + 1)) listeningOk += 1;
        const t = onStandard(text);
        if (t.teach === 1 && t.on === 1) onItsStandard += 1;
        if (text.includes("NOTE: Too short for this lesson")) tooShortNotes += 1;
        if (quizNumberedInOrder(text)) quizInOrder += 1;
        tallyChecks(cardChecks, text, s.code, `${s.code} ${minutes} min${solo ? "" : ", two presenters"}`);
        const card = getTeachingCard(s.code);
        if (card && missingKeyMoves(card, text).length === 0) movesMade += 1;
        else standardsAllMoves.delete(s.code);
        if (recapNamesExample(text)) recapNames.set(minutes, (recapNames.get(minutes) ?? 0) + 1);
        const row = byLength.get(minutes) ?? { n: 0, within: 0 };
        row.n += 1;
        if (Math.abs(checks.metrics.runtimeSec - minutes * 60) <= minutes * 6) {
          row.within += 1;
          const two = twoChecks.get(minutes) ?? { fitted: 0, two: 0 };
          two.fitted += 1;
          if (quizChecks(contract).length >= 2) two.two += 1;
          twoChecks.set(minutes, two);
        }
        byLength.set(minutes, row);
      }
    }
  }
  // The same standards a text teaches, taught from our own texts about four topics (two seeds each, 4 minutes).
  for (const s of ccss.standards.filter((x) => textSkillOf(x.code)))
    for (const topic of SCAN_TOPICS)
      for (const seed of [1, 2]) {
        const text = draftScript({
          topic,
          grade: s.grade as Grade,
          targetMinutes: 4,
          seed,
          standards: [{ code: s.code, description: "" }],
          characters: [starterCast[0]!, starterCast[1]!],
          concept: { title: "Word Quest", description: "" },
        }).text;
        tallyChecks(textChecks, text, s.code, `${s.code} on "${topic}", seed ${seed}`);
      }
  console.log(
    `\nAll ${ccss.standards.length} standards, alone, at 2, 3 and 5 minutes, one and two presenters (${scripts} scripts):`,
  );
  console.log(`  teaching scene on its standard: ${onItsStandard}/${scripts}; error findings: ${errorFindings}`);
  console.log(
    `  runtime within ±10%: ${[...byLength].map(([m, r]) => `${m} min ${r.within}/${r.n}`).join(", ")} (the rest say in a NOTE how long they need: ${tooShortNotes})`,
  );
  console.log(
    `  a check for understanding of two questions or more, of the scripts within ±10%: ${[...twoChecks].map(([m, r]) => `${m} min ${r.two}/${r.fitted}`).join(", ")}`,
  );
  console.log(
    `  a recap naming the lesson's own worked example: ${[...byLength].map(([m, r]) => `${m} min ${recapNames.get(m) ?? 0}/${r.n}`).join(", ")}`,
  );
  console.log(`  listening grade within the Script check's limit (grade + 1, at least 2): ${listeningOk}/${scripts}`);
  console.log(`  quiz asked as Question 1, 2, … and opened by its one title card: ${quizInOrder}/${scripts}`);
  console.log(
    `  a VISUAL in the teaching or practice about nothing said in its scene (orphan-visuals.ts): ${orphanScripts}/${scripts} scripts`,
  );
  console.log(
    `  required (key) moves made: ${movesMade}/${scripts} scripts; standards making them in every one of their 6 scripts (3 seeds and lengths × 2 casts): ${standardsAllMoves.size}/${ccss.standards.length}`,
  );
  // Checks for understanding (eval/checks.ts): none repeats what the lesson's examples and practice said, none gives
  // its answer away, and a check on a text asks what its standard asks of the text.
  for (const [name, t] of [
    ["the cards' lessons", cardChecks],
    ["our topic texts' lessons", textChecks],
  ] as const)
    console.log(
      `  checks in ${name} (${t.checks}): checks that repeat an earlier answer: ${t.repeating}; a word's meaning given in the question: ${t.givingAway}; the right choice alone echoing the question: ${t.choiceEchoes}; checks on a text that ask the standard's skill: ${t.onSkill}/${t.onText}; lessons asking a message or summary (RL.x.2, RI.4–5.2) that model one first: ${t.modelledFirst}/${t.asksMessage}; RI.x.3 checks whose pair is a real link: ${t.realLinks}/${t.linkItems}`,
    );
  for (const f of [...cardChecks.found, ...textChecks.found].slice(0, 12)) console.log(`    ${f}`);
  // A typed topic that names one part of a parent standard's card ("Commas in dates and letters" with L.2.2) gets a
  // lesson on that part: teaching scene, first worked example and first check (typed-parts.ts).
  const typedParts = typedPartFigure();
  console.log(`  typed part leads: ${typedParts.led}/${typedParts.cases}`);
  for (const m of typedParts.misses.slice(0, 6)) console.log(`    ${m}`);
  return {
    scripts,
    onItsStandard,
    errorFindings,
    listeningOk,
    quizInOrder,
    movesMade,
    allMoves: standardsAllMoves.size,
  };
})();

// Model path, mechanics only: a local OpenAI-compatible peer streams a script back (the offline draft for the
// same case with another seed), which goes through the same parsing and Script check.
const peer = await startFakeOpenAI();
const database = await openDatabase({ pglite: new PGlite() });
await database.migrate();
const model = createLanguageModel({ apiKey: "eval", baseUrl: peer.url, model: "eval-peer" } as Parameters<
  typeof createLanguageModel
>[0]);
let modelErrors = 0;
let systemOk = 0;
const sample = cases.slice(0, 6);
for (const c of sample) {
  peer.enqueue({ kind: "text", text: draftScript(inputOf(c, 3)).text, chunkChars: 40 });
  const input = {
    ...inputOf(c, 3),
    standards: c.standards.map((code) => ({ code, description: "" })),
    characters: inputOf(c, 3).characters.map((x) => ({ ...x, personality: x.personality ?? "" })),
    contentConsiderations: c.considerations ?? null,
    pdfText: c.pdf ?? null,
    contextScripts: [],
    grade: c.grade,
    targetMinutes: c.minutes,
  };
  const stream = await streamScript({ db: database.db, model, timeoutMs: 20_000, stallMs: 10_000 }, input);
  let text = "";
  for await (const piece of stream.chunks) text += piece;
  modelErrors += checksOf(text, c).findings.filter((f) => f.severity === "error").length;
  const body = JSON.stringify(peer.requests.at(-1)?.body.messages ?? []);
  if (
    body.includes('"role":"system"') &&
    body.includes("untrusted-data") &&
    body.includes(`### ${c.standards[0]} (primary)`)
  )
    systemOk += 1;
}
console.log(
  `\nModel path (mechanics, local peer), ${sample.length} cases: requests with system message, delimited data and cards ${systemOk}/${sample.length}; error findings ${modelErrors}`,
);
await database.close();
await peer.close();

console.log(
  `\nscripts eval: on-standard ${on}/${teach}; runtime ±10% ${within}/${rows.length}; listening ≤ grade+1 ${listeningOk}/${rows.length}; repeated lines ${pct(repeated)}; regenerate differs ≥30% ${regenOk}/${rows.length}; answered ${answered}/${questions}; errors ${errors}` +
    `; all 486 standards: on-standard ${all.onItsStandard}/${all.scripts}, errors ${all.errorFindings}, listening ${all.listeningOk}/${all.scripts}, quiz in order ${all.quizInOrder}/${all.scripts}, key moves ${all.allMoves}/${ccss.standards.length} standards (${all.movesMade}/${all.scripts} scripts)`,
);
