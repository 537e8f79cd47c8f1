import type { Concept, Standard } from "@shared/schemas/standard";
import { formatDuration, formatSceneHeading, oneLine } from "@shared/script-format";
import { buildCast, introLine, leaderFor, opener, sayCatchphrase, type CastMember, type DraftCharacter } from "./cast";
import { considerationNotes, readConsiderations, type Considerations } from "./considerations";
import { capitalize, clip, hashString, phraseStandard, pick, readingFacts, type StandardPhrasing } from "./phrasing";
import { planDurations } from "./scene-plan";
import { movesFor } from "./strand-moves";

/** Everything the offline engine drafts from (the wizard's choices, already validated). */
export interface DraftInput {
  topic: string;
  standards: Standard[];
  characters: DraftCharacter[];
  concept: Concept;
  contentConsiderations?: string | null;
  /** Text extracted from the supporting PDF, or null. */
  pdfText?: string | null;
  contextScripts?: { topic: string; concept: string; scriptContent: string }[];
}

/** A scene before formatting: heading name, visuals and spoken lines (speaker = index into the cast). */
interface SceneDraft {
  name: string;
  /** Lines in order; a string is a VISUAL cue, an object a spoken line. */
  body: (string | { who: number; text: string })[];
}

/** Writes spoken lines in turn, starting with cast member `first` and cycling through the whole cast. */
function rotation(cast: CastMember[], first: number) {
  let next = first;
  return (text: string) => {
    const who = next % cast.length;
    next += 1;
    return { who, text };
  };
}

