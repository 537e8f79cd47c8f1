import { bandOfGrade, TOPIC_TEXT_BANDS, type TopicText } from "@shared/curriculum/topic-text";
import { fleschKincaidGrade } from "@shared/text/readability";
import { isAddressedToViewer } from "./offline/excerpt";
import { sentences } from "./offline/safe-text";
import type { TopicTextLibrary } from "../curriculum/topic-texts";

/**
 * The rules of writing a topic text that the schema cannot hold (docs/product/topic-texts.md), as problems, one
 * line each ("honeybees-info-k1: 131 words; the band allows 60–120"). Empty when the library keeps them all.
 * `complete` also asks each subject for its six texts (a story and an informational text for each band).
 */
export function topicTextProblems(lib: TopicTextLibrary, opts: { complete?: boolean } = {}): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const aliasOwner = new Map<string, string>();
  for (const subject of lib.subjects) {
    for (const alias of subject.aliases) {
      const owner = aliasOwner.get(alias);
      if (owner && owner !== subject.subject)
        problems.push(`alias "${alias}" is in two subjects: ${owner} and ${subject.subject}`);
      aliasOwner.set(alias, subject.subject);
    }
    // Where a tale is told from is said only of a tale (ADR 0094): "a fable from ancient Greece".
    if (subject.origin && !subject.tale)
      problems.push(`${subject.subject}: an origin is given for a subject that is no tale`);
    if (opts.complete)
      for (const band of Object.keys(TOPIC_TEXT_BANDS) as (keyof typeof TOPIC_TEXT_BANDS)[])
        for (const kind of ["informational", "story"] as const)
          if (!subject.texts.some((t) => t.kind === kind && bandOfGrade(t.grades[0]) === band))
            problems.push(`${subject.subject}: no ${kind} text for grades ${TOPIC_TEXT_BANDS[band].grades.join("–")}`);
    for (const t of subject.texts) {
      ids.set(t.id, (ids.get(t.id) ?? 0) + 1);
      problems.push(...textProblems(t).map((p) => `${t.id}: ${p}`));
    }
  }
  for (const [id, n] of ids) if (n > 1) problems.push(`${id}: id used ${n} times`);
  return problems;
}

const norm = (s: string) => s.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim();

function textProblems(t: TopicText): string[] {
  const out: string[] = [];
  const band = bandOfGrade(t.grades[0]);
  const limits = TOPIC_TEXT_BANDS[band];
  const suffix = { k1: "k1", "23": "23", "45": "45" }[band];
  if (!t.id.endsWith(`-${t.kind === "story" ? "story" : "info"}-${suffix}`))
    out.push(`the id does not name its kind and band (…-${t.kind === "story" ? "story" : "info"}-${suffix})`);
  const words = t.text.split(/\s+/).filter(Boolean).length;
  const [min, max] = t.kind === "story" ? limits.story : limits.info;
  if (words < min || words > max) out.push(`${words} words; the band allows ${min}–${max}`);
  const fk = fleschKincaidGrade(t.text);
  if (fk > limits.maxFk) out.push(`Flesch–Kincaid grade ${fk}; the band allows at most ${limits.maxFk}`);
  // Said as a title: short, so the excerpt reads it on a line of its own (excerpt.ts).
  if (t.title.split(/\s+/).length > 8) out.push(`the title "${t.title}" has more than eight words`);
  if (/\n\s*#|^#/.test(t.text)) out.push("a heading inside the text");
  const body = norm(t.text);
  const quoted = (s: string, what: string) => {
    if (!body.includes(norm(s))) out.push(`${what} "${s}" is not word for word in the text`);
  };
  if (t.kind === "informational") t.keyDetails.forEach((d) => quoted(d, "key detail"));
  else t.characters.forEach((c) => quoted(c.evidence, `${c.name}'s evidence`));
  for (const w of t.words)
    if (!new RegExp(`\\b${w.word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(t.text))
      out.push(`the word "${w.word}" is not in the text`);
  // Nothing addressed to the listener outside a character's quoted line: the same test that keeps an attached
  // text's instructions and requests out of the read-aloud (excerpt.ts, @shared/text/document-sentences).
  for (const s of sentences(t.text))
    if (isAddressedToViewer(s)) out.push(`"${s}" would be left out of the read-aloud (addressed to the listener)`);
  return out;
}
