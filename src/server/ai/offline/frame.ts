import type { ConceptFormat } from "@shared/schemas/standard";

/**
 * The concept's frame (game show, museum tour, detective case …), staged through every scene, not only the
 * title card, with one setting from the first line to the last (docs/decisions/0054-declared-staging.md). The
 * frame is the concept's declared `format` (the offline concept templates declare theirs), or for a concept
 * without one (from the model, or typed by the writer) what `classifyFormat` reads in its title and the head of
 * its description.
 */
export interface Frame {
  kind: ConceptFormat;
  /** What the presenters call the video when its title is too long to say (over six words): "our game show". */
  name: string;
  /** Set description for the hook's VISUAL cue. */
  set: string;
  /** What the video is called inside the frame, e.g. "today's case". */
  mission: string;
  /** Name for a teaching stop, given the skill: "Clue 1: …". */
  stop: (n: number) => string;
  practice: string;
  check: string;
  /** Closing image for the last scene. */
  finale: string;
  /** What the presenters call the viewers inside the frame ("detectives", "crew"). */
  audience: string;
  /** What a presenter says to launch the lesson at the end of the hook. */
  launch: string[];
  /** What a presenter says to close the frame in the last scene. */
  wrap: string[];
}

const FRAMES: Record<Exclude<ConceptFormat, "studio">, Omit<Frame, "kind">> = {
  "game show": {
    name: "our game show",
    audience: "contestants",
    set: "a bright game-show set with buzzers and a scoreboard",
    mission: "today's game",
    // The rounds are the practice and the check (ADR 0092); a teaching stop is a category.
    stop: (n) => `Category ${n}`,
    practice: "the practice round",
    check: "the final round",
    finale: "Confetti falls and the scoreboard lights up.",
    launch: ["Contestants, are you ready? Let's play!", "Fingers on your buzzers. Let's play!"],
    wrap: ["And that's the game! Everybody wins today.", "Game over, and what a score!"],
  },
  detective: {
    name: "our case",
    audience: "detectives",
    set: "a cozy detective office with a magnifying glass and a case board",
    mission: "today's case",
    stop: (n) => `Clue ${n}`,
    practice: "the evidence room",
    check: "the case file questions",
    finale: "A big CASE CLOSED stamp lands on the file.",
    launch: ["Grab your magnifying glass. Let's crack this case!", "Detectives, let's get to work!"],
    wrap: ["Case closed, detectives!", "Another case solved. Nice detective work!"],
  },
  "time travel": {
    name: "our trip through time",
    audience: "time travelers",
    set: "a time machine with blinking dials and a big lever",
    mission: "today's trip",
    stop: (n) => `Stop ${n} in time`,
    practice: "the control panel",
    check: "the time-traveler questions",
    finale: "The time machine lands back in today with a pop.",
    launch: ["Set the dials. Here we go!", "Hold on tight, time travelers!"],
    wrap: ["Back to the present, time travelers!", "Our trip through time is done!"],
  },
  museum: {
    name: "our museum tour",
    audience: "visitors",
    set: "a museum hall with framed exhibits and a velvet rope",
    mission: "today's tour",
    // The exhibits are the worked examples (ADR 0092); a teaching stop is a room of them.
    stop: (n) => `Room ${n}`,
    practice: "the hands-on room",
    check: "the gift-shop questions",
    finale: "The museum lights dim over the exhibits.",
    launch: ["Stay close to the group. The tour begins!", "Follow me to the first exhibit!"],
    wrap: [
      "That's the end of our tour. Thanks for visiting!",
      "The museum is closing, but the learning goes home with you.",
    ],
  },
  space: {
    name: "our space mission",
    audience: "crew",
    set: "a rocket cockpit with a starry window",
    mission: "today's mission",
    stop: (n) => `Planet ${n}`,
    practice: "the training deck",
    check: "mission control's questions",
    finale: "The rocket lands softly and the hatch opens.",
    launch: ["Three, two, one... blast off!", "Buckle up, crew. Launching now!"],
    wrap: ["Mission complete, crew!", "We're back on Earth. Mission accomplished!"],
  },
  kitchen: {
    name: "our cooking show",
    audience: "chefs",
    set: "a sunny kitchen set with labelled jars",
    mission: "today's recipe",
    stop: (n) => `Step ${n} of the recipe`,
    practice: "the taste test",
    check: "the chef's questions",
    finale: "The finished dish is lifted out with a sparkle.",
    launch: ["Aprons on! Let's start cooking.", "Chefs, wash your hands. Time to cook!"],
    wrap: ["Our dish is done, chefs. Delicious work!", "The kitchen is closed, and everything came out just right."],
  },
  quest: {
    name: "our quest",
    audience: "explorers",
    set: "an explorer's camp with a big fold-out map",
    mission: "today's quest",
    stop: (n) => `Stop ${n} on the map`,
    practice: "base camp",
    check: "the treasure-chest questions",
    finale: "The treasure chest creaks open and glows.",
    launch: ["Grab your map. Let's go!", "Boots on, explorers. Our quest begins!"],
    wrap: ["Quest complete, explorers!", "We found the treasure, and it was learning all along."],
  },
  "nature walk": {
    name: "our nature walk",
    audience: "hikers",
    set: "a sunny park trail with wooden signposts and tall trees",
    mission: "today's walk",
    stop: (n) => `Trail stop ${n}`,
    practice: "the ranger station",
    check: "the trail-guide questions",
    finale: "The trail ends at a lookout over the whole park.",
    launch: ["Lace up your boots. Let's walk!", "Hikers, follow the trail!"],
    wrap: ["That's the end of the trail, hikers!", "What a walk! Thanks for hiking with us."],
  },
  builders: {
    name: "our build",
    audience: "builders",
    set: "a busy builders' workshop with tools, blueprints and a half-built giant model",
    mission: "today's build",
    stop: (n) => `Piece ${n}`,
    practice: "the workbench",
    check: "the inspector's questions",
    finale: "The last piece clicks in and the giant model is finished.",
    launch: ["Hard hats on, builders!", "Grab your tools. Let's build!"],
    wrap: ["The build is done, builders!", "Look what we built today!"],
  },
  lab: {
    name: "our lab",
    audience: "scientists",
    set: "a friendly science lab with bubbling jars",
    mission: "today's experiment",
    stop: (n) => `Test ${n}`,
    practice: "the lab bench",
    check: "the lab report questions",
    finale: "The lab lights flash green: experiment complete.",
    launch: ["Goggles on, scientists!", "Let's start the experiment!"],
    wrap: ["Experiment complete, scientists!", "The results are in, and you did great."],
  },
  theater: {
    name: "our play",
    audience: "actors",
    set: "a little theater with red curtains and a spotlight",
    mission: "today's play",
    stop: (n) => `Act ${n}`,
    practice: "the rehearsal",
    check: "the curtain-call questions",
    finale: "The curtains close to loud applause.",
    launch: ["Lights up! The show begins.", "Places, everyone! Curtain up!"],
    wrap: ["Take a bow, actors!", "And... curtain!"],
  },
  newsroom: {
    name: "our news show",
    audience: "reporters",
    set: "a news desk with a big NOVA NEWS sign",
    mission: "today's top story",
    stop: (n) => `Headline ${n}`,
    practice: "the field report",
    check: "the fact-check questions",
    finale: "The ON AIR light switches off.",
    launch: ["And we're live!", "Breaking news: it's learning time!"],
    // A wrap ends the show; the goodbye after it is the close's own ("See you next time!"), said once.
    wrap: ["That's the news for today!", "This has been Nova News."],
  },
  workshop: {
    name: "our writers' workshop",
    audience: "writers",
    set: "a cozy writers' workshop with a big wooden desk, pencils and drafts pinned up",
    mission: "today's workshop",
    stop: (n) => `Tool ${n}`,
    practice: "the writing desk",
    check: "the editor's questions",
    finale: "The finished page is pinned to the wall with a gold star.",
    launch: ["Pencils ready, writers!", "Open your notebooks. Let's write!"],
    wrap: ["Workshop closed. Keep writing, writers!", "That's a wrap on today's workshop!"],
  },
  sports: {
    name: "our practice",
    audience: "team",
    set: "a sunny sports field with a big scoreboard",
    mission: "today's practice",
    stop: (n) => `Drill ${n}`,
    practice: "the practice field",
    check: "the coach's questions",
    finale: "The team lifts a shiny trophy.",
    launch: ["Team, huddle up! Let's go!", "The whistle's blowing. Game on!"],
    wrap: ["Great game, team!", "That's the final whistle!"],
  },
  garden: {
    name: "our garden",
    audience: "gardeners",
    set: "a sunny garden with raised beds and a watering can",
    mission: "today's planting",
    stop: (n) => `Seed ${n}`,
    practice: "the potting bench",
    check: "the harvest questions",
    finale: "The garden bursts into bloom.",
    launch: ["Grab your watering can!", "Gloves on, gardeners!"],
    wrap: ["Look how much we grew today!", "Harvest time! Great work, gardeners."],
  },
  music: {
    name: "our show",
    audience: "band",
    set: "a concert hall with instruments and a spotlight",
    mission: "today's show",
    stop: (n) => `Song ${n}`,
    practice: "the rehearsal",
    check: "the encore questions",
    finale: "The band plays one last chord.",
    launch: ["Let's warm up the band!", "A-one, a-two, a-one, two, three, four!"],
    wrap: ["That's our last song. Take a bow!", "Thank you, thank you! What a show!"],
  },
};

