import type { SceneKind } from "@shared/script/contract";

/**
 * The offline engine's staging plan, declared in one place (docs/decisions/0054-declared-staging.md): the
 * order of the scenes, and for each kind of block its scene, whether it is required, its priority (lower is
 * added first while time allows) and its drop order (what a required block gives up first when even the
 * required blocks overrun the target). Every block the engine composes takes these values from here; the
 * fitter (`fit.ts`) reads only the values on the blocks. src/server/ai/offline/README.md walks a card through it.
 */

/** The scenes in the order a video plays them: the teaching contract (docs/product/key-moves.md, ADR 0007). */
export const SCENE_ORDER: readonly SceneKind[] = ["hook", "teach", "practice", "check", "recap", "close"];

/**
 * What a video too long for its target gives up, in this order (lower first): the hook's teaser (and what answers it),
 * the hook's launch line, a rhyming presenter's opening couplet and the goodbye challenge, the recap's cheer, the
 * recap's steps, the second half of the primary explanation, the recap's example, the practice item on the typed topic, the second
 * check question, and last a supporting standard (a standard the
 * teacher chose is dropped only when nothing else is left to cut; the script then says so in a NOTE). A check for
 * understanding is two questions whenever the length allows it (docs/product/pace.md, ADR 0079): one answer can be a
 * guess, two show the skill, so the explanation's second half, which the worked example then shows, goes before the
 * second question. The presenters' introductions are never given up: a viewer should know who is talking (a script
 * that then overruns says in a NOTE how long it needs).
 */
export const DROP = {
  hookTeaser: -1,
  tease: 0,
  recapCheer: 1,
  recapRule: 2,
  explanationRest: 3,
  recapExample: 3.25,
  topicTask: 3.5,
  secondCheck: 4,
  supportingStandard: 5,
} as const;

/** One kind of block in the plan. */
export interface PlanEntry {
  scene: SceneKind;
  /** Kept whatever the length (a required block may still go in its `dropOrder`). */
  required: boolean;
  /** For the primary standard (and for blocks that belong to no standard): lower is added first. */
  priority: number;
  /** For a supporting standard's block, when it differs from the primary one's. */
  supportingPriority?: number;
  /** Added to the priority for each further item of the same kind (the 2nd practice item, the 3rd example…). */
  step?: number;
  /** A required block that may still go when the required blocks overrun (see {@link DROP}). */
  dropOrder?: number;
  /** Why the block sits where it does (read by people, not by the engine). */
  why: string;
}

const plan = <K extends string>(entries: Record<K, PlanEntry>) => entries;

/**
 * The plan. Priorities: 0 is required; the primary standard's extras (1–5) come before a supporting standard's
 * (6–14); the turn-and-talk moments (60–61) only fill a video the cards cannot fill.
 */
