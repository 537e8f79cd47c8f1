import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import { topicCore, topicNamedClause, type TopicPlace } from "./note-claims";
import { goalAsYou } from "./teach-blocks";
import { matchSubject, topicTextLibrary } from "../../curriculum/topic-texts";
import { rimeOfTopic, wordPartExample } from "./word-parts";

/**
 * The teacher's topic in the lesson (docs/product/topics.md). The offline engine cannot write a new text about
 * any topic, so it teaches from the standard's teaching card; the topic is still the lesson's reason, and the
 * presenters say it where it belongs: in the hook, in the bridge into the teaching ("We'll practice on … first,
 * and then you can use it on …") and in a transfer task in the recap that applies the standard's move to it.
 * When the topic itself names the material (a word pair such as "cap or cup"), that material is taught.
 */

/** The topic as said at the end of a sentence: in quotation marks, with its own "?" or "!", else a period. */
export function quotedTopic(topic: string): string {
  const t = topic.trim().replace(/[.,;:]+$/, "");
  return /[?!]$/.test(t) ? `"${t}"` : `"${t}."`;
}

/** The hook's line that names the topic, in as few words as it can: each second counts in a two-minute video. */
export const topicLine = (topic: string): string => `Today's topic is ${quotedTopic(topic)}`;

/**
 * The topic as a presenter says it inside a sentence, when it is a subject a child can apply the skill to: a short
 * subject ("Ladybugs" → "ladybugs"), or "our big question" for a question ("Should our school start later?").
 * Null for a skill title ("Words for people: cheerful, bossy and brave", "Unlock words with re- and -ful", "The
 * character, the setting, the big moment"): a colon, a word part, a list, or the skill's own words. Quoting a title
 * back ("Now try it on our topic, "…"") is what a presenter never says.
 */
