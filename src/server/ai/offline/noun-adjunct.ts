/**
 * A topic's noun phrase as a noun adjunct, the noun that stands before another noun in a title: English puts it in
 * the singular ("the Lighthouse Case", "a Honeybee Mystery", "the Butterfly Quiz Show", never "the Lighthouses
 * Case"). The last noun of the phrase, and each noun before "and" or "&" ("Seal and Sea Lion"), loses its plural.
 * A name keeps its form ("the Wright Brothers", "Rosa Parks": a capital the teacher typed after the first word),
 * and so does a counted plural ("Five Senses").
 */

/** Irregular plurals of the nouns K–5 topics name, with their singular. */
const IRREGULAR: Readonly<Record<string, string>> = {
  teeth: "tooth",
  feet: "foot",
  mice: "mouse",
  geese: "goose",
  children: "child",
  men: "man",
  women: "woman",
  people: "people",
  leaves: "leaf",
  wolves: "wolf",
  halves: "half",
  shelves: "shelf",
  calves: "calf",
  knives: "knife",
  lives: "life",
  loaves: "loaf",
  tornadoes: "tornado",
  volcanoes: "volcano",
  potatoes: "potato",
  tomatoes: "tomato",
  heroes: "hero",
  mosquitoes: "mosquito",
  movies: "movie",
  cookies: "cookie",
  pies: "pie",
  ties: "tie",
  brownies: "brownie",
  // Words that end in s and are no plural.
  news: "news",
  series: "series",
  species: "species",
  measles: "measles",
  physics: "physics",
  phonics: "phonics",
  mathematics: "mathematics",
  gymnastics: "gymnastics",
  athletics: "athletics",
  olympics: "olympics",
  christmas: "christmas",
  yes: "yes",
  always: "always",
};

const COUNT = /^(?:two|three|four|five|six|seven|eight|nine|ten|many|several|some|all|both)$/i;

/** One English plural noun in the singular ("butterflies" → "butterfly", "foxes" → "fox"); other words unchanged. */
export function singularNoun(word: string): string {
  const lower = word.toLowerCase();
  const keepCase = (s: string) => (/^[A-Z]/.test(word) ? s.charAt(0).toUpperCase() + s.slice(1) : s);
  if (lower in IRREGULAR) return keepCase(IRREGULAR[lower]!);
  if (!/[a-z]s$/.test(lower) || /(?:ss|us|is|'s|s')$/.test(lower) || lower.length <= 3) return word;
  if (/ies$/.test(lower)) return keepCase(`${lower.slice(0, -3)}y`);
  // "octopuses", "buses" lose "es"; "houses", "causes" only their s.
  if (/(?:ch|sh|x|z|ss|[^aeo]us)es$/.test(lower)) return keepCase(lower.slice(0, -2));
  return keepCase(lower.slice(0, -1));
}

/**
 * `phrase` (title-cased, as a title says it) as a noun adjunct (see above). `typed` is the topic as the teacher typed
 * it: a capital after its first word marks a name ("Rosa Parks", "the Wright brothers"), which keeps its form, unless
 * the topic is `known` (a catalogue topic, written in title case: "Character Traits").
 */
export function nounAdjunct(phrase: string, typed = phrase, known = false): string {
  if (
    !known &&
    typed
      .trim()
      .split(/\s+/)
      .some((w, i) => i > 0 && /^[A-Z]/.test(w))
  )
    return phrase;
  const words = phrase.split(/\s+/);
  return words
    .map((w, i) => {
      const last = i === words.length - 1 || /^(?:and|&)$/i.test(words[i + 1] ?? "");
      return last && !COUNT.test(words[i - 1] ?? "") ? singularNoun(w) : w;
    })
    .join(" ");
}