export const PLAN = plan({
  // Hook
  hookOpening: {
    scene: "hook",
    required: true,
    priority: 0,
    why: "The set and the greeting name the concept: the video's first seconds.",
  },
  introduction: {
    scene: "hook",
    required: true,
    priority: 0,
    why: "One block per presenter: every presenter is introduced whatever the length (a viewer should know who is talking).",
  },
  hookQuestion: {
    scene: "hook",
    required: true,
    priority: 0,
    why: "The lesson's goal asked as a question, or said as a promise after the hook's teaser (hook-teasers.ts): the hook's reason to be.",
  },
  hookTeaser: {
    scene: "hook",
    required: true,
    priority: 0,
    dropOrder: DROP.hookTeaser,
    why: "A question, puzzle or scenario from the lesson's own content before the goal (hook-teasers.ts): what makes a child want to watch, so every video with the time opens with one; a video whose required parts overrun gives it up first (it is the newest part, and never costs the topic's bridge, the launch line or the goodbyes), and asks the goal instead.",
  },
  hookCouplet: {
    scene: "hook",
    required: true,
    priority: 0,
    dropOrder: DROP.tease,
    why: "A rhyming presenter's opening couplet is flavour: it goes with the launch line in a short video.",
  },
  launch: {
    scene: "hook",
    required: true,
    priority: 0,
    dropOrder: DROP.tease,
    why: "The launch line is flavour: the first thing a too-long video gives up.",
  },
  // Teach (one scene per taught standard)
  goal: {
    scene: "teach",
    required: true,
    priority: 0,
    why: "Every taught standard shows its goal; a supporting standard's goes only with the whole standard.",
  },
  explanation: {
    scene: "teach",
    required: true,
    priority: 0,
    why: "Every taught standard keeps the first half of its explanation.",
  },
  explanationRest: {
    scene: "teach",
    required: true,
    priority: 0,
    dropOrder: DROP.explanationRest,
    why: "The second half of the primary explanation goes only after everything lighter.",
  },
  keyTerm: {
    scene: "teach",
    required: false,
    priority: 2,
    supportingPriority: 7,
    why: "The first key term's definition, right after the stop line names it: the primary one right after a second example, a supporting one after the primary extras. Without it the stop line names no term.",
  },
  secondKeyTerm: {
    scene: "teach",
    required: false,
    priority: 11,
    supportingPriority: 14,
    why: "A second word to know is the least needed part of a teach scene.",
  },
  mentorText: {
    scene: "teach",
    required: true,
    priority: 0,
    why: "Read whenever an example, practice item or check refers to it: as required as what needs it.",
  },
  firstExample: {
    scene: "teach",
    required: true,
    priority: 0,
    why: "Every taught standard shows at least one of its own worked examples (I do).",
  },
  secondExample: {
    scene: "teach",
    required: false,
    priority: 1,
    supportingPriority: 8,
    why: "The worked-together example (we do) is the first extra a primary standard gets.",
  },
  moreExamples: {
    scene: "teach",
    required: false,
    priority: 5,
    supportingPriority: 10,
    step: 4,
    why: "Further examples interleave with practice items, so time is spread over the lesson.",
  },
  topicBridge: {
    scene: "teach",
    required: true,
    priority: 0,
    dropOrder: DROP.tease,
    why: "The teacher's topic said before the teaching: what the lesson practises on, then the topic (docs/product/topics.md). The hook and the recap say the topic too, so a too-long video gives it up first.",
  },
  strengthLine: {
    scene: "teach",
    required: false,
    priority: 4.6,
    step: 0.1,
    why: "Time held for one presenter's strength line (strength-lines.ts: the host's question, the expert's why, the rhymer's memory rhyme, the guide's route, the author's tip), or for a game show's points: an optional extra, kept only after the practice, the checks and the transfer task on the topic, so it never takes their time or pushes a script past its target; written after the fitting in the time kept for it.",
  },
  misconception: {
    scene: "teach",
    required: false,
    priority: 4,
    supportingPriority: 12,
    why: "The common mix-up and its fix, before further examples.",
  },
  // Practice
  reading: {
    scene: "practice",
    required: true,
    priority: 0,
    why: "The attached text is read before the practice; its check comes first in the quiz.",
  },
  practiceItem: {
    scene: "practice",
    required: false,
    priority: 2,
    supportingPriority: 6,
    step: 4,
    why: "The primary standard's first item is required (see FIRST_ITEM); later items by priority.",
  },
  topicTask: {
    scene: "practice",
    required: true,
    priority: 4.4,
    dropOrder: DROP.topicTask,
    why: "The card's move applied to the teacher's topic, for a standard where the child makes the content (docs/product/topics.md): the lesson's last practice item, kept whenever the lesson fits once the explanation's second half is cut (ADR 0090: with no text of ours on the topic it is the one place the lesson's practice names it); when kept, the recap's move as a task is not said again.",
  },
  turnAndTalk: {
    scene: "practice",
    required: false,
    priority: 60,
    step: 1,
    why: "Only when the cards' examples and practice do not fill the target length.",
  },
  support: {
    scene: "practice",
    required: true,
    priority: 0,
    why: "A support the writer asked for (docs/product/considerations.md) is always given; it names its own scene.",
  },
  // Check for understanding
  checkQuestion: {
    scene: "check",
    required: false,
    priority: 3,
    step: 2,
    why: "The first two questions are required (the second may go, DROP.secondCheck); the rest by priority.",
  },
  // Recap and close
  recap: {
    scene: "recap",
    required: true,
    priority: 0,
    why: "Each taught goal said again.",
  },
  transfer: {
    scene: "recap",
    required: true,
    priority: 0,
    dropOrder: DROP.tease,
    why: "The teacher's topic after the goals are said again (docs/product/topics.md); the hook always names it, so a too-long video gives this up first.",
  },
  transferTask: {
    scene: "recap",
    required: false,
    priority: 4.5,
    why: "The move said as a task on the topic: after the teaching's own extras (second example, key term, misconception), before further examples.",
  },
  recapRule: {
    scene: "recap",
    required: true,
    priority: 0,
    dropOrder: DROP.recapRule,
    why: "The move said again as steps in the kid's words (recap-lines.ts): after the cheer, before the explanation's second half.",
  },
  recapExample: {
    scene: "recap",
    required: true,
    priority: 0,
    dropOrder: DROP.recapExample,
    why: "The lesson's own worked example named again (recap-lines.ts): goes only after the explanation's second half, before the second check.",
  },
  recapCheer: {
    scene: "recap",
    required: true,
    priority: 0,
    dropOrder: DROP.recapCheer,
    why: "Praise is the first thing after the launch line to go: the goal said again is the recap.",
  },
  close: {
    scene: "close",
    required: true,
    priority: 0,
    why: "The frame's closing image and its goodbye line close the video.",
  },
  goodbyes: {
    scene: "close",
    required: true,
    priority: 0,
    dropOrder: DROP.tease,
    why: "The challenge and the goodbyes go first when a video is too long, with the launch line.",
  },
});

export type PlanKind = keyof typeof PLAN;

/** A required item of a kind (the first two checks, the primary standard's first practice item). */
export const FIRST_ITEM = { priority: 0, required: true } as const;

/**
 * The priority of the `n`-th (0-based) block of a kind for the primary standard (`primary`) or a supporting one.
 */
export function priorityOf(kind: PlanKind, primary = true, n = 0): number {
  const e: PlanEntry = PLAN[kind];
  return (primary ? e.priority : (e.supportingPriority ?? e.priority)) + (e.step ?? 0) * n;
}

/**
 * The scene, required flag, priority and drop order of a block of `kind`. A supporting standard's required
 * teaching block drops with its whole standard (`DROP.supportingStandard`).
 */
export function planned(
  kind: PlanKind,
  primary = true,
  n = 0,
): { scene: SceneKind; required: boolean; priority: number; dropOrder?: number } {
  const e: PlanEntry = PLAN[kind];
  const dropOrder = !primary && e.required && e.scene === "teach" ? DROP.supportingStandard : e.dropOrder;
  return {
    scene: e.scene,
    required: e.required,
    priority: priorityOf(kind, primary, n),
    ...(dropOrder !== undefined ? { dropOrder } : {}),
  };
}
