import type { Random } from "./random";

/**
 * The concept's frame (game show, museum tour, detective case …), staged through every scene, not only the
 * title card (issue 10 item 3). Chosen from words in the concept title and description.
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
}

const FRAMES: { re: RegExp; frame: Omit<Frame, "kind">; kind: string }[] = [
  { kind: "game show", re: /game|show|quiz|contest|challenge|champion|buzz/i, frame: { set: "a bright game-show stage with buzzers and a scoreboard", mission: "today's game", stop: (n) => `Round ${n}`, practice: "the lightning round", check: "the final round", finale: "Confetti falls and the scoreboard lights up." } },
  { kind: "detective", re: /detective|mystery|case|clue|sleuth|investigat|spy/i, frame: { set: "a cozy detective office with a magnifying glass and a case board", mission: "today's case", stop: (n) => `Clue ${n}`, practice: "the evidence room", check: "the case file questions", finale: "A big CASE CLOSED stamp lands on the file." } },
  { kind: "museum", re: /museum|gallery|exhibit|tour/i, frame: { set: "a museum hall with framed exhibits and a velvet rope", mission: "today's tour", stop: (n) => `Exhibit ${n}`, practice: "the hands-on room", check: "the gift-shop quiz", finale: "The museum lights dim over the exhibits." } },
  { kind: "space", re: /space|rocket|planet|galaxy|astronaut|moon|star/i, frame: { set: "a rocket cockpit with a starry window", mission: "today's mission", stop: (n) => `Planet ${n}`, practice: "the training deck", check: "mission control's questions", finale: "The rocket lands softly and the hatch opens." } },
  { kind: "kitchen", re: /kitchen|chef|recipe|cook|bake|cafe|café|restaurant/i, frame: { set: "a sunny kitchen set with labelled jars", mission: "today's recipe", stop: (n) => `Step ${n} of the recipe`, practice: "the taste test", check: "the chef's quiz", finale: "The finished dish is lifted out with a sparkle." } },
  { kind: "quest", re: /quest|adventure|journey|expedition|treasure|map|explor|trail|safari/i, frame: { set: "an explorer's camp with a big fold-out map", mission: "today's quest", stop: (n) => `Stop ${n} on the map`, practice: "the training camp", check: "the treasure-chest questions", finale: "The treasure chest creaks open and glows." } },
  { kind: "lab", re: /lab|science|experiment|scientist|invent/i, frame: { set: "a friendly science lab with bubbling jars", mission: "today's experiment", stop: (n) => `Test ${n}`, practice: "the lab bench", check: "the lab report questions", finale: "The lab lights flash green: experiment complete." } },
  { kind: "music", re: /music|song|band|concert|rap|rhythm|dance|sing/i, frame: { set: "a small stage with instruments and a spotlight", mission: "today's show", stop: (n) => `Song ${n}`, practice: "the rehearsal", check: "the encore questions", finale: "The band plays one last chord." } },
];

const STUDIO = { set: "a colorful studio with a big screen", mission: "today's lesson", stop: (n: number) => `Part ${n}`, practice: "practice time", check: "the check-in", finale: "The screen shows a big smiling star." };

export function frameFor(conceptTitle: string, conceptDescription: string, rnd: Random): Frame {
  const text = `${conceptTitle} ${conceptDescription}`;
  const found = FRAMES.find((f) => f.re.test(conceptTitle)) ?? FRAMES.find((f) => f.re.test(text));
  void rnd;
  return found ? { kind: found.kind, ...found.frame } : { kind: "studio", ...STUDIO };
}