export function topicAsSaid(topic: string, skill = ""): string | null {
  const whole = topic.trim().replace(/[.!]+$/, "");
  if (!whole || /[:;,]|(?:^|\s)-[a-z]|[a-z]-(?=\s|$)/i.test(whole)) return null;
  if (/\?$/.test(whole)) return "our big question";
  if (subjectWords(whole, skill).length === 0) return null;
  const t = topicCore(whole);
  // A common noun is said in lower case ("ladybugs"); a name in title case keeps its capitals ("Abraham Lincoln"),
  // and so does a name first in a sentence-case topic ("Yellowstone national park", "Mars", "Harriet tubman").
  return /^[A-Z][a-z]+(?:\s+[a-z][\w'’-]*)*$/.test(t) && !startsWithName(t)
    ? `${t.charAt(0).toLowerCase()}${t.slice(1)}`
    : t;
}

/**
 * Words that are names wherever they stand, so a topic starting with one keeps its capital when said inside a line
 * ("Now try it with Mars", never "with mars"): planets, continents and countries children study, holidays, months
 * and days, languages, and place names typed in lessons (ADR 0085).
 */
const NAME_WORDS = new Set(
  (
    "mercury venus earth mars jupiter saturn uranus neptune pluto america american americans africa african " +
    "antarctica asia europe australia canada mexico china japan india egypt france england spain italy alaska " +
    "hawaii texas florida california yellowstone yosemite niagara everest amazon nile mississippi " +
    "thanksgiving halloween christmas hanukkah kwanzaa diwali easter ramadan eid passover juneteenth " +
    "january february march april may june july august september october november december monday tuesday " +
    "wednesday thursday friday saturday sunday english spanish french chinese"
  ).split(" "),
);

/**
 * Whether a topic starts with a name (it keeps its capital when said): a name word (`NAME_WORDS`), or a subject of
 * our topic-text library whose name is a name ("Rosa Parks", "Earth Day", "Harriet Tubman"), typed in any case.
 */
export function startsWithName(topic: string): boolean {
  const first =
    topic
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, "") ?? "";
  if (NAME_WORDS.has(first)) return true;
  const subject = matchSubject(topic, topicTextLibrary());
  return !!subject && /^[A-Z]/.test(subject.subject) && subject.subject.toLowerCase().startsWith(first);
}

/**
 * The bridge into the teaching: what the lesson practises on (the card's passage, the attached reading, or its
 * examples) and that the skill is then used on the topic, said as a subject (`topicAsSaid`), else on the child's
 * own ideas.
 */
export const bridgeLine = (material: string, topic: string, skill = ""): string => {
  const said = topicAsSaid(topic, skill);
  return `We'll practice on ${material} first, and then you can use it on ${said ?? "your own ideas"}.`;
};

/**
 * The transfer task near the end: the standard's move applied to the topic. The move is the card's first key
 * move when it is written as a task ("write a section with a heading and clear, exact facts that teach the
 * topic"), else its "I can" goal; both are written for any text or topic of the standard, so the task is true for
 * any topic. When the move only repeats the goal the recap has just said, the line names the topic alone.
 */
export function transferLine(
  card: Pick<TeachingCard, "kidGoal" | "keyMoves">,
  topic: string,
  /**
   * The lesson read our own text about the topic (docs/product/topic-texts.md): the transfer is to another text; a
   * tale's kind when it read our retelling of a classic tale (ADR 0094): the transfer is to another fable or folktale.
   */
  readAboutTopic: boolean | "fable" | "folktale" = false,
  /** The skill's words (`skillText`): a topic made of them is a skill title, never quoted back. */
  skill = "",
): TransferLines {
  const goal = asTask(card.kidGoal.replace(/^I can\s+/i, ""));
  const move = card.keyMoves?.[0]?.move;
  const task = move && !/^(?:a|an|the|my|one|two)\s/i.test(move) ? asTask(move) : goal;
  const said = topicAsSaid(topic, skill);
  const question = said === "our big question";
  return {
    topic: !said
      ? null
      : typeof readAboutTopic === "string"
        ? `Now try it on another ${readAboutTopic}.`
        : readAboutTopic
          ? question
            ? "Now try it on another text that answers our big question."
            : `Now try it on another text about ${said}.`
          : question
            ? "Now try it with your own answer to our big question."
            : `Now try it with what you know about ${said}.`,
    task: task === goal ? null : `${task.charAt(0).toUpperCase()}${task.slice(1)}.`,
  };
}

/** The transfer in two parts: the topic (said when it is a subject) and the move as a task (when time allows). */
export interface TransferLines {
  /** Null when the topic is a skill title (`topicAsSaid`). */
  topic: string | null;
  /** Null when the move only repeats the goal the recap has just said. */
  task: string | null;
}

/** A move or goal as the viewer's task: "find the base word in my words." → "find the base word in your words". */
const asTask = (text: string): string =>
  goalAsYou(`I can ${text.replace(/[.!]+$/, "")}.`)
    .replace(/^you can /, "")
    .trim();

/**
 * Words of a topic that name no subject: question words, teachers' framing, parts of every lesson, and the field's
 * own terms (a topic "Cause & Effect" or "Plural Nouns" names the skill, whatever words its card uses for it).
 */
const FRAMING = new Set(
  (
    "about after also answer answering another ask asking before between both does doing during each explain " +
    "explaining find finding from have into lesson like make making more most other practice practicing " +
    "read reading same show some talk talking tell telling than that their them then these they this those " +
    "through understand using version versions what when where which while with word words work works write " +
    "writing your story stories text texts article class learning learn day " +
    "cause causes effect effects sequence compare comparing contrast main idea ideas detail details key quoting " +
    "quote character characters trait traits setting plot theme rhyme rhyming vowel vowels team teams sound " +
    "sounds letter letters plural plurals noun nouns verb verbs adjective adjectives adverb adverbs figurative " +
    "language question questions opinion persuasive letter narrative informative poem poems poetry syllable " +
    "syllables prefix prefixes suffix suffixes root roots fluency spelling punctuation capital capitals " +
    "sentence sentences paragraph paragraphs point view summary summarize retell retelling " +
    "first last next best good great little small new old lost found time year years today wrap wrapping " +
    "decide deciding choose choosing " +
    // Who the lesson is for and the wording of an opinion question ("Should fifth graders run the school store?"):
    // a card for the grade uses them whatever its subject, so they do not show the card is about the topic.
    "should would could kids children students student school schools grade grades grader graders " +
    "kindergarten kindergartners second third fourth fifth"
  ).split(" "),
);
const stemOf = (w: string) => (w.length > 5 ? w.slice(0, 5) : w);

/**
 * The words of a topic that name its subject ("lighthouse", "gingerbread", "tooth"): four letters or more, not
 * framing, and not words of the standard's own skill (its description, the card's goal, explanation and key
 * terms, compared by their first five letters so "linking" is the skill's "link"). Empty for a topic that only
 * names the skill ("Reading with a purpose: why am I reading this?").
 */
export function subjectWords(topic: string, skillText: string): string[] {
  const skill = new Set((skillText.toLowerCase().match(/[a-z]{3,}/g) ?? []).map(stemOf));
  return [...new Set(topic.toLowerCase().match(/[a-z]{4,}/g) ?? [])].filter(
    (w) => !FRAMING.has(w) && !TEXT_KINDS.has(w) && !skill.has(stemOf(w)),
  );
}

/**
 * Whether the topic is about the attached text itself ("how Rosa responds to losing her kite", with the story of
 * Rosa's kite attached): most of its subject words are the text's own. Then the reading is the topic, and no
 * bridge or recap sends the skill on to it as if it were something else ("…and then you can use it on how Rosa
 * responds to losing her kite").
 */
export function topicIsText(topic: string, text: string, skillText: string): boolean {
  const subject = subjectWords(topic, skillText);
  const words = new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []).map(stemOf));
  return subject.length > 0 && subject.filter((w) => words.has(stemOf(w))).length * 2 > subject.length;
}