const STUDIO: Omit<Frame, "kind"> = {
  name: "our show",
  audience: "friends",
  set: "a colorful studio with a big screen",
  mission: "today's lesson",
  stop: (n: number) => `Part ${n}`,
  practice: "practice time",
  check: "the check-in",
  finale: "The screen shows a big smiling star.",
  launch: ["Let's dive in!", "Ready? Let's begin!", "Here we go!", "Let's jump right in!"],
  wrap: [
    "That's our show for today!",
    "And that's a wrap!",
    "That's all for today, friends!",
    "Time to say goodbye for today!",
  ],
};

/**
 * Each frame's calm register: the lines it says when the lesson's topic is a serious one (slavery, civil rights,
 * war, a disaster, illness, a real person's hardship: `isSeriousTopic`, docs/decisions/0085-concept-fits-its-subject.md,
 * docs/product/staging.md). The setting stays the frame's own, so the script keeps one place from first line to
 * last, but its set, stops, practice, check, closing image, launch and wrap are said in a respectful, warm voice:
 * no jokes, no party words, no "breaking news", no prizes, confetti or applause.
 */
const CALM: Record<ConceptFormat, Omit<Frame, "kind" | "name" | "audience">> = {
  "game show": {
    set: "a quiet studio with a question board in soft light",
    mission: "today's questions",
    stop: (n) => `Question set ${n}`,
    practice: "our thinking time",
    check: "our careful questions",
    finale: "The question board dims softly.",
    launch: ["Let's think carefully together.", "Let's begin, one careful question at a time."],
    wrap: ["Those are all our questions for today.", "Thank you for thinking so carefully today."],
  },
  detective: {
    set: "a quiet study with a desk, a lamp and an open notebook",
    mission: "today's careful look",
    stop: (n) => `Note ${n}`,
    practice: "the notebook pages",
    check: "the study questions",
    finale: "The notebook closes gently under the lamp.",
    launch: ["Let's look closely and carefully.", "Let's read closely together."],
    wrap: ["Our notebook is full of careful notes.", "Thank you for looking so closely today."],
  },
  "time travel": {
    set: "a quiet history room with a long timeline on the wall",
    mission: "today's look back",
    stop: (n) => `Point ${n} on the timeline`,
    practice: "the timeline table",
    check: "the history questions",
    finale: "The timeline glows softly on the wall.",
    launch: ["Let's look back in time, carefully.", "Let's learn from the past together."],
    wrap: ["We are back in today, and we remember what we learned.", "Thank you for learning about the past with us."],
  },
  museum: {
    set: "a quiet museum hall with photographs, letters and objects behind glass",
    mission: "today's visit",
    stop: (n) => `Room ${n}`,
    practice: "the reading room",
    check: "the visitor's questions",
    finale: "Soft light falls on the exhibits as the hall grows quiet.",
    launch: ["Let's walk through the exhibit slowly.", "Let's look carefully at the first exhibit."],
    wrap: [
      "That's the end of our visit. Thank you for looking so carefully.",
      "Our visit is over, and what we learned goes home with us.",
    ],
  },
  space: {
    set: "a quiet observatory with a big window on the night sky",
    mission: "today's careful look",
    stop: (n) => `Window ${n}`,
    practice: "the observation desk",
    check: "the observer's questions",
    finale: "The stars shine quietly through the window.",
    launch: ["Let's look carefully together.", "Let's begin, slowly and carefully."],
    wrap: ["Our careful look is done for today.", "Thank you for looking so carefully with us."],
  },
  kitchen: {
    set: "a quiet kitchen table with a warm lamp and a notebook",
    mission: "today's talk at the table",
    stop: (n) => `Part ${n} of our talk`,
    practice: "our table talk",
    check: "the table questions",
    finale: "The lamp glows warmly over the table.",
    launch: ["Let's sit together and learn.", "Let's begin, gently and carefully."],
    wrap: ["Our talk at the table is done for today.", "Thank you for learning so carefully at our table."],
  },
  quest: {
    set: "a quiet reading corner with a big map on the wall",
    mission: "today's journey",
    stop: (n) => `Stop ${n} on our journey`,
    practice: "the resting place",
    check: "the journey questions",
    finale: "The map rests open in soft light.",
    launch: ["Let's begin our journey carefully.", "Let's take the first careful step."],
    wrap: ["Our journey is done for today.", "Thank you for walking this journey with us."],
  },
  "nature walk": {
    set: "a quiet path with a bench and tall trees",
    mission: "today's quiet walk",
    stop: (n) => `Resting place ${n}`,
    practice: "the bench by the path",
    check: "the path questions",
    finale: "The path grows quiet in the evening light.",
    launch: ["Let's walk slowly together.", "Let's begin our quiet walk."],
    wrap: ["Our quiet walk is done for today.", "Thank you for walking and learning with us."],
  },
  builders: {
    set: "a quiet workroom with a long table and careful plans",
    mission: "today's careful work",
    stop: (n) => `Part ${n} of our plan`,
    practice: "the long table",
    check: "the planning questions",
    finale: "The plans lie finished on the table.",
    launch: ["Let's work carefully together.", "Let's begin with care."],
    wrap: ["Our careful work is done for today.", "Thank you for working so carefully with us."],
  },
  lab: {
    set: "a quiet study room with books and a big screen",
    mission: "today's study",
    stop: (n) => `Question ${n} we study`,
    practice: "the study desk",
    check: "the study-desk questions",
    finale: "The study room lights dim softly.",
    launch: ["Let's study carefully together.", "Let's begin our careful study."],
    wrap: ["Our study is done for today.", "Thank you for studying so carefully with us."],
  },
  theater: {
    set: "a quiet stage with a single soft light and a chair for the storyteller",
    mission: "today's telling",
    stop: (n) => `Part ${n} of the telling`,
    practice: "the quiet stage",
    check: "the storyteller's questions",
    finale: "The soft light on the stage fades slowly.",
    launch: ["Let's listen carefully together.", "Let's begin, quietly."],
    wrap: ["Our telling is done for today.", "Thank you for listening so carefully."],
  },
  newsroom: {
    set: "a quiet reporter's desk with a notebook, photographs and a lamp",
    mission: "today's report",
    stop: (n) => `Page ${n} of the notebook`,
    practice: "the notebook desk",
    check: "the reporter's questions",
    finale: "The reporter's notebook closes under the lamp.",
    launch: ["Let's open the notebook and read carefully.", "Let's look at what happened, carefully."],
    wrap: ["That's our report for today. Thank you for listening carefully.", "Our notebook is closed for today."],
  },
  workshop: {
    set: "a quiet writers' room with a desk, a lamp and open notebooks",
    mission: "today's careful writing",
    stop: (n) => `Page ${n}`,
    practice: "the quiet desk",
    check: "the writer's questions",
    finale: "The finished page rests on the desk under the lamp.",
    launch: ["Let's open our notebooks and think carefully.", "Let's begin, carefully."],
    wrap: ["Our writing time is done for today.", "Thank you for thinking and writing so carefully."],
  },
  sports: {
    set: "a quiet gym with benches along the wall",
    mission: "today's practice together",
    stop: (n) => `Step ${n} together`,
    practice: "the bench",
    check: "the bench questions",
    finale: "The team sits together on the bench, quietly.",
    launch: ["Let's sit together and learn.", "Let's begin, one careful step at a time."],
    wrap: ["Our time together is done for today.", "Thank you for learning so carefully, team."],
  },
  garden: {
    set: "a quiet garden with a bench under a tree",
    mission: "today's quiet time in the garden",
    stop: (n) => `Row ${n}`,
    practice: "the garden bench",
    check: "the bench-side questions",
    finale: "The garden rests quietly in the evening light.",
    launch: ["Let's sit together in the garden.", "Let's begin, gently."],
    wrap: ["Our time in the garden is done for today.", "Thank you for growing and learning with us."],
  },
  music: {
    set: "a quiet hall with a piano and soft light",
    mission: "today's quiet hour",
    stop: (n) => `Verse ${n}`,
    practice: "the quiet rehearsal room",
    check: "the listening questions",
    finale: "The last soft note fades in the hall.",
    launch: ["Let's listen carefully together.", "Let's begin, softly."],
    wrap: ["Our quiet hour is done for today.", "Thank you for listening so carefully."],
  },
  studio: {
    set: "a quiet studio with soft light and a big screen for photographs",
    mission: "today's lesson",
    stop: (n) => `Part ${n}`,
    practice: "our careful practice",
    check: "our thinking questions",
    finale: "The big screen fades softly to a quiet photograph.",
    launch: ["Let's begin, carefully.", "Let's learn together, slowly and carefully."],
    wrap: ["That's all for today, friends. Thank you for listening so carefully.", "Our lesson is done for today."],
  },
};

