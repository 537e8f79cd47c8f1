import type { ContractScene } from "./contract";

/**
 * The writer's content considerations as instructions (docs/product/considerations.md): parsed into
 * constraints that both engines apply and the Script check verifies.
 *  - avoid:    topics and words that must not appear anywhere in the script (food, pets, holidays, or any
 *              word or name the writer gives: "Avoid Cinderella")
 *  - include:  supports added where they belong (a sentence frame, partner talk, a movement break, a
 *              vocabulary preview, wait time, a pronunciation, a song)
 *  - pace:     "slower" lengthens think pauses; a length ("under 3 minutes") caps the target
 *  - gentle, spanish, captions: staging, bilingual greeting, on-screen text
 * Anything else is kept verbatim in `unhandled`, and the writer is told it was not applied.
 */
export type SupportKind =
  "sentenceFrame" | "partnerTalk" | "movementBreak" | "vocabularyPreview" | "waitTime" | "pronunciation" | "song";

export interface AvoidRule {
  /** What the writer asked to avoid, in words for a NOTE ("food or eating", "the word 'Cinderella'"). */
  label: string;
  /** Matches any mention (whole words, case-insensitive). */
  re: RegExp;
}

export interface Considerations {
  /** The whole text, one line, or "" when none. */
  text: string;
  avoid: AvoidRule[];
  include: SupportKind[];
  slower: boolean;
  /** A length cap the writer asked for, minutes. */
  maxMinutes: number | null;
  gentle: boolean;
  spanish: boolean;
  captions: boolean;
  /** Parts of the text no rule recognised (shown to the writer). */
  unhandled: string[];
}

const FOOD =
  "foods?|snacks?|cand(?:y|ies)|cookies?|cakes?|cupcakes?|pizzas?|apples?|bananas?|eat|eats|eating|ate|eaten|lunch(?:es)?|dinners?|breakfasts?|treats?|peanuts?|nuts|milk|cheese|bread|sandwich(?:es)?|soups?|ice cream|chocolates?|pies?|jam|honey|carrots?|grapes?|oranges?|pancakes?|muffins?|popcorn|tomato(?:es)?|lettuce|fruits?|vegetables?|veggies|berr(?:y|ies)|strawberr(?:y|ies)|lemons?|lemonade|juice|meals?|hungry|yummy|delicious|tasty|pears?|peas|corn|rice|pasta|noodles|eggs?|cereal|salad|beans|potato(?:es)?|melons?|watermelons?|peach(?:es)?|plums?|cherr(?:y|ies)|nectar|feast|picnics?|recipes?|bake[sd]?|baking|kitchen|cook(?:s|ed|ing)?|dessert|sugar|sweets?";
const PETS =
  "pets?|dogs?|pupp(?:y|ies)|cats?|kittens?|kitt(?:y|ies)|hamsters?|goldfish|parrots?|bunn(?:y|ies)|rabbits?|guinea pigs?|turtles?|vet";
/** Animals of every kind (pets and wild): "no animals" means no horse in an idiom either ("Hold your horses"). */
const ANIMALS = `animals?|${PETS}|horses?|ponies|pony|birds?|fish(?:es)?|bees?|ants?|owls?|bears?|lions?|tigers?|elephants?|monkeys?|frogs?|toads?|snakes?|mice|mouse|cows?|pigs?|sheep|goats?|chickens?|ducks?|hens?|roosters?|fox(?:es)?|wol(?:f|ves)|deer|whales?|dolphins?|sharks?|butterfl(?:y|ies)|spiders?|bugs?|insects?|worms?|caterpillars?|squirrels?|giraffes?|zebras?|penguins?|sloths?|eagles?|kangaroos?|moles?|snails?|crabs?|octopus(?:es)?|dinosaurs?|bats?|camels?|donkeys?|lambs?|calf|calves|seals?|otters?|beavers?|geese|goose|turkeys?|hives?|nests?|zoo|farm animals?|tortoises?|hares?|lizards?|alligators?|crocodiles?|hippos?|rhinos?|cheetahs?|leopards?|gorillas?|chimps?|pandas?|koalas?|moose|elk|oxen|ox|bulls?|mules?|crows?|ravens?|robins?|hawks?|grasshoppers?|crickets?|ladybugs?|beetles?|dragonfl(?:y|ies)|jellyfish|starfish|salmon|tadpoles?|cubs?|chicks?|ducklings?|piglets?`;
const HOLIDAYS =
  "holidays?|christmas|halloween|thanksgiving|easter|hanukkah|kwanzaa|diwali|valentines?|valentine's|birthdays?|santa|presents|new year's|trick-or-treat|ramadan|eid|passover|st\\. patrick's";

