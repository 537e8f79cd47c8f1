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
  return [...named];
}