/**
 * A frame in its calm register, for a serious topic (`CALM`): every line it says is the calm one, and a name or
 * an audience of play gives way to a plain one ("our lesson", "friends"). A studio staged at a place the concept names keeps that place, in soft light.
 */
export function calmFrame(frame: Frame): Frame {
  const calm = CALM[frame.kind];
  const placed = frame.kind === "studio" && frame.set !== STUDIO.set;
  // A name or an audience of play ("our game show", "contestants", "chefs") is not said about a serious subject.
  const keeps = frame.kind === "museum" || frame.kind === "newsroom" || frame.kind === "workshop";
  return {
    ...frame,
    ...calm,
    name:
      frame.kind === "museum"
        ? "our museum visit"
        : frame.kind === "newsroom"
          ? "our report"
          : keeps
            ? frame.name
            : "our lesson",
    audience: keeps || frame.kind === "studio" ? frame.audience : "friends",
    ...(placed
      ? {
          set: frame.set.replace(
            /, with a big screen for our pictures$/,
            ", in soft light, with a big screen for photographs",
          ),
          finale: frame.finale.replace(
            /the big screen shows a big smiling star\.$/,
            "the big screen fades softly to a quiet photograph.",
          ),
        }
      : {}),
  };
}

/**
 * The words that name each setting, with a weight: a word that can only mean the setting ("detective",
 * "time machine") weighs 3, one that usually does ("clue", "planet") 2, one that often does not ("show",
 * "team", "map") 1. Matched as whole words, singular, longest phrase first.
 */
