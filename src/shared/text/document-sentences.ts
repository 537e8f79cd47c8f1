/**
 * A supporting document is data, never a script (docs/product/security.md, "Supporting documents"): before any
 * of its sentences may be read aloud to children, each is classified, and a sentence that speaks TO someone —
 * the audience or a presenter — is left out. Only declarative text about the subject remains.
 *
 * The classifier reads a sentence's structure, not a list of bad words: it strips what may open a sentence
 * without changing who it addresses (a vocative such as "Boys and girls,", an interjection, "please", "now",
 * a time phrase), then asks whether the clause starts with a verb in its base form (an imperative), whether it
 * is a second-person request, question or obligation ("you should…", "can you…", "what is your…"), whether it
 * asks for something personal (an address, a PIN, a family member's details), whether it asks for secrecy,
 * money or a purchase, whether it holds a link or a contact, and whether it gives a presenter stage directions
 * or tries to instruct a writer. Dialogue inside quotation marks with a speaker tag is a story's, not the
 * document's, and is judged only on the last four (which are never acceptable in a children's video).
 */

export type SentenceClass =
  "statement" | "imperative" | "addressed" | "personal-info" | "secrecy" | "commerce" | "link" | "presenter";

/** Reasons a sentence is not read aloud, in the words the writer sees (Script check, step 2 and step 5). */
export const SENTENCE_CLASS_REASONS: Record<Exclude<SentenceClass, "statement">, string> = {
  imperative: "tells the viewer to do something",
  addressed: "asks or tells the viewer something directly",
  "personal-info": "asks for personal or family information",
  secrecy: "asks the viewer to keep a secret",
  commerce: "asks for money or a purchase",
  link: "holds a link, an e-mail address or a phone number",
  presenter: "gives the presenter instructions",
};

/** Verbs an English imperative commonly opens with (base forms). A clause opening with one is a command. */
const BASE_VERBS = new Set(
  (
    "ask tell say whisper shout call text send share give show bring take get find go come look watch listen " +
    "see keep hide delete remove erase close open click tap press push pull type enter write draw put place " +
    "make do try use visit download install subscribe buy order pay sign log join follow like comment post " +
    "upload scan check read turn pick choose grab hold stop start wait run jump walk sit stand leave let help " +
    "remember forget imagine think pretend promise trust believe meet find print copy paste save record film " +
    "email message dm reply respond answer fill complete finish play win claim collect earn spend borrow steal " +
    "sneak lie swear hurry act be stay avoid ignore disregard skip repeat speak sing dance clap point raise " +
    "hand count add list name describe explain practise practice notice circle underline highlight learn " +
    "study review ride climb eat drink cook wash clean hop crawl snap tiptoe lock unlock pour mix light " +
    "burn cut plug unplug swallow taste lick throw break drop fetch knock touch cross swim dive feed pet"
  ).split(" "),
);

/** Words that may open a sentence without changing whom it addresses. */
const OPENERS = new Set(
  (
    "please now okay ok so well hey hi hello oh alright right and but then first next finally also just quickly " +
    "today tonight tomorrow later kindly gently quietly remember"
  ).split(" "),
);

/** Vocatives: a sentence opening "Boys and girls," or "Kids," speaks to the audience. */
const VOCATIVE =
  /^(?:(?:hey|hi|hello|okay|ok|now|so|listen|attention)[,!]?\s+)?(?:(?:all\s+)?(?:you\s+)?(?:boys and girls|girls and boys|friends at home|kids at home|boys|girls|kids|children|friends|everyone|everybody|students|class|viewers|readers|listeners|folks|guys|little ones|sweetie|buddy|pal|narrator|host|presenter|reader)|(?:dear|my)\s+\w+)\s*[,!:—-]\s*/i;

