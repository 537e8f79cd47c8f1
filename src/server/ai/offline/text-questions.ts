import type { CheckQuestion, TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { Grade } from "@shared/schemas/grade";
import type { Excerpt } from "./excerpt";
import type { TextGuide } from "./text-guide";
import type { Random } from "./random";
import { closeQuote, sentences } from "./safe-text";
import { contextClueItems, isContextClueStandard } from "./text-context-clues";
import { writingItems, writingSkillOf } from "./text-writing";
import { grammarFeature, grammarItems } from "./text-grammar";
import { characterItems, settingCheck } from "./character-checks";
import { mainIdeaOf, supportingDetails } from "./main-idea";
import { lowerOpener } from "./questions";

/**
 * The attached text as the lesson's text (docs/product/attachments.md, ADR 0055): when the primary standard is
 * one a text teaches (reading literature or informational text, standards 1–4, or a text read aloud, SL.x.2), the
 * worked examples, practice
 * items and checks for understanding are made from the excerpt's own sentences, so every question is answered
 * by words the viewers have just heard. Nothing here reads the document: only the filtered excerpt.
 */

/**
 * What a standard asks of a text, by its words in the CCSS: x.1 details and quotes, x.2 main idea or retelling
 * (and a story's lesson or theme),
 * RL.x.3 a story's characters and events, RI.x.3 how events, ideas or steps are connected (K–1 the link between two,
 * 2 a series of steps, 3 time, sequence and cause/effect, 4–5 what happened and why), x.4 words. SL.x.2 is about "a
 * text read aloud": K–2 ask and answer questions about its key details, 3–5 its main ideas (determine, paraphrase,
 * summarize).
 */
export type TextSkill = "details" | "mainIdea" | "storyEvents" | "connections" | "vocabulary" | "reasons";

/** The skill a standard asks of a text, or null when a text cannot teach it (phonics, grammar, writing…). */
export function textSkillOf(code: string): TextSkill | null {
  const listening = /^SL\.(K|\d)\.2$/.exec(code);
  if (listening) return listening[1] === "K" || Number(listening[1]) <= 2 ? "details" : "mainIdea";
  const m = /^R([LI])\.(?:K|\d)\.(\d+)$/.exec(code);
  if (!m) return null;
  // RI.x.8: the reasons an author gives for a point (K–2), with evidence (4–5); RI.3.8 is "the logical connection
  // between particular sentences and paragraphs (comparison, cause/effect, first/second/third in a sequence)".
  if (m[1] === "I" && m[2] === "8") return /^RI\.3\./.test(code) ? "connections" : "reasons";
  const third = m[1] === "L" ? "storyEvents" : "connections";
  return (["details", "mainIdea", third, "vocabulary"] as const)[Number(m[2]) - 1] ?? null;
}

type Practice = TeachingCard["practice"][number];
export interface TextItems {
  examples: WorkedExample[];
  practice: Practice[];
  checks: CheckQuestion[];
  /** The move the standard asks of this text that the fitting must keep (an inference at grades 3–5). */
  keyMoves?: NonNullable<TeachingCard["keyMoves"]>;
  /** What the teacher must do that the text's questions could not (NOTE lines): a story's message left to draw out. */
  notes?: string[];
}

/**
 * A question one sentence of the excerpt answers. Made only from a sentence whose parse is sure: a subject that reads
 * as a noun phrase and a finite verb after it ("The queen bee lays all the eggs." → "Which bee lays all the eggs?");
 * else, for a sentence opened by a "when/if/as…" clause whose main clause is about "it" or "they", a frame that
 * quotes the sentence ("Find the sentence that tells what happens when a glacier melts.").
 */
export interface Fact {
  sentence: string;
  question: string;
  /** The words that answer it: the subject as it stands in the excerpt, or the whole sentence for a frame. */
  answer: string;
  /** The subject, when the question asks for it ("the queen bee"); absent for a frame that quotes the sentence. */
  subject?: string;
  /** What the question asks about, said inside another sentence ("which bee lays all the eggs"). */
  tells: string;
  /** The words a presenter looks for in the text to find the sentence. */
  cue: string;
  /**
   * The sentence before, when the sentence's subject is a pronoun the question names from it ("Worker bees fly out to
   * find flowers. They drink nectar." → "Which bees drink nectar?"): the answer is read in the two together.
   */
  context?: string;
  /** The pronoun the context names, as it stands in the sentence ("They"). */
  pronoun?: string;
}

const DETERMINER = /^(?:the|a|an|one|two|three|this|that|his|her|their|its|our|my)$/i;
const QUANTIFIER = /^(?:each|every|all|some|many|most|few|both|no|any|more|less|much|several|other|another)$/i;
const PRONOUN =
  /^(?:he|she|it|they|we|i|you|there|these|those|him|them|who|which|what|here|itself|themselves|himself|herself)$/i;
/**
 * Words that stand for a thing without naming it ("Everything was white and quiet."): as an answer they name no
 * detail of the text ("What was white and quiet?" → "everything"), so no question is made from them.
 */
const INDEFINITE =
  /^(?:everything|something|nothing|anything|everyone|someone|anyone|nobody|everybody|somebody|anybody|none|all|one|this|that|these|those|it|they|he|she|we|you|i)$/i;
/** Modifiers that only say how big or old a thing is: "Which branch had fallen?" → "a big branch" picks nothing out. */
const PLAIN_SIZE = /^(?:big|little|small|large|huge|tiny|old|new|long|short|tall|young)$/i;
/** Pronouns that leave a question without its referent when the question stands alone ("Who tipped it over?"). */
const OBJECT_PRONOUN = /^(?:it|them|him|they|he|she)$/i;
const PREPOSITION = /^(?:with|of|in|on|at|from|by|for|near|under|over)$/i;
/** Words after which a determiner still belongs to the subject ("the door of the lodge", "a man with a ladder"). */
const LINKS_A_NOUN =
  /^(?:with|of|in|on|at|from|by|for|near|under|over|against|across|along|around|behind|beneath|beside|between|into|onto|through|toward|inside|outside|without|about|and|like)$/i;
/** Words that open a clause inside a sentence: a subject never holds one ("When a glacier", "As a glacier"). */
const SUBORDINATOR =
  /^(?:when|whenever|as|if|because|since|although|though|while|after|before|until|once|unless|where|whether|so|but|and|or|then|than)$/i;
/** Adverbs that stand between a subject and its verb ("Scientists sometimes call…"): they belong to the predicate. */
const ADVERB =
  /^(?:sometimes|often|always|never|usually|also|still|even|only|just|really|slowly|quickly|soon|then|now|too|almost|nearly|already|finally)$/i;
/** "gently", "slowly": a word in "-ly" before the verb is an adverb, unless it is one of the nouns so spelled. */
const LY_ADVERB =
  /^(?!(?:family|butterfly|dragonfly|firefly|belly|jelly|lily|holly|bully|ally|rally|fly)$)[a-z]{3,}ly$/;
const AUX = new Set(
  "is are was were has have had can could may might will would cannot can't won't must should shall isn't aren't wasn't weren't".split(
    " ",
  ),
);
/** Words that cannot begin a subject ("Out came the red boot."): the sentence is inverted. */
const PARTICLE = /^(?:out|up|down|off|away|back|over|in|on|here|there|now|then)$/i;
const DO = /^(?:do|does|did)$/i;
const IRREGULAR = new Set(
  (
    "ran flew took felt got made went saw came found gave told knew thought began left kept held stood sat fell " +
    "grew ate drank swam sang brought caught said lay laid hid bit built dug drew drove fed fought hung heard led " +
    "lost met paid put rode rang rose shook slept spoke spent spun stole stuck swept swung taught tore threw " +
    "woke wore won wrote became broke chose froze"
  ).split(" "),
);
// Verbs as a child's text uses them. "like" is not one: in informational text it is nearly always the preposition
// ("grind against the ground like sandpaper"), and taking it as the verb made the whole clause before it a subject.
const BASES = new Set(
  (
    "live fly gather feed stand keep tell show point work eat make help need use hold build grow find carry bring " +
    "dance lay look move play run come go get take give see know want love protect collect sleep hunt swim " +
    "hide climb search hug travel cross follow jump walk talk sing call change turn fall catch spin drink sit stay " +
    "wait dig plant cook share learn teach read write paint mean guard land leave lead open close clean fix pull push " +
    "spot snap grab fill flow shine rain blow melt freeze float sink bloom hatch warm cool store sting buzz " +
    "become form pile press squeeze slide bend scrape drag carve depend measure compare start stop spread pack cut " +
    "rush listen hear rise reach pour roll feel think drop shrink visit lift wash pick stretch soak swell break " +
    "sell buy shop wear pay earn save spend ride drive smell taste touch watch bake mix boil erupt glow sparkle " +
    "twinkle orbit hop crawl swing shake migrate hibernate sprout wilt breathe rest chase bite chew sniff howl " +
    "flap splash shelter trap warn send cover appear disappear happen contain include allow produce provide create " +
    "cause reflect absorb heat recycle sort vote choose decide plan deliver empty weigh pump beat lose shed graze " +
    "attract pollinate wrap weave sew draw sweep wipe scrub brush cheer clap march race kick throw toss bounce " +
    "win check mark ask answer tug steer sail paddle row flush power heal care raise last " +
    "stick nest bump rub roar nap speak bow match step light celebrate pass sneak groom hang drip smile laugh " +
    "crack peck dive soar wiggle zoom hurry spray"
  ).split(" "),
);
const PEOPLE =
  /^(?:man|woman|men|women|child|children|people|person|(?:girl|boy|kid|sister|brother|mom|dad|mother|father|friend|teacher|scientist|farmer|king|queen|doctor|grandma|grandpa|grandmother|grandfather|grandparent|uncle|aunt|cousin|keeper|worker|rider|engineer|painter|dancer|actor|singer|swimmer|runner|camper|hiker|inventor|traveler|farmhand|lifeguard|mail carrier|plumber|carpenter|gardener|hunter|adult|grown-up|student|parent|shopper|visitor|player|neighbor|helper|driver|pilot|firefighter|officer|nurse|artist|musician|baker|builder|explorer|astronaut|citizen|voter|leader|librarian|dentist|vet|veterinarian|ranger|volunteer|sailor|cashier|chef|coach|judge|mayor|reader|writer|author|miner|fisher|ranger|keeper|guide|owner|teammate|classmate|captain|crew|team|settler|colonist|soldier|pioneer|president|ancestor|relative|elder|patient|customer|passenger|tourist|shepherd|fisherman|fishermen|police officer|official|sheriff|governor|senator|lawmaker|protester|marcher|member|kid)s?|classe?s?|famil(?:y|ies)|bab(?:y|ies))$/i;
const TIME_OPENER =
  /^(?:(?:then|next|soon|later|finally|first|suddenly|now|at last|after that|one day|that night|the next day|in the end|in \d{4}|long ago)\b,?\s+)/i;
const TIME_WORDS =
  /^(?:then|next|soon|later|finally|after|before|suddenly|at last|in the end|the next day|that night|by|when|in \d{4})\b/i;
/** Words that open a phrase or clause set off by a comma before the main clause ("In the winter,", "If the dam breaks,"). */
const LEAD_OPENER =
  /^(?:when|whenever|as|if|after|before|once|while|until|in|on|at|during|over|by|for|with|without|from|across|along|around|through|inside|outside|near|under|today|year|every|long|slowly|soon|later|finally|then|next|now)$/i;
/** Leads whose clause a question can ask "what happens …" about. */
const EVENT_LEAD = /^(?:when|whenever|as|if|after|before|once|while)$/i;

const stripEnd = (s: string) => s.replace(/[.!?…]+["”’')]*$/, "").trim();
const lowerDet = (s: string) => (DETERMINER.test(s.split(/\s+/)[0]!) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/** A sentence run on after a lead ("At the end, she …"): a determiner or another plain opener lowered, a name kept. */
const lowerLead = (s: string) => lowerOpener(lowerDet(s));
/**
 * "does Milo learn" / "do the animals learn": the verb agrees with who learns. A group named by a plural noun ("the
 * animals", "the children") takes "do"; a name the text uses as one ("Milo", "Chris") and any other noun take "does".
 */
const learnsOf = (who: string): string => {
  const head = wordsOf(who).at(-1) ?? "";
  const plural =
    wordsOf(who).length > 1 &&
    (/^(?:children|people|men|women|mice|geese|sheep|deer|fish)$/i.test(head) || /[^su]s$/i.test(head));
  return `${plural ? "do" : "does"} ${who} learn`;
};
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const wordsOf = (s: string) => s.split(/\s+/).filter(Boolean);
const bare = (w: string) => w.toLowerCase().replace(/[^a-z']/g, "");

/** Titles before a family name: "Mr. Jones", "Ms. Brooks", "Dr. Reyes". */
const TITLE = /^(?:Mr|Mrs|Ms|Dr|Miss|Mx)\.?$/;
/** Family words a child's story uses as a name, alone ("Mom put wood over the windows."): capitalized, no "my". */
const KIN_NAME = /^(?:Mom|Dad|Mama|Papa|Mommy|Daddy|Grandma|Grandpa|Granny|Grandad|Nana|Abuela|Abuelo|Teta|Auntie)$/;
/** Roles and family words said before a name as a title ("Grandpa Ferris", "Aunt Rosa", "President Lincoln"). */
const ROLE_TITLE =
  /^(?:Grandma|Grandpa|Granny|Nana|Abuela|Abuelo|Uncle|Aunt|Auntie|T[ií]a|T[ií]o|Coach|Officer|Captain|Chief|President|Principal|Nurse|Judge|Mayor|King|Queen|Prince|Princess|Sir|Lady|Doctor|Saint|General|Senator|Governor|Professor|Farmer)$/;
/** Words for a nation's or a group's people, written with a capital ("Americans", "Native American peoples"). */
const NATIONALITY =
  /^(?:Americans?|Native|Indigenous|Chinese|Japanese|Korean|Vietnamese|Mexicans?|Spanish|English|French|Germans?|Italians?|Irish|Greeks?|Romans?|Egyptians?|Africans?|Europeans?|Asians?|Indians?|Hawaiians?|Canadians?|Filipinos?|Latinos?|Lakota|Cherokee|Navajo|Inuit|Aztecs?|Mayans?|Incas?|Pilgrims?|Wampanoag)$/;
/**
 * Given names a text for children uses, among them those ending in "s" that read as plurals ("Luis", "James",
 * "Chris"): a capitalized word the engine knows as a person even where the text shows no other sign of it.
 */
const GIVEN_NAME =
  /^(?:James|Chris|Luis|Carlos|Thomas|Lucas|Jonas|Charles|Marcus|Nicholas|Douglas|Curtis|Dennis|Francis|Louis|Tobias|Elias|Matias|Andres|Agnes|Doris|Iris|Frances|Lois|Gladys|Alexis|Jesus|Rosa|Maria|Juan|Jose|Ana|Sam|Ben|Max|Leo|Mia|Emma|Liam|Noah|Ava|Omar|Priya|Maya|Kai|Eli|Ruby|Owen|Theo|Lily|Zoe|Nia|Lena|Harriet|Abraham|George|Martin|Benjamin|Amelia|Helen|Frederick|Sojourner|Cesar|Jackie|Sally|Neil|Mae|Wilbur|Orville|Jane|John|Mary|Anne)$/;
/**
 * Capitalized words that name a thing, a place, a day or an idea, never a person ("Earth", "Thanksgiving",
 * "Hibernation", "Lake Erie"): a subject holding one is asked with "what".
 */
const THING_NAME =
  /^(?:Earth|Sun|Moon|Mars|Venus|Jupiter|Saturn|Mercury|Neptune|Uranus|Pluto|Arctic|Antarctica|America|Africa|Asia|Europe|Australia|China|India|Mexico|Canada|Japan|Egypt|Texas|Alaska|Hawaii|Florida|California|Washington|Day|Eve|Night|Year|New|Thanksgiving|Christmas|Hanukkah|Kwanzaa|Diwali|Easter|Halloween|Ramadan|Eid|Passover|Soccer|Ballet|Jazz|Karate|Judo|Yoga|Tennis|Hockey|Chess|Baseball|Basketball|Football|Internet|River|Lake|Pond|Creek|Park|Canyon|Mountains?|Ocean|Sea|Bay|Island|Islands|Street|Road|Avenue|City|Town|States?|School|Library|Museum|Zoo|Bridge|Center|Forest|Falls|Desert|Valley|Hall|House|Garden|Farm|Station|Airport|Bell|Statue|Liberty|Proclamation|Constitution|Declaration|Act|Congress|Court|Government|Company|Club|Team|Big|Great|Little|North|South|East|West|Northern|Southern|January|February|March|July|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Spring|Fall|Winter)$/;
/** Endings of places' names: "Greenland", "Pakistan", "Jamestown". */
const PLACE_ENDING = /[a-z](?:land|stan|ville|burg|shire|town)$/;
/** "Hibernation", "Sharing", "Kindness", "Honesty": a capitalized word with a suffix of an idea or an act is no person. */
const IDEA_WORD = /(?:tion|sion|ness|ment|ism|ence|ance|dom|hood|ship)$|^\w{3,}(?:ity|ing|ty|cy)$/;
const noPossessive = (w: string) => w.replace(/[’']s?$/, "").replace(/[,;:!?]+$/, "");

/**
 * Whether a subject's words (after any determiner) name a person by a capitalized name (docs/product/topic-texts.md,
 * "Questions from the text"): a title and a name ("Mr. Jones", "Dr. Reyes", "Grandpa Ferris"), "Mom" or "Dad" said as
 * a name, a known given name ("Luis", "James"), a nation's people ("Americans"), or a name the text itself writes with
 * a capital mid-sentence or opening several sentences (`namesOf`), one or two words, none of them a thing's or an
 * idea's name ("Earth Day", "Hibernation"). A name ending in "s" is one person ("Rosa Parks stayed in her seat." is
 * asked "Who stayed in her seat?"). A possessive names the owner, not the subject ("Ms. Begay's class").
 */
export function personNamed(content: readonly string[], names?: ReadonlySet<string>): boolean {
  if (content.length === 0 || content.length > 3 || content.slice(0, -1).some((w) => /[’']s?$/.test(w))) return false;
  const words = content.map(noPossessive);
  if (!words.every((w) => /^[A-Z]/.test(w))) return false;
  const [first, second] = [words[0]!, words[1]];
  if (TITLE.test(first)) return second !== undefined;
  if (content.length === 1 && KIN_NAME.test(first)) return true;
  if (ROLE_TITLE.test(first) && second !== undefined && !THING_NAME.test(second)) return true;
  if (words.length === 1 && /^(?:Americans|Native Americans)$/.test(first)) return true;
  if (words.some((w) => THING_NAME.test(w) || IDEA_WORD.test(w.toLowerCase()) || PLACE_ENDING.test(w))) return false;
  if (words.some((w) => NATIONALITY.test(w))) return false;
  if (words.some((w) => PEOPLE.test(w) || w.toUpperCase() === w)) return false;
  if (GIVEN_NAME.test(first)) return words.length <= 2;
  // One unknown word ending in "s" may be a plural the text capitalized after a quotation mark ("“Squirrels can
  // jump far,”"): a name ending in "s" is known by a title, a given name or a second capitalized word.
  if (words.length === 1 && /s$/.test(first)) return false;
  if (names?.has(first)) return words.length <= 2;
  // Where the text's names are not known, a capitalized word that is no thing's name is read as one ("Milo").
  if (!names && words.length === 1) return true;
  // "Rosa Parks", "Harriet Tubman": two capitalized words, neither a thing's, are a person's first and last names.
  return words.length === 2 && !!names && names.has(words[1]!);
}

/**
 * Whether the capitalized word opening `s` keeps its capital inside another sentence: a name (the text's own,
 * `namesOf`, or a known given name), a title ("Mr. Diaz's class", "Dr. Reyes"), "Mom" or "Dad" said as a name, a
 * nation's people ("Americans", "Black riders"), "I", a word in capitals ("REM"), or the first of a run of capitalized
 * words ("Rosa Parks", "Earth Day"). Any other word (a function word, a common noun: "The", "Bees", "People") is an
 * ordinary word, capitalized only because it opened its sentence.
 */
function keepsCapital(s: string, names?: ReadonlySet<string>): boolean {
  const [raw, next] = wordsOf(s);
  if (!raw || !/^[A-Z]/.test(raw)) return true;
  const w = noPossessive(raw);
  if (w === "I" || /^I['’]/.test(raw) || (w.length > 1 && w.toUpperCase() === w)) return true;
  const owner = /[’']s$/.test(raw);
  // "Lily pads", "Ruby slippers": a given name before a lower-case noun is an ordinary word.
  const alone = !next || owner || /^[A-Z]/.test(next);
  if (TITLE.test(w) || KIN_NAME.test(w) || NATIONALITY.test(w) || (GIVEN_NAME.test(w) && alone)) return true;
  if (ROLE_TITLE.test(w) && next && /^[A-Z]/.test(next)) return true;
  if (names?.has(w) && (owner || !DETERMINER.test(w))) return true;
  // "An's grandmother": only a name owns a thing, so a capitalized word before "'s" is one.
  if (owner && w.length > 1 && !/^(?:The|This|That|Its)$/.test(w)) return !PEOPLE.test(w) && !QUANTIFIER.test(w);
  if (DETERMINER.test(w) || QUANTIFIER.test(w) || PRONOUN.test(w) || PEOPLE.test(w) || PREPOSITION.test(w))
    return false;
  return !!next && /^[A-Z]/.test(next) && !/^I\b/.test(next);
}

/** Whether a noun phrase's first word stands before a lower-case word it describes ("Good citizens", "Fiction books"). */
const modifies = (words: readonly string[], names?: ReadonlySet<string>) =>
  words.length > 1 &&
  !/[’']s?$/.test(words[0]!) &&
  /^[a-z]/.test(words[1]!) &&
  !!names &&
  (OPENING_ONLY.get(names)?.has(words[0]!) ?? false);

/**
 * A phrase that opened its sentence, said inside another ("Nurse bees feed the young." → "nurse bees"): the first
 * word is lower-cased only when it is an ordinary word (`keepsCapital`), so "Mr. Diaz's class", "Mom" and "Americans"
 * keep theirs.
 */
const lowerFirst = (s: string, names?: ReadonlySet<string>) =>
  keepsCapital(s, names) ? s : s.charAt(0).toLowerCase() + s.slice(1);
/** Whether `w` (the k-th word, k ≥ 1) reads as the sentence's verb. */
function isVerb(w: string): "singular" | "plural" | "any" | "do" | null {
  const lower = bare(w);
  if (DO.test(lower)) return "do";
  // "lay", "cut", "put": a present plural as often as a past ("Frogs lay eggs"), so "What lay eggs?" is not asked.
  if (IRREGULAR.has(lower) && BASES.has(lower)) return "plural";
  if (AUX.has(lower) || IRREGULAR.has(lower))
    return lower === "is" || lower === "has" || lower === "was"
      ? "singular"
      : lower === "are" || lower === "were" || lower === "have"
        ? "plural"
        : "any";
  if (BASES.has(lower)) return "plural";
  if (/ed$/.test(lower) && lower.length > 4) return "any";
  if (/ies$/.test(lower) && BASES.has(lower.replace(/ies$/, "y"))) return "singular";
  if (/s$/.test(lower) && (BASES.has(lower.slice(0, -1)) || BASES.has(lower.slice(0, -2)))) return "singular";
  return null;
}

/** A clause split into its subject and predicate, when the parse is sure; null otherwise. */
export interface Clause {
  subject: string[];
  predicate: string[];
  verb: "singular" | "plural" | "any" | "do";
}

/**
 * `text` read as subject + finite verb: the subject is a noun phrase (a determiner or a name or a bare noun, then
 * nouns and modifiers, a second determiner only after "of/with/…"), with no pronoun, quantifier or clause opener in
 * it; the verb is one of the first seven words. Null when any of that is unsure: a question made from a wrong parse
 * is nonsense a presenter cannot say ("Which glacier melts, it leaves behind…?").
 */
export function clauseOf(text: string): Clause | null {
  const words = wordsOf(stripEnd(text));
  // The first word that reads as a verb and agrees with the subject before it: "The flower shop sells seeds." is not
  // "The flower" + "shop" (a noun that is also a verb, its number wrong for "flower").
  for (let at = 1; at <= Math.min(6, words.length - 1); at += 1) {
    const verb = isVerb(words[at]!);
    // "a woman named Ms. Ferreira arrived": "named" and "called" before a name belong to the subject.
    if (!verb || (/^(?:named|called)$/i.test(bare(words[at]!)) && /^[A-Z]/.test(words[at + 1] ?? ""))) continue;
    // "Voting in the United States has changed": a capitalized word inside a sentence is a name, never its verb.
    if (/^[A-Z]/.test(words[at]!) && words[at] !== "I") continue;
    const subject = words.slice(0, at);
    const predicate = words.slice(at);
    while (subject.length > 1 && (ADVERB.test(bare(subject.at(-1)!)) || LY_ADVERB.test(bare(subject.at(-1)!))))
      predicate.unshift(subject.pop()!);
    if (/[,;:()]/.test(subject.join(" "))) return null;
    // A noun phrase ends in its noun: a "subject" ending in "with" or "off" means the real verb was passed over (an
    // unknown "zooms" in "the truck zooms off with | lights on"), and "What lights on?" would be nonsense.
    // ("Settling in means…" names an activity: a two-word subject keeps its particle.)
    if (subject.length > 2 && (PREPOSITION.test(bare(subject.at(-1)!)) || PARTICLE.test(bare(subject.at(-1)!))))
      return null;
    // "Not every penguin lives near ice.": a subject that opens with "not" or "only" is not the thing the verb tells.
    if (QUANTIFIER.test(subject[0]!) || PARTICLE.test(subject[0]!) || /^(?:not|only|just|even)$/i.test(subject[0]!))
      return null;
    for (const [k, w] of subject.entries()) {
      const b = bare(w);
      // "These vets drive to farms.": "these" and "those" before a noun point at it, as "the" does.
      const pointing = k === 0 && /^(?:these|those)$/.test(b) && subject.length > 1;
      if ((PRONOUN.test(b) && !pointing) || SUBORDINATOR.test(b) || ADVERB.test(b) || isVerb(w) === "do") return null;
      if (k > 0 && DETERMINER.test(b) && !LINKS_A_NOUN.test(bare(subject[k - 1]!))) return null;
    }
    // "The light is strong.": a word right after a lone determiner is the noun ("light"), unless it can only be a verb.
    if (subject.every((w) => DETERMINER.test(bare(w)))) {
      if (AUX.has(bare(words[at]!))) return null;
      continue;
    }
    const number = numberOf(subject);
    const agrees = !number || verb === "any" || verb === "do" || verb === number;
    if (agrees) return { subject, predicate, verb };
    // Only a word that may be a noun is passed over: "is", "was", "can" are the verb whatever the subject.
    if (AUX.has(bare(words[at]!))) return null;
  }
  return null;
}

/** Plurals without an "s" ("people", "children"), and nouns ending in "s" that may be singular ("grass", "bus"). */
const PLURAL_NO_S = /^(?:people|children|men|women|mice|geese|feet|teeth|police|cattle)$/i;
const S_SINGULAR = /(?:ss|us|is|ics|news|ous|^lens|^gas|^canvas|^atlas|^pancreas)$/i;
/** Names ending in "s" that are one thing or person. */
const SINGULAR_NAME = /^(?:mars|texas|paris|james|thomas|carlos|lucas|jonas|charles|wales|athens|mrs|ms|iris|doris)$/;
/** Nouns that are one or many unchanged ("fish", "sheep"). */
const SAME_NUMBER = /^(?:fish|sheep|deer|moose|bison|salmon|trout|aircraft|series|species|shrimp|squid)$/i;

/**
 * Whether a subject is one thing or many, by its head noun (the word before "of/with/…", else its last word): "and"
 * joins many; null when the word does not say ("fish", "grass", a name ending in "s").
 */
export function numberOf(subject: readonly string[]): "singular" | "plural" | null {
  if (subject.some((w) => bare(w) === "and")) return "plural";
  const prep = subject.findIndex((w, i) => i > 0 && LINKS_A_NOUN.test(bare(w)));
  const raw = (prep > 0 ? subject[prep - 1] : subject.at(-1))!;
  const head = bare(raw);
  if (!head || /'/.test(head)) return null;
  if (PLURAL_NO_S.test(head)) return "plural";
  if (SAME_NUMBER.test(head) || S_SINGULAR.test(head)) return null;
  // A capital inside a subject may be a name ending in "s" ("Uncle Carlos"); a sentence's first word is a plural
  // ("Bees live…") unless it is a name a text for children uses ("Mars looks red.").
  // "Luis", "James", "Mr. Jones": a given name or a title's name is one person.
  if (/s$/.test(head))
    return /^[A-Z]/.test(raw) && (raw !== subject[0] || SINGULAR_NAME.test(head) || GIVEN_NAME.test(noPossessive(raw)))
      ? null
      : "plural";
  return "singular";
}

/** A sentence split at its opening phrase or clause ("If the dam breaks," + "the water rushes away."), if it has one. */
function leadOf(sentence: string): { lead: string; main: string } | null {
  const m = /^([^,]{2,80}),\s+(.+)$/.exec(sentence.trim());
  if (!m || !LEAD_OPENER.test(bare(wordsOf(m[1]!)[0]!)) || wordsOf(m[1]!).length > 9) return null;
  return { lead: m[1]!, main: m[2]! };
}

/** "when a glacier melts", kept only when it is a clause with a subject a child can find ("when it hears" is not). */
function eventLead(lead: string): string | null {
  const [opener, ...rest] = wordsOf(lead);
  // "when it gets cold" is about the weather, not a thing a child must find: it is asked as it stands.
  if (!opener || !EVENT_LEAD.test(opener) || !(clauseOf(rest.join(" ")) || EMPTY_IT.test(rest.join(" ")))) return null;
  return `${opener.toLowerCase()} ${rest.join(" ")}`;
}

/**
 * "happens" or "happened", as the clause a question asks about tells it ("when a glacier melts" → "What happens …?",
 * "when the eagles ate the fish" → "What happened …?"): the question's verb agrees with the sentence's tense. The
 * clause's verb is past when it is "was/were/had/did/could/would", a past form ("ate", "came") that is not also a
 * present one ("lay", "cut"), or a word in "-ed" the parse reads as the verb.
 */
export function happensFor(clause: string): "happens" | "happened" {
  const rest = wordsOf(stripEnd(clause)).slice(1);
  const parsed = clauseOf(rest.join(" "));
  // "when the plane finally took off": an adverb before the verb is passed over.
  const predicate = (parsed ? parsed.predicate : rest.slice(1)).map(bare);
  const verb = predicate.find((w) => !ADVERB.test(w) && !LY_ADVERB.test(w)) ?? "";
  const past =
    /^(?:was|were|had|did|could|would|wasn't|weren't|hadn't|didn't|couldn't)$/.test(verb) ||
    (IRREGULAR.has(verb) && !BASES.has(verb)) ||
    (/ed$/.test(verb) && verb.length > 4 && !AUX.has(verb));
  return past ? "happened" : "happens";
}

/**
 * Opening phrases that link a sentence to the one before ("As a result, the tiger is hard to see."): they belong to
 * the answer (the effect the text gives), not to a question asked on its own ("What is hard to see in tall grass?").
 */
const LINKING_LEAD =
  /^(?:as a result|because of (?:this|that|it|them)|for this reason|for that reason|for example|for instance|in fact|however|instead|in this way|in that way|this way|that way|in addition|besides|even so|after all|of course|because of all this|in other words|most of all|best of all|also|still|so)$/i;

/**
 * A sentence as a "who / what / which" question whose answer is its subject: "The queen bee lays all the eggs." →
 * "Which bee lays all the eggs?" (the queen bee); an opening phrase is kept in front ("If the dam breaks, what rushes
 * away?"). A sentence opened by a "when/if/as…" clause whose own subject is a pronoun becomes a frame that quotes it
 * ("Find the sentence that tells what happens when a glacier melts."). Null when the sentence does not read plainly
 * enough: a pronoun or quantifier subject, a quotation, two clauses joined by "and/but", a verb number the question
 * word cannot carry.
 */
export function factOf(sentence: string, names?: ReadonlySet<string>, present = false): Fact | null {
  if (/["“”]/.test(sentence) || /\?\s*$/.test(sentence)) return null;
  const body = stripEnd(sentence).replace(TIME_OPENER, "");
  if (wordsOf(body).length < 4 || wordsOf(body).length > 22) return null;
  const split = leadOf(body);
  const linking = split && LINKING_LEAD.test(split.lead.trim());
  const lead = linking ? null : (split?.lead ?? null);
  const main = split?.main ?? body;
  const clause = clauseOf(main);
  const frame = (): Fact | null => {
    const event = lead ? eventLead(lead) : null;
    if (!event) return null;
    const tells = `what ${happensFor(event)} ${event}`;
    return { sentence, question: `Find the sentence that tells ${tells}.`, answer: sentence, tells, cue: event };
  };
  if (!clause) return frame();
  const { subject: subjectWords, verb } = clause;
  const predicate = clause.predicate.join(" ");
  if (verb === "do" || clause.predicate.length < 2) return null;
  // Two clauses joined ("Tam ran, and the wind pulled the kite up"), or a second subject after a comma ("…, but
  // Nasrin kept searching", "…, and gears pass that spin"): a joined verb ("…, and swims away") is one subject's.
  if (
    /,\s+(?:(?:and|but|or|so|yet)\s+)?(?:the|a|an|it|they|he|she|we|i|you|there|this|that|[A-Z][a-z]*)\b/.test(
      predicate,
    )
  )
    return null;
  const joined = /,\s+(?:and|but|or|so|yet)\s+(\S+)/.exec(predicate);
  if (joined && !isVerb(joined[1]!)) return null;
  // "Who tipped it over?" has lost what "it" is; an opening clause can still say it ("When the ice…, what pulls it…").
  // A linking lead ("As a result,") is left out of the question but still marks a sentence read with the one before.
  if (!split && clause.predicate.some((w) => OBJECT_PRONOUN.test(bare(w)))) return frame();
  // "…can run next to her": "her" as an object (not "her hand") has lost whom it names in the same way.
  if (!split && /\bher(?:$|[,;]|\s+(?:to|and|with|in|on|at|for|up|down|back|away|again|too)\b)/i.test(predicate))
    return frame();
  const subject = subjectWords.join(" ");
  if (!sentence.includes(subject)) return null;
  if (subjectWords.every((w) => INDEFINITE.test(bare(w)) || DETERMINER.test(bare(w)))) return null;
  // "Mateo's looked like a troll.": a possessive that ends the subject names an owner, not what the verb tells of.
  if (/[’']s?$/.test(subjectWords.at(-1)!)) return null;
  const first = subjectWords[0]!;
  const hasDet = DETERMINER.test(first);
  const content = hasDet ? subjectWords.slice(1) : subjectWords;
  if (content.length === 0) return null;
  const prep = content.findIndex((w) => PREPOSITION.test(w));
  const head = (prep > 0 ? content[prep - 1] : content.at(-1))!;
  const mods = prep > 0 ? content.slice(0, prep - 1) : content.slice(0, -1);
  // A capital at the start of a sentence may be only the sentence's ("Water flew up high."): where the text's names
  // are known (capitalized in the middle of a sentence), only those count.
  const name = !hasDet && personNamed(content, names);
  // "Who" and "What" take a singular verb: "Boats float on the water." is asked "What floats on the water?" (the
  // answer "boats"). Only a present verb whose singular is sure, in a predicate that does not say there are many
  // ("Bees tell each other…", "…their nests") nor name a plural thing by "they" or "them".
  // "Also" belongs to the text's list, not to a question ("What also carries pollen?" → "What carries pollen?").
  // "put", "cut", "hit" are present or past alike: in a text told in the present ("Firefighters are helpers. They
  // put out fires.") "Who" takes "puts" ("Who puts out fires?"); in a past text "Who put out the fire?" stands.
  const ambiguous =
    verb === "any" && present && numberOf(subjectWords) === "plural" && SAME_PAST.test(bare(clause.predicate[0]!));
  const single = (
    verb === "plural"
      ? singularPredicate(clause.predicate)
      : ambiguous
        ? [`${bare(clause.predicate[0]!)}s`, ...clause.predicate.slice(1)].join(" ")
        : predicate
  )?.replace(/^also\s+/i, "");
  const person =
    name ||
    PEOPLE.test(head) ||
    (!hasDet && NATIONALITY.test(noPossessive(head))) ||
    (/^[A-Z]/.test(head) && content.some((w) => PEOPLE.test(w)));
  let asked: string;
  // "Liberty means being free." defines a word: "What word means being free?" (never "Who means…?"); "Settling in
  // means…" a phrase: "What words mean…?".
  const defines = /^(?:means|meant)$/i.test(bare(clause.predicate[0]!)) && !hasDet && content.length <= 2;
  if (defines && content.length === 1 && single) asked = `what word ${single}`;
  else if (defines && /^means$/i.test(bare(clause.predicate[0]!)))
    asked = `what words mean ${clause.predicate.slice(1).join(" ")}`;
  // "His sister Rosa took his hand." → "Who took his hand?": a person named anywhere in the subject.
  else if (person && single) asked = `who ${single}`;
  // "Which gills…?" → "a shark's gills" names the owner, not a kind: a possessive is asked with "what".
  else if (
    mods.length > 0 &&
    prep < 0 &&
    /^[a-z]/.test(head) &&
    !mods.every((w) => PLAIN_SIZE.test(bare(w))) &&
    !mods.some((w) => /'s?$/.test(w))
  )
    asked = `which ${head.toLowerCase()} ${predicate}`;
  else if (single) asked = `what ${single}`;
  else return null;
  // A question that says its own answer ("What may use sticks…, much as wild orangutans use tools?") asks nothing: the
  // answer's noun in a "who/what" question, its whole phrase in a "which" one ("Which bees feed the young bees?" is fine).
  const own = /^which /.test(asked) ? content.join(" ") : head;
  if (new RegExp(`\\b${own.replace(/'s?$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(predicate))
    return null;
  const question = lead ? `${lead}, ${asked}?` : `${capitalize(asked)}?`;
  // "…which bees fly in the winter"; a one-word lead ("Slowly") is not said after the question.
  const tells = lead && wordsOf(lead).length > 1 ? `${asked} ${lowerFirst(lead)}` : asked;
  // A name keeps its capital ("Milo", "Mr. Diaz's class"); "Nurse bees" is said mid-sentence as "nurse bees", and so
  // is a word the text only capitalizes at a sentence's start when a noun follows it ("Good citizens", "Fiction books").
  const said = name ? subject : lowerFirst(subject, modifies(subjectWords, names) ? undefined : names);
  return { sentence, question, answer: said, subject: said, tells, cue: predicate };
}

/**
 * "It" that surely stands for no thing: the weather turning, the time, "it takes…", "it is … to …" ("It gets cold.",
 * "It is night.", "It takes a year to grow.", "It is fun to swim."): a clause about it is asked as it stands.
 */
const EMPTY_IT =
  /^it (?:gets|got|becomes|became|turns|turned) (?:(?:very|too|so|really)\s+)?(?:cold|hot|warm|cool|chilly|dark|light|sunny|windy|rainy|snowy|cloudy|icy)\b|^it(?:'s| is| was) (?:(?:very|too|so|really)\s+)?(?:night|day|daytime|nighttime|morning|time|winter|spring|summer|fall|autumn)\b|^it (?:takes|took|rains|rained|snows|snowed|pours|poured)\b|^it (?:helps|pays) to\b|^it(?:'s| is| was) (?:very )?(?:cold|hot|warm|cool|dark|light|quiet|wet|dry) (?:on|in|at|inside|outside|under|near|there|here)\b|^it (?:is|was) \w+ (?:to|that)\b/i;
/**
 * "It" that may stand for no thing ("It is cold.", "It is safe."): never named from the sentence before ("The bear eats
 * a lot. It is cold." is not about a cold bear).
 */
const MAYBE_EMPTY_IT =
  /^it(?:'s| is| was| seems| feels| can be| will be| may be)\s+(?:(?:very|too|so|really|quite|still|often|usually)\s+)?(?:cold|hot|warm|cool|chilly|dark|light|sunny|windy|rainy|snowy|cloudy|foggy|wet|dry|icy|quiet|noisy|loud|hard|easy|fun|important|safe|true|good|best|better|okay|ok|possible|a good idea)\b/i;

/** The nouns whose "she" or "he" is sure. */
const SHE = /^(?:woman|girl|queen|mom|mother|sister|grandma|grandmother|aunt|hen|cow|mare)$/;
const HE = /^(?:man|boy|king|dad|father|brother|grandpa|grandfather|uncle|rooster|bull)$/;

/** What a pronoun stands for in the sentence before it, when a reader would be sure; else null. */
export interface Referent {
  /** The words that name it, as they stand in the text ("Worker bees", "the sun"). */
  words: string;
  /** The sentence they stand in. */
  sentence: string;
}

/**
 * The subject a sentence opens with, when it names a thing ("Worker bees fly out…" → "Worker bees"): its main clause
 * after a time word or an opening phrase, parsed surely, its subject no pronoun. Null otherwise.
 */
function subjectOf(sentence: string): string[] | null {
  if (/["“”]/.test(sentence) || /\?\s*$/.test(sentence)) return null;
  const body = stripEnd(sentence).replace(TIME_OPENER, "");
  const main = leadOf(body)?.main ?? body;
  const clause = clauseOf(main);
  if (!clause || clause.subject.every((w) => INDEFINITE.test(bare(w)) || DETERMINER.test(bare(w)))) return null;
  return clause.subject;
}

/**
 * The referent of the pronoun `pronoun` ("it", "they", "he", "she") at the start of a clause, as a reader finds it:
 * the subject of `before` (the clause or sentence just before), when it agrees in number — "it" one thing that is not
 * a person, "they" many, "he" or "she" one whose noun says which ("the queen", "his father") — and no "it" that stands for nothing (`EMPTY_IT`,
 * checked by the caller on its own clause). Never a name for "he" or "she": a name does not say which, and a story's
 * sentence before may name two people.
 */
export function referentOf(
  pronoun: string,
  before: string | null,
  earlier: string | null = null,
  /** The text's names and the "he" or "she" the text itself uses for each (`gendersOf`). */
  known?: { names: ReadonlySet<string>; gender: ReadonlyMap<string, "he" | "she"> },
): Referent | null {
  const p = pronoun.toLowerCase();
  if (!before || !/^(?:it|they|he|she)$/.test(p)) return null;
  // "Bats sleep in caves. They hang upside down. At night, they fly out.": a sentence before about the same "they"
  // passes it on from the one before that (one step, so the two or three sentences are read together).
  const chained = pronounOpening(before)?.pronoun.toLowerCase() === p && earlier;
  if (chained) {
    const found = referentOf(pronoun, earlier, null, known);
    return found ? { words: found.words, sentence: `${earlier} ${before}` } : null;
  }
  const subject = subjectOf(before);
  if (!subject) return null;
  const number = numberOf(subject);
  const head = bare(subject.at(-1)!);
  const person = subject.some((w) => PEOPLE.test(bare(w)));
  const name =
    /^[A-Z]/.test(subject[0]!) &&
    !DETERMINER.test(subject[0]!) &&
    subject.length <= 2 &&
    (!/s$/.test(head) || personNamed(subject, known?.names));
  // A name is "he" or "she" only as the text itself says it, and only where the sentence names no one else.
  const named = name && subject.length === 1 && known?.names.has(subject[0]!) ? subject[0]! : null;
  const others = wordsOf(before)
    .slice(1)
    .some(
      (w) => (/^[A-Z]/.test(w) && known?.names.has(w.replace(/\W+$/, "").replace(/'s$/, ""))) || PEOPLE.test(bare(w)),
    );
  const fits =
    p === "they"
      ? number === "plural"
      : p === "it"
        ? number === "singular" && !person && !name
        : named
          ? known!.gender.get(named) === p && !others && !/\band\b/.test(before)
          : number === "singular" && !name && (p === "she" ? SHE : HE).test(head);
  if (!fits) return null;
  const words = subject.join(" ");
  if (!before.includes(words) || rival(p, before, subject.length)) return null;
  return { words, sentence: before };
}

/**
 * Whether the sentence a referent is taken from holds another that the pronoun may name: the same pronoun already
 * naming something else ("The shell keeps it safe."), or the object of its verb, of the same number ("The oil had
 * stopped the rock from growing. Now it would never shine again." — "it" is the rock). A place after a preposition
 * ("The bee landed on a flower. It drank…") or what a copula says the subject is ("…is a useful tool") is no rival.
 */
function rival(pronoun: string, before: string, subjectLength: number): boolean {
  const words = wordsOf(stripEnd(before).replace(TIME_OPENER, ""));
  const lead = leadOf(words.join(" "));
  const main = wordsOf(lead?.main ?? words.join(" "));
  const rest = main.slice(subjectLength);
  const same = pronoun === "they" ? /^(?:they|them)$/ : pronoun === "it" ? /^it$/ : /^(?:he|him|she|her)$/;
  if (rest.some((w) => same.test(bare(w)))) return true;
  if (AUX.has(bare(rest[0] ?? "")) && /^(?:is|are|was|were)$/.test(bare(rest[0]!))) return false;
  // The object: right after the verb (and an adverb), a determiner and its noun, up to a preposition or a comma.
  let k = 1;
  while (k < rest.length && (ADVERB.test(bare(rest[k]!)) || LY_ADVERB.test(bare(rest[k]!)))) k += 1;
  if (!/^(?:the|a|an|his|her|its|their|this|that|these|those|our|my)$/i.test(bare(rest[k] ?? ""))) return false;
  const object: string[] = [];
  for (const w of rest.slice(k)) {
    if (object.length > 0 && (LINKS_A_NOUN.test(bare(w)) || /^(?:to|that|which|who|so|because)$/i.test(bare(w)))) break;
    object.push(w);
    if (/[,;]$/.test(w) || object.length >= 4) break;
  }
  const number = numberOf(object.map((w) => w.replace(/[,;]$/, "")));
  return pronoun === "they" ? number === "plural" : number === "singular";
}

/**
 * The "he" or "she" a text uses for each of its names: a name that opens a sentence naming no one else, with "she",
 * "her" or "herself" later in it and never "he", "his", "him" or "himself" in any such sentence ("Signe leaned back with
 * all her weight"), or the other way round. A name the text never shows so is neither.
 */
export function gendersOf(list: readonly string[], names: ReadonlySet<string>): Map<string, "he" | "she"> {
  const seen = new Map<string, { she: number; he: number }>();
  for (const sentence of list) {
    if (/["“”]/.test(sentence)) continue;
    const words = wordsOf(sentence.replace(TIME_OPENER, ""));
    const first = words[0]?.replace(/'s$/, "").replace(/\W+$/, "");
    if (!first || !names.has(first)) continue;
    const rest = words.slice(1);
    if (rest.some((w) => /^[A-Z]/.test(w) && names.has(w.replace(/\W+$/, "").replace(/'s$/, "")))) continue;
    if (rest.some((w) => PEOPLE.test(bare(w)))) continue;
    const n = seen.get(first) ?? { she: 0, he: 0 };
    n.she += rest.filter((w) => /^(?:she|her|herself)$/.test(bare(w))).length;
    n.he += rest.filter((w) => /^(?:he|his|him|himself)$/.test(bare(w))).length;
    seen.set(first, n);
  }
  const out = new Map<string, "he" | "she">();
  for (const [name, n] of seen) if (n.she > 0 !== n.he > 0) out.set(name, n.she > 0 ? "she" : "he");
  return out;
}

/**
 * The pronoun a sentence's main clause opens with ("At night, they fly out." → "they"), with the words before it and
 * the clause; null when its subject is not "it", "they", "he" or "she", or is an "it" that may stand for no thing.
 */
function pronounOpening(sentence: string): { pronoun: string; before: string; main: string } | null {
  if (/["“”]/.test(sentence)) return null;
  const opener = TIME_OPENER.exec(sentence)?.[0] ?? "";
  const rest = sentence.slice(opener.length);
  const split = leadOf(stripEnd(rest));
  const main = split ? rest.slice(rest.indexOf(split.main)) : rest;
  const pronoun = /^(it|they|he|she)\b/i.exec(main)?.[1];
  if (!pronoun || EMPTY_IT.test(stripEnd(main)) || MAYBE_EMPTY_IT.test(stripEnd(main))) return null;
  return { pronoun, before: sentence.slice(0, sentence.length - main.length), main };
}

/**
 * The facts the excerpt's sentences give, one per sentence (null where none): `factOf`, and for a sentence whose
 * subject is "it", "they", "he" or "she", the question its referent answers (`referentOf`, the sentence before):
 * "Worker bees fly out to find flowers. They drink nectar." → "Which bees drink nectar?" (worker bees), read in the two
 * sentences together. A pronoun whose referent is not sure gives no question.
 */
export function factsOf(list: readonly string[], names?: ReadonlySet<string>): (Fact | null)[] {
  const known = names ? { names, gender: gendersOf(list, names) } : undefined;
  const present = toldInPresent(list);
  return list.map((sentence, i) => {
    const own = factOf(sentence, names, present);
    const opening = own || i === 0 ? null : pronounOpening(sentence);
    if (!opening) return own;
    const { pronoun, before, main } = opening;
    const referent = referentOf(pronoun, list[i - 1]!, list[i - 2] ?? null, known);
    if (!referent) return null;
    // A name keeps its capital ("Ms. Ferreira"); a noun phrase that opened its sentence is said in lower case.
    const answer = lowerFirst(referent.words, modifies(wordsOf(referent.words), names) ? undefined : names);
    const said = before ? answer : capitalize(answer);
    // "It is the garbage truck.", "It was a turtle!": a pronoun with "is" names what it is, and the question "What is
    // the garbage truck?" would ask it backwards. Only a sentence that tells what the referent does or has is asked.
    if (
      /^(?:is|are|was|were|'s|'re)$/i.test(bare(wordsOf(main)[1] ?? "").replace(/^'/, "'")) ||
      /^\w+'(?:s|re)\b/.test(main)
    )
      return null;
    const fact = factOf(`${before}${said}${main.slice(pronoun.length)}`, names, present);
    if (!fact?.subject) return null;
    return { ...fact, sentence, answer, subject: answer, context: referent.sentence, pronoun };
  });
}

/** Verbs whose present plural and past are spelled alike: their tense is the text's (`toldInPresent`). */
const SAME_PAST = /^(?:put|cut|hit|set|let|shut|hurt|spread|cost|quit|burst|split)$/;

/**
 * Whether a text is told in the present: more of its sentences carry a present verb ("is", "are", "has", "have",
 * "does") than a past one ("was", "were", "had", "did", a verb in "-ed").
 */
export function toldInPresent(list: readonly string[]): boolean {
  const present = list.filter((s) => /\b(?:is|are|has|have|does)\b/i.test(s)).length;
  const past = list.filter((s) => /\b(?:was|were|had|did)\b|\b[a-z]{3,}ed\b/i.test(s)).length;
  return present > past;
}

/** Present plurals whose singular is not the word plus "s". */
const SINGULAR_OF: Record<string, string> = { have: "has", go: "goes", do: "does" };

/**
 * A plural present predicate said in the singular, for "What …?" or "Who …?" ("carry pollen from flower to flower" →
 * "carries pollen from flower to flower"); null when it cannot be said so: "are" and "were" (a plural noun after them
 * would read "What is birds?"), a verb that may be past ("lay", "put"), or words that need many ("each other",
 * "together", "their", "them", "they", "both", "all").
 */
function singularPredicate(predicate: readonly string[]): string | null {
  const at = predicate.findIndex((w) => isVerb(w) !== null);
  if (at < 0 || at > 1) return null;
  if (predicate.some((w) => /^(?:their|theirs|them|they|themselves|both|all|together)$/i.test(bare(w)))) return null;
  if (/\b(?:each other|one another)\b/i.test(predicate.join(" "))) return null;
  // "get on and find seats": a second verb would stay plural ("Who gets on and find seats?").
  if (predicate.some((w, k) => k > at && /^(?:and|or)$/i.test(bare(predicate[k - 1]!)) && isVerb(w) === "plural"))
    return null;
  const verb = bare(predicate[at]!);
  if (IRREGULAR.has(verb) || !(BASES.has(verb) || verb in SINGULAR_OF)) return null;
  const singular =
    SINGULAR_OF[verb] ??
    (/(?:s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`);
  return [...predicate.slice(0, at), singular, ...predicate.slice(at + 1)].join(" ");
}

/**
 * The text's names: words capitalized in the middle of a sentence ("said Rosa", "Thank you, Leo"), or capitalized
 * words that open two sentences or more and that the text never writes in lower case ("Milo" opening three
 * sentences; not "Water", which opens one).
 */
export function namesOf(list: readonly string[]): Set<string> {
  const text = list.join(" ");
  // "Rocío", "Tomás": a name's letters may carry accents.
  const inside = list.flatMap((s) =>
    [...s.slice(1).matchAll(/(?<=[\s“"(])(\p{Lu}\p{Ll}+)(?!\p{L})/gu)].map((m) => m[1]!),
  );
  const opening = list.flatMap((s) => /^(\p{Lu}\p{Ll}+)(?!\p{L})/u.exec(s)?.[1] ?? []);
  const lower = (w: string) => new RegExp(`\\b${w.toLowerCase()}\\b`).test(text);
  const twice = (w: string) => opening.filter((x) => x === w).length >= 2;
  // "People" opening two sentences is an ordinary word ("The answer is people."), not a name.
  // A capitalized word ending in "s" that only opens sentences is a plural noun ("Bats", "Cars", "Lots"), unless it is
  // a given name ("James"); a name ending in "s" the text uses mid-sentence ("said Luis") is found there.
  const ordinary = (w: string) =>
    NOT_A_NAME.test(w) ||
    PEOPLE.test(w) ||
    DETERMINER.test(w) ||
    QUANTIFIER.test(w) ||
    (/s$/.test(w) && !GIVEN_NAME.test(w));
  const fromOpening = opening.filter((w) => !ordinary(w) && !lower(w) && twice(w) && !inside.includes(w));
  const names = new Set([...inside, ...fromOpening]);
  OPENING_ONLY.set(names, new Set(fromOpening));
  return names;
}

/**
 * The names of a `namesOf` set that the text only writes at a sentence's start ("Milo" opening three sentences): before
 * a lower-case noun ("Fiction books", "Good citizens") such a word is an ordinary one, where a word the text also
 * capitalizes mid-sentence ("Arctic animals", "Noh actors") keeps its capital.
 */
const OPENING_ONLY = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/** "One scientist said, “A hive works like one big animal.”" → who said it and the exact words. */
function quoteOf(sentence: string): { speaker: string; words: string } | null {
  // The words of the speaker's own quotation: in a sentence that holds two (`Ana asked, "…?" Uncle Teo said, "…"`),
  // the first, never both with the words between them.
  const m = /^([^“”"]{3,40}?) (?:said|says|wrote|writes|explained|explains|asked),? [“"]([^“”"]+)[”"]/.exec(
    sentence.trim(),
  );
  if (!m || wordsOf(m[1]!).some((w) => PRONOUN.test(w))) return null;
  return { speaker: lowerDet(m[1]!), words: m[2]!.trim() };
}

/**
 * How two parts of a text are linked, where the text itself marks the link (RI.x.3): a cause and its effect ("so",
 * "because", "that is why", "as a result"), a condition and what follows it ("if the dam breaks, …"), or two events
 * in time order (the later one opens with "then", "next", "in 1992"…, or the years say which came first). A link the
 * text does not mark is never claimed: "A glacier is a huge body of ice that moves. It may look as still as a
 * mountain…" is not a reason.
 */
export interface Link {
  kind: "cause" | "condition" | "time";
  /** The cause, the condition or the earlier event, as its words stand in the excerpt. */
  first: string;
  /** The effect, what follows the condition, or the later event, as its words stand in the excerpt. */
  second: string;
  /** The words of the text that mark the link ("so", "that is why", "then", "1956 and 1992"). */
  marker: string;
  /** Both parts are in one sentence ("Because the beaver builds a dam, many animals get a home."). */
  sentence?: string;
  /** The effect as a clause a "why" question embeds ("the water spreads out and gets deep"). */
  effect?: string;
  /** A condition link's clause ("if the dam breaks"). */
  condition?: string;
  /** Two seasons in order with sentences between them ("In spring, …" … "In summer, …"). */
  apart?: boolean;
  /**
   * The text tells another event between the two ("Finally, a butterfly comes out." … "It sits in the sun, so its
   * wings dry." … "Then it flies off."): the later one is not what happens next, only what happens later.
   */
  skips?: boolean;
}

/** Sentence openers that point back to the sentence before as the reason. */
const REASON_BACK =
  /^(so|that is why|that's why|this is why|as a result|because of this|because of that|for this reason),?\s+(.+)$/i;
/** Sentence openers that put an event after the one before it. */
const THEN =
  /^(then|next|now|after that|later|soon|finally|at last|afterward|the next day|that night|years later|in \d{4}|by \d{4})\b/i;
const YEAR = /\b(1[5-9]\d\d|20\d\d)\b/;
/**
 * A sentence that tells an event, not a state or a definition: its first clause has a verb other than "is", "are",
 * "was" or "were" ("It sits in the sun, so its wings dry." tells one; "Its wings are wet." and "It was a hidden
 * group …" describe).
 */
const tellsEvent = (s: string): boolean =>
  !DEFINES.test(s) && !/\b(?:is|are|was|were)\b/i.test(stripEnd(s).split(/[,;:]/)[0] ?? "");
/** A sentence opened by a season ("In spring, …", "In the fall, …"). */
const SEASON = /^in (?:the )?(spring|summer|fall|autumn|winter)\b/i;

/**
 * A clause a question can embed after "why": a sure parse with a subject that is not a pronoun, or one whose pronoun
 * `before` names (`referentOf`: "Bees eat honey in winter, so they have food." → "bees have food"), or an "it" that
 * stands for nothing ("so it gets dark"). A one-word predicate only when it is a verb that says something ("the boat
 * moves", not "the boat is").
 */
const embeddable = (
  s: string,
  before: string | null = null,
  earlier: string | null = null,
  /** `before` is the same sentence's cause, its subject the nearest ("The calf stays close, so it is safe."). */
  near = false,
): string | null => {
  const body = stripEnd(s).trim();
  if (EMPTY_IT.test(body)) return wordsOf(body).length >= 3 ? lowerFirst(body) : null;
  const pronoun = /^(it|they|he|she)\b/i.exec(body)?.[1];
  if (MAYBE_EMPTY_IT.test(body) && !near) return null;
  const referent = pronoun ? referentOf(pronoun, before, earlier) : null;
  if (pronoun && !referent) return null;
  const named = referent ? `${lowerFirst(referent.words)}${body.slice(pronoun!.length)}` : body;
  const words = wordsOf(named);
  // "many animals get a home" embeds as well as "the animals get a home".
  const c = clauseOf(QUANTIFIER.test(words[0] ?? "") ? words.slice(1).join(" ") : named);
  if (!c) return null;
  const says = c.predicate.length >= 2 || (c.verb !== "do" && !AUX.has(bare(c.predicate[0]!)));
  return says ? lowerFirst(named) : null;
};

/** A clause a cause can be: a sure parse, or a pronoun and its verb ("They can break", "It is cold", "Some live far"). */
const causeClause = (s: string): boolean =>
  clauseOf(s) !== null ||
  (/^(?:it|they|he|she|we|some|many|most|others)\s/i.test(s.trim()) &&
    wordsOf(s)
      .slice(1, 3)
      .some((w) => isVerb(w) !== null) &&
    wordsOf(s).length >= 3);

/** The links the text marks between its sentences and inside them, in text order. */
export function linksOf(list: readonly string[]): Link[] {
  const out: Link[] = [];
  list.forEach((sentence, j) => {
    if (/["“”]/.test(sentence)) return;
    const body = stripEnd(sentence);
    const prev = j > 0 && !/["“”]/.test(list[j - 1]!) ? list[j - 1]! : null;
    const earlier = j > 1 && !/["“”]/.test(list[j - 2]!) ? list[j - 2]! : null;
    const back = REASON_BACK.exec(body);
    if (back && prev && !/^so that\b/i.test(body)) {
      const effect = embeddable(back[2]!, prev, earlier);
      if (effect) out.push({ kind: "cause", first: prev, second: sentence, marker: back[1]!.toLowerCase(), effect });
      return;
    }
    const since = /^(because|since)\s+([^,]+),\s+(.+)$/i.exec(body);
    const because = /^(.+?),?\s+because\s+(?!of\b)(.+)$/i.exec(body);
    // "so" with a comma, or without one before a clause ("He roars so other lions stay away."), never "so big".
    const so =
      /^(.+?),\s+so\s+(?!that\b)(.+)$/i.exec(body) ??
      /^(.+?)\s+so\s+(?!that\b|much\b|many\b|far\b|long\b|\w+ly\b)(.+)$/i.exec(body);
    // An effect's "it" or "they" is named by the cause's subject; by the sentence before only when the cause names no
    // subject of its own ("It is cold, so it sleeps."): a subject that does not agree leaves a nearer noun to take it.
    // "She moved at night…, so she was hard to catch.": an effect whose pronoun is the cause's own subject stands for
    // the same one, said as it is ("why she was hard to catch"), whatever the sentence before names.
    const samePronoun = (cause: string, effect: string) => {
      const p = /^(it|they|he|she)\s/i.exec(cause.trim())?.[1]?.toLowerCase();
      const words = wordsOf(effect);
      return !!p && bare(words[0] ?? "") === p && words.length >= 3 && isVerb(words[1]!) !== null
        ? lowerFirst(stripEnd(effect).trim())
        : null;
    };
    const inside = (cause: string, effect: string) =>
      subjectOf(cause)
        ? embeddable(effect, cause, null, true)
        : (embeddable(effect, prev, earlier) ?? samePronoun(cause, effect));
    if (since && causeClause(since[2]!)) {
      const effect = inside(since[2]!, since[3]!);
      if (effect)
        out.push({
          kind: "cause",
          first: since[2]!,
          second: since[3]!,
          marker: since[1]!.toLowerCase(),
          sentence,
          effect,
        });
      return;
    }
    if (because && wordsOf(because[2]!).length >= 3) {
      const effect = embeddable(because[1]!, prev, earlier);
      if (effect)
        out.push({ kind: "cause", first: because[2]!, second: because[1]!, marker: "because", sentence, effect });
      return;
    }
    if (so && causeClause(so[1]!)) {
      const effect = inside(so[1]!, so[2]!);
      if (effect) out.push({ kind: "cause", first: so[1]!, second: so[2]!, marker: "so", sentence, effect });
      return;
    }
    const lead = leadOf(body);
    const condition =
      lead && /^(?:if|when|whenever|as|once)$/i.test(wordsOf(lead.lead)[0]!) ? eventLead(lead.lead) : null;
    if (lead && condition) {
      out.push({
        kind: "condition",
        first: lead.lead,
        second: `${capitalize(lead.main)}.`,
        marker: wordsOf(condition)[0]!,
        sentence,
        condition,
      });
      return;
    }
    const then = THEN.exec(body);
    // The earlier event: the sentence before, unless it defines a word or is a cause and its effect (`linkless`);
    // then the last sentence before it that opens with a time word of its own ("First, in 1849, Harriet escaped." …
    // "Next, Harriet became a conductor."), the chain the text's time words mark.
    const earlierEvent =
      prev && !linkless(prev)
        ? prev
        : (list
            .slice(Math.max(0, j - 8), Math.max(0, j - 1))
            .reverse()
            .find((s) => (THEN.test(stripEnd(s)) || /^first\b/i.test(s)) && !linkless(s) && !/["“”]/.test(s)) ??
          // A step told with its reason ("…, so they fix problems right away." → "Next, they practice.") is still a
          // step when no earlier one is marked; a definition never is.
          (prev && !DEFINES.test(prev) ? prev : undefined));
    // "What happens after this?" is answered by the next event the text tells: a link past an event told between the
    // two is a later event, not the next one (`skips`).
    const between = earlierEvent ? list.slice(list.indexOf(earlierEvent) + 1, j) : [];
    if (then && earlierEvent)
      out.push({
        kind: "time",
        first: earlierEvent,
        second: sentence,
        marker: then[1]!.toLowerCase(),
        ...(between.some(tellsEvent) ? { skips: true } : {}),
      });
  });
  // A year told by its seasons in order ("In spring, the trees bloom." … "In summer, the apples grow."): each season's
  // sentence linked to the next season's, when it comes next in the text and in the year.
  const seasons = list
    .map((sentence, i) => ({ sentence, i, season: SEASON.exec(sentence)?.[1]?.toLowerCase() }))
    .filter(
      (x): x is { sentence: string; i: number; season: string } => Boolean(x.season) && !/["“”]/.test(x.sentence),
    );
  seasons.forEach((a, k) => {
    const b = seasons[k + 1];
    const order = ["spring", "summer", "fall", "winter"];
    const at = (x: string) => order.indexOf(x === "autumn" ? "fall" : x);
    if (
      !b ||
      at(b.season) !== (at(a.season) + 1) % 4 ||
      out.some((l) => l.first === a.sentence && l.second === b.sentence)
    )
      return;
    const marker = /^in (?:the )?\w+/i.exec(b.sentence)![0].toLowerCase();
    out.push({
      kind: "time",
      first: a.sentence,
      second: b.sentence,
      marker,
      ...(b.i > a.i + 1 ? { apart: true } : {}),
    });
  });
  // Two dated events up to three sentences apart, in the order of their years ("born in 1956" … "In 1992").
  list.forEach((a, i) => {
    const ya = YEAR.exec(a)?.[1];
    if (!ya || /["“”]/.test(a)) return;
    for (let j = i + 1; j <= i + 3 && j < list.length; j += 1) {
      const yb = YEAR.exec(list[j]!)?.[1];
      if (!yb || Number(yb) <= Number(ya) || /["“”]/.test(list[j]!)) continue;
      if (!out.some((l) => l.first === a && l.second === list[j])) {
        out.push({ kind: "time", first: a, second: list[j]!, marker: `${ya} and ${yb}` });
        break;
      }
    }
  });
  return out;
}

/**
 * The excerpt's main idea, by this measure: the sentence that shares the most content words with the rest and with
 * the title, the text's first sentence (where an article for children states its topic) weighed a little more. A
 * detail repeated by its neighbours ("A tadpole has a long tail and no legs." in "From Egg to Frog") loses to the
 * sentence about what the title names.
 */
export function centralSentence(list: string[], title: string | null = null): number {
  const content = (s: string) =>
    new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/(?:es|s)$/, "")));
  const sets = list.map(content);
  const titled = content(title ?? "");
  let best = 0;
  let bestScore = -1;
  sets.forEach((set, i) => {
    const score =
      sets.reduce((n, other, j) => n + (j === i ? 0 : [...set].filter((w) => other.has(w)).length), 0) /
        Math.sqrt(set.size || 1) +
      2 * [...set].filter((w) => titled.has(w)).length +
      (i === 0 ? 1 : 0) -
      i * 0.01;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/**
 * What a story shows a feeling by, and the feeling: a child infers "sad" from "his eyes filled with tears" (the
 * words never say "sad"). Each clue is an action or a body's sign, not a feeling word.
 */
const FEELING_CLUES: [RegExp, string][] = [
  [/\b(?:tears|cried|sobbed|wept)\b/i, "sad"],
  [/\bhugged\b/i, "thankful and happy"],
  [/\b(?:smiled|grinned|laughed|giggled|cheered)\b/i, "happy"],
  [/\b(?:trembled|hid under|hid behind)\b/i, "scared"],
  [/\b(?:stomped|slammed|scowled)\b/i, "angry"],
  [/\b(?:jumped up and down|clapped (?:his|her|their) hands)\b/i, "excited"],
  [/\byawned\b/i, "tired"],
  [/\bgasped\b/i, "surprised"],
  [/\b(?:sighed|frowned)\b/i, "disappointed"],
  [/\b(?:bit (?:his|her|their) (?:lip|nails)|paced|knot in (?:his|her|their) stomach)\b/i, "nervous"],
];
const FEELING_WORDS =
  /\b(?:sad|happy|glad|scared|afraid|angry|mad|excited|tired|surprised|disappointed|nervous|worried|thankful|upset)\b/i;
/** Sentence-opening words that are not a character's name. */
const NOT_A_NAME =
  /^(?:The|A|An|This|That|Then|When|After|Before|At|On|In|One|Soon|Later|Finally|Suddenly|Next|First|Last|It|They|He|She|We|I|You|There|His|Her|Their|Our|My)$/;

/** A question the text answers only by inference, with the sentence that is its clue. */
export interface Inference {
  question: string;
  /** The quoted sentence that tells it. */
  clue: string;
  /** A check's answer: the inference, when it is a word ("Milo feels sad."), and the quoted sentence. */
  checkAnswer: string;
  /** The inference in a presenter's words, with its clue. */
  answer: string;
  /** How the presenter reasons it out (a worked example's think-aloud). */
  thinkAloud: string;
  /** The sentence the inference is about. */
  from: string;
}

/**
 * Inference questions an excerpt supports (RI.x.1 and RL.x.1 at grades 3–5 ask what a text says explicitly AND what
 * can be inferred): how a character feels, shown by an action and never named ("Milo hugged his sister." → thankful
 * and happy), and why something happens when the text points back to the reason with "so", "that is why" or "as a
 * result" ("The water cannot run away fast anymore. So the water spreads out and gets deep."): the viewer puts the
 * two sentences together. Each asks "Which words tell you?" and is answered with a quoted sentence of the excerpt.
 */
export function inferencesOf(
  list: readonly string[],
  cut = list.length,
  joins: ReadonlySet<string> = new Set(),
): Inference[] {
  const out: Inference[] = [];
  // With the middle left out (`cut`: the first sentence of the ending), what is before it is the beginning and the
  // rest the end; no sentence's reason is read across the cut.
  const left = cut < list.length;
  list.forEach((sentence, i) => {
    if (/["“”]/.test(sentence)) return;
    // A feeling shown, not named, by a named character.
    const name = /^(?:(?:Then|At last|Finally|Suddenly|Soon),?\s+)?([A-Z][a-z]+)\s+[a-z]/.exec(sentence)?.[1];
    const clue = FEELING_CLUES.find(([re]) => re.test(sentence));
    if (name && !NOT_A_NAME.test(name) && clue && !FEELING_WORDS.test(sentence)) {
      const where = left
        ? i < cut
          ? "at the beginning"
          : "at the end"
        : i < list.length / 3
          ? "at the beginning"
          : i >= (list.length * 2) / 3
            ? "at the end"
            : "in the middle";
      out.push({
        question: `How does ${name} feel ${where} of our reading? Which words tell you?`,
        clue: sentence,
        from: sentence,
        checkAnswer: `${name} feels ${clue[1]}. The text says, “${sentence}”`,
        answer: `${name} feels ${clue[1]}. The text never says "${clue[1].split(" ")[0]}," but these words tell us: "${sentence}"`,
        thinkAloud: `The text does not name the feeling, so I look for a clue in what ${name} does. Here it is: "${sentence}" I ask myself how I would feel if I did that.`,
      });
    }
  });
  // A reason the text marks with "so", "that is why", "as a result"… pointing back to the sentence before: the viewer
  // puts the two sentences together. A next sentence that merely follows ("It may look as still as a mountain…") is
  // never called a reason.
  for (const link of linksOf(list)) {
    if (link.kind !== "cause" || link.sentence || !link.effect) continue;
    // Never a reason read across the cut: the sentence before the ending's first one was left out of the reading.
    if (left && link.second === list[cut]) continue;
    // Nor across sentences left out inside a paragraph (excerpt.ts `joins`).
    if (joins.has(link.second)) continue;
    const marker = link.marker;
    const word = marker.includes(" ") ? `The words "${marker}" point` : `The word "${marker}" points`;
    out.push({
      question: `Why do you think ${link.effect}? Which words tell you?`,
      clue: link.first,
      from: link.second,
      checkAnswer: `The text says, “${link.first}”`,
      answer: `The sentence before it gives the reason: "${link.first}" ${word} back to it.`,
      thinkAloud: `I find the sentence: "${link.second}" It starts with "${marker}," so its reason is in the sentence just before it: "${link.first}" I put the two together.`,
    });
  }
  return out;
}

const STOP = new Set(
  "that this with from they them their there then than have were when what which will would could about into over after before because where while".split(
    " ",
  ),
);

/** A sentence with one content word blanked, for a word-meaning question; null when no word fits. */
function blankOf(sentence: string): { blanked: string; word: string } | null {
  const n = wordsOf(sentence).length;
  if (n < 5 || n > 20 || /["“”]/.test(sentence)) return null;
  const words = [...sentence.matchAll(/\b[a-z]{4,}\b/g)].map((m) => m[0]).filter((w) => !STOP.has(w));
  if (words.length === 0) return null;
  const word = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { blanked: sentence.replace(new RegExp(`\\b${word}\\b`), "blank"), word };
}

/** One link of the text asked three ways: modelled, asked for the missing part, and "which happens first". */
interface LinkForms {
  link: Link;
  teach: WorkedExample;
  ask: CheckQuestion;
  /** Two events in the order the text gives them and the world has them (a cause before its effect). */
  order: CheckQuestion | null;
}

function formsOf(link: Link, rnd: Random): LinkForms {
  const { first, second, marker } = link;
  const word = marker.includes(" ") ? `The words "${marker}" tell` : `The word "${marker}" tells`;
  const order = (): CheckQuestion | null =>
    link.sentence ? null : { question: `Which happens first?`, choices: rnd.shuffle([first, second]), answer: first };
  if (link.kind === "cause") {
    const cause = stripEnd(first);
    const teach: WorkedExample = link.sentence
      ? {
          show: `How are the two parts of this sentence linked? "${link.sentence}"`,
          thinkAloud: `I look for a word that links them. ${word} me one part is the reason for the other.`,
          answer: `One part makes the other happen. ${capitalize(cause)}, so ${link.effect!}.`,
        }
      : {
          show: `How are these two parts of our reading linked? "${first}" "${second}"`,
          thinkAloud: `I look for a word that links them. ${word} me the first one is the reason for the second.`,
          answer: `The first one makes the second one happen. ${capitalize(cause)}, so ${link.effect!}.`,
        };
    return {
      link,
      teach,
      ask: {
        question: `Find the words in our reading that tell why ${link.effect!}.`,
        answer: link.sentence ? cause : first,
      },
      order: order(),
    };
  }
  if (link.kind === "condition") {
    // "What happened when the eagles ate the fish?": the question's verb in the sentence's tense.
    const happens = happensFor(link.condition!);
    const question = `What ${happens} ${link.condition!}?`;
    return {
      link,
      teach: {
        show: question,
        thinkAloud: `I find the words "${link.condition!}" in our reading. The word "${marker}" links the two parts: the rest of that sentence tells what ${happens} then.`,
        // Said as a sentence, not "So: The bats fly out." (a presenter never says "So:").
        answer: `"${link.sentence!}" The rest of it tells what ${happens}: ${second}`,
      },
      ask: { question: `${question} Use the words of our reading.`, answer: second },
      order: null,
    };
  }
  // Time: the later event opens with a time word, or the years give the order. Two events with another told between
  // them are asked in their order, never as "what happens after this?" (the answer would skip the event between).
  const dated = /^\d{4} and \d{4}$/.test(marker);
  const teach: WorkedExample = dated
    ? {
        show: `Which happened first? "${first}" or "${second}"`,
        thinkAloud: `I look at the years in the two sentences: ${marker.replace(" and ", " comes before ")}.`,
        answer: `This happened first: "${first}"`,
      }
    : link.skips
      ? {
          show: `Which happens first? "${first}" or "${second}"`,
          thinkAloud: `I find both sentences in our reading. The later one starts with "${capitalize(marker)}," a time word, so it tells what came after.`,
          answer: `This happens first: "${first}"`,
        }
      : {
          show: `In our reading, what happens after this? "${first}"`,
          thinkAloud: link.apart
            ? `I find that sentence and read on to the next season. A sentence starts with "${capitalize(marker)}," the season that comes next, so it tells what came after.`
            : `I find that sentence and read on. The next one starts with "${capitalize(marker)}," a time word, so it tells what came after.`,
          answer: `After that: "${second}"`,
        };
  return {
    link,
    teach,
    ask:
      dated || link.skips
        ? order()!
        : { question: `In our reading, what happens after this? "${first}"`, answer: second },
    order: order(),
  };
}

/** A sentence that defines a word ("Homes where people could hide were called stations."). */
const DEFINES = /\b(?:is|are|was|were) called\b|\bmeans?\b/i;
/**
 * A sentence that starts no chain of events while the text marks an earlier one: it defines a word, or it is a
 * cause and its effect already.
 */
const linkless = (s: string): boolean => DEFINES.test(s) || /,\s+so\s+(?!that\b)|\bbecause\b|\bas a result\b/i.test(s);

/**
 * RI.4.3–5.3 "relationships or interactions between two or more individuals": a sentence in which one person the text
 * names acts on another it names ("In 1945, Branch Rickey chose Robinson to break the color barrier."), asked as how
 * the two are connected, the answer that sentence and the next when it tells more of the same two. A person is a name
 * the text uses as a sentence's subject at least twice; null when the text has no such pair.
 */
export function peopleLink(list: readonly string[]): CheckQuestion | null {
  const names = namesOf(list);
  const subjectCount = new Map<string, number>();
  for (const s of list) {
    const body = stripEnd(s).replace(TIME_OPENER, "");
    const main = leadOf(body)?.main ?? body;
    const subject = clauseOf(main)?.subject ?? [];
    for (const w of subject) if (names.has(w)) subjectCount.set(w, (subjectCount.get(w) ?? 0) + 1);
  }
  // A person is named as a subject, and again (as a subject or as the one acted on) elsewhere in the text.
  const mentioned = (n: string) => list.filter((s) => new RegExp(`\\b${n}\\b`).test(s)).length;
  const people = [...subjectCount.keys()].filter((n) => mentioned(n) >= 2);
  for (const [i, s] of list.entries()) {
    if (/["“”]/.test(s)) continue;
    const body = stripEnd(s).replace(TIME_OPENER, "");
    const main = leadOf(body)?.main ?? body;
    const clause = clauseOf(main);
    const a = clause?.subject.find((w) => people.includes(w));
    const b = clause?.predicate.map((w) => w.replace(/[^A-Za-z]/g, "")).find((w) => people.includes(w) && w !== a);
    if (!a || !b) continue;
    // The next sentence of the two that tells more of the same pair: it names the other one, or "him" or "her".
    const next = list.slice(i + 1, i + 3).find((n) => !/["“”]/.test(n) && new RegExp(`\\b(?:${b}|him|her)\\b`).test(n));
    return {
      question: `How are ${a} and ${b} connected in our reading? Tell what one did that changed things for the other.`,
      answer: `For example: "${s}"${next ? ` "${next}"` : ""} What ${a} did changed things for ${b}.`,
    };
  }
  return null;
}

/**
 * "Which word in our reading links these two parts?" of a link marked by one word or a short phrase ("because",
 * "so", "Next"), with the word as its answer; null for a link the years order.
 */
function linkWordCheck(forms: LinkForms): CheckQuestion | null {
  const { link } = forms;
  if (/^\d{4} and \d{4}$/.test(link.marker)) return null;
  const pair = link.sentence ? `"${link.sentence}"` : `"${link.first}" "${link.second}"`;
  return {
    question: `Which ${link.marker.includes(" ") ? "words" : "word"} in our reading ${link.marker.includes(" ") ? "link" : "links"} these two parts? ${pair}`,
    answer: `"${link.marker}"`,
  };
}

/**
 * RI.x.3 from an attached text: how two events, ideas or steps are connected, asked only where the text marks the
 * link (see `linksOf`). Causes and conditions come first (K–1 "the connection between two", 3–5 cause and effect),
 * then events in time order (2–3 a series of events or steps). The worked example, the practice item and the checks
 * use different links where the text has enough, so a check never asks what the lesson just answered; null when the
 * text marks fewer than two links (the card then teaches, and the text is read before the practice).
 */
function connectionItems(list: readonly string[], rnd: Random, code = ""): TextItems | null {
  // A time link is a real one only between two events (`linksOf`, `linkless`): never from a sentence that defines a
  // word ("…were called stations." → "Next, Harriet became a conductor.") or that is a cause and its effect already.
  const all = linksOf(list);
  const upper = /^RI\.[3-5]\.3$/.test(code);
  const causal = all.filter((l) => l.kind !== "time");
  const links = [...rnd.shuffle(causal), ...rnd.shuffle(all.filter((l) => l.kind === "time"))].map((l) =>
    formsOf(l, rnd),
  );
  const [l0, l1, ...rest] = links;
  if (!l0 || !l1) return null;
  // Grades 3–5 explain how events, ideas or steps relate (cause and effect first), not only what comes next: a
  // "what happens after this?" is asked there only when the text marks no other link to ask.
  // RI.4.3–5.3 relate individuals too: where the text names two people and one acts on the other, a check asks how.
  const people = /^RI\.[45]\.3$/.test(code) ? peopleLink(list) : null;
  const more =
    upper && (people || rest.some((l) => l.link.kind !== "time")) ? rest.filter((l) => l.link.kind !== "time") : rest;
  // A link that shares a sentence with the worked example's or the practice item's ("First, a nurse checks …" then
  // "Next, …" after it was modelled) asks what the lesson has said: the others come first.
  const said = new Set([l0, l1].flatMap((l) => [l.link.first, l.link.second, l.link.sentence ?? ""]));
  const shares = (l: LinkForms) => said.has(l.link.first) || said.has(l.link.second);
  const checks: CheckQuestion[] = [...more.filter((l) => !shares(l)), ...more.filter(shares)].map((l) => l.ask);
  if (people) checks.unshift(people);
  // "Which happens first": a pair the lesson has not asked about, when the text has one. Never the worked example's
  // pair or the practice item's: the viewers have heard its answer said, and would answer from memory.
  const order = more.find((l) => l.order && l.order.question !== l.ask.question)?.order;
  if (order) checks.splice(Math.min(1, checks.length), 0, order);
  // A text that marks only two links: the check asks what links the practice item's pair, the word a reader finds
  // (answered nowhere before: the practice asked for the event, not the word).
  if (checks.length === 0) checks.push(linkWordCheck(l1) ?? l0.order ?? l0.ask);
  return {
    examples: [l0.teach],
    practice: [
      {
        prompt: l1.ask.choices ? `${l1.ask.question} "${l1.ask.choices.join('" or "')}"` : l1.ask.question,
        answer: l1.ask.answer,
      },
    ],
    checks: checks.slice(0, 3),
    keyMoves: [
      {
        // RI.3.8 names the link between sentences (cause/effect, first/second/third); RI.x.3 between events or steps.
        move: /^RI\.3\.8$/.test(code)
          ? "Tell how two sentences of the text are linked, by the words that link them"
          : "Tell how two events, ideas or steps in the text are linked",
        examples: [0],
        checks: [0],
      },
    ],
  };
}

/**
 * The words a story's central message can be asked from without claiming what the text does not say (RL.1.2–5.2):
 * a character who learns, realises or decides something in the narration ("In the end, Milo learned that friends
 * help each other.", "The fox decided to share."), or a moral line ("The moral: slow and steady wins the race."). A
 * lesson a reader must infer from the events is not claimed: the teacher draws it out (a NOTE says so).
 */
export interface StoryMessage {
  /** The sentence of the text that states it. */
  sentence: string;
  /** Who learns it, when the text names them ("Milo", "the fox"); absent for a moral line. */
  who?: string;
  /** The message as a presenter's model answer ("Milo learned that friends help each other."). */
  model: string;
  /** The message said as a general statement when the text gives one ("Friends help each other."): a theme. */
  general?: string;
}

const LEARNS =
  /^(?:(?:at last|in the end|finally|then|now|that day|after that|and so),?\s+)?((?:[Tt]he|[Ll]ittle) [a-z]+|[A-Z][a-z]+)\s+(?:finally\s+|now\s+|also\s+)?(learned|learnt|realized|realised|understood|decided)\s+(that|to)\s+(.+)$/i;
/** "The moral: …", "The lesson of the story is that …": never "The lesson began at nine." (an "is" or a colon). */
const MORAL =
  /^(?:the\s+)?(?:moral|lesson)(?:\s+of\s+(?:the|this|our)\s+(?:story|fable|tale))?(?:\s+is\s*:?|\s*:)\s+(?:that\s+)?(.+)$/i;
/** A clause a message can be said as for everyone: present tense, about people in general, not this story's names. */
const GENERAL =
  /^(?:you|we|everyone|anyone|people|friends|a (?:good |true |real )?friend|kindness|sharing|hard work|small|little|it is|it's|being|working|helping|telling)\b/i;

/**
 * A character's line in the story's second half that says a lesson for everyone: "Good helpers make good
 * lemonade," she said. A saying is present tense, about people or things in general (no I, you, we or names of
 * this story), three to twelve words: the story states its message in a character's words.
 */
const SAYING =
  /^["“]([^"”]+?)[,.!]?["”],?\s+(?:(?:she|he|they|[A-Z][a-z]+)\s+(?:said|says|told \w+)|(?:said|says)\s+[A-Z][a-z]+)\b/;
const SAYING_SUBJECT =
  /^(?:good|kind|true|real|best|hard|honest|patient|careful|little|small|slow|every|all|two|many|friends|helpers|people|everyone|anyone|nobody|no one|sharing|helping|working|trying|practice|kindness|teamwork)\b/i;

function characterSaying(sentence: string, names: ReadonlySet<string>): string | null {
  const m = SAYING.exec(sentence.trim());
  if (!m) return null;
  const said = m[1]!.trim();
  const w = wordsOf(said);
  if (w.length < 3 || w.length > 12 || !SAYING_SUBJECT.test(said)) return null;
  if (
    w.some(
      (x) =>
        /^(?:i|me|my|you|your|we|us|our|was|were|had|did|will)$/i.test(bare(x)) ||
        names.has(x.replace(/[^A-Za-z]/g, "")),
    )
  )
    return null;
  return `${capitalize(said)}.`;
}

export function storyMessage(list: readonly string[], names: ReadonlySet<string>): StoryMessage | null {
  const text = list.join(" ");
  for (const [i, sentence] of list.entries()) {
    const saying = i >= list.length / 2 ? characterSaying(sentence, names) : null;
    if (saying) return { sentence, model: saying, general: saying };
    if (/["“”]/.test(sentence)) continue;
    const body = stripEnd(sentence);
    const moral = MORAL.exec(body);
    if (moral && wordsOf(moral[1]!).length >= 3) {
      const said = `${capitalize(moral[1]!)}.`;
      return { sentence, model: said, general: said };
    }
    const changed = fromThenOn(body, names, text, i, list.length);
    if (changed) return { sentence, ...changed };
    const m = LEARNS.exec(body);
    if (!m) continue;
    const [, subject, verb, link, rest] = m as unknown as [string, string, string, string, string];
    // A name the text uses as one ("Milo"), or an animal of a fable ("the fox"); never "She" or "Then".
    const named = names.has(subject) || /^(?:the|little) [a-z]+$/i.test(subject);
    if (!named || PRONOUN.test(subject) || NOT_A_NAME.test(subject) || wordsOf(rest).length < 2) continue;
    // A story's message comes at its turn or end, to a character it follows: the second half, and a character the
    // text names at least twice more ("The teacher decided to…" said once is not whose lesson the story is).
    const head = wordsOf(subject).at(-1)!;
    const again = text.split(new RegExp(`\\b${head}\\b`, "i")).length - 2;
    if (i < list.length / 2 || again < 2) continue;
    // "learned that the cat was in the shed" is a fact found out, not a lesson: what is learned "that …" must be
    // said in the present ("that friends help each other").
    const past = wordsOf(rest).some(
      (w) => /^(?:was|were|had|did)$/i.test(bare(w)) || IRREGULAR.has(bare(w)) || /[a-z]{3,}ed$/i.test(bare(w)),
    );
    if (link.toLowerCase() === "that" && past) continue;
    const who = /^[A-Z][a-z]+$/.test(subject) && names.has(subject) ? subject : lowerFirst(subject);
    const general = link.toLowerCase() === "that" && GENERAL.test(rest) ? `${capitalize(rest)}.` : undefined;
    return {
      sentence,
      who,
      model: `${capitalize(who)} ${verb.toLowerCase()} ${link.toLowerCase()} ${rest}.`,
      ...(general ? { general } : {}),
    };
  }
  return null;
}

/** Past forms a child's story uses, to say what a character learned to do ("held" → "learned to hold"). */
const BASE_OF: Record<string, string> = {
  held: "hold",
  told: "tell",
  gave: "give",
  ate: "eat",
  made: "make",
  took: "take",
  went: "go",
  kept: "keep",
  said: "say",
  thought: "think",
  ran: "run",
  came: "come",
  sat: "sit",
  stood: "stand",
  spoke: "speak",
  brought: "bring",
  found: "find",
  left: "leave",
  shared: "share",
  asked: "ask",
  waited: "wait",
  listened: "listen",
  helped: "help",
  looked: "look",
  played: "play",
  worked: "work",
  tried: "try",
  stopped: "stop",
  cared: "care",
  thanked: "thank",
  teased: "tease",
  laughed: "laugh",
  bragged: "brag",
  rushed: "rush",
  saved: "save",
};

/**
 * "From then on, Milo always held the string tight." → "Milo learned to always hold the string tight.": the change a
 * story ends on, said as what the character learned to do. Only a named character who recurs, in the story's second
 * half, and a first verb whose present form is sure (`BASE_OF`); else null.
 */
function fromThenOn(
  body: string,
  names: ReadonlySet<string>,
  text: string,
  i: number,
  length: number,
): Omit<StoryMessage, "sentence"> | null {
  const m =
    /^(?:from then on|from that day on|ever since|after that day),?\s+((?:the|little) [a-z]+|[A-Z][a-z]+)\s+(always|never)?\s*([a-z]+)\s+(.+)$/i.exec(
      body,
    );
  if (!m) return null;
  const [, subject, adverb, verb, rest] = m as unknown as [string, string, string | undefined, string, string];
  const named = names.has(subject) || /^(?:the|little) [a-z]+$/i.test(subject);
  const head = wordsOf(subject).at(-1)!;
  const again = text.split(new RegExp(`\\b${head}\\b`, "i")).length - 2;
  const base = BASE_OF[verb.toLowerCase()];
  if (!named || PRONOUN.test(subject) || NOT_A_NAME.test(subject) || !base || i < length / 2 || again < 2) return null;
  const who = names.has(subject) ? subject : lowerFirst(subject);
  const does =
    adverb?.toLowerCase() === "never" ? `never to ${base}` : `to ${adverb ? `${adverb.toLowerCase()} ` : ""}${base}`;
  return { who, model: `${capitalize(who)} learned ${does} ${rest}.` };
}

/** What RL.x.2 calls the message at a grade: a lesson (1–2), a central message or lesson (3), a theme (4–5). */
const messageWord = (grade: Grade | null): string =>
  grade === "4" || grade === "5" ? "theme" : grade === "3" ? "central message" : "lesson";

/** The NOTE when an attached story states no message a question can be answered from (RL.1.2–5.2). */
export const messageNote = (grade: Grade | null): string =>
  `The attached story does not say in its own words what a character learns, so no check asks its ${messageWord(grade)}: ` +
  `the central message of the attached story is for the teacher to draw out (ask what the characters learn, and which ` +
  `events show it).`;

/**
 * The open check on a story's message, made only from a sentence that states it (`storyMessage`): "What lesson does
 * Milo learn? How do you know?", answered as a model with the sentence that shows it (RL.3.2 "explain how it is
 * conveyed through key details").
 */
function messageCheck(message: StoryMessage, grade: Grade | null): CheckQuestion {
  const word = messageWord(grade);
  const question =
    word === "lesson"
      ? message.who
        ? `What lesson ${learnsOf(message.who)} in our reading? How do you know?`
        : `What lesson does our reading teach? How do you know?`
      : word === "theme"
        ? `What is a theme of our reading? How do you know?`
        : `What is the central message of our reading? How do you know?`;
  // The message said for everyone when the text gives it so ("Friends help each other."), else what the character
  // learns; then the sentence that shows it.
  return {
    question,
    answer: `For example: ${message.general ?? message.model} The text says, “${message.sentence}”`,
  };
}

/**
 * The worked example that works an attached story's message out from the sentence that states it (RL.1.2–5.2): "What
 * lesson does Milo learn? … The text says, “…” So what does Milo learn?", said for everyone when the text gives it so.
 */
function messageExample(message: StoryMessage, grade: Grade | null): WorkedExample {
  const word = messageWord(grade);
  const asked =
    word === "lesson"
      ? message.who
        ? `What lesson ${learnsOf(message.who)} in our reading?`
        : `What lesson does our reading teach?`
      : word === "theme"
        ? `What is a theme of our reading?`
        : `What is the central message of our reading?`;
  return {
    show: asked,
    thinkAloud: `I look for what a character learns or says near the end. The text says, “${message.sentence}” ${message.general ? "What can everyone learn from that?" : `So what ${learnsOf(message.who ?? "the character")}?`}`,
    answer: `${word === "central message" ? "The central message" : `The ${word}`}: ${message.general ?? message.model}`,
  };
}

/** Reason markers at the start of a sentence: "One reason is…", "Another reason…", "First, …", "Second, …". */
const REASON_OPENER =
  /^(?:(?:one|another|a second|a third|the (?:first|second|third|last|main|best|biggest)) reason\b|(?:first|second|third|fourth|finally|last|also),\s)/i;
/** A sentence that backs up the one before it with an example, a finding or a number (RI.4.8 "evidence"). */
const EVIDENCE =
  /^(?:for example|for instance)\b|\b(?:found|showed|shows|studied|measured|reported|counted|say|says|said)\b|\b\d/i;

/**
 * RI.x.8 from an attached text (RI.K.8–2.8 "the reasons an author gives to support points", RI.4.8 "reasons and
 * evidence", RI.5.8 "which reasons and evidence support which point(s)"): taught only where the text marks its
 * reasons — "one reason", "another reason", "first, … second, …", "because", "for example" — and its point is the
 * sentence before the first numbered reason. A text that marks too few (two numbered reasons, or three sentences of
 * "because" and "for example") is not taught from (null): the card teaches and the NOTE says why (`notFromTextWhy`).
 */
function reasonItems(list: readonly string[], grade: Grade | null): TextItems | null {
  const older = grade === "4" || grade === "5";
  const plain = (s: string) => !/["“”]/.test(s);
  const isSequence =
    list.some((s) => /^(?:next|then|after that|later|at last)\b/i.test(s.trim())) &&
    !list.some((s) => /\breasons?\b/i.test(s));
  const numbered = list
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => plain(s) && REASON_OPENER.test(s.trim()))
    // "Also," and "Finally," count only beside a reason the text marks as one ("First, …", "One reason …").
    .filter((_, __, all) => all.some(({ s }) => /^(?:one reason|first,|the first reason)/i.test(s.trim())))
    // "First, … Next, … Finally, …" orders steps (a sequence, RI.x.3), unless the text names its reasons as reasons.
    .filter(() => !isSequence);
  const firstAt = numbered[0]?.i ?? -1;
  const point =
    firstAt > 0 && plain(list[firstAt - 1]!) && !REASON_OPENER.test(list[firstAt - 1]!) ? list[firstAt - 1]! : null;
  const evidenceFor = (i: number): string | null => {
    const next = list[i + 1];
    return next && plain(next) && !REASON_OPENER.test(next) && EVIDENCE.test(next) ? next : null;
  };
  const reasons = point ? numbered.map(({ s, i }) => ({ reason: s, evidence: evidenceFor(i) })) : [];
  const because = linksOf(list).filter(
    (l) => l.kind === "cause" && l.sentence && (l.marker === "because" || l.marker === "since"),
  );
  const forExample = list
    .map((s, i) => ({ s, before: list[i - 1] }))
    .filter(({ s, before }) => plain(s) && /^for (?:example|instance)\b/i.test(s) && before && plain(before));
  // Numbered reasons need two (an example and the child's); "because" and "for example" three (an example, the
  // child's and a check), since each is one sentence asked once.
  if (reasons.length < 2 && because.length + forExample.length < 3) return null;

  const examples: WorkedExample[] = [];
  const practice: Practice[] = [];
  const checks: CheckQuestion[] = [];
  const why = (p: string) => `It tells why ${lowerFirst(stripEnd(p))}.`;
  const move = older
    ? "Name a reason and the evidence for it, and tell how they back up the author's point"
    : "Say a reason the author gives and how it backs up the point";
  if (point && reasons.length >= 2) {
    const [r0, r1, ...more] = reasons as [(typeof reasons)[0], (typeof reasons)[0], ...typeof reasons];
    const marker = /^([^,]+?)(?:,| is\b| for\b)/.exec(r0.reason)?.[1] ?? "first";
    examples.push({
      show: `Our reading makes a point: "${point}" What is one reason the author gives for it?`,
      thinkAloud: `I look for the words that mark a reason, like "${marker.toLowerCase()}." Here it is: "${r0.reason}"${older && r0.evidence ? ` The next sentence is evidence, a fact that shows the reason is true: "${r0.evidence}"` : ""}`,
      answer: `One reason: "${r0.reason}" ${why(point)}`,
    });
    practice.push(
      older && r1.evidence
        ? {
            prompt: `Pick another reason in our reading. Name the evidence for it, and explain how it backs up the author's point.`,
            answer: `For example: one reason is "${r1.reason}" The evidence for it: "${r1.evidence}" The evidence shows the reason is true, and the reason tells why ${lowerFirst(stripEnd(point))}.`,
          }
        : {
            prompt: `Find another reason our reading gives for its point. Tell how it backs up the point.`,
            answer: `For example: "${r1.reason}" ${why(point)}`,
          },
    );
    const last = more.at(-1);
    // A check asks what the lesson has not said: a reason told apart from evidence heard (RI.4.8, RI.5.8), the last
    // reason when there is a third, and the point the reasons back up (RI.5.8 "which point").
    const evidence = [r0, r1, ...more].find((r) => r.evidence)?.evidence;
    if (older && last && evidence)
      checks.push({
        question: `Which sentence of our reading is a reason, not evidence?`,
        choices: [last.reason, evidence],
        answer: last.reason,
      });
    else if (last)
      checks.push({ question: `What is the last reason our reading gives for its point?`, answer: last.reason });
    checks.push({ question: `What point do the reasons in our reading back up?`, answer: point });
  } else {
    const b0 = because[0];
    if (b0)
      examples.push({
        show: `Our reading says: "${b0.sentence!}" What reason does the author give?`,
        thinkAloud: `The word "${b0.marker}" tells me a reason is coming: the words after it tell why.`,
        answer: `The reason: ${stripEnd(b0.first)}. It tells why ${lowerFirst(stripEnd(b0.second))}.`,
      });
    const f0 = forExample[0];
    if (f0 && examples.length)
      practice.push({
        prompt: `Our reading says: "${f0.before!}" Which sentence gives an example that backs it up?`,
        answer: `"${f0.s}" The words "for example" tell us.`,
      });
    else if (f0)
      examples.push({
        show: `Our reading says: "${f0.before!}" Which sentence gives an example that backs it up?`,
        thinkAloud: `I read on and look for the words "for example." The sentence that starts with them backs up the one before it.`,
        answer: `The example: "${f0.s}"`,
      });
    for (const b of because.slice(1)) {
      const item = {
        question: `Our reading says: "${b.sentence!}" What reason does the author give?`,
        answer: capitalize(`${stripEnd(b.first)}.`),
      };
      if (practice.length === 0) practice.push({ prompt: item.question, answer: item.answer });
      else checks.push(item);
    }
    const f1 = forExample[1];
    if (f1)
      checks.push({
        question: `Which sentence of our reading gives an example that backs up this: "${f1.before!}"`,
        answer: f1.s,
      });
    if (practice.length === 0 || checks.length === 0) return null;
  }
  return examples.length && practice.length && checks.length
    ? { examples, practice, checks, keyMoves: [{ move, practice: [0] }] }
    : null;
}

/** Why an attached text was read but not taught from, for the NOTE (null when the card's reason is general). */
export function notFromTextWhy(code: string): string | null {
  if (/^RI\.3\.8$/.test(code))
    return `the text marks fewer than two links between its sentences ("because", "so", "first", "then"), so ${code} is taught from the teaching card`;
  if (/^RI\.(?:K|\d)\.8$/.test(code))
    return `the text does not mark its reasons ("one reason", "first", "because", "for example"), so ${code} is taught from the teaching card`;
  return null;
}

/** A sentence as compared for being in the text: no quotation marks, spacing or case. */
const flatText = (t: string) =>
  t
    .replace(/[“”"‘’']/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase()
    .trim();

/** "First, Milo ran up the hill. Next, …": a guide's events said in order with time words (RL.K.2, RL.1.2). */
function retold(events: readonly string[], names: ReadonlySet<string>, from = 0, to = events.length): string {
  const words = events.map((_, k) =>
    k === 0 ? "First" : k === events.length - 1 ? "Last" : k === 1 ? "Next" : k % 2 === 0 ? "Then" : "After that",
  );
  return events
    .slice(from, to)
    .map((e, j) => {
      const k = from + j;
      const head = /^[A-Z][a-z]+/.exec(e)?.[0] ?? "";
      return `${words[k]}, ${names.has(head) ? stripEnd(e) : lowerFirst(stripEnd(e))}.`;
    })
    .join(" ");
}

/**
 * A teaching card's checks that tell a short story of their own and ask its message ("A rabbit bragged that he never
 * needed help. When he got stuck in a fence, a small bird pulled him free. Which sentence is the best lesson?"): after
 * the lesson works out our story's message aloud, the check asks the child to do the same with a story not yet heard,
 * so it asks the move, not the answer just given (RL.1.2–5.2). Not a check about the card's own passage (a quoted
 * title, "the crow fable"), which is not read when our text is.
 */
export function shortStoryMessageChecks(checks: readonly CheckQuestion[]): CheckQuestion[] {
  return checks.filter((c) => {
    const parts = c.question.split(/(?<=[.!?])\s+(?=[A-Z])/);
    const asks = parts.at(-1) ?? "";
    return (
      parts.length >= 2 &&
      /\b(?:lesson|moral|message|theme)\b/i.test(asks) &&
      /\?$/.test(asks.trim()) &&
      !/["“”]/.test(c.question) &&
      !/\b(?:the|this|our)\s+(?:\w+\s+)?(?:fable|story|poem|tale|folktale|passage)\b/i.test(
        parts.slice(0, -1).join(" "),
      )
    );
  });
}

/**
 * The worked example that works a story's message out from what happens (RL.1.2–5.2, docs/product/key-moves.md):
 * thinking aloud from the problem and how the story ends to the lesson, said for everyone. With `ending` false (the
 * card has no short story for the check to ask about), the model stops at the problem, and the check asks what it
 * left to the child: which detail of the story shows the message (RL.3.2 "how it is conveyed through key details").
 */
function messageModel(
  guide: TextGuide,
  lesson: string,
  word: string,
  main: string | undefined,
  shows: string,
  ending: boolean,
  /** The sentence near the end that states the lesson, when the story has one (`storyMessage`). */
  stated: StoryMessage | null = null,
): { example: WorkedExample; check: CheckQuestion } {
  // The one the story says learns it is the one asked about ("What lesson does Hare learn?", not the winner; "What
  // lesson do the animals learn?" when the tale's moral line names them, not the hen it follows).
  if (stated?.who) main = stated.who;
  const who = main ?? "the main character";
  const asked =
    word === "lesson"
      ? main
        ? `What lesson ${learnsOf(main)}?`
        : `What lesson does our story teach?`
      : word === "theme"
        ? `What is a theme of our story?`
        : `What is the central message of our story?`;
  const problem = guide.problem ? ` The problem: ${lowerLead(stripEnd(guide.problem))}.` : "";
  const end = ending ? ` At the end, ${lowerLead(stripEnd(shows))}.` : ` Then I look at what ${who} does about it.`;
  // The details that convey it: what the story shows at its end, and a character's own words. Only a determiner is
  // lowered after the colon: a name keeps its capital ("Layla helps Ivan …").
  const line = guide.characters?.find((c) => /["“]/.test(c.evidence));
  return {
    example: {
      show: asked,
      // A lesson or theme is said for everyone, not only for the character (RL.4.2 "theme": a message about life).
      thinkAloud: stated
        ? `I use what happens.${problem}${end} Near the end, the story says it too: “${stated.sentence}” What can everyone learn from that?`
        : `The story does not say its ${word}, so I use what happens.${problem}${end} What can everyone learn from that?`,
      answer: `${word === "central message" ? "The central message" : `The ${word}`}: ${lesson}`,
    },
    check: {
      question: `The ${word} of our story is: ${lesson} Which detail from the story shows it?`,
      answer: `For example: at the end, ${lowerLead(stripEnd(shows))}.${line ? ` We hear it in ${line.name}'s words too: ${line.evidence.trim()}` : ""}`,
    },
  };
}

/** A link word that opens a key detail ("As a result, …", "For example, …"): a summary says the fact without it. */
const OPENING_LINK =
  /^(?:as a result|for example|for instance|because of this|that is why|in fact|also|then|today|still|so|but|and|after that|over time|at first)\s*,?\s+/i;

/** A key detail as a summary says it: without its opening link word or quotation marks, as a sentence of its own. */
const summaryDetail = (detail: string): string =>
  `${capitalize(stripEnd(detail.replace(OPENING_LINK, "")).replace(/["“”]/g, ""))}.`;

/**
 * The items of a standard taught from one of our own topic texts' guide (text-guide.ts): RL.x.2 a retelling in order
 * from its events and (grades 1–5) its lesson worked out aloud before the quiz asks a new short story's (ADR 0079);
 * RI.x.2 its main idea with its key details (RI.4.2–5.2 a worked summary); RL.x.3 a character's trait with the sentence that shows it (then the events, from the
 * sentences); x.4 the words whose meaning the text says. Null when the guide does not hold what the standard asks:
 * the sentences are asked as for an attached text (`plain`).
 */
function guideItems(
  guide: TextGuide,
  list: readonly string[],
  code: string,
  grade: Grade | null,
  skill: TextSkill,
  plain: () => TextItems | null,
  /** The first sentence of the ending when the middle was left out for time (excerpt.ts); else the list's length. */
  cut = list.length,
  /** A check of the card that tells its own short story and asks its message (`shortStoryMessageChecks`), or null. */
  transfer: CheckQuestion | null = null,
): TextItems | null {
  // Only what was read aloud is asked about: a key detail or a character's line the excerpt holds, and the whole
  // story's events and lesson only when the whole story was read (none is told from a middle left out).
  const heard = (sentence: string) => flatText(list.join(" ")).includes(flatText(sentence));
  const whole = cut >= list.length;
  guide = {
    ...guide,
    keyDetails: guide.keyDetails?.filter(heard),
    characters: guide.characters?.filter((c) => heard(c.evidence)),
  };
  const names = new Set([...namesOf(list), ...(guide.characters ?? []).map((c) => wordsOf(c.name)[0]!)]);
  const young = grade === "K" || grade === "1";
  const story = guide.kind === "story";
  const events = whole ? (guide.events ?? []) : [];
  // The main character: the guide's character the text names most often (the one a lesson is usually learned by).
  const count = (name: string) => list.filter((x) => x.includes(wordsOf(name)[0]!)).length;
  const main = [...(guide.characters ?? [])].sort((a, b) => count(b.name) - count(a.name))[0]?.name;
  // A lesson the story states near its end ("That day, Hare learned that slow and steady wins the race.", a fable's
  // "The moral: …", ADR 0094): the model points to it instead of saying the story does not say its lesson.
  const stated = story && whole ? storyMessage(list, names) : null;
  if (skill === "mainIdea" && story && events.length >= 3) {
    // A lesson is what RL.1.2–5.2 ask; a story read aloud (SL.x.2) is retold, its details asked.
    const lesson = guide.lesson && grade !== "K" && /^RL/.test(code) ? guide.lesson : null;
    const shows = guide.solution ?? events.at(-1)!;
    const examples: WorkedExample[] = [];
    const practice: Practice[] = [];
    const checks: CheckQuestion[] = [];
    const moves: NonNullable<TeachingCard["keyMoves"]> = [];
    if (young) {
      // K–1: the child retells the whole story in order, first, next, then, last (RL.K.2 "retell familiar stories,
      // including key details"); the worked example models the beginning only, so the retell is the child's.
      examples.push({
        show: `How does our story begin? Let's start a retelling with first and next.`,
        thinkAloud: `I think back to the very beginning of our story, and then what happened after that.`,
        answer: retold(events, names, 0, 2),
      });
      practice.push({
        prompt: `Now you retell our whole story to a partner. Use first, next, then and last.`,
        answer: `For example: ${retold(events, names)}`,
      });
      moves.push({ move: "Retell the whole story in order with first, next, then and last", practice: [0] });
      if (lesson) {
        // RL.1.2 "demonstrate understanding of their central message or lesson": a worked example works the lesson out
        // from what happens, and the check asks the child to do it for a new short story (or, without one, which part
        // of ours shows it), never the lesson just said (fresh-checks.ts).
        const model = messageModel(guide, lesson, "lesson", main, shows, transfer !== null, stated);
        examples.push(model.example);
        moves[0] = {
          move: "Retell the story in order, then work out its lesson",
          examples: [0, 1],
          practice: [0],
          checks: [0],
        };
        checks.push(transfer ?? model.check);
      }
      checks.push({
        question: `What happens at the end of our story?`,
        choices: [events.at(-1)!, events[0]!],
        answer: events.at(-1)!,
      });
      // Two events to order need both heard: a kindergarten check with one sentence and thumbs up or down
      // (prereader-choices.ts) would ask "Which happens first?" of one event, untrue of any but the story's first.
      if (events.length >= 4 && grade !== "K")
        checks.push({
          question: `Which happens first in our story?`,
          choices: [events[2]!, events[1]!],
          answer: events[1]!,
        });
      return { examples, practice, checks, keyMoves: moves };
    }
    // Grades 2–5: recount or summarize, then the message and the key details that show it (RL.2.2–5.2).
    const older = grade === "4" || grade === "5";
    // The worked example starts the retelling (or summary) and the child finishes it: the practice's model is not
    // the example said again.
    const half = Math.ceil(events.length / 2);
    examples.push({
      show: older
        ? `Let's start a summary of our story.`
        : `What happens in our story? Let's start a retelling, in order.`,
      thinkAloud: older
        ? `A summary tells only the most important events, in order, in my own words. I leave out the small details.`
        : `I tell the most important events in order, starting at the beginning.`,
      answer: retold(events, names, 0, half),
    });
    practice.push({
      prompt: older
        ? `Finish the summary for a partner: tell the rest of the important events, in order.`
        : `Finish the retelling for a partner: what happens next, and how does the story end?`,
      answer: `For example: ${retold(events, names, half)}`,
    });
    if (lesson) {
      const word = messageWord(grade);
      // The key move of RL.2.2–5.2 is to work the message out from the story's details (docs/product/key-moves.md):
      // a worked example models it first, and the check then asks what that model did not answer (fresh-checks.ts).
      const model = messageModel(guide, lesson, word, main, shows, transfer !== null, stated);
      examples.push(model.example);
      checks.push(transfer ?? model.check);
      moves.push({
        move: `Retell the story, then work out its ${word} from what happens`,
        examples: [0, 1],
        practice: [0],
        checks: [0],
      });
    } else moves.push({ move: "Retell the story's events in order", practice: [0] });
    // A second check the retelling has not answered word for word: every event was said in the worked example or the
    // practice, so "which happens first" would be answered from memory; telling a retelling (or summary) in order
    // from one out of order asks for the order itself (RL.2.2 "recount", RL.3.2's own card check, RL.4.2 "summarize").
    if (events.length >= 3) {
      const three = [events[0]!, events[Math.floor(events.length / 2)]!, events.at(-1)!];
      const inOrder = retold(three, names);
      checks.push({
        question: older
          ? `Which summary tells the important events of our story in order?`
          : `Which retelling tells the events of our story in order?`,
        choices: [inOrder, retold([...three].reverse(), names)],
        answer: inOrder,
      });
    }
    return { examples, practice, checks, keyMoves: moves };
  }
  if (/^RI\.[45]\.2$/.test(code) && !story && guide.mainIdea && (guide.keyDetails?.length ?? 0) >= 3) {
    // RI.4.2–5.2 "summarize the text": after the main idea, a worked summary built from it and two key details, in
    // the presenter's words and with no opinion, so the child has heard one before being asked about one. The
    // practice and the checks then ask what the summary did not give: a third key detail, which sentence does not
    // belong in a summary (an opinion), and how a fourth detail supports the main idea.
    const [k0, k1, k2, k3] = guide.keyDetails!;
    const main = guide.mainIdea;
    const opinion = `I think this is the most interesting reading ever.`;
    return {
      examples: [
        {
          show: `What is our reading mostly about?`,
          thinkAloud: `I look for what the key details have in common, like this one: "${k0}" The others tell about the same big idea.`,
          answer: `Main idea: ${main}`,
        },
        {
          show: `How do I sum up our reading in a few sentences?`,
          thinkAloud: `A summary starts with the main idea. Then I add the most important key details, short and clear. I leave out small facts and what I think of it.`,
          answer: `Summary: ${main} ${summaryDetail(k0!)} ${summaryDetail(k1!)}`,
        },
      ],
      practice: [
        {
          prompt: `Name one more key detail from our reading that could go in a summary.`,
          answer: `For example: "${k2}"`,
        },
      ],
      checks: [
        {
          question: `Which sentence does not belong in a summary of our reading?`,
          choices: [opinion, k2!],
          answer: opinion,
        },
        // RI.4.2–5.2 "explain how they are supported by key details": a detail not yet heard when the text has one;
        // else one the summary said, whose support is the new part asked.
        k3
          ? {
              question: `The main idea of our reading is: ${main} Name a key detail that supports it, and tell how.`,
              answer: `For example: "${k3}" It tells one part of the main idea: ${lowerFirst(stripEnd(main))}.`,
            }
          : {
              question: `How does this key detail support the main idea? "${k1}"`,
              answer: `It tells one part of the main idea: ${lowerFirst(stripEnd(main))}.`,
            },
      ],
      keyMoves: [
        {
          move: "Name the main idea, then summarize the text from it and its key details",
          examples: [0, 1],
          checks: [0],
        },
      ],
    };
  }
  if (
    skill === "mainIdea" &&
    !story &&
    guide.subject &&
    !/^RI\.[3-5]\./.test(code) &&
    (guide.keyDetails?.length ?? 0) >= 2
  )
    return mainTopicItems(guide.subject, guide.keyDetails!, code, grade);
  if (skill === "mainIdea" && !story && guide.mainIdea && (guide.keyDetails?.length ?? 0) >= 2) {
    const [k0, k1, k2] = guide.keyDetails!;
    const third = !young && grade !== "2";
    const main = guide.mainIdea;
    return {
      examples: [
        {
          show: `What is our reading mostly about?`,
          thinkAloud: `I look for what the key details have in common, like this one: "${k0}" The others tell about the same big idea.`,
          answer: `Main idea: ${main}`,
        },
      ],
      practice: [
        {
          prompt: `Name one key detail from our reading that tells more about the main idea.`,
          answer: `For example: "${k1}"`,
        },
      ],
      checks: [
        ...(third
          ? [
              {
                // RI.3.2–5.2 "explain how they support the main idea".
                question: `The main idea of our reading is: ${main} Name a key detail that supports it, and tell how.`,
                answer: `For example: "${k2 ?? k1}" It tells one part of the main idea: ${lowerFirst(stripEnd(main))}.`,
              },
            ]
          : []),
        {
          question: `Which one is the main idea of our reading, not just a detail?`,
          choices: [main, k1!],
          answer: main,
        },
        ...(third
          ? []
          : [{ question: `Name one more key detail from our reading.`, answer: `For example: "${k2 ?? k0}"` }]),
      ],
      keyMoves: [
        third
          ? { move: "Name the main idea and explain how a key detail supports it", examples: [0], checks: [0] }
          : { move: "Name the main idea, then tell a key detail", examples: [0], practice: [0] },
      ],
    };
  }
  if (skill === "storyEvents" && story && guide.characters?.length) {
    const [c1, c2] = guide.characters;
    // A line of dialogue has its own quotation marks: it is said as it stands, never inside another pair
    // ('The text says, "He said, "I want to go home.""' cannot be read aloud or shown).
    // A sentence cut from a longer quotation is cited with the quotation closed (`closeQuote`).
    const cite = (e: string) => (/["“”]/.test(e) ? `We read: ${closeQuote(e)}` : `The text says, “${e.trim()}”`);
    // Grades 2–5 ask what their own standard asks of a character (character-checks.ts).
    const deeper = characterItems(guide, list, grade, cite);
    if (deeper) return deeper;
    const base = plain();
    const trait: WorkedExample = {
      show: `What is ${c1!.name} like in our reading? How do you know?`,
      thinkAloud: `I look at what ${c1!.name} says and does in our reading.`,
      answer: `${c1!.name} is ${c1!.trait}. ${cite(c1!.evidence)}`,
    };
    const check: CheckQuestion = c2
      ? {
          question: `What is ${c2.name} like in our reading? How do you know?`,
          answer: `For example: ${c2.name} is ${c2.trait}. ${cite(c2.evidence)}`,
        }
      : { question: `Which words in our reading show that ${c1!.name} is ${c1!.trait}?`, answer: c1!.evidence };
    // K–1: where the story happens is asked before the sentences' "what comes next" (character-checks.ts).
    const setting = settingCheck(guide);
    const shift = (moves: NonNullable<TeachingCard["keyMoves"]>) =>
      moves.map((m) => ({
        ...m,
        ...(m.examples ? { examples: m.examples.map((k) => k + 1) } : {}),
        ...(m.checks ? { checks: m.checks.map((k) => k + (setting ? 2 : 1)) } : {}),
      }));
    const practice: Practice[] = base?.practice.length
      ? base.practice
      : [
          {
            prompt: `How does ${c1!.name} act in our reading? Tell a partner, with the words that show it.`,
            answer: `For example: ${c1!.name} is ${c1!.trait}. ${cite(c1!.evidence)}`,
          },
        ];
    return {
      examples: [trait, ...(base?.examples ?? [])],
      practice,
      checks: [check, ...(setting ? [setting] : []), ...(base?.checks ?? [])],
      keyMoves: [
        { move: "Describe a character with the words of the text that show it", examples: [0], checks: [0] },
        ...shift(base?.keyMoves ?? []),
      ],
    };
  }
  if (skill === "vocabulary" && (guide.words?.length ?? 0) >= 1) {
    const text = list.join(" ");
    const found = guide.words!.flatMap((w) => {
      const re = new RegExp(`\\b${w.word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
      // The sentence that says the meaning: the one with the word and most of the meaning's words.
      const meaningWords = (w.meaning.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((x) => !STOP.has(x));
      const said = (x: string) => meaningWords.filter((m) => x.toLowerCase().includes(m)).length;
      const sentence = list.filter((x) => re.test(x)).sort((a, b) => said(b) - said(a))[0];
      return sentence && re.test(text) ? [{ ...w, sentence }] : [];
    });
    const [w1, w2, w3] = found;
    if (!w1) return null;
    const means = (w: (typeof found)[0]) => `the word "${w.word}" means ${lowerFirst(stripEnd(w.meaning))}.`;
    const base = w2 && w3 ? null : plain();
    const examples: WorkedExample[] = [
      {
        show: `In our reading: "${w1.sentence}" What does "${w1.word}" mean?`,
        thinkAloud: `I read the words around "${w1.word}." The text itself tells me what it means.`,
        answer: `The text tells us: ${means(w1)}`,
      },
    ];
    // Three words: the example, the practice and the check each work one out. Two: the child works the second out
    // in the check (the key move), and the practice fills a blank from the sentences. One: only the example.
    const ask = (w: (typeof found)[0]) => ({
      question: `What does "${w.word}" mean in our reading? Which words tell you?`,
      answer: `${capitalize(means(w))} The text says, “${w.sentence}”`,
    });
    const practice: Practice[] =
      w2 && w3
        ? [{ prompt: `What does "${w2.word}" mean in our reading? Use the words around it.`, answer: ask(w2).answer }]
        : (base?.practice ?? []);
    const childWord = w3 ?? w2;
    const checks: CheckQuestion[] = childWord ? [ask(childWord), ...(base?.checks ?? [])] : (base?.checks ?? []);
    if (!practice.length || !checks.length) return null;
    const move = "Work out what a word means from the words of the text";
    return {
      examples,
      practice,
      checks,
      keyMoves: [w2 && w3 ? { move, practice: [0] } : w2 ? { move, checks: [0] } : { move, examples: [0] }],
    };
  }
  return null;
}

/**
 * The worked examples, practice items and checks for `code` made from `excerpt`; null when the standard is not
 * one a text teaches or the excerpt is too short to ask from. Every check's answer is words of the excerpt, or what
 * the guide of one of our own texts states (a main idea, an event, a word's meaning).
 */
export function textItems(
  excerpt: Excerpt,
  code: string,
  grade: Grade | null,
  rnd: Random,
  /** Questions the lesson already asks (a supporting standard on the primary's text): not asked again. */
  asked: ReadonlySet<string> = new Set(),
  /** The standard's card's checks, for a short story of their own whose message a check may ask (RL.1.2–5.2). */
  cardChecks: readonly CheckQuestion[] = [],
): TextItems | null {
  const skill = textSkillOf(code);
  // Context clues and writing are taught from one of our own texts only, by what its guide says (ADR 0076): a PDF has
  // no guide, and its sentences alone do not say which words it defines or which sentence sums it up.
  if (!skill && excerpt.guide) {
    const own = sentences(excerpt.text);
    if (isContextClueStandard(code)) return contextClueItems(excerpt.guide, own, grade, rnd);
    if (grammarFeature(code)) return grammarItems(own, code, excerpt.title);
    // A narrative's model is the whole story: none is made from a story whose middle was left out for time.
    return excerpt.ending && writingSkillOf(code) === "narrative"
      ? null
      : writingItems(excerpt.guide, own, code, grade, excerpt.title);
  }
  if (!skill) return null;
  const list = sentences(excerpt.text);
  if (list.length < 3) return null;
  // The first sentence of the ending when the middle is left out (excerpt.ts): nothing is asked across it.
  const cut = excerpt.ending ? list.length - sentences(excerpt.ending).length : list.length;
  // Sentences read straight after others left out for time: nothing "comes right after" the one before them.
  const joins = new Set(excerpt.joins ?? []);
  const older = grade !== null && grade !== "K" && Number(grade) >= 4;
  const third = grade !== null && grade !== "K" && Number(grade) >= 3;
  const names = namesOf(list);
  // An informational text's key details (its guide, chosen by a specialist) are asked first: RI.K.1 and RI.1.1 "ask
  // and answer questions about key details in a text".
  const key = new Set((excerpt.guide?.keyDetails ?? []).map(flatText));
  const facts = rnd
    .shuffle(factsOf(list, names).filter((f): f is Fact => f !== null && !asked.has(f.question)))
    .sort((a, b) => Number(key.has(flatText(b.sentence))) - Number(key.has(flatText(a.sentence))));
  if (skill === "connections") return connectionItems(list, rnd, code);
  if (skill === "reasons") return reasonItems(list, grade);
  // One of our own topic texts carries what a specialist wrote about it (text-guide.ts): its lesson, main idea,
  // events, characters and words are asked from that, not parsed from the sentences.
  if (excerpt.guide) {
    const { guide, ...plain } = excerpt;
    // A card's short story about our reading's own characters ("In a fable, a fast hare naps …" after our retelling of
    // the tortoise and the hare, ADR 0094) would ask the message the lesson has just worked out: not asked.
    const ours = (guide.characters ?? []).map((c) => wordsOf(c.name).at(-1)?.toLowerCase()).filter(Boolean);
    const stories = /^RL\.[1-5]\.2$/.test(code)
      ? shortStoryMessageChecks(cardChecks).filter(
          (c) => !ours.some((n) => new RegExp(`\\b${n}s?\\b`, "i").test(c.question)),
        )
      : [];
    const guided = guideItems(
      guide,
      list,
      code,
      grade,
      skill,
      () => textItems(plain, code, grade, rnd, asked),
      cut,
      stories.length > 0 ? rnd.pick(stories) : null,
    );
    if (guided) return guided;
  }
  const examples: WorkedExample[] = [];
  const practice: Practice[] = [];
  const checks: CheckQuestion[] = [];
  const keyMoves: NonNullable<TeachingCard["keyMoves"]> = [];
  const notes: string[] = [];

  // A fact whose subject is a pronoun is answered by two sentences read together: the one before names the referent.
  const quotedOf = (f: Fact) => (f.context ? `${f.context} ${f.sentence}` : f.sentence);
  const said = (f: Fact) =>
    f.subject ? `${capitalize(f.subject)}. The text says, "${quotedOf(f)}"` : `"${f.sentence}"`;
  const detailExample = (f: Fact): WorkedExample => ({
    show: f.question,
    thinkAloud: f.context
      ? `I go back to the text and look for the words "${f.cue}." Here is the sentence: "${f.sentence}" To know who or what "${f.pronoun!}" is, I read the sentence before: "${f.context}"`
      : `I go back to the text and look for the words "${f.cue}." Here is the sentence: "${f.sentence}"`,
    answer: said(f),
  });
  const quoteCheck = (f: Fact): CheckQuestion => ({
    question: `Quote the exact ${f.context ? "sentences" : "sentence"} from our reading that ${f.context ? "tell" : "tells"} ${f.tells}.`,
    answer: quotedOf(f),
  });

  if (skill === "details") {
    const quoted = list.map(quoteOf).find((q) => q !== null);
    // Grades 3–5 (RI.3.1–5.1, RL.3.1–5.1) also infer: the lesson that teaches "infer" models one inference, has the
    // viewers try one when there are enough, and checks one, each answered with the sentence that tells it.
    // In a story the check infers a character's feeling first (what RL.x.1 questions at these grades mostly ask).
    const feels = (x: Inference) => (/^RL/.test(code) && x.question.startsWith("How does") ? 0 : 1);
    const infer = third ? rnd.shuffle(inferencesOf(list, cut, joins)).sort((a, b) => feels(a) - feels(b)) : [];
    const [i1, i2, i3] = infer;
    // A sentence an inference is made from is not also asked as a detail (the detail would give it away), when
    // enough others are left.
    const used = new Set(infer.slice(0, 3).flatMap((x) => [x.clue, x.from]));
    const rest = facts.filter((f) => !used.has(f.sentence));
    const pool = rest.length >= 3 ? rest : [...facts];
    // Taken in the order they matter: the first example, practice item and check are the ones a short video keeps.
    const inferExample = infer.length >= 2 ? i2 : undefined;
    const e1 = pool.shift();
    // A second worked example only when the practice and a check still have a detail each after it.
    const e2 = inferExample || pool.length < 3 ? undefined : pool.shift();
    const [p1, c1, p2, c2, c3] = pool;
    if (!e1 || !p1 || !c1) return null;
    examples.push(detailExample(e1));
    if (inferExample)
      examples.push({ show: inferExample.question, thinkAloud: inferExample.thinkAloud, answer: inferExample.answer });
    else if (e2) examples.push(detailExample(e2));
    for (const f of [p1, p2])
      if (f)
        practice.push({
          prompt: f.subject ? `${f.question} Use a detail from our reading.` : f.question,
          answer: said(f),
        });
    if (i3) practice.splice(1, 1, { prompt: i3.question, answer: i3.answer });
    // A text read aloud (SL.K.2, SL.1.2, SL.2.2): the listener also asks a question of their own about it.
    const own = /^SL/.test(code) ? pool.find((f) => f.subject && ![p1, c1, c2, c3].includes(f)) : undefined;
    if (own) {
      practice.unshift({
        prompt: `Ask your own question about our reading. Start with who, what, or where.`,
        answer: `For example: "${own.question}" And the answer: ${capitalize(own.answer)}.`,
      });
      keyMoves.push({ move: "Ask and answer a question about the text read aloud", practice: [0] });
    }
    // SL.K.2 also asks for "requesting clarification if something is not understood". No word of the text is
    // named as hard (a length rule picked "brother"): the part missed is the one the child says.
    if (code === "SL.K.2") {
      practice.push({
        prompt: `You did not hear one part of our reading. What can you say?`,
        answer: `For example: "Can you read that part again, please?"`,
      });
      keyMoves.push({ move: "Ask about a part not heard or understood", practice: [practice.length - 1] });
    }
    // Grades 4–5 quote accurately (RI.4.1, RL.4.1, RI.5.1, RL.5.1); younger grades answer with the text's words.
    if (older && quoted)
      checks.push({
        question: `Use the exact words from our reading: what did ${quoted.speaker} say?`,
        answer: `“${quoted.words}”`,
      });
    // The inference check is one of the first two, which a short video keeps.
    if (i1) {
      checks.push({ question: i1.question, answer: i1.checkAnswer });
      keyMoves.push({
        move: "Infer what the text suggests and tell the words that show it",
        checks: [checks.length - 1],
      });
    }
    checks.push({ question: c1.question, answer: c1.answer });
    if (older && c2) checks.push(quoteCheck(c2));
    else if (c2) checks.push({ question: c2.question, answer: c2.answer });
    if (c3) checks.push({ question: c3.question, answer: c3.answer });
  } else if (skill === "mainIdea") {
    const main = centralSentence(list, excerpt.title);
    const details = list.filter((_, i) => i !== main);
    const story = /^RL/.test(code);
    if (story) {
      examples.push({
        show: `What happens at the beginning of our reading?`,
        thinkAloud: `To retell, I start at the beginning. The first thing that happens is: "${list[0]!}"`,
        // A name keeps its capital mid-sentence ("At the beginning, Lena built …"); "The fox" becomes "the fox".
        answer: `At the beginning, ${namesOf(list).has(/^[A-Z][a-z]+/.exec(list[0]!)?.[0] ?? "") ? stripEnd(list[0]!) : lowerFirst(stripEnd(list[0]!))}.`,
      });
      // A middle left out is never asked about: the practice asks for another event of the opening read.
      const mid = cut < list.length ? Math.floor(cut / 2) : Math.floor(list.length / 2);
      if (cut < list.length && cut >= 2)
        practice.push({
          prompt: `What else happens at the beginning of our reading? Tell one event.`,
          answer: `For example: "${list[mid]!}"`,
        });
      else if (cut === list.length)
        practice.push({
          prompt: `What happens in the middle of our reading? Tell one event.`,
          answer: `For example: "${list[mid]!}"`,
        });
      // The checks ask what the lesson has not answered yet: the ending, then two events close together in order
      // (not the beginning the worked example retold, nor the event of the practice, nor a pair across the cut).
      checks.push({ question: `What happens at the end of our reading?`, answer: list.at(-1)! });
      const pairs = [...list.keys()].filter(
        (k) =>
          k > 0 &&
          k + 1 < list.length - 1 &&
          k + 1 !== cut &&
          !joins.has(list[k + 1]!) &&
          k !== mid &&
          k + 1 !== mid &&
          !/["“”]/.test(list[k]! + list[k + 1]!),
      );
      const at = pairs.find((k) => TIME_WORDS.test(list[k + 1]!)) ?? pairs[0];
      if (at !== undefined)
        checks.push({
          question: `Which happens first in our reading?`,
          choices: rnd.shuffle([list[at]!, list[at + 1]!]),
          answer: list[at]!,
        });
      const retold = new Set([list[0], list[mid], list.at(-1), ...(at !== undefined ? [list[at], list[at + 1]] : [])]);
      const f = facts.find((x) => !retold.has(x.sentence));
      if (f) checks.push({ question: f.question, answer: f.answer });
      // RL.1.2–5.2 also ask the story's central message, lesson or theme, and (RL.3.2) how key details convey it.
      // It is asked, first, only where a sentence of the story states it; else the NOTE leaves it to the teacher.
      if (/^RL\.[1-5]\.2$/.test(code)) {
        const message = storyMessage(list, names);
        if (message) {
          // The end of the story is not asked again when the message's sentence is its last.
          if (message.sentence === list.at(-1)) checks.splice(0, 1);
          // Modelled before it is asked (ADR 0079): where the card tells a short story of its own, a worked example
          // works out the attached story's message from the sentence that shows it, and the check asks the child to
          // do the same for the card's story; else the check asks it, as the teacher's NOTE-free lesson always did.
          const stories = shortStoryMessageChecks(cardChecks);
          if (stories.length > 0) {
            examples.push(messageExample(message, grade));
            checks.unshift(rnd.pick(stories));
            keyMoves.push({
              move: "Retell the story, then work out its message from the words that show it",
              examples: [0, examples.length - 1],
              checks: [0],
            });
          } else {
            checks.unshift(messageCheck(message, grade));
            keyMoves.push({ move: "Retell the story, then say its message and the words that show it", checks: [0] });
          }
        } else notes.push(messageNote(grade));
      }
    } else {
      // The main idea is what the whole text is about (main-idea.ts): a sentence that states it, else one composed
      // from the title and what the text says its subject does; the key details modelled and asked support it.
      const idea = third ? mainIdeaOf(list, excerpt.title) : null;
      if (idea) {
        const [k0, k1, k2, k3] = supportingDetails(list, idea, excerpt.title ?? "");
        const main = idea.sentence;
        examples.push({
          show: `What is our reading mostly about?`,
          thinkAloud:
            idea.index !== null
              ? `I look for a sentence that tells about the whole text, not just one part of it. This one does, and the other sentences tell more about it: "${main}"`
              : `No one sentence tells about the whole text, so I put the main idea together. The title is "${excerpt.title}", and the key details all tell about ${idea.subject}, like this one: "${k0!}"`,
          answer: `Main idea: ${main}`,
        });
        // RI.4.2–5.2 "summarize the text": a worked summary from the main idea and two key details, in the
        // presenter's words, before the child is asked about one (ADR 0079).
        const summarize = /^RI\.[45]\.2$/.test(code) && k0 && k1;
        if (summarize)
          examples.push({
            show: `How do I sum up our reading in a few sentences?`,
            thinkAloud: `A summary starts with the main idea. Then I add the most important key details, short and clear. I leave out small facts and what I think of it.`,
            answer: `Summary: ${main} ${summaryDetail(k0)} ${summaryDetail(k1)}`,
          });
        const p = summarize ? k2 : k1;
        const c = summarize ? (k3 ?? k2) : (k2 ?? k1);
        if (p)
          practice.push({
            prompt: `Name one detail from our reading that tells more about the main idea.`,
            answer: `For example: "${p}"`,
          });
        if (third && c)
          checks.push({
            question: `The main idea of our reading is: ${main} Name a key detail that supports it, and tell how.`,
            answer: `For example: “${c}” It tells one part of the main idea.`,
          });
        if (idea.index !== null && k0 && k1)
          checks.push({
            question: `Which sentence tells the main idea of our reading?`,
            choices: rnd.shuffle([main, k0, k1]),
            answer: main,
          });
        else if (k1)
          checks.push({
            question: `Which one is the main idea of our reading, not just a detail?`,
            choices: rnd.shuffle([main, k1]),
            answer: main,
          });
        keyMoves.push({
          move: summarize
            ? "Name the main idea, then summarize the text from it and its key details"
            : "Name the main idea and a key detail that supports it",
          examples: summarize ? [0, 1] : [0],
          checks: [0],
        });
      } else {
        const [d1, d2] = rnd.shuffle(details);
        examples.push({
          show: `What is our reading mostly about?`,
          thinkAloud: `I look for the sentence the other sentences tell more about. Many sentences talk about the same thing as this one: "${list[main]!}"`,
          answer: `Main idea: ${list[main]!}`,
        });
        practice.push({
          prompt: `Name one detail from our reading that tells more about the main idea.`,
          answer: `For example: "${d1!}"`,
        });
        checks.push({
          question: `Which sentence tells the main idea of our reading?`,
          choices: rnd.shuffle([list[main]!, d1!, d2!]),
          answer: list[main]!,
        });
        // Grades 3–5 explain how key details support the main idea (RI.3.2–5.2): the second check asks for one.
        const f = facts.find((x) => x.sentence !== list[main]);
        if (third && d2)
          checks.push({
            question: `Name one key detail from our reading that supports the main idea.`,
            answer: `For example: “${d2}”`,
          });
        else if (f) checks.push({ question: f.question, answer: f.answer });
      }
    }
  } else if (skill === "storyEvents") {
    // Pairs of neighbouring sentences; a pair whose second sentence opens with a time word goes first.
    // Never a pair across a left-out middle: the ending's first sentence does not come "right after" the opening.
    const pairs = list
      .slice(0, -1)
      .map((s, i) => ({ before: s, after: list[i + 1]!, i }))
      .filter((p) => p.i + 1 !== cut && !joins.has(p.after))
      .map(({ before, after }) => ({ before, after }));
    // A quotation inside a quoted sentence reads badly ("“Next time…,” he said."): such pairs are not asked about.
    const plain = pairs.filter((p) => !/["“”]/.test(p.before + p.after));
    const ordered = [
      ...rnd.shuffle(plain.filter((p) => TIME_WORDS.test(p.after))),
      ...rnd.shuffle(plain.filter((p) => !TIME_WORDS.test(p.after))),
    ];
    // A story's x.3 is about what characters do and what that leads to: the worked example starts from a character's action.
    const named = (p: { before: string }) => factOf(p.before)?.subject?.match(/^[A-Z][a-z]+$/)?.[0];
    const byActor = /^RL/.test(code) ? ordered.find((p) => named(p)) : undefined;
    const rest = byActor ? [byActor, ...ordered.filter((p) => p !== byActor)] : ordered;
    const [e1, p1, c1, c2] = rest;
    if (!e1 || !p1 || !c1) return null;
    const actor = byActor ? named(byActor) : undefined;
    examples.push({
      show: `In our reading, what happens right after this? "${e1.before}"`,
      thinkAloud: `${actor ? `I find what ${actor} does in the text, and I read on to see what that leads to.` : "I find that sentence in the text and read on."} ${TIME_WORDS.test(e1.after) ? "The next sentence even starts with a time word." : "The very next sentence tells what comes after."}`,
      answer: `Next comes: "${e1.after}"`,
    });
    practice.push({
      prompt: `What comes right after this part of our reading? "${p1.before}"`,
      answer: `"${p1.after}"`,
    });
    checks.push({ question: `In our reading, what comes right after this? "${c1.before}"`, answer: c1.after });
    // A story's characters are described by how they respond to events from grade 2 (RL.2.3 "how characters
    // respond to major events", RL.3.3 "traits, motivations, or feelings"): one check infers a feeling.
    const feeling =
      /^RL/.test(code) && (third || grade === "2")
        ? inferencesOf(list, cut, joins).find((x) => x.question.startsWith("How does") && x.clue !== c1.after)
        : undefined;
    if (feeling) {
      checks.push({ question: feeling.question, answer: feeling.checkAnswer });
      keyMoves.push({
        move: "Describe a character's feeling from what the character does",
        checks: [checks.length - 1],
      });
    }
    // Two events close together and truly in order (the later one opens with a time word where the text has one),
    // neither asked about already, and not the reading's first sentence: a child who remembers only how the reading
    // began, or its last line, cannot answer it without following the events.
    const asked = new Set([e1, p1, c1, c2]);
    const pair =
      ordered.find((p) => !asked.has(p) && p.before !== list[0] && TIME_WORDS.test(p.after)) ??
      ordered.find((p) => !asked.has(p) && p.before !== list[0]) ??
      ordered.find((p) => p.before !== list[0]);
    if (pair)
      checks.push({
        question: `Which happens first in our reading?`,
        choices: rnd.shuffle([pair.before, pair.after]),
        answer: pair.before,
      });
    // Not a second question answered by the sentence the feeling check quotes.
    if (c2 && c2.after !== feeling?.clue)
      checks.push({ question: `What comes right after this? "${c2.before}"`, answer: c2.after });
  } else {
    const blanks = rnd.shuffle(
      list.map(blankOf).filter((b): b is NonNullable<ReturnType<typeof blankOf>> => b !== null),
    );
    const [e1, p1, c1, c2] = blanks;
    if (!e1 || !p1 || !c1) return null;
    examples.push({
      show: `"${e1.blanked}"`,
      thinkAloud: `I read the words around the blank and ask which word from our reading makes sense there.`,
      answer: `The word is "${e1.word}".`,
    });
    practice.push({
      prompt: `Which word from our reading goes in the blank? "${p1.blanked}"`,
      answer: `${capitalize(p1.word)}.`,
    });
    for (const b of [c1, c2])
      if (b) checks.push({ question: `Which word from our reading goes in the blank? "${b.blanked}"`, answer: b.word });
  }
  return examples.length && practice.length && checks.length
    ? { examples, practice, checks, ...(keyMoves.length ? { keyMoves } : {}), ...(notes.length ? { notes } : {}) }
    : null;
}

/**
 * What the attached text does in a lesson on `code`: "teach" (the lesson's text, when its questions could be made:
 * a reading standard, a text read aloud, or, from one of our own texts' guide, context clues and informative,
 * narrative and research writing, ADR 0076), "reading" (read before the practice, for another reading standard or a
 * text read aloud, SL.x.2), or "hook" (its first sentence opens the lesson: phonics, grammar, the rest of writing and
 * other speaking standards are not taught from a text's questions).
 */
export type TextUse = "teach" | "reading" | "hook";
export function textUse(code: string, itemsMade: boolean): TextUse {
  if (itemsMade) return "teach";
  return /^(?:R[LI]\.|SL\.(?:K|\d)\.2$)/.test(code) ? "reading" : "hook";
}

/**
 * A check on an argument's reasons (CCSS RI.x.8, W.x.1: how an author supports a point with reasons): when the text
 * numbers them ("First, …" and "Second, …"), "What is the first reason our reading gives?", answered by the
 * sentence that gives it. Null when the text does not number its reasons.
 */
export function reasonCheck(list: readonly string[]): CheckQuestion | null {
  const first = list.find((s) => /^(?:First|One reason)\b,?\s/.test(s.trim()));
  // "Next" and "Then" order steps, not reasons: "First, they put on their gear. Next, …" is a sequence (RI.x.3).
  if (!first || !list.some((s) => /^(?:Second|Another reason|A second reason)\b,?\s/.test(s.trim()))) return null;
  return { question: "Our reading gives reasons. What is the first reason it gives?", answer: first.trim() };
}

/**
 * A question about the text read before the practice (a reading standard the text's questions do not teach):
 * the text's first numbered reason, else a key detail a sentence answers ("Which bee lays all the eggs?"). Null
 * when neither can be asked; only then is a child asked to recall a word of it.
 */
export function readingCheck(text: string, rnd: Random): CheckQuestion | null {
  const list = sentences(text);
  const reason = reasonCheck(list);
  if (reason) return reason;
  const names = namesOf(list);
  const facts = rnd.shuffle(factsOf(list, names).filter((f): f is Fact => f?.subject !== undefined));
  const fact = facts[0];
  // "In our reading, …": the question is about the text heard a while ago, not the examples since.
  return fact ? { question: `In our reading, ${lowerFirst(fact.question)}`, answer: fact.answer } : null;
}

/**
 * The base form of `w` when it reads as an ordinary action verb of a child's text ("grows" → "grow", "erupt" →
 * "erupt"); null for an auxiliary ("can", "is"), "do", a past form, or a word that is not a known verb. Used to
 * compose a main idea from what a text says its subject does (main-idea.ts).
 */
export function baseVerbOf(w: string): string | null {
  const lower = bare(w);
  if (AUX.has(lower) || DO.test(lower) || IRREGULAR.has(lower)) return null;
  if (BASES.has(lower)) return lower;
  if (/ies$/.test(lower) && BASES.has(lower.replace(/ies$/, "y"))) return lower.replace(/ies$/, "y");
  if (/es$/.test(lower) && BASES.has(lower.slice(0, -2))) return lower.slice(0, -2);
  if (/s$/.test(lower) && BASES.has(lower.slice(0, -1))) return lower.slice(0, -1);
  return null;
}

/**
 * RI.K.2–2.2 from one of our own texts: the answer to "What is it mostly about?" is the main TOPIC, a noun phrase
 * ("honeybees"), never a main-idea sentence (the standards name the main idea from grade 3). RI.K.2 and RI.1.2 also
 * "retell key details": a worked retelling (the topic, then two key details in the presenter's words) comes before
 * the child is asked, and the check asks a different task from the practice (the practice a key detail; the check a
 * retelling, or at grade 2 the main topic with a key detail). `topic` is the guide's subject, `details` its key
 * details; `code` the standard.
 */
export function mainTopicItems(
  topic: string,
  details: readonly string[],
  code: string,
  grade: Grade | null,
): TextItems {
  const [k0, k1, k2, k3] = details;
  const retell = grade === "K" || grade === "1";
  const said = (d: string) => summaryDetail(d);
  const examples: WorkedExample[] = [
    {
      show: `What is our reading mostly about?`,
      thinkAloud: `I think about what the key details all tell about. "${k0!}" "${k1!}" They all tell about ${topic}.`,
      answer: grade === "2" ? `The main topic is ${topic}.` : `The topic is ${topic}.`,
    },
  ];
  if (retell)
    examples.push({
      show: `How do I retell our reading?`,
      thinkAloud: `I say the topic first. Then I tell two key details in my own words.`,
      answer: `Our reading is about ${topic}. ${said(k0!)} ${said(k1!)}`,
    });
  const practice: Practice[] = [
    {
      prompt: `Name one more key detail from our reading about ${topic}.`,
      answer: `For example: "${k2 ?? k1!}"`,
    },
  ];
  // One check, not the worked example's question again (its answer was just said): the topic with a key detail of
  // the child's own choosing, told as a retelling at K–1.
  const detail = k3 ?? k2 ?? k0!;
  const checks: CheckQuestion[] = [
    retell
      ? {
          question: `Retell our reading: say the topic, then tell one key detail.`,
          answer: `For example: Our reading is about ${topic}. “${detail}”`,
        }
      : {
          question: `Say the main topic of our reading, then tell one key detail about it.`,
          answer: `For example: The main topic is ${topic}. “${detail}”`,
        },
  ];
  return {
    examples,
    practice,
    checks,
    keyMoves: [
      retell
        ? { move: "Name the topic, then retell two key details", examples: [0, 1], checks: [0] }
        : { move: "Name the main topic and a key detail that tells about it", examples: [0], checks: [0] },
    ],
  };
}
