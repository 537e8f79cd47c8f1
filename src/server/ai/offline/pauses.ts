import type { Grade } from "@shared/schemas/grade";
import type { Beat } from "@shared/script-format";

/**
 * Time to think after a question, by what the child is asked to do and by grade
 * (docs/decisions/0045-pauses-by-task-and-grade.md). Seconds.
 *
 * - say: say one word or sound aloud (recall);
 * - choose: pick one of a few short given answers;
 * - form: make one word from given parts (a contraction from two words, an owner's word, a word with a prefix or
 *   suffix, the long-vowel word from a short one), or say what such a word means: producing a word, not picking one;
 * - weigh: pick one of given answers that are whole sentences, all said aloud first;
 * - find: find a word, line or detail in the text;
 * - order: sort or put three or more given items in order;
 * - sentence: say one sentence of your own (explain, tell why, give a reason, describe);
 * - compose: make several sentences or write something down (retell, tell your story, plan, write a
 *   definition, a reason with its evidence);
 * - discuss: turn and talk to a partner.
 */
export type ThinkTask = "say" | "choose" | "form" | "weigh" | "find" | "order" | "sentence" | "compose" | "discuss";

const BAND = (grade: Grade | null): 0 | 1 | 2 =>
  grade === "K" || grade === "1" ? 0 : grade === "2" || grade === "3" || grade === null ? 1 : 2;

/**
 * [K–1, 2–3, 4–5] seconds for each task. Recall and choosing follow Rowe's three to five seconds; tasks that
 * read (find, order, weigh) shorten a little as children read faster; tasks that make language (sentence,
 * compose, discuss) never shorten with grade, because older children say and write more.
 */
export const THINK_PAUSE_SEC: Record<ThinkTask, readonly [number, number, number]> = {
  say: [4, 3, 3],
  choose: [5, 4, 4],
  form: [6, 6, 5],
  weigh: [7, 6, 6],
  find: [8, 7, 6],
  order: [10, 8, 8],
  sentence: [10, 10, 10],
  compose: [20, 20, 20],
  discuss: [20, 20, 20],
};

/** Tasks long enough that the presenter also invites the viewer to pause the video. */
export const PAUSE_THE_VIDEO: ReadonlySet<ThinkTask> = new Set(["compose", "discuss"]);

/**
 * A written task longer than a sentence ("Write about a time you helped at home…", "Write your opinion in three
 * sentences…") takes minutes, not the 20 seconds a composing pause gives (docs/decisions/0096): the presenter asks
 * the child to stop the video, write, and press play, and the PAUSE is only long enough to reach the button. Said
 * aloud tasks (retell, tell a partner) keep the composing pause and its "Pause the video if you need more time."
 */
export const WRITE_CUE = " Pause the video and write it down; press play when you're done.";
/** [K–1, 2–3, 4–5] seconds for the cue's PAUSE: younger children need a grown-up's hand to reach the button. */
export const WRITE_CUE_SEC: readonly [number, number, number] = [5, 4, 3];
const WRITES = /\bwrite\b/i;
const SAYS_IT = /\b(?:say|tell (?:a|your) partner|out loud|aloud)\b/i;

/** Whether a practice prompt sets a written task of more than a sentence (its task is "compose" and it says write). */
export function writesAtLength(prompt: string, task: ThinkTask): boolean {
  return task === "compose" && WRITES.test(prompt) && !SAYS_IT.test(prompt);
}

/**
 * The words said after a practice prompt and the seconds of the PAUSE after it: a long written task gets the cue to
 * stop the video ({@link WRITE_CUE}) and a short pause; a long said task gets "Pause the video if you need more
 * time." and its think time; anything else its think time alone.
 */
export function practicePause(prompt: string, task: ThinkTask, grade: Grade | null): { cue: string; seconds: number } {
  if (writesAtLength(prompt, task)) return { cue: WRITE_CUE, seconds: WRITE_CUE_SEC[BAND(grade)] };
  return {
    cue: PAUSE_THE_VIDEO.has(task) ? " Pause the video if you need more time." : "",
    seconds: thinkPauseSec(task, grade),
  };
}

/**
 * A hand-over that promises time ("Take your time.", "Try it in your own time.") is said only before a pause at
 * least this long: a promise of time followed by three seconds of silence is not kept.
 */
export const TIME_PROMISE_MIN_SEC = 15;
export const PROMISES_TIME = /\b(?:take your time|in your own time|no rush|as long as you need)\b/i;

