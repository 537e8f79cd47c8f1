import type { CcssStandard } from "./standards-catalogue";

/*
 * The strands a typed topic names (ADR 0057, ADR 0068): what the learner does (writes, speaks, listens, reads)
 * and the kind of text, as factors on the standards of those strands in the typed-topic finder.
 */

/**
 * What the topic says the learner does (ADR 0057, ADR 0068): "writing …", "our own stories", a letter to someone →
 * the writing standards and the language used when writing (L.x.1 grammar, L.x.2 capitalization, punctuation and
 * spelling, L.x.3 word choice), as do "an opinion piece" and "a research report", but not a letter the topic reads
 * from ("fact and opinion in a letter to the editor"); a narrative (the word is writing's, W.x.3, in K–5: reading says
 * story), but not a narrative poem or narrative nonfiction, nor "the writer" of a text read (the author: "how each
 * writer tells it"), though a writer's workshop and young writers write; a story about the learner ("a story about
 * losing my dog", "a story about me") is their own, as is "my story" (ADR 0084; but not "my story map" or "story
 * mountain", organizers filled in for a story read), a small moment (writer's workshop's name for a short personal
 * narrative, ADR 0091), their drawing (K–2 compose by drawing, W.K.1–3), a poster,
 * brochure or booklet they make; a journal is written, but not someone else's ("Clark's journal" is a source read,
 * ADR 0084); "speaking", "talk", a book club → SL; "spell" → L.x.2; "reading" → the reading strands, but "a
 * read-aloud" → SL (it is heard; "matching letters to sounds" is no letter written). A standard is named by its
 * strand ("W") or its strand and number ("L.2", every grade's L.x.2).
 */
const SPEAKING =
  /\b(speak(ing|er|ers)?|speech(es)?|listen(ing|er|ers)?|discussions?|discuss(ing)?|presentations?|presenting|oral|conversations?|talk(s|ing)?|book clubs?|literature circles?)\b/i;
const READ_ALOUD = /\bread-alouds?\b|\b(a|the|our|class) read alouds?\b/i;
const INTENT_WORDS: [RegExp, string[]][] = [
  [
    /\b(writ(e|es|ing|ten)|wrote|writers?(['’]s?)? workshops?|young writers|essays?|paragraphs?|(?<!['’]s )journals?|drafts?|drafting|own (stor(y|ies)|poems?|tales?|narratives?)|my stor(y|ies)(?! (maps?|mountains?|elements?|organizers?|webs?)\b)|small moments?|(?<!\bin )(a|an|my|our|your) letters? to|(opinion|persuasive|friendly|thank-you|business) letters?|(opinion|informational|informative|narrative|persuasive|explanatory) pieces?|research reports?|narratives?(?! (poems?|nonfiction))|stor(y|ies) about ([a-z]+ ){0,2}?(my|me|i)|(my|our|your) drawings?|(mak(e|es|ing)|creat(e|es|ing)|design(s|ing)?) (a |an |our |my |your )?(posters?|brochures?|pamphlets?|booklets?|comics?|menus?|signs?))\b/i,
    ["W", "L.1", "L.2", "L.3"],
  ],
  [SPEAKING, ["SL"]],
  [/\b(spell(s|ing|ed)?|grammar|punctuation|punctuating|capitali[sz]ation|capitali[sz]ing)\b/i, ["L"]],
  // A read-aloud (the noun) is listened to: "main idea of a read-aloud" is SL.x.2, not a reading lesson.
  [READ_ALOUD, ["SL"]],
  [/\b(read(?![- ]alouds?\b)(s|ing)?|readers?)\b/i, ["RL", "RI", "RF"]],
];

/**
 * The kind of text a topic names ("… in stories" → RL, "nonfiction" → RI). It points to the reading strands only
 * when the topic names no writing or speaking: in "writing dialogue in a story" the story is what is written.
 */
const TEXT_WORDS: [RegExp, string[]][] = [
  [
    /\b(stor(y|ies)|fiction|poems?|poetry|tales?|fables?|novels?|literature|characters?|narrators?|picture books?|mood|themes?|folktales?|fairytales?|storybooks?|plots?|settings?(?! (goals?|a purpose|up)\b))\b/i,
    ["RL"],
  ],
  // A story's setting and plot are story elements (RL.x.3): "the setting with pictures and words" reads a story. A
  // theme is literature's (RL.x.2; informational text has a main idea), and a folktale or a storybook is a story.
  // Text structure (chronology, comparison, cause/effect, problem/solution) is informational text's (RI.2-5.5), as is
  // the main topic (RI.K-2.2: literature has a central message or lesson instead). A picture book is literature, and
  // a mood is set by a story's words and pictures (RL.3.7).
  [
    /\b(nonfiction|non-fiction|informational|articles?|biograph(y|ies)|ads?|advertisements?|text structures?|main topic)\b/i,
    ["RI"],
  ],
];