const LEXICON: Record<Exclude<ConceptFormat, "studio">, Record<string, number>> = {
  "game show": {
    "game show": 4,
    "quiz show": 4,
    showdown: 3,
    quiz: 2,
    contest: 2,
    contestant: 3,
    buzzer: 2,
    scoreboard: 1,
    trivia: 2,
    game: 1,
    champion: 1,
    challenge: 1,
    show: 1,
  },
  detective: { detective: 3, sleuth: 3, investigator: 3, mystery: 2, clue: 2, spy: 2, investigation: 2, case: 1 },
  "time travel": { "time machine": 4, "time travel": 4, "time traveler": 4, "back in time": 4 },
  museum: { museum: 3, "museum tour": 4, gallery: 2, exhibit: 2, tour: 1 },
  space: {
    spaceship: 3,
    rocket: 3,
    astronaut: 3,
    "outer space": 4,
    "space station": 4,
    space: 2,
    planet: 2,
    galaxy: 2,
    moon: 1,
  },
  kitchen: {
    "cooking show": 5,
    kitchen: 3,
    chef: 3,
    cooking: 3,
    bakery: 3,
    recipe: 2,
    cook: 2,
    bake: 2,
    baking: 2,
    restaurant: 2,
  },
  quest: {
    quest: 3,
    treasure: 3,
    "treasure hunt": 4,
    "treasure map": 4,
    pirate: 2,
    expedition: 2,
    explorer: 2,
    adventure: 1,
    journey: 1,
    map: 1,
  },
  "nature walk": {
    "nature walk": 5,
    "summer camp": 3,
    hike: 3,
    hiker: 3,
    trail: 2,
    nature: 2,
    safari: 2,
    trek: 2,
    jungle: 1,
    forest: 1,
    park: 1,
    walk: 1,
    camp: 1,
  },
  builders: { builder: 3, construction: 3, "building site": 4, blueprint: 2, build: 2 },
  lab: { lab: 3, laboratory: 3, experiment: 3, scientist: 3, science: 2, inventor: 2 },
  theater: {
    theater: 3,
    theatre: 3,
    puppet: 3,
    "puppet show": 5,
    "story stage": 4,
    "curtain up": 4,
    drama: 2,
    actor: 2,
    stage: 2,
    play: 1,
    curtain: 1,
  },
  newsroom: {
    news: 3,
    newsroom: 3,
    reporter: 3,
    radio: 3,
    podcast: 3,
    "radio station": 4,
    broadcast: 2,
    headline: 2,
    "on air": 2,
    anchor: 1,
  },
  workshop: {
    "writers workshop": 5,
    "writer workshop": 5,
    writer: 2,
    author: 2,
    "pen pal": 2,
    notebook: 1,
    workshop: 1,
  },
  sports: {
    "training camp": 4,
    playground: 3,
    recess: 2,
    stadium: 3,
    olympic: 3,
    soccer: 3,
    basketball: 3,
    playoff: 3,
    sport: 3,
    coach: 2,
    race: 2,
    league: 2,
    team: 1,
  },
  garden: { garden: 3, gardener: 3, farm: 2, greenhouse: 3, seed: 1, bloom: 1 },
  music: {
    "marching band": 4,
    concert: 3,
    song: 3,
    music: 3,
    choir: 3,
    "sing along": 3,
    band: 2,
    rap: 2,
    dance: 2,
    sing: 2,
    singer: 2,
    rhythm: 1,
  },
};