/** Ends a sentence with a period unless it already ends with . ! or ? */
const end = (text: string) => (/[.!?]["”]?$/.test(text) ? text : `${text}.`);
const safe = (text: string) => oneLine(text).replace(/\|/g, "/");
const headerName = (text: string) => oneLine(text.replace(/[(),|]/g, " "));

function hookScene(input: DraftInput, cast: CastMember[], cons: Considerations, seed: number): SceneDraft {
  const topic = safe(input.topic);
  const say = rotation(cast, 0);
  const hooks = [
    `Have you ever wondered what makes ${topic} so interesting?`,
    `Quick question: what do you already know about ${topic}? Hold that thought!`,
    `Get ready, because today is all about ${topic}!`,
    `Guess what? We're about to become ${topic} experts!`,
  ];
  const body: SceneDraft["body"] = [
    `Bright title card with the cast on a set inspired by "${safe(input.concept.title)}"${cons.gentle ? " (soft colors, friendly music)" : ""}.`,
    say(`${cons.spanish ? "¡Hola, amigos! That means hello, friends! " : ""}${pick(hooks, seed)}`),
  ];
  const intro = rotation(cast, 0);
  for (const member of cast) body.push(intro(introLine(member)));
  const context = input.contextScripts?.[0];
  if (context) body.push(say(`Remember when we explored ${safe(context.topic)}? Today we build on it!`));
  const description = oneLine(input.concept.description);
  body.push(say(`Today's mission: ${safe(input.concept.title)}.${description ? ` ${clip(description, 180)}` : ""}`));
  if (cons.captions) body.push(`Caption on screen: "${topic}".`);
  return { name: "HOOK", body };
}

function teachingScene(
  p: StandardPhrasing,
  index: number,
  lead: number,
  cast: CastMember[],
  topic: string,
  facts: string[],
): SceneDraft {
  const say = rotation(cast, lead);
  const moves = movesFor(p.strand);
  const [s1, s2, s3] = moves.steps;
  const skill = p.skill.charAt(0).toLowerCase() + p.skill.slice(1);
  const cited = p.code ? `Standard ${p.code}` : "Our big idea";
  const body: SceneDraft["body"] = [`Skill badge slides in: "${p.code ? `${p.code} — ` : ""}${p.skill}".`];
  body.push(say(`${opener(cast[lead]!, index)} Skill time! ${cited} is all about this: ${skill}.`));
  const asker = cast[(lead + 1) % cast.length]!;
  body.push(say(`${opener(asker, index + 1)} So what does that mean in kid words?`));
  body.push(say(end(`It means we can ${p.kidWords}`)));
  if (p.extra) body.push(say(end(`And there's more: we also ${p.extra}`)));
  if (p.examples.length > 0) body.push(say(`The standard even gives us examples: ${p.examples.join(", ")}.`));
  if (facts.length > 0) {
    body.push(`The page from our reading appears on screen with the sentence highlighted.`);
    body.push(say(`From our reading: "${facts.join(" ")}"`));
    body.push(say(`That's a real example we can use to ${skill}.`));
  }
  body.push(`Three numbered steps appear one at a time.`);
  body.push(say(`Here's how. First, ${s1}. Next, ${s2}. Last, ${end(s3)}`));
  body.push(say(moves.model(topic)));
  body.push(say(`That's ${p.code || "our big idea"}: ${skill}. You've got this!`));
  return { name: p.skill, body };
}

function practiceScene(
  phrasings: StandardPhrasing[],
  cast: CastMember[],
  topic: string,
  cons: Considerations,
): SceneDraft {
  const say = rotation(cast, 1 % cast.length);
  const body: SceneDraft["body"] = [
    `"Your turn!" banner with a friendly timer.`,
    say(`Now it's YOUR turn, friends! Let's practice.`),
  ];
  for (const p of phrasings.slice(0, 2)) {
    body.push(say(`Practice for ${p.code}: ${movesFor(p.strand).practice(topic)}`));
    body.push(`[PAUSE 5 seconds — timer counts down${cons.gentle ? " with calm music" : ""}]`);
  }
  body.push(say(`Great job! If you tried it out loud, give yourself a high five!`));
  return { name: "PRACTICE", body };
}

function recapScene(phrasings: StandardPhrasing[], cast: CastMember[], cons: Considerations): SceneDraft {
  const points = phrasings.map(
    (p) => `Remember ${p.code}: we can ${p.skill.charAt(0).toLowerCase()}${p.skill.slice(1)}.`,
  );
  const byMember: string[][] = cast.map(() => []);
  points.forEach((point, i) => byMember[i % cast.length]!.push(point));
  const body: SceneDraft["body"] = [
    `Checklist on screen: ${phrasings.map((p) => `${p.code} ✓`).join("  ") || "today's skill ✓"}`,
  ];
  cast.forEach((member, i) => {
    const mine = byMember[i]!;
    const first = mine[0] ?? (i === 0 ? "Let's look back at what we learned!" : "I learned so much today!");
    const closing = member.catchphrase ? ` And as I always say: ${sayCatchphrase(member.catchphrase)}` : "";
    body.push({ who: i, text: `${first}${closing}` });
    for (const extra of mine.slice(1)) body.push({ who: i, text: extra });
  });
  if (cons.spanish) body.push({ who: 0, text: "¡Muy bien! That means very good!" });
  return { name: "RECAP", body };
}

function checkScene(
  phrasings: StandardPhrasing[],
  cast: CastMember[],
  topic: string,
  cons: Considerations,
): SceneDraft {
  const qa = phrasings.slice(0, 3).map((p) => ({
    q: `What does it mean to ${p.skill.charAt(0).toLowerCase()}${p.skill.slice(1)}?`,
    a: end(`It means we ${p.kidWords}`),
  }));
  const strand = movesFor(phrasings[0]?.strand ?? "OTHER");
  if (qa.length < 2) qa.push({ q: strand.question, a: strand.answer });
  if (qa.length < 2)
    qa.push({
      q: `What is one new thing you learned about ${topic}?`,
      a: "Anything you learned counts. Say it proudly!",
    });
  const say = rotation(cast, 0);
  const body: SceneDraft["body"] = [`Quiz card: "Check for Understanding".`];
  qa.forEach(({ q, a }, i) => {
    body.push(say(`Question ${i + 1}: ${q}`));
    body.push(`[PAUSE 5 seconds — countdown on screen${cons.captions ? "; question shown as a caption" : ""}]`);
    body.push(say(a));
  });
  body.push(say(`Thanks for learning about ${topic} with us. See you next time!${cons.spanish ? " ¡Adiós!" : ""}`));
  return { name: "CHECK FOR UNDERSTANDING", body };
}

/** A stand-in standard when none were chosen, so there is still one teaching scene about the topic. */
function topicStandard(topic: string): Standard {
  return { code: "", description: `Explore ${topic} and explain it in your own words.` };
}

/**
 * Drafts a complete K–5 script in the shared script format (see `@shared/script-format`), without a model.
 * Deterministic: the same input always gives the same text (variety comes from a hash of the input).
 * Scenes: HOOK, one teaching scene per standard (named after the skill, citing the code), PRACTICE, RECAP,
 * CHECK FOR UNDERSTANDING. Target length about 3–6 minutes by number of standards (shorter when asked).
 */
export function draftScript(input: DraftInput): { title: string; text: string } {
  const topic = safe(input.topic) || "Our Topic";
  const cast = buildCast(input.characters);
  const cons = readConsiderations(input.contentConsiderations);
  const standards = input.standards.length > 0 ? input.standards : [topicStandard(topic)];
  const phrasings = standards.map((s) => phraseStandard({ code: safe(s.code), description: s.description }));
  const cited = phrasings.filter((p) => p.code);
  const seed = hashString(`${topic}|${input.concept.title}|${cited.map((p) => p.code).join(",")}`);
  const facts = input.pdfText ? readingFacts(input.pdfText, topic) : [];

  const scenes: SceneDraft[] = [
    hookScene({ ...input, topic }, cast, cons, seed),
    ...phrasings.map((p, i) =>
      teachingScene(p, i, leaderFor(cast, standards[i]!, i), cast, topic, i === 0 ? facts : []),
    ),
    practiceScene(cited, cast, topic, cons),
    recapScene(cited, cast, cons),
    checkScene(cited, cast, topic, cons),
  ];
  const durations = planDurations({
    teaching: phrasings.length,
    castSize: cast.length,
    questions: Math.max(2, Math.min(3, cited.length)),
    short: cons.short,
  });
  const target = formatDuration(durations.reduce((a, b) => a + b, 0));

  const conceptTitle = safe(input.concept.title) || "Learning Adventure";
  const title = clip(
    conceptTitle.toLowerCase().includes(topic.toLowerCase()) ? conceptTitle : `${capitalize(topic)}: ${conceptTitle}`,
    120,
  );
  const notes = [
    ...considerationNotes(cons, target),
    ...(input.contextScripts ?? []).slice(0, 3).map((c) => `Builds on: ${safe(c.topic)} ("${safe(c.concept)}")`),
    ...(facts.length > 0 ? ["From our reading: a short quote from the attached PDF is used in scene 2."] : []),
  ];
  const header = [
    `TITLE: ${title}`,
    `TOPIC: ${topic} | CONCEPT: ${conceptTitle} | TARGET LENGTH: ${target} | GRADES: K-5`,
    `STANDARDS: ${cited.map((p) => p.code).join(", ") || "none selected"}`,
    `CAST: ${cast.map((m) => `${headerName(m.name) || "Narrator"} (${headerName(m.label) || "Host"})`).join(", ")}`,
    ...notes.map((n) => `NOTE: ${n}`),
  ];
  const blocks = scenes.map((scene, i) =>
    [
      formatSceneHeading(i + 1, scene.name, durations[i]!),
      ...scene.body.map((b) => (typeof b === "string" ? `VISUAL: ${b}` : `${cast[b.who]!.tag}: ${b.text}`)),
    ].join("\n"),
  );
  return { title, text: `${[header.join("\n"), ...blocks].join("\n\n")}\n` };
}
