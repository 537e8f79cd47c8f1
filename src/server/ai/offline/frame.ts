import type { Random } from "./random";

/**
 * The concept's frame (game show, museum tour, detective case …), staged through every scene, not only the
 * title card. Chosen from words in the concept title and description.
 */
export interface Frame {
  kind: string;
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

const FRAMES: { re: RegExp; frame: Omit<Frame, "kind">; kind: string }[] = [
  {
    kind: "game show",
    re: /game|show|quiz|contest|challenge|champion|buzz/i,
    frame: {
      audience: "contestants",
      set: "a bright game-show stage with buzzers and a scoreboard",
      mission: "today's game",
      stop: (n) => `Round ${n}`,
      practice: "the lightning round",
      check: "the final round",
      finale: "Confetti falls and the scoreboard lights up.",
      launch: ["Contestants, are you ready? Let's play!", "Fingers on your buzzers. Let's play!"],
      wrap: ["And that's the game! Everybody wins today.", "Game over, and what a score!"],
    },
  },
  {
    kind: "detective",
    re: /detective|mystery|case|clue|sleuth|investigat|spy/i,
    frame: {
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
  },
  {
    kind: "time travel",
    re: /time (?:machine|travel)|time-travel|travel(?:ing|er)? (?:in|through) time|back in time/i,
    frame: {
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
  },
  {
    kind: "museum",
    re: /museum|gallery|exhibit|tour/i,
    frame: {
      audience: "visitors",
      set: "a museum hall with framed exhibits and a velvet rope",
      mission: "today's tour",
      stop: (n) => `Exhibit ${n}`,
      practice: "the hands-on room",
      check: "the gift-shop quiz",
      finale: "The museum lights dim over the exhibits.",
      launch: ["Stay close to the group. The tour begins!", "Follow me to the first exhibit!"],
      wrap: [
        "That's the end of our tour. Thanks for visiting!",
        "The museum is closing, but the learning goes home with you.",
      ],
    },
  },
  {
    kind: "space",
    re: /space|rocket|planet|galaxy|astronaut|moon|star/i,
    frame: {
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
  },
  {
    kind: "kitchen",
    re: /kitchen|chef|recipe|cook|bake|cafe|café|restaurant/i,
    frame: {
      audience: "chefs",
      set: "a sunny kitchen set with labelled jars",
      mission: "today's recipe",
      stop: (n) => `Step ${n} of the recipe`,
      practice: "the taste test",
      check: "the chef's quiz",
      finale: "The finished dish is lifted out with a sparkle.",
      launch: ["Aprons on! Let's start cooking.", "Chefs, wash your hands. Time to cook!"],
      wrap: ["Our dish is done, chefs. Delicious work!", "The kitchen is closed, and everything came out just right."],
    },
  },
  {
    kind: "quest",
    re: /quest|adventure|journey|expedition|treasure|map|explor|trail|safari/i,
    frame: {
      audience: "explorers",
      set: "an explorer's camp with a big fold-out map",
      mission: "today's quest",
      stop: (n) => `Stop ${n} on the map`,
      practice: "the training camp",
      check: "the treasure-chest questions",
      finale: "The treasure chest creaks open and glows.",
      launch: ["Grab your map. Let's go!", "Boots on, explorers. Our quest begins!"],
      wrap: ["Quest complete, explorers!", "We found the treasure, and it was learning all along."],
    },
  },
  {
    kind: "lab",
    re: /lab|science|experiment|scientist|invent/i,
    frame: {
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
  },
  {
    kind: "theater",
    re: /theater|theatre|stage|puppet|drama|curtain|acting/i,
    frame: {
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
  },
  {
    kind: "newsroom",
    re: /news|report(?:er)?s?\b|headline|broadcast|on air/i,
    frame: {
      audience: "reporters",
      set: "a news desk with a big NOVA NEWS sign",
      mission: "today's top story",
      stop: (n) => `Headline ${n}`,
      practice: "the field report",
      check: "the fact-check questions",
      finale: "The ON AIR light switches off.",
      launch: ["And we're live!", "Breaking news: it's learning time!"],
      wrap: ["That's the news for today!", "This has been Nova News. See you tomorrow!"],
    },
  },
  {
    kind: "workshop",
    re: /workshop|writer|author|notebook|journal|draft|pen pal/i,
    frame: {
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
  },
  {
    kind: "sports",
    re: /sport|coach|team|stadium|olympic|race|league|training camp|playoff|soccer|basketball/i,
    frame: {
      audience: "team",
      set: "a sunny sports field with a big scoreboard",
      mission: "today's practice",
      stop: (n) => `Drill ${n}`,
      practice: "the practice field",
      check: "the coach's quiz",
      finale: "The team lifts a shiny trophy.",
      launch: ["Team, huddle up! Let's go!", "The whistle's blowing. Game on!"],
      wrap: ["Great game, team!", "That's the final whistle!"],
    },
  },
  {
    kind: "garden",
    re: /garden|grow|seed|plant|farm|bloom/i,
    frame: {
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
  },
  {
    kind: "music",
    re: /music|song|band|concert|rap|rhythm|dance|sing/i,
    frame: {
      audience: "band",
      set: "a small stage with instruments and a spotlight",
      mission: "today's show",
      stop: (n) => `Song ${n}`,
      practice: "the rehearsal",
      check: "the encore questions",
      finale: "The band plays one last chord.",
      launch: ["Let's warm up the band!", "A-one, a-two, a-one, two, three, four!"],
      wrap: ["That's our last song. Take a bow!", "Thank you, thank you! What a show!"],
    },
  },
];

const STUDIO = {
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

export function frameFor(conceptTitle: string, conceptDescription: string, rnd: Random): Frame {
  const text = `${conceptTitle} ${conceptDescription}`;
  const found = FRAMES.find((f) => f.re.test(conceptTitle)) ?? FRAMES.find((f) => f.re.test(text));
  void rnd;
  return found ? { kind: found.kind, ...found.frame } : { kind: "studio", ...STUDIO };
}