/**
 * Kinds of text a topic may name beside the skill ("finding the theme of a fable"): what the lesson reads, not a
 * subject it is about. A topic that names only a skill and a kind of text is a skill topic (no "text about
 * 'finding the theme of a fable'"); when the lesson reads no text of that kind, the topic-items NOTE names the kind.
 */
const TEXT_KINDS = new Set(
  (
    "fable fables folktale folktales tale tales fairytale fairytales myth myths legend legends drama dramas " +
    "biography biographies autobiography autobiographies"
  ).split(" "),
);

/** All of a card's own material: its passage and every example, practice item and check. */
export const cardMaterial = (card: TeachingCard): string =>
  [
    card.mentorText ? `${card.mentorText.title} ${card.mentorText.text}` : "",
    ...card.examples.map((e) => `${e.show} ${e.thinkAloud} ${e.answer}`),
    ...card.practice.map((p) => `${p.prompt} ${p.answer}`),
    ...card.checks.map((c) => `${c.question} ${c.answer}`),
  ].join(" ");

/** What the card teaches about: its goal, explanation, key terms and moves (the skill, not a subject). */
export const skillText = (card: TeachingCard, description = ""): string =>
  // A standard's own examples ("e.g., company, companion") name material, not the skill.
  [
    description.replace(/\(e\.g\.[^)]*\)/g, ""),
    card.kidGoal,
    card.explanation,
    ...card.keyTerms.map((k) => `${k.term} ${k.definition}`),
    ...(card.keyMoves ?? []).map((m) => m.move),
  ].join(" ");

/**
 * The producer's NOTE when the lesson's examples come from the teaching card and the topic names a subject that
 * card does not use (null otherwise: a topic the card's material already covers, or one that only names the
 * skill). It says where the material comes from and, for a reading standard a text teaches, how to teach from
 * the topic instead: attaching a text on step 1 makes it the lesson's text (docs/product/attachments.md).
 */