const SECOND_PERSON = /\b(?:you|your|yours|yourself|yourselves|u|ur)\b/i;
/** A second-person obligation, wish or promise: "you should…", "you need to…", "you will want to…". */
const YOU_OBLIGATION =
  /\b(?:you|u)\s+(?:should|must|need|have to|has to|ought|will|'ll|can|could|may|might|are going to|gotta|better|had better|want to|wanna|are invited|are allowed)\b/i;
/** A question put to the viewer: "can you…", "do you…", "what is your…", "have you…". */
const YOU_QUESTION =
  /(?:^|\b)(?:can|could|would|will|do|did|does|have|has|are|were|is|what(?:'s| is| are)?|where(?:'s| is| do)?|who(?:'s| is)?|when(?:'s| is)?|how(?:'s| is| do| many| old)?)\s+(?:you|your|u|ur)\b/i;
const LETS = /^(?:let's|let us|lets)\b/i;
const NEGATIVE_IMPERATIVE = /^(?:don't|do not|dont|never|no\s+one\s+should|never\s+ever)\b/i;

/** Personal or family data, and the act of handing it over. */
const PERSONAL_DATA =
  /\b(?:name|how old|where (?:do |does )?(?:you|they|he|she) li(?:ve|ves)|what school|full name|last name|surname|home address|address|street|where (?:you|they|he|she) li(?:ve|ves)|phone|cell|mobile|number|pin|password|passcode|login|bank|card|credit|debit|account|social security|ssn|birthday|birth date|date of birth|age|school(?:'s)? name|photo|picture|selfie|location|zip|postcode|e-?mail|username|secret word|money)\b/i;
const FAMILY =
  /\b(?:mom|mum|mother|dad|father|parent|parents|grown-?up|grandma|grandpa|family|sister|brother|guardian|caregiver|aunt|uncle)\b/i;
const HAND_OVER =
  /\b(?:find|read|shout|tell|share|send|give|say|whisper|write|type|enter|post|upload|show|read out|spell|text|email|dm|find out|ask|look up|copy|bring)\b/i;
const SECRECY =
  /\b(?:secret|don't tell|do not tell|dont tell|without telling|keep (?:it|this|that) (?:quiet|between)|just between|nobody (?:needs|has) to know|no one (?:needs|has) to know|hide (?:it|this)|delete (?:this|the) (?:video|message|chat)|behind (?:their|your) back|from your (?:teacher|parents?|mom|dad|family))\b/i;
const COMMERCE =
  /(?:[$£€]\s?\d|\b\d+\s?(?:dollars|cents|bucks)\b|\b(?:buy|purchase|order now|pay|payment|checkout|discount|coupon|promo code|on sale|free trial|in-app|gift card|subscribe|subscription|price|shop|store|add to cart|credit card|v-?bucks|robux|gems|coins)\b)/i;
const LINK =
  /(?:\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|edu|gov|io|co|us|uk|ly|gg|tv|app)\b|\b[\w.+-]+@[\w-]+\.[\w.-]+\b|(?:\+?\d[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}\b|\bqr code\b|\blink (?:below|above|in)\b)/i;
const PRESENTER =
  /\b(?:narrator|presenter|the host|host should|read (?:this|the following) (?:aloud|out)|say (?:the following|this|exactly)|stage direction|in the (?:video|script)|the script|ignore (?:all|any|the|previous|prior|above|earlier)|disregard|system prompt|instructions?\b|as an ai|you are (?:now )?(?:an?|the) (?:ai|assistant|model|language model|writer)|language model|prompt)\b/i;

/** The verbs of a speaker tag ("she said", "asked Milo"). */
const TAG_VERB =
  "(?:said|says|asked|asks|shouted|whispered|cried|called|replied|yelled|answered|added|laughed|sighed|explained|told|giggled|grumbled|agreed|begged|promised|warned|cheered|squeaked|wondered|exclaimed|murmured|muttered|called out)";
/** A quotation then its speaker tag: "Let's look for it together," she said. / "Come here," said Grandpa. */
const QUOTED_DIALOGUE = new RegExp(
  `^(?:["“](?:[^"”])+["”]|‘[^’]+(?:’\\w[^’]*)*’)\\s*,?\\s*(?:[A-Za-z][\\w'’-]*\\s){0,3}${TAG_VERB}\\b`,
);
/** A speaker tag then its quotation: She whispered, "Don't wake the baby." */
const TAG_FIRST = new RegExp(`^(?:[A-Za-z][\\w'’-]*\\s){1,3}${TAG_VERB},?\\s*["“][^"”]+["”]\\s*$`);
/** Words that open a line to the video's audience, not to another character, even inside a quotation. */
const AUDIENCE =
  /^(?:(?:hey|hi|hello|okay|ok|now|so|listen)[,!]?\s+)?(?:boys and girls|girls and boys|(?:kids|friends|children|everyone|you) (?:at home|watching)|viewers|readers|listeners)\b/i;
/** The words inside a sentence's quotation marks. */
const quotedWords = (s: string): string =>
  (s.match(/["“][^"”]+["”]/g) ?? s.match(/‘[^’]+(?:’\w[^’]*)*’/g) ?? []).map((q) => q.slice(1, -1)).join(" ");

const words = (s: string) => s.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? [];

/** Strips vocatives, interjections and openers; returns the clause's first word and the rest. */
function clauseStart(sentence: string): { first: string; second: string; hadVocative: boolean } {
  let s = sentence.trim().replace(/^["“‘'([]+/, "");
  let hadVocative = false;
  for (let i = 0; i < 4; i++) {
    const v = VOCATIVE.exec(s);
    if (v) {
      s = s.slice(v[0].length);
      hadVocative = true;
      continue;
    }
    const w = /^([A-Za-z']+)\s*,?\s*/.exec(s);
    if (w && OPENERS.has(w[1]!.toLowerCase()) && !/^remember\b/i.test(s)) {
      s = s.slice(w[0].length);
      continue;
    }
    // A leading time or place phrase: "After school, …", "At home, …", "Before bed, …".
    const phrase = /^(?:after|before|at|when|once|if|tonight|tomorrow|right now|as soon as)\b[^,]{0,40},\s*/i.exec(s);
    if (phrase) {
      s = s.slice(phrase[0].length);
      continue;
    }
    break;
  }
  const [first = "", second = ""] = words(s);
  return { first, second, hadVocative };
}

/** Words that are never a command's first word after a vocative (a subject follows the vocative instead). */
const SUBJECT_WORDS = new Set(
  "i we he she it they this that these those the a an my our his her its their there here what who which".split(" "),
);
const AUXILIARIES = new Set(
  "do does did can could will would shall should may might must have has had are is".split(" "),
);

/** Words after a base verb that show it is a noun or a third-person statement, not a command ("Watch parties are…"). */
const NOT_COMMAND_NEXT = new Set(
  "is are was were has have had can could will would may might shall should must does do did".split(" "),
);

/**
 * Classifies one sentence of a supporting document: "statement" (may be read aloud) or why it may not
 * (see SENTENCE_CLASS_REASONS). Pure; never throws.
 */
export function classifySentence(sentence: string): SentenceClass {
  const s = sentence.replace(/\s+/g, " ").trim();
  if (!s) return "statement";
  if (LINK.test(s)) return "link";
  if (PRESENTER.test(s)) return "presenter";
  if (SECRECY.test(s)) return "secrecy";
  if (COMMERCE.test(s) && (SECOND_PERSON.test(s) || isCommand(s))) return "commerce";
  // A character's line inside a story (quoted, with a speaker tag) addresses another character, not the viewer —
  // unless it asks for personal details or opens by calling to the audience ("Boys and girls, …," she said).
  if (QUOTED_DIALOGUE.test(s) || TAG_FIRST.test(s)) {
    const quoted = quotedWords(s);
    const asks = isCommand(quoted) || SECOND_PERSON.test(quoted);
    if (asks && PERSONAL_DATA.test(quoted) && (HAND_OVER.test(quoted) || YOU_QUESTION.test(quoted)))
      return "personal-info";
    if (AUDIENCE.test(quoted.trim())) return isCommand(quoted) ? "imperative" : "addressed";
    return "statement";
  }
  const command = isCommand(s);
  const addressed = SECOND_PERSON.test(s);
  if ((command || addressed) && PERSONAL_DATA.test(s) && (HAND_OVER.test(s) || YOU_QUESTION.test(s)))
    return "personal-info";
  if ((command || addressed) && FAMILY.test(s) && HAND_OVER.test(s) && PERSONAL_DATA.test(s)) return "personal-info";
  if (command) return "imperative";
  if (addressed && (YOU_OBLIGATION.test(s) || YOU_QUESTION.test(s) || /\?\s*["”’)]*$/.test(s))) return "addressed";
  return "statement";
}

/** Whether a sentence's main clause is a command (after any vocative, interjection or time phrase). */
function isCommand(s: string): boolean {
  if (LETS.test(s.replace(/^["“‘'(]+/, ""))) return true;
  const { first, second, hadVocative } = clauseStart(s);
  if (NEGATIVE_IMPERATIVE.test(`${first} ${second}`) || first === "don't" || first === "dont") return true;
  // "Do you…?", "Can you…?": a question, not a command.
  if (AUXILIARIES.has(first) && /^(?:you|u|your|we|they|i)$/.test(second)) return false;
  if (first === "please" || (first === "be" && second !== "")) return true;
  // After a vocative ("Friends at home, pour…") the clause has no subject of its own: a command.
  if (hadVocative && first && !SUBJECT_WORDS.has(first) && !/^(?:you|u)$/.test(first)) return true;
  if (!BASE_VERBS.has(first)) return false;
  if (NOT_COMMAND_NEXT.has(second)) return false;
  // "Help arrived…", "Count increased…": a noun subject followed by a past-tense verb is a statement.
  return hadVocative || !/ed$/.test(second);
}

/** Whether a sentence may be read aloud: a statement about the subject, addressed to nobody. */
export const isReadableSentence = (sentence: string): boolean => classifySentence(sentence) === "statement";