const CATEGORIES: { key: RegExp; label: string; words: string }[] = [
  {
    key: /^(?:food|foods|snacks?|eating|candy|treats|sweets|nuts|peanuts|allerg\w*|food examples?)$/i,
    label: "food or eating",
    words: FOOD,
  },
  { key: /^(?:pets?|dogs?|cats?|animals as pets)$/i, label: "pets", words: PETS },
  { key: /^(?:animals?|animal examples?|creatures|wildlife)$/i, label: "animals", words: ANIMALS },
  { key: /^(?:holidays?|holiday examples?|celebrations|birthdays?)$/i, label: "holidays", words: HOLIDAYS },
];

const SUPPORTS: { kind: SupportKind; re: RegExp }[] = [
  { kind: "sentenceFrame", re: /sentence (?:frames?|starters?|stems?)|\bframes?\b|\bstarters?\b/i },
  { kind: "partnerTalk", re: /partner|turn[- ]and[- ]talk|pair[- ]share|talk to a friend/i },
  { kind: "movementBreak", re: /movement|brain break|\bmove\b|wiggle|stretch|get up|stand up/i },
  { kind: "vocabularyPreview", re: /vocab|key words|words to know|pre-?teach|preview/i },
  { kind: "waitTime", re: /wait time|time to think|think time|longer pauses?|more pauses?/i },
  { kind: "pronunciation", re: /pronounc|say it with me|how to say/i },
  { kind: "song", re: /\bsongs?\b|\bsing\b|\bchant\b|jingle/i },
];

/** Labels used in NOTE lines. */
export const SUPPORT_LABEL: Record<SupportKind, string> = {
  sentenceFrame: "a sentence frame for answering",
  partnerTalk: "partner talk (turn and talk)",
  movementBreak: "a movement break",
  vocabularyPreview: "a vocabulary preview",
  waitTime: "longer wait time after each question",
  pronunciation: "a pronunciation (say it with me)",
  song: "a song",
};