export function topicNote(opts: {
  topic: string;
  card: TeachingCard;
  description: string;
  textTeaches: boolean;
  material: string;
  /** Where the final scenes say the topic: the NOTE names only those places. */
  places: readonly TopicPlace[];
  /** The lesson's last practice item is the topic as the child's own task (topic-task.ts). */
  practised?: boolean;
  /**
   * The topic as the child's own task was made but the length left it out (ADR 0090): the NOTE says so, since then
   * no practice item names the topic.
   */
  taskLeftOut?: boolean;
}): string | null {
  const subject = subjectWords(opts.topic, skillText(opts.card, opts.description));
  // A topic with no subject word ("Which class job is the best?") still gets the NOTE when the children practise on it.
  if (subject.length === 0 && !opts.practised) return null;
  // The card's material is about the topic when it uses most of the topic's subject words.
  const said = opts.material.toLowerCase();
  if (subject.filter((w) => new RegExp(`\\b${stemOf(w)}`).test(said)).length * 2 > subject.length) return null;
  const from = `The examples come from the teaching card for ${opts.card.code}`;
  const named = topicNamedClause(opts.places);
  return opts.textTeaches
    ? `${from}. To teach from a text about ${quotedTopic(opts.topic).replace(/\.?"$/, '"')}, attach it in step 1.`
    : `${from}, not from the topic${named ? `; ${named}` : ""}.${opts.practised ? " The last practice item asks the children to use the skill on the topic." : opts.taskLeftOut ? " The practice item that asks the children to use the skill on the topic is left out for time: choose a longer target to keep it." : ""}`;
}

/** Three-letter words that name no subject. */
const SHORT_FRAMING = new Set(
  "the and for are was how why who can our its you not but all any has had did get got let may use yes her his him she one two six ten out off own too now new old big way see say day".split(
    " ",
  ),
);

/**
 * What a topic names that the lesson may not use: word parts ("-ug", "re-", "-ful") and subject words of three
 * letters or more ("job"), not framing or the skill's own words (`skillText`). Those the teaching, practice and
 * checks (`lesson`, their lines without the lines that say the topic) never use: the producer's NOTE says the
 * examples do not come from the topic (docs/product/topics.md). Empty when the lesson uses everything it names.
 */
export function topicItemsNotUsed(topic: string, skill: string, lesson: string): string[] {
  const skillStems = new Set((skill.toLowerCase().match(/[a-z]{3,}/g) ?? []).map(stemOf));
  const said = lesson.toLowerCase();
  const parts = [...topic.toLowerCase().matchAll(/(?:^|[\s(])(-[a-z]{1,5}|[a-z]{1,5}-)(?=[\s,.;:!?)]|$)/g)].map(
    (m) => m[1]!,
  );
  const partUsed = (p: string) =>
    p.startsWith("-")
      ? new RegExp(`\\b[a-z]{${p.length > 3 ? 2 : 1},}${p.slice(1)}\\b`).test(said)
      : new RegExp(`\\b${p.slice(0, -1)}[a-z]{3,}`).test(said);
  const words = [
    ...new Set(
      topic
        .toLowerCase()
        .replace(/(?:^|\s)-[a-z]+|[a-z]+-(?=\s|$)/g, " ")
        .match(/[a-z]{3,}/g) ?? [],
    ),
  ].filter((w) => !FRAMING.has(w) && !SHORT_FRAMING.has(w) && !skillStems.has(stemOf(w)));
  const wordUsed = (w: string) => new RegExp(`\\b${w.length > 4 ? stemOf(w) : `${w}(?:s|es)?\\b`}`).test(said);
  return [...parts.filter((p) => !partUsed(p)), ...words.filter((w) => !wordUsed(w))];
}

/** The NOTE for what the topic names and the lesson does not use (`topicItemsNotUsed`). */
export const topicItemsNote = (code: string, items: readonly string[]): string =>
  `The examples come from the teaching card for ${code}, not from the topic: ${items.map((i) => `"${i}"`).join(", ")} ${items.length === 1 ? "is" : "are"} not used in the teaching, practice or checks.`;

const VOWEL = /^[aeiou]$/;
/** Consonants with one sound at the start or end of a three-letter word; r, s, w and y only at the start. */
const STEADY = /^[bdfhjklmnptvz]$/;
const STEADY_FIRST = /^[rswy]$/;
const cvc = (w: string) => /^[a-z][aeiou][a-z]$/.test(w) && !/[aeiou]/.test(w[0]! + w[2]!);
/**
 * The sound of letter `at` (0–2) of a consonant–vowel–consonant word, or null when it is not sure: the middle
 * vowel is short (not before r, which changes it: car, her); c and g are hard only before a, o and u (cat, gum;
 * not cell, gem); r, s, w and y only start a word (his, car, cow end with another sound); x is left out.
 */