/** Words whose final "s" is not a plural. */
const NOT_PLURAL = new Set([
  "news",
  "class",
  "glass",
  "bus",
  "chorus",
  "canvas",
  "series",
  "species",
  "circus",
  "atlas",
]);

/** Lower-case words, singular ("detectives" → "detective", "mysteries" → "mystery"), apostrophes dropped. */
function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((w) =>
    w.length <= 3 || NOT_PLURAL.has(w) || /(?:ss|us|is)$/.test(w)
      ? w
      : w.endsWith("ies")
        ? `${w.slice(0, -3)}y`
        : w.endsWith("s")
          ? w.slice(0, -1)
          : w,
  );
}

/** Where a subordinate clause, an aside or the topic ("… about fables") begins: the head phrase ends there. */
const CLAUSE_BREAK =
  /[,;:()—–]|\s-\s|\b(?:where|who|whom|whose|that|which|while|when|whenever|as|because|since|so|until|unless|if|after|before|to|about|of|for|by|using|including)\b/i;

/**
 * The head of a concept description: its main clause up to the first subordinate clause, aside or
 * "about/of …" phrase ("A nature walk where each stop shows …" → "A nature walk"; "Two detectives crack a case."
 * whole). A description that opens with a phrase of its own ("In a busy workshop, …") gives that phrase.
 */