const DISCUSS = /\b(?:turn (?:and|&) talk|(?:tell|ask) (?:a partner|someone near you|the person next to you))\b/i;
const COMPOSE =
  /\b(?:retell|re-tell|tell (?:the|your|a|this) (?:whole )?story|tell (?:it|what happened) in order|in (?:two|three|four|\d) sentences|(?:two|three|four)[- ]sentences?|plan (?:a|your|the)|make a plan|write (?:a|an|one|two|three|your(?: own)?|down|about)\s+(?:[\w'-]+,?\s+){0,3}?(?:sentences?|definition|paragraph|story|beginning|ending|description|metaphor|simile|question|entry|opinion|plan|list|point of view|report|letter to|facts?)|write about|add a new (?:reason|detail|fact|example)|and (?:say|tell|explain) (?:what|which|why|how) (?:evidence|detail|fact)|summari[sz]e|give (?:a|the|one) summary)\b/i;
const ORDER =
  /\b(?:sort|put (?:them |these |it |the [a-z]+ )?(?:[a-z]+ )?in (?:abc |alphabetical )?order|in order from|(?:abc|alphabetical) order|order (?:these|them|the (?:events|steps|sentences|pictures|words))|number (?:the|these) (?:steps|events|sentences))\b/i;
const SENTENCE =
  /\b(?:write|join|combine|rewrite|fix|finish|complete|expand|use (?:it|them|each|both|the word|[a-z]+) (?:in a sentence|to tell)|make (?:a|one) sentence|(?:say|tell) (?:a|one|your own) sentence|explain|tell why|tell (?:about|how|what|where|when|who|one|something)|describe|give (?:a|one|two|an?) (?:reasons?|examples?|details?)|name (?:two|three|2|3) (?:key |important )?(?:details|reasons|facts|examples|events)|add a (?:reason|detail|closing|ending)|why do you think|what do you think|ask (?:a|an|your own|one) (?:[a-z]+ )?question|how do you know|how would|what would you|replace [a-z]+ with|make (?:it|this) (?:more|bigger|formal|informal)|change (?:it|this|to)|turn this)\b/i;
// Working out a word (split it, then read it) takes the time of finding one in the text.
const FIND =
  /\b(?:split and read|break (?:it|the word|this word) (?:into|apart)|find|look back|quote|which (?:line|sentence|part|paragraph|detail|words?)|in (?:the|our) (?:story|text|passage|poem|reading|article)|what does the (?:text|story|author)|what comes (?:right )?(?:after|before|next)|which (?:comes|happens) (?:first|next|last))\b/i;

/**
 * Forming a word (docs/decisions/0045, amended): "Make a contraction: we are.", "Write the contraction for did not.",
 * "Show who owns it: the hat of my brother.", "Add a prefix to 'view'…", "Now make the vowel long. What word do you
 * get?". The child builds the word and then says or writes it.
 */
const FORM =
  /\b(?:make (?:a|the) (?:contraction|plural|compound)|write (?:a|the) (?:contraction|plural|compound)|show who owns|(?:add|use|put) (?:a |an |the )?(?:prefix|suffix|ending|prefix and a suffix)|build (?:a|one|the) (?:new )?word|make (?:the vowel|it) (?:long|short)|what (?:new )?word do you (?:get|make)|make (?:a|one|the) (?:new )?word|join (?:the|these|them) (?:two )?words? (?:into|to make) one)\b/i;

const wordCount = (t: string) => t.split(/\s+/).filter(Boolean).length;

/**
 * How much language the child must produce, read from the card item's model answer: one word, a phrase, one
 * sentence, or several sentences (a retell, a plan, a chart). The answer's asides are not the child's: a
 * parenthesis ("(Any added details.)"), a lead-in ("For example:") and a sentence about other right answers
 * ("Any word that tells what kind works.", "A ladle would also be right.").
 */
export type AnswerSize = "word" | "phrase" | "sentence" | "sentences";

const ASIDE =
  /\b(?:works?|would (?:also )?be (?:right|fine|correct)|(?:is|are) also (?:right|fine|correct)|also right|also works|many (?:sentences|answers) work)\b[^.!?]*[.!?]?\s*$/i;
const LEAD_IN = /^(?:for example|example|one example|possible answer|sample answer|one way|answers? will vary)[:,]\s*/i;

export function answerSize(answer: string): AnswerSize {
  const own = answer
    .replace(/\([^)]*\)/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z"“'‘])/)
    .map((s) => s.replace(LEAD_IN, "").trim())
    .filter((s) => s && !ASIDE.test(s));
  const words = wordCount(own.join(" "));
  // A sentence is three words or more ("No." and "Knife." answer, they do not compose).
  const sentences = own.filter((s) => wordCount(s) >= 3).length;
  if (sentences >= 3 || (sentences >= 2 && words >= 14)) return "sentences";
  // A plan or chart laid out in parts ("SAME: … DIFFERENT: …", "Beginning: … Middle: … End: …").
  if ((own.join(" ").match(/\b[A-Za-z]+:\s/g) ?? []).length >= 2 && words >= 10) return "sentences";
  // A whole sentence: five words or more, or four that end with an end mark ("My shoes are blue.").
  if (words >= 5 || (words === 4 && /[.!?]["”’']?$/.test(own.join(" ")))) return "sentence";
  return words >= 3 ? "phrase" : "word";
}

/**
 * Tasks that work on a given sentence (fix it, read it, act it out): the answer is that sentence again, or what the
 * child does, not sentences the child makes up.
 */
const GIVEN =
  /^(?:[^.!?:]*\b)?(?:read|act (?:it |them |both |each )?out|point to|clap|mark|sing|walk|write big|fix|add (?:the |a |an )?(?:commas?|marks?|end marks?|punctuation|capitals?|apostrophes?|quotation marks|ellipsis|dash|hyphen)|punctuate|capitalize|fill in|rearrange|move|check the spelling|take out|rewrite|combine|join|correct|change|replace|spell|show the titles)\b/i;
/** A prompt that offers the words to pick from ("Fill in a or an:", "Literal or nonliteral?", "Formal or informal?"). */
const OFFERS =
  /\b(?:fill in|choose|pick|is (?:this|it|[a-z]+) (?:a |an )?[a-z]+) [a-z'-]+(?:,? (?:[a-z'-]+,? )?or [a-z'-]+)\b|^[A-Z][a-z]+ or [a-z]+\?/;
/** A prompt that asks what a word or saying means: the child says it in words of their own. */
const MEANING = /\bwhat (?:does|do|might|is|are) (?:[\w'‘’-]+ ){0,6}?(?:mean|means|advise)\b|\bwhat is an? [a-z]+\?/i;
/** A prompt long enough that reading it is part of the task (a dictionary entry with three meanings). Words. */
const READING_LOAD_WORDS = 30;

/** Tasks from the least think time to the most (at every grade band, docs/decisions/0045). */
const RANK: readonly ThinkTask[] = [
  "say",
  "choose",
  "form",
  "weigh",
  "find",
  "order",
  "sentence",
  "compose",
  "discuss",
];
const atLeast = (task: ThinkTask, floor: ThinkTask): ThinkTask =>
  RANK.indexOf(task) >= RANK.indexOf(floor) ? task : floor;

/**
 * The task a question or practice prompt sets, read from its words where the item did not declare one. `choices`
 * are the given answers (or just whether there are any). `answer`, the item's model answer, sets the least the
 * task can be, whatever the prompt's wording: what the child must produce decides the time to think
 * ("Add action details…", "Sum up…", "Make a chart…" are not one-word recalls because their answers are not one
 * word). An item whose answer is a sentence never gets the one-word pause; one whose answer is several sentences
 * made up by the child (not a given text fixed) gets the composing pause.
 */
export function thinkTask(prompt: string, choices: readonly string[] | boolean = false, answer?: string): ThinkTask {
  const fromWords = taskFromWords(prompt, choices);
  if (answer === undefined || fromWords === "choose" || fromWords === "weigh") return fromWords;
  const size = answerSize(answer);
  const given = GIVEN.test(prompt);
  let floor: ThinkTask = wordCount(prompt) >= READING_LOAD_WORDS ? "find" : "say";
  if (size === "phrase" && MEANING.test(prompt)) floor = atLeast(floor, "sentence");
  // What a word means in one or two words ("unfair": "not fair") is still worked out from its parts, and said.
  if (size === "word" && MEANING.test(prompt)) floor = atLeast(floor, "form");
  if (size === "sentence" || size === "sentences") {
    // Finding a sentence in the text, or putting given sentences in order, is not making one.
    if (fromWords === "find" || fromWords === "order") return fromWords;
    floor = atLeast(floor, OFFERS.test(prompt) ? "choose" : "sentence");
  }
  if (size === "sentences" && !given && !OFFERS.test(prompt)) floor = atLeast(floor, "compose");
  return atLeast(fromWords, floor);
}

function taskFromWords(prompt: string, choices: readonly string[] | boolean): ThinkTask {
  const given = typeof choices === "boolean" ? choices : choices.length > 0;
  if (given) {
    // Answers that are whole sentences, each said aloud, take longer to hold in mind and compare.
    const long = typeof choices !== "boolean" && choices.some((c) => wordCount(c) >= 5);
    return long ? "weigh" : "choose";
  }
  if (DISCUSS.test(prompt)) return "discuss";
  if (COMPOSE.test(prompt)) return "compose";
  if (ORDER.test(prompt)) return "order";
  if (SENTENCE.test(prompt)) return "sentence";
  if (FIND.test(prompt)) return "find";
  if (FORM.test(prompt)) return "form";
  // Two questions in one prompt ("Literal or nonliteral? What does it mean?") are two decisions, the second said
  // in words of the child's own.
  // Not a choice read as questions ("Is it fan? Man? Or van?").
  const asks = (prompt.match(/[^.!?:]+\?/g) ?? []).filter(
    (q) =>
      wordCount(q) >= 3 && !/^[\s"“”’]*(?:is it|or|what's your answer)\b|^\s*[A-E](?:, [A-E])*,? or [A-E]\?$/i.test(q),
  );
  if (asks.length >= 2) return "sentence";
  if (/\?\s*\(?[^?]*\bor\b[^?]*\)?\s*$/.test(prompt) && prompt.length < 140 && / or /.test(prompt)) return "choose";
  return "say";
}

/** Seconds of think time for `task` at `grade`. */
export function thinkPauseSec(task: ThinkTask, grade: Grade | null): number {
  return THINK_PAUSE_SEC[task][BAND(grade)];
}

/**
 * An answer the card gives as one model among many ("For example: …", "Any two: …", "Answers vary; …",
 * "Many lines work.", "(Any careful, complete sentence.)").
 */
const MODEL_ANSWER =
  /^(?:answers (?:will |may )?vary|for example|e\.g\.|example|one example|possible answer|sample answer|one answer|any\b|many (?:[a-z]+ )?(?:work|answers))|\((?:any|answers vary|many)\b[^)]*\)|\bfor example\b/i;
/**
 * A prompt whose answer is the child's own: an opinion ("What do YOU think about snow?", "Should fifth graders
 * have homework on weekends?"), their own sentence, story or plan ("Tell about a time you felt proud.").
 */
const OWN_ANSWER =
  /\b(?:(?:what|how) do you (?:think|feel)|do you (?:think|agree|like|want)|your (?:own|opinion|view|point of view|favou?rite|choice|idea)|a time (?:you|when you)|tell about (?:your|a time)|make up|would you rather|what would you)\b|(?:^|[.!?]\s+)should\b[^?]*\?/i;

/**
 * Whether an item is open: the child's answer is their own (an opinion, a sentence, story or plan of their own, a
 * retelling or anything composed), so the card's answer is a model to compare with, not a key to mark against:
 * a child whose opinion or story differs from the presenter's has not got it wrong.
 */
export function isOpenTask(prompt: string, answer: string): boolean {
  if (MODEL_ANSWER.test(answer.trim()) || OWN_ANSWER.test(prompt)) return true;
  const task = thinkTask(prompt, false, answer);
  return task === "compose" || task === "discuss";
}

/**
 * The lead-in to the answer after a practice pause: for an open item a model ("Here's what I might write:"),
 * for one with a single right answer the key ("Here's the answer:").
 */
export function revealLeads(prompt: string, answer: string): readonly string[] {
  if (!isOpenTask(prompt, answer)) return ["Here's the answer:", "Let's check:", "Did you get it?"];
  // "Any two words that end with /ig/, like wig or dig." says it is one of many itself; "Here's what I might say:"
  // before it would not be what anyone says.
  if (/^any\b/i.test(answer.trim())) return ["Many answers work."];
  return /\bwrit(?:e|ing)\b/i.test(prompt)
    ? ["Here's what I might write:", "Here's one way to write it:"]
    : ["Here's one way to say it:", "Here's what I might say:"];
}

/** Quoted speech or text: a question inside it ("Is it spring?" Bear asked) is not asked of the viewer. */
const QUOTED = /“[^”]*”|"[^"]*"|‘[^’]*’|'[^']{12,}'/g;
/** A task the viewer is set: a sentence that opens with what to do ("Find the …", "Listen for …"). */
const TASK =
  /(?:^|[.!:]\s+)(?:find|pick|choose|decide|spot|look for|listen for|tell|say|figure out|work out|point to|count)\b/i;

/** Whether a line asks the viewer something: a question outside quoted speech, or a task. */
export function asksViewer(line: string): boolean {
  const own = line.replace(QUOTED, " ");
  return own.includes("?") || TASK.test(own);
}

/**
 * A think pause only after something to think about: a pause for viewers to think that follows no question or
 * task ("Think along with us. Listen: Hana says, '…'" and then silence) leaves the child not knowing what to think
 * about, so it goes; the presenter's explanation follows straight on.
 */
export function dropUnaskedThinkPauses(beats: readonly Beat[]): Beat[] {
  return beats.filter((b, i) => {
    if (b.type !== "pause" || !/\bthink\b/i.test(b.text)) return true;
    const before = beats.slice(0, i).findLast((x) => x.type === "line");
    return before?.type === "line" && asksViewer(before.text);
  });
}
