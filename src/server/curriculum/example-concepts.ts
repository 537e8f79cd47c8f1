/**
 * The grammar concept that forms of one word typed as examples show (CCSS L.1.1.f, L.2.1.e, L.3.1.g): a word with
 * its -est form, or its -er and -est forms ("tall, taller, tallest", "big, bigger, biggest", "happy, happiest") →
 * "comparative" and "superlative"; a word with its -ly form ("quick or quickly", "happy, happily", "gentle,
 * gently") → "adverb"; "as brave as a lion" → "simile"; "had eaten", "has walked" → "perfect tense". A lone -er form is no sign ("read" and "reader", "farm" and "farmer").
 */
export function exampleConcepts(topic: string): string[] {
  // The words as typed, letters only ("Tall, taller, tallest" → tall, taller, tallest).
  const words = topic
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const has = new Set(words);
  const named = new Set<string>();
  for (const w of words) {
    if (w.length < 3) continue;
    // The spellings a suffix is added to: as is, final consonant doubled, y to i, silent e dropped.
    const bases = [w, `${w}${w.at(-1)}`, w.replace(/y$/, "i"), w.replace(/e$/, "")];
    const est = bases.some((b) => has.has(`${b}est`));
    const er = bases.some((b) => has.has(`${b}er`));
    if (est || (er && words.some((x) => x !== w && x.endsWith("est") && x.startsWith(w.slice(0, 3)))))
      ["comparative", "superlative"].forEach((x) => named.add(x));
    if ([...bases, w.replace(/le$/, "")].some((b) => has.has(`${b}ly`))) named.add("adverb");
  }
  // "As brave as a lion", "as quiet as a mouse": a comparison with "as … as" is a simile (L.4.5.a, L.5.5.a).
  if (/\bas\s+[a-z]+\s+as\s+(?:a|an|the)\b/.test(topic.toLowerCase())) named.add("simile");
  // "Had eaten, have eaten", "has walked": a helping verb with a past participle is a perfect tense (L.5.1.b).
  if (/\b(?:had|has|have)\s+(?:[a-z]+(?:ed|en|wn)|done|gone|sung|swum|run|begun)\b/.test(topic.toLowerCase()))
    named.add("perfect tense");
  // "Jumped, jumping, jumps", "look, looks, looked": three forms of one word, by its inflectional endings (-s, -ed,
  // -ing), typed together are a lesson on those endings (RF.1.3.f, L.1.4.c). One or two are no sign ("reads" and
  // "reading" in "Who reads? Reading club").
  const forms = new Map<string, Set<string>>();
  for (const w of words)
    for (const [base, ending] of inflections(w)) forms.set(base, (forms.get(base) ?? new Set()).add(ending));
  if ([...forms].some(([base, endings]) => endings.size + (has.has(base) ? 1 : 0) >= 3))
    named.add("inflectional ending");
  // "One frog hops, two frogs hop", "the dog runs, the dogs run": a noun with a verb's -s form and its plural with the
  // bare verb show subject-verb agreement (L.1.1.c, L.3.1.f).
  for (let i = 0; i + 1 < words.length; i++) {
    const [noun, verb] = [words[i]!, words[i + 1]!];
    if (noun.length < 2 || !/s$/.test(verb)) continue;
    const bare = [verb.slice(0, -1), verb.replace(/es$/, "")];
    for (let j = 0; j + 1 < words.length; j++)
      if ([`${noun}s`, `${noun}es`].includes(words[j]!) && bare.includes(words[j + 1]!))
        named.add("subject verb agreement");
  }
  // "A bat that flies and a bat for baseball": one word named twice as two things is a homonym, a word with more than
  // one meaning (L.K.4.a, L.1.4–L.4.4, L.5.5.c).
  if (/\b(?:a|an)\s+([a-z]{3,})\b.*\b(?:a|an)\s+\1\b/.test(topic.toLowerCase())) named.add("homonym");
  // "Duck the bird and duck down", "bark on a tree or bark of a dog": one word opening both sides of "and", "or" or
  // "vs", each with other words, is the same word in two meanings: a homonym too.
  const twice =
    /^(?:(?:a|an|the)\s+)?(?!(?:the|and)\b)([a-z]{3,})\s+[^,;:]*?\b(?:and|or|vs\.?|versus)\s+(?:(?:a|an|the)\s+)?\1\s+[a-z]/.exec(
      topic.toLowerCase().trim(),
    );
  if (twice) named.add("homonym");
  // "One cat, two cats", "a fox, three foxes": a noun and its plural after a number are a lesson on plural nouns
  // (L.K.1.c, L.1.1.c, L.3.1.b), unless a verb agrees with each (subject-verb agreement, above).
  const plural =
    /\b(?:one|a|an)\s+([a-z]{2,})\b.*?\b(?:two|three|four|five|six|ten|many|some|lots of)\s+([a-z]+)\b/.exec(
      topic.toLowerCase(),
    );
  if (plural && [`${plural[1]}s`, `${plural[1]}es`].includes(plural[2]!) && !named.has("subject verb agreement"))
    named.add("plural noun");
  // "Map and mop", "cap or cup": two short words a letter apart, set side by side to be told apart, are similarly
  // spelled words (RF.K.3.d). "Hat to hit" changes a sound instead (RF.K.2.e).
  const pair = /\b([a-z]{3,4})\s+(?:and|or|vs\.?|versus)\s+([a-z]{3,4})\b/.exec(topic.toLowerCase());
  if (pair && oneLetterApart(pair[1]!, pair[2]!)) named.add("similarly spelled word");
  // "Dis-, pre-", "-ful and -less": a word part typed with its hyphen, before it for a suffix and after it for a prefix,
  // is a prefix or a suffix (RF.3.3.a, L.2.4.b, L.3.4.b). Only the derivational ones count: the inflectional endings
  // (-s, -es, -ed, -ing) and -er and -est have their own lessons, and "first- and third-person" is no prefix.
  const lower = topic.toLowerCase();
  for (const [, part] of lower.matchAll(/(?:^|[^a-z-])([a-z]{2,5})-(?![a-z])/g))
    if (PREFIXES.has(part!)) named.add("prefix");
  for (const [, part] of lower.matchAll(/(?:^|[^a-z-])-([a-z]{1,5})(?![a-z-])/g))
    if (SUFFIXES.has(part!)) named.add("suffix");
  // "Who helped and who didn't?", "who told the truth and who did not": a question that sorts a text's people by what
  // they did asks about the characters and their actions (RL.x.3: characters and major events).
  if (WHO_DID_AND_DID_NOT.test(lower)) named.add("character action");
  // "A pioneer's diary and an encyclopedia entry", "told in Clark's journal and by a historian": a source by someone
  // who was there ({@link FIRSTHAND}) named beside one by someone who was not ({@link SECONDHAND}) are a firsthand and
  // a secondhand account of the same event (RI.4.6) or multiple accounts of it (RI.5.6).
  if (FIRSTHAND.test(lower) && SECONDHAND.test(lower))
    ["firsthand account", "secondhand account", "two accounts"].forEach((x) => named.add(x));
  // "How does Peter feel when it snows?", "how did the hen react?": a question about how one named person or animal
  // feels or responds asks about a character's feelings or response (RL.x.3; RL.2.3: how characters respond to
  // events). A group ("how did the colonists react") is history's people, read as informational text.
  const feels = ONE_FEELS.exec(topic);
  if (feels) named.add(/^fe/i.test(feels[1]!) ? "character feeling" : "character response");
  // "How does the little pig change by the end?": a change from a text's beginning to its end is a character's
  // change (RL.x.3). Without the end named, "how does a caterpillar change" may be science, read as a subject.
  if (CHANGES_BY_THE_END.test(lower)) named.add("character change");
  // "How would the story change if the wolf told it?", "the giant's side of the story", "through the pig's eyes":
  // the same events told by another of the story's people are a lesson on point of view (RL.2.6–RL.5.6).
  if (TOLD_BY_ANOTHER.some((re) => re.test(lower))) named.add("point of view");
  return [...named];
}