export function headPhrase(description: string): string {
  const first = description.trim().split(/(?<=[.!?])\s+/)[0] ?? "";
  const at = first.search(CLAUSE_BREAK);
  return (at < 0 ? first : first.slice(0, at)).replace(/[.!?]+$/, "").trim();
}

/** The lexicon's phrases as words, longest first. */
const PHRASES = (Object.keys(LEXICON) as Exclude<ConceptFormat, "studio">[])
  .flatMap((kind) => Object.entries(LEXICON[kind]).map(([phrase, weight]) => ({ kind, phrase: words(phrase), weight })))
  .sort((a, b) => b.phrase.length - a.phrase.length);

/** Each setting's score in `text`: the weights of its words, longest phrase first, each word counted once. */
function scores(
  text: string,
  ignore: ReadonlySet<string>,
): Map<Exclude<ConceptFormat, "studio">, { score: number; last: number; strong: boolean }> {
  const w = words(text);
  const used = new Array<boolean>(w.length).fill(false);
  const out = new Map<Exclude<ConceptFormat, "studio">, { score: number; last: number; strong: boolean }>();
  for (const { kind, phrase, weight } of PHRASES) {
    for (let i = 0; i + phrase.length <= w.length; i++) {
      if (phrase.some((p, k) => w[i + k] !== p || used[i + k] || ignore.has(w[i + k]!))) continue;
      for (let k = 0; k < phrase.length; k++) used[i + k] = true;
      const now = out.get(kind) ?? { score: 0, last: -1, strong: false };
      out.set(kind, { score: now.score + weight, last: Math.max(now.last, i), strong: now.strong || weight >= 2 });
    }
  }
  return out;
}

/** How strongly `text` names each setting (for tests and checks: a frame's own words name no other setting). */
export function settingScores(text: string): Map<ConceptFormat, number> {
  return new Map([...scores(text, new Set())].map(([kind, { score }]) => [kind, score]));
}