const AVOID_RE =
  /^(?:please\s+)?(?:avoid|no|without|skip|exclude|leave out|(?:do not|don'?t|never)\s+(?:use|mention|include|show|say|talk about)|nothing (?:about|with))\b\s*(.*)$/i;
const INCLUDE_RE = /^(?:please\s+)?(?:include|add|use|with|give|provide|build in|offer|have|show|teach|make sure)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "food examples" → the food category; "the word 'stupid'" → that word; "Cinderella" → that name. */
function avoidRules(object: string): AvoidRule[] {
  const rules: AvoidRule[] = [];
  const cleaned = object
    .replace(/[.!]+$/, "")
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/^(?:any|all|the|mentions? of|references? to)\s+/gi, "")
    .replace(/\b(?:examples?|references?|mentions?|in the (?:examples|script|video)|please)\b/gi, " ")
    .trim();
  for (const raw of cleaned.split(/\s*(?:,|\bor\b|\band\b|\/)\s*/i)) {
    const part = raw
      .replace(/^(?:the\s+)?words?\s+/i, "")
      .replace(/^["'“‘]|["'”’]$/g, "")
      .trim();
    if (!part || /^(?:the|a|an|any)$/i.test(part)) continue;
    const category = CATEGORIES.find((c) => c.key.test(part));
    if (category) {
      if (!rules.some((r) => r.label === category.label))
        rules.push({ label: category.label, re: new RegExp(`\\b(?:${category.words})\\b`, "i") });
      continue;
    }
    if (part.split(/\s+/).length > 4) continue;
    const base = part.replace(/s$/i, "");
    rules.push({ label: `"${part}"`, re: new RegExp(`\\b${escape(base)}(?:s|es)?\\b`, "i") });
  }
  return rules;
}

/** Reads the considerations text (any length, any language) into constraints plus the parts no rule recognised. */
export function readConsiderations(raw: string | null | undefined): Considerations {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  const out: Considerations = {
    text,
    avoid: [],
    include: [],
    slower: false,
    maxMinutes: null,
    gentle: false,
    spanish: false,
    captions: false,
    unhandled: [],
  };
  // Pieces: sentences, and clauses that start a new instruction after a comma or "and" ("Avoid food and use a
  // Spanish greeting", "Keep it under 3 minutes and avoid dogs"): read as one, the second would be taken for a word
  // to avoid, or lost.
  for (const part of text.split(
    /(?<=[.;!?])\s+|\s*[;\n]\s*|(?:,\s+|\s+and\s+)(?=(?:and\s+)?(?:no|avoid|include|add|keep|use|make|don'?t|do not|never|please|give|provide|offer|skip|leave out|say)\b)/i,
  )) {
    const piece = part.trim().replace(/^and\s+/i, "");
    if (!piece) continue;
    let known = false;
    const avoid = AVOID_RE.exec(piece);
    if (avoid) {
      // "No scary parts" is staging, not a word list.
      if (/scar|fright|spook|violen|creep|horror/i.test(piece)) out.gentle = true;
      else {
        const rules = avoidRules(avoid[1] ?? "");
        for (const r of rules) if (!out.avoid.some((x) => x.label === r.label)) out.avoid.push(r);
        known = rules.length > 0;
      }
      if (out.gentle) known = true;
    }
    if (!avoid || !known) {
      if (/\ballerg/i.test(piece)) {
        avoidRules("food").forEach((r) => out.avoid.some((x) => x.label === r.label) || out.avoid.push(r));
        known = true;
      }
      const supports = SUPPORTS.filter((s) => s.re.test(piece)).map((s) => s.kind);
      if (supports.length > 0 && (INCLUDE_RE.test(piece) || !/\b(?:no|avoid|without)\b/i.test(piece))) {
        for (const s of supports) if (!out.include.includes(s)) out.include.push(s);
        known = true;
      }
      if (/\bslow(?:er|ly)?\b|unhurried|calm pace/i.test(piece)) {
        out.slower = true;
        known = true;
      }
      const minutes =
        /\b(?:under|at most|no (?:more|longer) than|max(?:imum)?|less than|shorter than)\s+(\d{1,2})\s*(?:min|minutes?)\b|\b(\d{1,2})[- ]minutes?\s+(?:max|or less|or shorter)\b/i.exec(
          piece,
        );
      if (minutes) {
        out.maxMinutes = Number(minutes[1] ?? minutes[2]);
        known = true;
      }
      if (/scar|fright|spook|monster|violen|creep|horror|gentle|calm|sensitive|anxi|friendly/i.test(piece)) {
        out.gentle = true;
        known = true;
      }
      if (/spanish|español|espanol|bilingual|dual language/i.test(piece)) {
        out.spanish = true;
        known = true;
      }
      if (/caption|deaf|hard of hearing|subtitle|on-?screen text/i.test(piece)) {
        out.captions = true;
        known = true;
      }
    }
    if (!known) out.unhandled.push(piece);
  }
  return out;
}

const beatText = (b: ContractScene["beats"][number]): string => ("text" in b ? b.text : "");

/** 1-based numbers of the scenes that mention what `rule` avoids (any spoken, VISUAL or ON SCREEN text). */
export function scenesMentioning(scenes: readonly ContractScene[], rule: AvoidRule): number[] {
  return scenes.flatMap((s, i) => (s.beats.some((b) => rule.re.test(beatText(b))) ? [i + 1] : []));
}

/** Markers by which a support is recognised in a script (the offline engine writes them; a model is asked to). */
const SUPPORT_MARKER: Record<Exclude<SupportKind, "waitTime">, RegExp> = {
  // The frame itself ("Sentence frame: …", "use this sentence frame"), not a lesson that talks about sentence
  // starters ("Which sentence starter links to another person's idea?", SL.2.1.b).
  sentenceFrame:
    /sentence (?:frame|starter|stem)s?:|(?:use|try) (?:this|the|a|these) sentence (?:frame|starter|stem)s?\b/i,
  partnerTalk: /turn and talk|tell (?:a|your) partner|talk with a partner/i,
  // A break for the body, not a rhyme that names a move ("Wiggle your fingers, wiggle your toes").
  movementBreak: /movement break|brain break|stand up and|stretch/i,
  vocabularyPreview: /words to know/i,
  pronunciation: /say it with me/i,
  song: /\bsing\b|\bsong\b/i,
};

/** Think pauses at least this long count as the longer wait time a writer asked for, seconds. */
export const LONG_WAIT_SEC = 6;

/** 1-based numbers of the scenes where `support` is made (for waitTime: scenes whose every think pause is long). */
export function scenesWithSupport(scenes: readonly ContractScene[], support: SupportKind): number[] {
  if (support === "waitTime") {
    const withPauses = scenes.flatMap((s, i) => {
      const pauses = s.beats.filter((b) => b.type === "pause" && (s.kind === "practice" || s.kind === "check"));
      return pauses.length > 0 ? [{ i, pauses }] : [];
    });
    if (withPauses.length === 0) return [];
    const ok = withPauses.every((x) => x.pauses.every((p) => p.type === "pause" && p.seconds >= LONG_WAIT_SEC));
    return ok ? withPauses.map((x) => x.i + 1) : [];
  }
  const re = SUPPORT_MARKER[support];
  return scenes.flatMap((s, i) => (s.beats.some((b) => re.test(beatText(b))) ? [i + 1] : []));
}

/** "scene 2", "scenes 2 and 4", "scenes 2, 3 and 5". */
export function sceneList(numbers: readonly number[]): string {
  if (numbers.length === 1) return `scene ${numbers[0]}`;
  return `scenes ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}
