import type { Strand } from "./phrasing";

/**
 * How each CCSS ELA strand is taught in a short video: three kid-sized steps, a modelled example, a practice
 * prompt and a check question. Examples avoid food and anything scary so that common content considerations
 * never conflict with them.
 */
export interface StrandMoves {
  steps: [string, string, string];
  /** A worked example, said after the steps. */
  model: (topic: string) => string;
  /** What viewers try on their own during PRACTICE. */
  practice: (topic: string) => string;
  question: string;
  answer: string;
}

const MOVES: Record<Strand, StrandMoves> = {
  RF: {
    steps: [
      "look at each letter from left to right",
      "say the sound each letter or letter team makes",
      "blend the sounds together smoothly to read the word",
    ],
    model: () => `Let's try one together: /s/ /u/ /n/... sun! Slide the sounds together like going down a slide.`,
    practice: (topic) =>
      `Read the words on screen about ${topic}. Tap each sound with a finger, then blend them into the word!`,
    question: "After you say each sound in a word, what do you do next?",
    answer: "You blend the sounds together to read the whole word!",
  },
  RL: {
    steps: [
      "read or listen to the whole story",
      "notice what the characters say, do, and feel",
      "ask yourself: what happened, and what did the character learn?",
    ],
    model: () =>
      `Think of the tortoise and the hare. Slow and steady Tortoise keeps going and wins the race, so the lesson is: keep trying and don't give up!`,
    practice: (topic) =>
      `Think of a story you know about ${topic}. Tell a grown-up or a friend what happens at the beginning, the middle, and the end.`,
    question: "When you finish a story, what big question can you ask yourself?",
    answer: "What did the character learn? That's the lesson of the story!",
  },
  RI: {
    steps: [
      "look at the title, headings, and pictures",
      "find the most important facts",
      "connect the facts: how does one idea lead to another?",
    ],
    model: (topic) =>
      `When I read about ${topic}, I ask: what is this mostly about? Then I look for the details that prove it.`,
    practice: (topic) =>
      `Look at the picture on screen about ${topic}. Say one fact you learned and one question you still have.`,
    question: "What can you look at first to find out what a nonfiction text is about?",
    answer: "The title, the headings, and the pictures give you great clues!",
  },
  W: {
    steps: [
      "plan what you want to tell your reader",
      "write your ideas in order: beginning, middle, and end",
      "reread your writing and fix anything that sounds off",
    ],
    model: (topic) =>
      `If I write about ${topic}, I can start with a hook like "Did you know...?" and then add my details in order.`,
    practice: (topic) =>
      `Grab a pencil! Write one sentence about ${topic}. Start with a capital letter and finish with a period.`,
    question: "What should every writer do after the first draft is done?",
    answer: "Reread it and fix anything that sounds off. Writers check their work!",
  },
  SL: {
    steps: [
      "look at the speaker and listen with your whole body",
      "listen for the most important idea",
      "ask a question to learn more or to check that you understood",
    ],
    model: (topic) =>
      `When a friend tells me about ${topic}, I look at them, I listen, and then I ask: "Can you tell me more about that?"`,
    practice: (topic) =>
      `Turn to someone near you and tell them one thing about ${topic}. Then let them ask you a question!`,
    question: "What is one way to show you are really listening?",
    answer: "Look at the speaker, and ask a question about what they said!",
  },
  L: {
    steps: [
      "look closely at the word and the sentence around it",
      "look for clues like word parts, punctuation, or nearby words",
      "try the word in a sentence of your own",
    ],
    model: () =>
      `Take the word "unhappy." The part "un" means "not," so unhappy means not happy. Word parts are like puzzle pieces!`,
    practice: (topic) => `Pick a word that goes with ${topic} and use it in your own sentence. Say it out loud!`,
    question: "When you meet a tricky word, where can you look for clues?",
    answer: "In the word's parts and in the sentence around it!",
  },
  OTHER: {
    steps: ["listen to the idea carefully", "try it with an example", "explain it in your own words"],
    model: (topic) => `Let's use ${topic} as our example and say the idea in our own words.`,
    practice: (topic) => `Tell someone one thing you now know about ${topic}.`,
    question: "How can you show you really understand a new idea?",
    answer: "Explain it in your own words and give an example!",
  },
};

/** The teaching moves for a strand. */
export function movesFor(strand: Strand): StrandMoves {
  return MOVES[strand];
}