/**
 * Everyday events a concept may say it IS ("Rhyme Time Parade", "A marching band parade where …"), and the frame
 * that stages each: its own setting when one fits (a garden is a garden, a space mission a space mission), else the
 * studio. An event is what the concept is; the other words only say what is in it, so "a marching band parade" is
 * a parade (no concert hall, no "last song"), and a picnic, a fair or a zoo trip is never staged as something else.
 */
const EVENTS: Record<string, ConceptFormat> = {
  parade: "studio",
  procession: "studio",
  fair: "studio",
  "book fair": "studio",
  "science fair": "lab",
  carnival: "studio",
  festival: "studio",
  picnic: "studio",
  party: "studio",
  "dance party": "music",
  zoo: "studio",
  "zoo trip": "studio",
  "field trip": "studio",
  library: "studio",
  garden: "garden",
  museum: "museum",
  "museum trip": "museum",
  camp: "nature walk",
  "summer camp": "nature walk",
  "space camp": "space",
  "training camp": "sports",
  "space mission": "space",
  kitchen: "kitchen",
};

/** Words that end a noun phrase ("Parade of Rhymes" → "Parade"): its head is the last word before them. */
const PHRASE_END = new Set(
  "of to in at on with for from through around across into under over about where who that which while when as".split(
    " ",
  ),
);

/**
 * The everyday event a phrase names as its head: the last one or two words of its first noun phrase ("Rhyme Time
 * Parade" → parade, "Our Zoo Trip" → zoo trip, "Parade of Rhymes" → parade), or null.
 */