function sound(word: string, at: number): string | null {
  const letter = word[at]!;
  if (at === 1) return VOWEL.test(letter) && word[2] !== "r" ? letter : null;
  if (STEADY.test(letter) || (at === 0 && STEADY_FIRST.test(letter))) return letter;
  const hard = at === 2 || /[aou]/.test(word[1]!);
  if (letter === "c" && hard) return "k";
  if (letter === "g" && hard) return "g";
  return null;
}
const PLACE = ["first", "middle", "last"];

/**
 * A worked example from a word pair the topic names ("Cap or cup?") for a standard on telling similarly spelled
 * words apart by the letter that differs (RF.K.3.d): two three-letter consonant–vowel–consonant words that differ
 * in one letter whose sound is sure (a short vowel in the middle; a consonant with one sound there). Null when the
 * topic names no such pair: a wrong example is worse than none.
 */
export function minimalPairExample(topic: string): WorkedExample | null {
  const words = (topic.toLowerCase().match(/\b[a-z]+\b/g) ?? []).filter(cvc);
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    const diff = [0, 1, 2].filter((k) => a[k] !== b[k]);
    if (diff.length !== 1) continue;
    const at = diff[0]!;
    const sounds = (w: string) => [0, 1, 2].map((k) => sound(w, k));
    const [sa, sb] = [sounds(a)[at], sounds(b)[at]];
    if (!sa || !sb || [...sounds(a), ...sounds(b)].some((x) => x === null)) continue;
    const phonemes = (w: string) =>
      sounds(w)
        .map((x) => `/${x!}/`)
        .join(" ");
    const same = [0, 1, 2].filter((k) => k !== at).map((k) => a[k]!);
    const cap = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
    const matching = at === 0 ? "last two letters" : at === 1 ? "first and last letters" : "first two letters";
    const says = (w: string, x: string) =>
      at === 0 ? `${w} starts with /${x}/` : at === 1 ? `${w} has /${x}/` : `${w} ends with /${x}/`;
    return {
      show: `${a}   ${b}`,
      thinkAloud: `The ${matching} match: ${same.join(" and ")}. The ${PLACE[at]!} letter changes: ${a[at]!} and ${b[at]!}. ${phonemes(a)} is ${a}. ${phonemes(b)} is ${b}.`,
      answer: `${cap(says(a, sa))}${at === 1 ? " in the middle" : ""}, and ${says(b, sb)}.`,
    };
  }
  return null;
}

/**
 * A worked example from a word family the topic lists ("Look, looks, looked, looking") for a standard on finding
 * the base word inside a word with an ending (L.1.4.c): a listed word that is exactly another listed word plus
 * -s, -es, -ed or -ing (no doubled letter or dropped e to get wrong). When the topic calls it the "root word",
 * the think-aloud ties that name to the card's "base word". Null when the topic lists no such pair.
 */
export function baseWordExample(topic: string, card: TeachingCard): WorkedExample | null {
  const words = [...new Set(topic.toLowerCase().match(/\b[a-z]{2,}\b/g) ?? [])];
  const term = /\bbase word\b/i.test(`${card.keyTerms.map((k) => k.term).join(" ")} ${card.kidGoal}`)
    ? "base word"
    : "root word";
  const alsoRoot =
    term === "base word" && /\broot words?\b/i.test(topic) ? ", the word some people call the root word" : "";
  const order = ["ing", "ed", "es", "s"];
  for (const ending of order)
    for (const w of words) {
      const base = w.slice(0, -ending.length);
      if (!w.endsWith(ending) || base.length < 2 || !words.includes(base)) continue;
      const family = words.filter((x) => x !== base && order.some((e) => x === base + e));
      const cap = `${base.charAt(0).toUpperCase()}${base.slice(1)}`;
      return {
        show: w,
        thinkAloud: `I cover the ${ending}. ${cap} is left. ${cap} is the ${term}${alsoRoot}, and ${family.join(", ").replace(/, (?=[^,]*$)/, " and ")} all grow from it.`,
        answer: `The ${term} is ${base}.`,
      };
    }
  return null;
}