/**
 * "How does/did Peter feel", "how did the little hen react": one named person or animal (a capitalised name, or "the"
 * and a singular noun, two words before it allowed) and how it feels or responds (ADR 0091). Matched as typed, so that
 * a name's capital counts.
 */
const ONE_FEELS =
  /\b[Hh]ow\s+(?:does|did|do|would|will|might|could)\s+(?:[A-Z][a-z'’]+|(?:the|a|an)\s+(?:[a-z]+\s+){0,2}[a-z]*[^s\s])\s+(feel|felt|react|respond)\b/;
/** "How does/did … change … by/at the end", "… from beginning to end" (ADR 0091). */
const CHANGES_BY_THE_END =
  /\bhow\s+(?:does|did|do|has|have)\s+(?:[a-z'’]+\s+){1,3}?change\b[^?.!]*\b(?:(?:by|at|in)\s+the\s+end(?:ing)?|beginning\s+to\s+(?:the\s+)?end)\b/;

/** Wordings that retell a story from another teller's side (ADR 0091). */
const TOLD_BY_ANOTHER = [
  /\b(?:if|when|had)\s+(?:the\s+|a\s+|an\s+)?[a-z]+(?:['’]s)?(?:\s+[a-z]+)?\s+(?:told|tells|narrated|narrates|retold|retells)\s+(?:it|the story|this story|that story|the tale|the fairy tale)\b/,
  /\b(?:[a-z]+['’]s|the other)\s+side of the (?:story|tale)\b/,
  /\bthrough\s+(?:the\s+)?[a-z]+['’]s\s+eyes\b/,
];

/** "Who … and who didn't/wasn't/won't …", in one sentence: people sorted by what they did (ADR 0084). */
const WHO_DID_AND_DID_NOT =
  /\bwho\s+[a-z]+\b[^?.!]*?\bwho\s+(?:didn['’]?t|did not|wasn['’]?t|was not|won['’]?t|would not|wouldn['’]?t)\b/;

/**
 * Sources by someone who took part or saw it: a firsthand account (RI.4.6). An interview is left out: a class
 * interviews a visitor more often than it reads one (ADR 0084).
 */
const FIRSTHAND =
  /\b(?:diary|diaries|journals?|memoirs?|autobiograph(?:y|ies)|eyewitness(?:es)?|(?:[a-z]+['’]s|own) letters)\b/;
/** Sources by someone who learned of it from others: a secondhand account (RI.4.6, ADR 0084). */
const SECONDHAND =
  /\b(?:encyclopedias?|textbooks?|historians?|history books?|biograph(?:y|ies)|articles?|news (?:reports?|stories|story)|newspapers?)\b/;

/** The prefixes K–5 word study teaches, as typed with a hyphen after them ("un-", "pre-"). */
const PREFIXES = new Set(
  "un re dis pre mis non in im il ir over under sub tri bi de ex mid post anti inter super trans semi fore".split(" "),
);

/** The derivational suffixes K–5 word study teaches, as typed with a hyphen before them ("-ful", "-ness"). */
const SUFFIXES = new Set(
  "ful less ness ly able ible ment tion sion ous ious ive al ial ish ity ty ward hood ship ist ic y en ize".split(" "),
);

/** The bases a word may be an inflected form of, with its ending: "jumped" → jump (-ed), "hopping" → hop (-ing). */
function inflections(w: string): [string, string][] {
  const out: [string, string][] = [];
  for (const ending of ["ed", "ing", "s"]) {
    if (!w.endsWith(ending) || w.length < ending.length + 3) continue;
    const stem = w.slice(0, -ending.length);
    // As is, a doubled consonant undone ("hopped"), a dropped silent e restored ("baked"), "es" after s, sh, ch, x.
    const bases = [
      stem,
      /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : "",
      ending === "s" ? "" : `${stem}e`,
    ];
    if (ending === "s" && /(s|sh|ch|x)e$/.test(stem)) bases.push(stem.slice(0, -1));
    for (const b of bases) if (b.length >= 3 && !b.endsWith("s")) out.push([b, ending]);
  }
  return out;
}

/** Two words of one length that differ in exactly one letter ("map", "mop"). */
function oneLetterApart(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  return [...a].filter((ch, i) => ch !== b[i]).length === 1;
}