/** A standard in a strand the topic names scores this much more. */
const STRAND_BOOST = 1.3;
/** When the topic names one kind of text, the other reading strand's standards count this much. */
const OTHER_TEXT = 0.7;
/** A strand named by the topic's first word ("Spelling words with short vowels") is the lesson: this much more. */
const LEAD_BOOST = 1.5;

/**
 * The strands the topic names, each with its factor: {@link STRAND_BOOST}, or {@link LEAD_BOOST} when the
 * topic starts with the learner's action; {@link OTHER_TEXT} for the reading strand of the kind of text it does
 * not name.
 */
export function inferredStrands(topic: string): Map<string, number> {
  const strands = new Map<string, number>();
  const first = topic.trim().split(/\s+/)[0] ?? "";
  for (const [re, list] of INTENT_WORDS) {
    if (!re.test(topic)) continue;
    const boost = re.test(first) ? LEAD_BOOST : STRAND_BOOST;
    list.forEach((x) => strands.set(x, Math.max(strands.get(x) ?? 1, boost)));
  }
  // A read-aloud of a named kind of text ("questions about a nonfiction read-aloud") is still that text, read to
  // the class: its reading strand counts as well as listening (RI.K.1 beside SL.K.2).
  const named = TEXT_WORDS.some(([re]) => re.test(topic));
  const producing = strands.has("W") || SPEAKING.test(topic) || (READ_ALOUD.test(topic) && !named);
  const reading = strands.has("RL");
  // Writing or speaking with no reading named: the reading standards are not the lesson ("asking questions in a
  // discussion" is SL.x.1, not the reading standards' "ask and answer questions about a text").
  if (producing && !reading) for (const x of ["RL", "RI"]) strands.set(x, Math.min(strands.get(x) ?? 1, OTHER_TEXT));
  // Reading named and no writing or speaking: the writing standards are not the lesson either ("after reading about
  // the Iditarod, describe the sequence of events" is RI.3.3, not narrative writing's sequence words).
  if (reading && !producing && !strands.has("W")) strands.set("W", OTHER_TEXT);
  if (!producing || reading) {
    const kinds = new Set<string>();
    for (const [re, list] of TEXT_WORDS) if (re.test(topic)) list.forEach((x) => kinds.add(x));
    for (const x of kinds) strands.set(x, Math.max(strands.get(x) ?? 1, STRAND_BOOST));
    // "… in a story" is no lesson on informational text, "… in a nonfiction book" none on literature.
    if (kinds.has("RL") && !kinds.has("RI") && !strands.has("RI")) strands.set("RI", OTHER_TEXT);
    if (kinds.has("RI") && !kinds.has("RL") && !strands.has("RL")) strands.set("RL", OTHER_TEXT);
  }
  // One kind of writing named ("an opinion essay with facts and details"): the other kinds' standards and parts are
  // not the lesson, though they share words (facts and details develop an informative topic too, W.4.2.b).
  if (learnerWrites(strands)) {
    const kinds = WRITING_KINDS.filter(([re]) => re.test(topic)).map(([, n]) => n);
    if (kinds.length === 1) for (const n of ["1", "2", "3"]) if (n !== kinds[0]) strands.set(`W.${n}`, OTHER_TEXT);
  }
  return strands;
}

/** The three kinds of writing by their standard's number (W.x.1 opinion, W.x.2 informative, W.x.3 narrative). */
const WRITING_KINDS: [RegExp, string][] = [
  [/\b(opinions?|persuasive|persuade|argument(s|ative)?)\b/i, "1"],
  [/\b(informative|informational|explanatory|how-to|all about)\b/i, "2"],
  [/\b(narratives?|personal narratives?|stor(y|ies))\b/i, "3"],
];

/**
 * Whether the topic says the learner writes (the writing strand raised): then the lexicon's writing-only phrases
 * count. A topic that names only reading carries the writing strand lowered instead ({@link inferredStrands}).
 */
export const learnerWrites = (strands: Map<string, number>): boolean => (strands.get("W") ?? 1) > 1;

/** The factor of the topic's strands ({@link inferredStrands}) for this standard's strand or strand and number. */
export function strandFactor(strands: Map<string, number>, s: CcssStandard): number {
  const byStrand = strands.get(s.strand);
  const byNumber = strands.get(`${s.strand}.${s.code.split(".")[2]}`);
  // A standard lowered by its number (another kind of writing than the one named) stays lowered in a raised strand.
  if (byNumber !== undefined && byNumber < 1) return (byStrand ?? 1) * byNumber;
  return byStrand !== undefined && byNumber !== undefined ? Math.max(byStrand, byNumber) : (byStrand ?? byNumber ?? 1);
}