/** How the bridge names a topic's example, and its picture, for the examples of word-parts.ts. */
const fromWordParts = new WeakMap<WorkedExample, { named: string; visual: string }>();

/**
 * The worked example the topic itself supplies for this standard, or null: a word pair, a base word's family (the
 * two functions above), or a word family or word parts the topic names (word-parts.ts).
 */
export function topicExample(topic: string, card: TeachingCard): WorkedExample | null {
  if (card.code === "RF.K.3.d") return minimalPairExample(topic);
  if (card.code === "L.1.4.c") return baseWordExample(topic, card);
  const parts = wordPartExample(topic, card.code);
  if (!parts) return null;
  fromWordParts.set(parts.example, { named: parts.named, visual: parts.visual });
  return parts.example;
}

/** The bridge's line before the topic's example: "Let's start with the /ug/ family from our topic." */
export function topicExampleLine(example: WorkedExample): string {
  const named = fromWordParts.get(example)?.named;
  if (named) return `Let's start with ${named} from our topic.`;
  const words = example.show.trim().split(/\s+/);
  return `Let's start with ${words.length > 1 ? "the words" : "a word"} from our topic: ${words.join(" and ")}.`;
}

/**
 * The picture for the topic's example, in place of the card's picture for its own first example (which shows the
 * card's words: "a hand covers -ing on 'helping'" under "looking").
 */
export function topicExampleVisual(example: WorkedExample): string {
  const drawn = fromWordParts.get(example)?.visual;
  if (drawn) return drawn;
  const words = example.show.trim().split(/\s+/);
  if (words.length === 2)
    return `"${words[0]!}" stacked above "${words[1]!}": the matching letters turn green, and the one letter that changes flashes orange.`;
  const base = /is (\w+)\.$/.exec(example.answer)?.[1] ?? "";
  return `A hand covers the ending of '${words[0]!}' to show '${base}' underneath.`;
}

/** Words of a topic that say nothing of what it is about ("Using a Thesaurus" → thesaurus). */
const NOT_ABOUT =
  /^(?:using|use|with|about|words?|reading|read|writing|write|story|stories|text|texts|lesson|learn|learning|find|finding|what|when|where|which|how|why|that|this|these|those|from|into|their|your|ours?|kids?|grade|day|time|fun|more|most|some)$/;

/**
 * What the topic names, as a test for a card's item: its content words of four letters or more (a plural also as its
 * singular: "thesauruses" → "thesaurus"), and a word family's own words ("-ug" → bug, rug, mug). Null when it names
 * none.
 */
export function topicWords(topic: string): RegExp | null {
  const words = (topic.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !NOT_ABOUT.test(w));
  const stems = words.map((w) => w.replace(/(?:es|s)$/, "")).filter((w) => w.length >= 4);
  const family = rimeOfTopic(topic)?.words.map((x) => x.word) ?? [];
  const all = [...new Set([...stems, ...family])];
  return all.length > 0 ? new RegExp(`\\b(?:${all.join("|")})`, "i") : null;
}

/**
 * A card's items with those that use the topic's words first, each group in the order it came (the seed's): the
 * card's own item about a thesaurus before its items about dictionaries in a lesson on "Using a Thesaurus". Only a
 * word that picks out some items counts: when at least half of them use it ("nouns" in a lesson on nouns), the
 * order is the seed's, so Regenerate still gives other items (docs/product/topics.md).
 */
export function topicFirst<T>(items: readonly T[], textOf: (item: T) => string, words: RegExp | null): T[] {
  if (!words) return [...items];
  const about = items.filter((x) => words.test(textOf(x)));
  if (about.length === 0 || about.length * 2 >= items.length) return [...items];
  return [...about, ...items.filter((x) => !about.includes(x))];
}