export function eventOf(phrase: string, ignore: ReadonlySet<string> = new Set()): ConceptFormat | null {
  const w = words(phrase.split(/[:;,—–(]/)[0] ?? "");
  const end = w.findIndex((x) => PHRASE_END.has(x));
  const head = (end < 0 ? w : w.slice(0, end)).filter((x) => !ignore.has(x));
  const two = head.slice(-2).join(" ");
  return EVENTS[two] ?? EVENTS[head.at(-1) ?? ""] ?? null;
}

/**
 * The setting of a concept that does not declare one (docs/decisions/0054-declared-staging.md): an everyday event
 * its title or description says it is (`eventOf`: "Rhyme Time Parade" is a parade) gives that event's frame;
 * otherwise the words of its title weigh most (three times), then the head of its description (twice); a word in a
 * subordinate clause ("… where each stop shows viewers …") or in the lesson's topic never counts. On a tie the
 * title's head word (its last setting word: "Spelling Bee Quiz Show") decides. Nothing found, or only words that often name no setting
 * ("show", "walk", "game", "map": "hosts a radio show", "walk around a playground"), gives the studio.
 */
export function classifyFormat(title: string, description = "", topic = ""): ConceptFormat {
  const ignore = new Set(words(topic));
  // What the concept says it is comes first: the head of its title, then the head of its description.
  const event = eventOf(title, ignore) ?? eventOf(headPhrase(description), ignore);
  if (event) return event;
  const fromTitle = scores(title, ignore);
  const fromHead = scores(headPhrase(description), ignore);
  // A title is a name, often a pun or an alliteration ("Trash Trail", "Capital Castle"); the description says what
  // the show is. A setting only the title names is not staged when the head of the description names a place of
  // its own and the description never names that setting (a word that usually means it): "Trash Trail: ride along on a garbage truck …" is
  // staged on the garbage truck (the studio, at that place: `placeOf`), not on a park trail.
  const said = scores(description, ignore);
  const ownPlace = placeIn(headPhrase(description), true);
  let best: { kind: ConceptFormat; score: number; last: number } = { kind: "studio", score: 0, last: -1 };
  for (const kind of Object.keys(LEXICON) as Exclude<ConceptFormat, "studio">[]) {
    const t = fromTitle.get(kind);
    if (!t?.strong && !fromHead.get(kind)?.strong) continue;
    if (ownPlace && !said.get(kind)?.strong) continue;
    const score = (t?.score ?? 0) * 3 + (fromHead.get(kind)?.score ?? 0) * 2;
    const last = t?.last ?? -1;
    if (score > best.score || (score === best.score && score > 0 && last > best.last)) best = { kind, score, last };
  }
  return best.kind;
}

/**
 * Places a concept may be set in that no frame stages as a setting of its own, with the word a presenter puts before
 * them ("on the reading rug", "in the robot garage", "at the weather station"). A concept staged in the studio that
 * names one is staged there instead (`placeOf`): the set and the closing image are that place, not a stock studio.
 */
const PLACES: Record<string, "in" | "on" | "at" | "by"> = {
  garage: "in",
  rug: "on",
  carpet: "on",
  station: "at",
  cafe: "in",
  café: "in",
  diner: "in",
  classroom: "in",
  playground: "on",
  park: "in",
  beach: "on",
  farm: "on",
  barn: "in",
  forest: "in",
  jungle: "in",
  treehouse: "in",
  backyard: "in",
  library: "in",
  bookstore: "in",
  bookshop: "in",
  shop: "in",
  store: "in",
  market: "at",
  zoo: "at",
  train: "on",
  bus: "on",
  truck: "in",
  van: "in",
  tractor: "on",
  taxi: "in",
  plane: "on",
  airplane: "on",
  subway: "on",
  boat: "on",
  ship: "on",
  castle: "in",
  tent: "in",
  attic: "in",
  porch: "on",
  pond: "by",
  lake: "by",
  island: "on",
  firehouse: "in",
  airport: "at",
  aquarium: "at",
  office: "in",
  lighthouse: "in",
  workshop: "in",
  factory: "in",
  laboratory: "in",
  newsroom: "in",
  campfire: "by",
  parade: "at",
  fair: "at",
  festival: "at",
  carnival: "at",
  stage: "on",
  garden: "in",
  cave: "in",
  greenhouse: "in",
  hospital: "in",
  courtroom: "in",
  tower: "in",
  submarine: "in",
  fort: "in",
  igloo: "in",
  cabin: "in",
  bakery: "in",
  studio: "in",
};

/**
 * The place a concept names (`PLACES`), as a short phrase with up to two of the words before it: from its
 * description first ("fixes broken words in his robot garage" → "robot garage", "runs a weather station" → "weather
 * station"), else its title ("Figure It Out Cafe" → "cafe"); the words before the place only when they are plain
 * lower-case words in the description, so a name or the show's own title is never pasted into a shot. A place after
 * "about" is what the concept talks about, not where it is. Null when the concept names no place.
 */
export function placeOf(concept: { title: string; description?: string }): { phrase: string; prep: string } | null {
  return (
    placeIn(headPhrase(concept.description ?? ""), true) ??
    placeIn(concept.description ?? "", true) ??
    placeIn(concept.title, false)
  );
}

/** The first place `full` names (`PLACES`), with up to two plain words before it when `described` (see `placeOf`). */
function placeIn(full: string, described: boolean): { phrase: string; prep: string } | null {
  // A place the concept is about is its subject, not its set: "tells the class about a day at the park".
  const text = full.split(/\babout\b/i)[0]!;
  const w = text
    .replace(/[.,;:!?()"“”]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const at = w.findIndex((x) => PLACES[x.toLowerCase().replace(/['’]s$/, "")] !== undefined);
  if (at < 0) return null;
  const noun = w[at]!.toLowerCase().replace(/['’]s$/, "");
  const before: string[] = [];
  for (let i = at - 1; described && i >= 0 && before.length < 2; i--) {
    const x = w[i]!;
    if (!/^[a-z]+$/.test(x) || STOP_BEFORE_PLACE.has(x)) break;
    before.unshift(x);
  }
  return { phrase: [...before, noun].join(" "), prep: PLACES[noun]! };
}

/** Words that end the phrase before a place ("in his robot garage" → "robot garage"). */
const STOP_BEFORE_PLACE = new Set(
  "a an the his her their our its my your this that in on at by to from into through around inside near of and or runs run visit visits open opens watch watches".split(
    " ",
  ),
);

/** The frame of a concept: its declared format, or the one `classifyFormat` reads in it. */
export function frameFor(concept: { title: string; description?: string; format?: ConceptFormat }, topic = ""): Frame {
  const kind = concept.format ?? classifyFormat(concept.title, concept.description ?? "", topic);
  if (kind !== "studio") return { kind, ...FRAMES[kind] };
  // A concept that names its own place is staged there, not in the stock studio (docs/product/staging.md).
  const place = concept.format ? null : placeOf(concept);
  if (!place) return { kind, ...STUDIO };
  const a = /^[aeiou]/i.test(place.phrase) ? "an" : "a";
  return {
    kind,
    ...STUDIO,
    set: `${a} ${place.phrase}, with a big screen for our pictures`,
    finale: `Back ${place.prep} the ${place.phrase}, the big screen shows a big smiling star.`,
  };
}
