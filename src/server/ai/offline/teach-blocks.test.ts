import { describe, expect, it } from "vitest";
import {
  goalAsYou,
  goalQuestion,
  mentorIsNeeded,
  withoutMentor,
  refersToMentor,
  saidUnmarked,
  sayExample,
  speakShow,
  bareStopLine,
  defineTerm,
  stopLine,
  focusTerm,
} from "./teach-blocks";
import { readAloudChunks, splitPictureNotes } from "./safe-text";
import ccss from "../../../../data/ccss-ela-k5.json" with { type: "json" };
import { conceptFormatSchema } from "@shared/schemas/standard";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import type { TeachingCard } from "@shared/curriculum/teaching-card";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Cast, isHeading, pictureFor, pictureOwner, sayShow, sayTitle, teachBlocks } from "./teach-blocks";
import { unrepeatDefinitions } from "./draft-script";
import type { ContractScene } from "@shared/script/contract";
import { buildVoices } from "./voice";
import { seededRandom } from "./random";
import { frameFor } from "./frame";
import { starterCast } from "../../db/seed-characters";

describe("teaching-scene wording", () => {
  it("turns a kid goal into the hook's question and the recap's statement", () => {
    expect(goalQuestion("I can hear when two words rhyme, and I can say a rhyming word.")).toBe(
      "Can you hear when two words rhyme, and say a rhyming word?",
    );
    expect(goalQuestion("I can read my words.")).toBe("Can you read your words?");
    expect(goalAsYou("I can read my words.")).toBe("you can read your words");
  });

  it("reads a dialogue example the way a presenter says it", () => {
    expect(speakShow("Teacher: Owls are nocturnal.\nKiri: What does nocturnal mean?")).toBe(
      "The teacher says, “Owls are nocturnal.” Kiri says, “What does nocturnal mean?”",
    );
    expect(speakShow("Listen: cat, hat.")).toBe("cat, hat.");
    // A sentence left without its end mark on purpose trails off instead of getting a period; titles and labels do not.
    expect(sayExample("Where did you put the glue")).toBe("Where did you put the glue…");
    expect(sayExample("Kai said we are almost there")).toBe("Kai said we are almost there…");
    expect(sayExample("Bats at Night")).toBe("Bats at Night.");
    expect(sayExample("Word alone: transportation")).toBe("Here's the word all by itself: transportation.");
    expect(sayExample("A a G g R r")).toBe("A a G g R r.");
    expect(sayExample("The dog ran home.")).toBe("The dog ran home.");
    expect(saidUnmarked("Add the end mark: My dog is named Biscuit")).toBe(
      "Add the end mark: My dog is named Biscuit…",
    );
    expect(saidUnmarked("Say one reason for this opinion: Our class should go on a field trip.")).toBe(
      "Say one reason for this opinion: Our class should go on a field trip.",
    );
    expect(saidUnmarked("Spell the word: cat")).toBe("Spell the word: cat.");
    // A stage direction between the lines is told as narration, not read out in brackets.
    expect(
      speakShow("Aaron: ...and that's why.\n(Aaron stops. The room is quiet.)\nBeatriz: Can I add something?"),
    ).toBe("Aaron says, “...and that's why.” Aaron stops. The room is quiet. Beatriz says, “Can I add something?”");
    expect(speakShow("A red ___ floats away. (Picture: a red balloon)")).toBe("A red ___ floats away.");
  });

  it("says a card's label as the presenter's words, never as a speaker", () => {
    expect(speakShow("Conclusion: Since all the plants got the same water, the difference came from light.")).toBe(
      "Here's the conclusion: Since all the plants got the same water, the difference came from light.",
    );
    expect(speakShow("Comment: This part is boring.")).toBe("The comment says: This part is boring.");
    // Every label the teaching cards put before an example is said as words or as a speaker, never "Review says".
    const dir = fileURLToPath(new URL("../../../../data/teaching/", import.meta.url));
    const labelled = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => JSON.parse(readFileSync(`${dir}${f}`, "utf8")) as TeachingCard[])
      .flatMap((c) => c.examples.map((e) => speakShow(e.show)));
    for (const label of ["Conclusion", "Review", "Claim", "Chart", "Comment", "Food", "Condensation", "Germany"])
      expect(labelled.filter((t) => t.includes(`${label} says,`))).toEqual([]);
  });

  it("says a speaker's role in brackets as words, and a name in any letters", () => {
    expect(
      speakShow("Tomás (facilitator): We've spent ten minutes on the ending. Let's move to question three: Why?"),
    ).toBe("Tomás, the facilitator, says, “We've spent ten minutes on the ending. Let's move to question three: Why?”");
    expect(speakShow("Jonah (to his partner): I think so.\nAva: Me too.")).toBe(
      "Jonah says to his partner, “I think so.” Ava says, “Me too.”",
    );
    expect(speakShow("Tomás (at show and tell): This is my rock.\nGrace: How did it get so smooth?")).toBe(
      "Tomás, at show and tell, says, “This is my rock.” Grace says, “How did it get so smooth?”",
    );
    expect(speakShow("Classmate: I don't get it.\nTala: I mixed baking soda and vinegar.")).toBe(
      "The classmate says, “I don't get it.” Tala says, “I mixed baking soda and vinegar.”",
    );
  });

  it("knows a passage's heading from a line of its text or of a poem", () => {
    const bees = "Honeybees live in groups.\nJobs in the Hive\nThe queen bee lays the eggs.";
    expect(isHeading("Jobs in the Hive", bees)).toBe(true);
    expect(isHeading("Making Honey", bees)).toBe(true);
    expect(isHeading("The queen bee lays the eggs.", bees)).toBe(false);
    expect(isHeading("From China, long ago", bees)).toBe(false);
    expect(isHeading("Warm bread smells sweet", "Warm bread smells sweet / Oranges shine")).toBe(false);
    expect(isHeading("The dog ran home", bees)).toBe(false);
  });

  it("shares a dialogue out between two presenters, each character in one voice", () => {
    const rnd = seededRandom(3);
    const cast = new Cast(buildVoices(starterCast.slice(0, 2), rnd), rnd);
    const [a, b] = cast.voices.map((v) => v.name);
    const beats = sayShow(
      cast,
      [0, 1],
      "Listen: ",
      "Classmate: I don't get it.\nTala: I mixed baking soda and vinegar.\nClassmate: Oh, I see.",
    );
    expect(beats).toEqual([
      { type: "line", speaker: a, text: "Listen: The classmate says, “I don't get it.”" },
      { type: "line", speaker: b, text: "Tala says, “I mixed baking soda and vinegar.”" },
      { type: "line", speaker: a, text: "The classmate says, “Oh, I see.”" },
    ]);
    // One line of one speaker, or a lone presenter: one line as before.
    expect(sayShow(cast, [0, 1], "Listen: ", "Teacher: Why do the monarchs leave?")).toHaveLength(1);
    const solo = new Cast(buildVoices(starterCast.slice(0, 1), rnd), rnd);
    expect(sayShow(solo, [0, 0], "Listen: ", "Classmate: Huh?\nTala: I mixed it.")).toHaveLength(1);
  });

  it("shows picture notes instead of saying them", () => {
    expect(
      splitPictureNotes("The roots drink water. (Picture: a label points to the roots.) The stem holds it up."),
    ).toEqual({
      speech: "The roots drink water. The stem holds it up.",
      visuals: ["A label points to the roots."],
    });
    expect(splitPictureNotes("A larva (in bold) hatches.").speech).toBe("A larva hatches.");
  });

  it("knows when an item needs the mentor text read first", () => {
    const mentor = { title: "Duck Gets Wet", text: "It was a rainy day at the pond. Duck sat under a big leaf." };
    expect(refersToMentor("Where does Duck sit?", mentor)).toBe(true);
    expect(refersToMentor("In the story, what is the weather?", mentor)).toBe(true);
    expect(refersToMentor("Do cat and hat rhyme?", mentor)).toBe(false);
    const mole = { title: "A Long Story", text: "Mo the mole dug all day. Mo found a red button under the hill." };
    expect(refersToMentor("What did Mo find?", mole)).toBe(true);
    expect(refersToMentor("It is a red hat.", mole)).toBe(false);
    const card = {
      mentorText: mentor,
      examples: [{ show: "cat", thinkAloud: "c-a-t", answer: "cat" }],
      practice: [],
      checks: [],
      misconception: { wrong: "x", fix: "y" },
    } as unknown as TeachingCard;
    expect(mentorIsNeeded(card)).toBe(false);
    expect(
      mentorIsNeeded({ ...card, practice: [{ prompt: "Why did Duck sit under a big leaf?", answer: "to stay dry" }] }),
    ).toBe(true);
  });

  it("says a card's labels as words, never reading them out (the review's quoted lines)", () => {
    // A one-line dialogue is a speaker's line too.
    expect(speakShow("Listen: Teacher: Why do the monarchs leave?")).toBe(
      "The teacher says, “Why do the monarchs leave?”",
    );
    expect(speakShow("In a sentence: The old bridge needed an inspection before trucks could cross it.")).toBe(
      "Now the word in a sentence: The old bridge needed an inspection before trucks could cross it.",
    );
    expect(speakShow("h hat")).toBe("the letter h, and the word hat");
    expect(sayExample("h hat")).toBe("the letter h, and the word hat.");
    expect(speakShow("Text 1: Spiders have eight legs. Text 2: Insects have six legs.")).toBe(
      "Text one says: Spiders have eight legs. Text two says: Insects have six legs.",
    );
    expect(speakShow("Picture: a frog in the air above a log. Words: The frog ___.")).toBe(
      "Look at the picture. The words say: The frog ___.",
    );
    // A title that names its kind of text is said as a presenter introduces it.
    expect(sayTitle("The Maple on Our Corner (a poem) and Theo's Bridge (a story)")).toBe(
      `a poem, "The Maple on Our Corner", and then a story, "Theo's Bridge"`,
    );
    expect(sayTitle("My Bean (a poem)")).toBe(`a poem, "My Bean"`);
    expect(sayTitle("Ana and the Snail")).toBe("");
    // Verse: the page's line marks are not read.
    expect(speakShow("She hops when I hop, / she stops when I stop.")).toBe(
      "She hops when I hop, she stops when I stop.",
    );
    expect(readAloudChunks("Warm bread smells sweet / Oranges shine like little suns")).toEqual([
      "Warm bread smells sweet, Oranges shine like little suns",
    ]);
  });

  it("speaks no card label, speaker label or verse mark in any teaching line of any card", () => {
    const dir = fileURLToPath(new URL("../../../../data/teaching/", import.meta.url));
    const cards = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) => JSON.parse(readFileSync(`${dir}${f}`, "utf8")) as TeachingCard[]);
    // The labels cards use most, as written on the card; a presenter says each as words.
    const RAW =
      /(?:^|[.!?…]["”’)]?\s+|:\s+)(?:Word alone|In a sentence|Teacher|Question|Text|Story|Words|Topic|Word|Sound|Title|Summary|Before|After|Opinion|Reason|Picture|Text [1-9A-E]|Story [1-9]|Book [1-9]|Word to spell|Word to write|From the story|Prompt|Vague|Precise):\s/;
    // A lead-in followed by a label: "Here's one: Word alone: …", "Think along with us: In a sentence: …".
    const DOUBLE =
      /^(?:Look at this|Here's one|Watch me with this|Let's do one together|Help us with this one|Think along with us|Try this one with me|Your brain and mine, together|Let's work this one out together|Listen): [A-Z][\w'’ ]{0,28}: /;
    // Lines this check does not cover: key terms ("A word to know: this / these"), the mix-up, and the answer's
    // own lead-in, which other parts of the engine word.
    const OTHER =
      /^(?:A word to know|One more word to know|Watch out for a mix-up|There it is|Here's my answer|This tells us|Putting it together|Here's what we found)/;
    const problems: string[] = [];
    for (const card of cards) {
      const rnd = seededRandom(7);
      const cast = new Cast(buildVoices(starterCast.slice(0, 2), rnd), rnd);
      const frame = frameFor({ title: "Word Lab", description: "", format: "studio" }, "Words");
      const blocks = teachBlocks(cast, {
        card,
        sceneIndex: 0,
        lead: 0,
        partner: 1,
        frame,
        examples: card.examples,
        captions: false,
      });
      for (const b of blocks)
        for (const beat of b.beats) {
          if (beat.type !== "line") continue;
          const t = beat.text;
          if (OTHER.test(t)) continue;
          if (t.includes(" / ")) problems.push(`${card.code} verse mark: ${t}`);
          if (/\((?:a|an) [\w ,-]+\)/.test(t)) problems.push(`${card.code} title label: ${t}`);
          if (RAW.test(t)) problems.push(`${card.code} card label: ${t}`);
          if (DOUBLE.test(t)) problems.push(`${card.code} lead-in and label: ${t}`);
          if (/^[^:]{3,40}: (?!(?:a|an|I) )[a-zA-Z]{1,2} [a-z]{2,}\.$/.test(t))
            problems.push(`${card.code} letter and picture word: ${t}`);
        }
    }
    expect(problems.slice(0, 12)).toEqual([]);
  }, 60_000);
});

describe("the line that opens a teaching stop", () => {
  it("names the key term as a word, in a whole sentence, for every card's term in every frame", () => {
    const terms = new Set(ccss.standards.map((s) => getTeachingCard(s.code)!.keyTerms[0]!.term));
    const problems: string[] = [];
    for (const format of conceptFormatSchema.options) {
      const frame = frameFor({ title: "x", format });
      for (const term of terms)
        for (let k = 0; k < 3; k++) {
          const line = stopLine(frame, 2, term, (items) => items[k % items.length]!);
          const several = term.includes(" ");
          const ok =
            /^[A-Z]/.test(line) &&
            line.toLowerCase().includes(frame.stop(2).toLowerCase()) &&
            line.includes(`"${term}."`) &&
            // "the words "question word"" and "Our words for clue 1 are …" read as if the term were several words.
            !/\bthe words "|\bOur words?\b|\bare "/.test(line) &&
            (several ? !/\bthe word\b/.test(line) : true) &&
            // Not "brings us the word …" or "is a word: noun.": a label read out, not what a presenter says.
            !/brings us|is a word:/.test(line);
          if (!ok) problems.push(`${format} / ${term}: ${line}`);
        }
    }
    expect(problems).toEqual([]);
    const lab = frameFor({ title: "x", format: "lab" });
    expect(stopLine(lab, 1, "infer", (items) => items[0]!)).toBe('Test 1 is all about the word "infer."');
    const detective = frameFor({ title: "x", format: "detective" });
    expect(stopLine(detective, 1, "question word", (items) => items[1]!)).toBe(
      'Clue 1 begins with a word to know: "question word."',
    );
    expect(stopLine(detective, 1, "noun", (items) => items[2]!)).toBe('Clue 1 begins with a word to know: "noun."');
    expect(bareStopLine(detective, 2)).toBe("On to clue 2!");
  });

  it("says a definition as a sentence about its term", () => {
    expect(defineTerm("infer", "To figure out something the text does not say.")).toBe(
      "To infer is to figure out something the text does not say.",
    );
    expect(defineTerm("question word", "A word like who, what or why.")).toBe(
      "A question word is a word like who, what or why.",
    );
    expect(defineTerm("singular", "Just one, like one cat.")).toBe('"Singular" means just one, like one cat.');
    expect(defineTerm("in and on", "In means inside a thing, and on means on top of it.")).toBe(
      "In means inside a thing, and on means on top of it.",
    );
    expect(defineTerm("adjective", "A describing word.")).toBe("An adjective is a describing word.");
    expect(defineTerm("context clues", "Hints in the nearby words.")).toBe(
      '"Context clues" means hints in the nearby words.',
    );
    expect(defineTerm("this / these", "Words for things near you.")).toBe(
      '"This / these" means words for things near you.',
    );
  });
});

describe("the picture before a worked example", () => {
  const card = getTeachingCard("L.3.1.f")!;
  const byShow = (start: string) => card.examples.find((e) => e.show.startsWith(start))!;
  const visualsBefore = (examples: TeachingCard["examples"]) => {
    const rnd = seededRandom(3);
    const cast = new Cast(buildVoices(starterCast.slice(0, 2), rnd), rnd);
    const frame = frameFor({ title: "Word Lab", description: "", format: "studio" }, "Words");
    const blocks = teachBlocks(cast, { card, sceneIndex: 0, lead: 0, partner: 1, frame, examples, captions: false });
    // Each example's block: the VISUAL lines before its ON SCREEN line.
    return examples.map((e) => {
      const block = blocks.find((b) => b.beats.some((x) => x.type === "onScreen" && x.text === e.show))!;
      const at = block.beats.findIndex((x) => x.type === "onScreen" && x.text === e.show);
      return block.beats.slice(0, at).flatMap((x) => (x.type === "visual" ? [x.text] : []));
    });
  };

  it("is the one the card drew for that example, whichever example the seed puts first", () => {
    // The robin example first: its arrow picture, not the card's second picture (drawn for another example).
    const [robin, kids] = visualsBefore([byShow("The robin"), byShow("The kids on my street")]);
    expect(robin).toEqual([card.visuals.find((v) => v.includes("'robin'"))]);
    expect(kids).toEqual([card.visuals.find((v) => v.includes("The kids on my street"))]);
    expect(pictureFor(byShow("The robin"), card.visuals, new Set())).toBe(robin![0]);
  });

  it("is left out when no picture of the card shows the example, and no picture is shown twice", () => {
    // The goal's seesaw is on screen already; "My sister plays the violin" has no picture of its own.
    const [sister] = visualsBefore([byShow("My sister")]);
    expect(sister).toEqual([]);
    const all = visualsBefore(card.examples).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).not.toContain(card.visuals[0]);
  });
});

describe("the picture at a teaching stop's goal", () => {
  const card = getTeachingCard("RF.2.3.a")!;
  const goalVisuals = (examples: TeachingCard["examples"]) => {
    const rnd = seededRandom(3);
    const cast = new Cast(buildVoices(starterCast.slice(0, 2), rnd), rnd);
    const frame = frameFor({ title: "Word Lab", description: "", format: "studio" }, "Words");
    const blocks = teachBlocks(cast, { card, sceneIndex: 0, lead: 0, partner: 1, frame, examples, captions: false });
    const goal = blocks.find((b) => b.bareStop !== undefined)!;
    return goal.beats.flatMap((b) => (b.type === "visual" ? [b.text] : []));
  };
  const hop = card.examples.find((e) => e.show.startsWith("hop"))!;
  const she = card.examples.find((e) => e.show.startsWith("she"))!;

  it("is never a picture drawn for an example the time may leave out ('hop' becoming 'hope' before 'she')", () => {
    expect(pictureOwner(card.visuals[0]!, card.examples)).toBe(hop);
    expect(goalVisuals([she, hop])).toEqual([card.visuals[1]]);
    // The first example is always kept: its own picture may open the stop.
    expect(goalVisuals([hop, she])).toEqual([card.visuals[0]]);
  });

  it("may show what the stop says, though the picture was drawn for an example left out", () => {
    // SL.2.1.a's explanation says "Wait for a pause, or give a quiet signal", said at the stop whichever example follows.
    const sl = getTeachingCard("SL.2.1.a")!;
    const rnd = seededRandom(3);
    const cast = new Cast(buildVoices(starterCast.slice(0, 1), rnd), rnd);
    const frame = frameFor({ title: "Word Lab", description: "", format: "studio" }, "Words");
    const jin = sl.examples.find((e) => e.show.startsWith("Jin"))!;
    const blocks = teachBlocks(cast, {
      card: sl,
      sceneIndex: 0,
      lead: 0,
      partner: 0,
      frame,
      examples: [jin],
      captions: false,
    });
    const goal = blocks.find((b) => b.bareStop !== undefined)!;
    expect(goal.beats.find((b) => b.type === "visual")).toEqual({ type: "visual", text: sl.visuals[0] });
    expect(pictureOwner(sl.visuals[0]!, sl.examples)).not.toBe(jin);
  });

  it("shows the passage's picture when the passage is read in the scene", () => {
    const w23 = getTeachingCard("W.2.3")!;
    const rnd = seededRandom(3);
    const cast = new Cast(buildVoices(starterCast.slice(0, 1), rnd), rnd);
    const frame = frameFor({ title: "Word Lab", description: "", format: "studio" }, "Words");
    const blocks = teachBlocks(cast, {
      card: w23,
      sceneIndex: 0,
      lead: 0,
      partner: 0,
      frame,
      examples: [...w23.examples].reverse(),
      captions: false,
    });
    const goal = blocks.find((b) => b.bareStop !== undefined)!;
    expect(goal.beats.find((b) => b.type === "visual")).toEqual({ type: "visual", text: w23.visuals[0] });
  });
});

describe("a card label said before a phrase", () => {
  it("is said as a sentence ('The topic is the Moon.'), keeping its colon only before a question", () => {
    expect(sayExample("Topic: the day I flew my kite.")).toBe("The topic is the day I flew my kite.");
    expect(sayExample("Topic: the Moon")).toBe("The topic is the Moon.");
    expect(sayExample("Word: cat")).toBe("The word is cat.");
    expect(sayExample("Question: How do bees talk?")).toBe("The question is: How do bees talk?");
  });
});

describe("a supporting standard taught without its passage", () => {
  it("keeps none of the passage's pictures, nor one drawn for an example that needs the passage", () => {
    const card = getTeachingCard("W.2.3")!;
    const light = withoutMentor(card)!.card;
    expect(card.visuals.some((v) => refersToMentor(v, card.mentorText))).toBe(true);
    expect(light.visuals.filter((v) => refersToMentor(v, card.mentorText))).toEqual([]);
    const owners = light.visuals
      .map((v) => pictureOwner(v, card.examples))
      .filter((o) => o !== undefined && o !== null);
    for (const owner of owners) expect(light.examples).toContain(owner);
    expect(light.visuals.length).toBeGreaterThan(0);
  });
});

describe("a term defined twice in a row", () => {
  it("keeps the first definition and the rest of the second line", () => {
    const line = (speaker: string, text: string) => ({ type: "line" as const, speaker, text });
    const scenes: ContractScene[] = [
      {
        kind: "teach",
        title: "POINT OF VIEW",
        code: "RL.3.6",
        durationSec: 30,
        beats: [
          line("PENNY PAGE", '"Point of view" means what a person thinks or feels about something.'),
          line(
            "RHYMO",
            "Point of view is what someone thinks or feels about something. The narrator may have strong feelings.",
          ),
          line("PENNY PAGE", "A simile compares two things using like or as."),
          line("RHYMO", "Similes make pictures in our minds."),
        ],
      },
    ];
    unrepeatDefinitions(scenes, ["point of view", "simile"]);
    expect(scenes[0]!.beats.map((b) => (b.type === "line" ? b.text : ""))).toEqual([
      '"Point of view" means what a person thinks or feels about something.',
      "The narrator may have strong feelings.",
      "A simile compares two things using like or as.",
      "Similes make pictures in our minds.",
    ]);
  });
});

describe("the term a teaching scene is about", () => {
  const terms = [
    { term: "simile", definition: "A comparison using like or as." },
    { term: "metaphor", definition: "A comparison that says one thing is another." },
  ];
  it("is the card's first unless every kept example names another of its skill words", () => {
    expect(focusTerm(terms, ["This simile uses like."], "")).toBe(0);
    expect(focusTerm(terms, ["The metaphor shows how heavy his worries were."], "")).toBe(1);
    expect(focusTerm(terms, ["The metaphor shows it.", "Like a jar of fireflies."], "")).toBe(0);
    // A word of the card's own passage is its subject, never the skill.
    const link = [
      { term: "compare", definition: "To show how things are alike or different." },
      { term: "signal word", definition: "A word like but, because, or first that shows how ideas connect." },
      { term: "reptile", definition: "A cold-blooded animal with scaly skin." },
    ];
    expect(
      focusTerm(
        link,
        ['I look for a word that links them. "That is why" tells me the first one is the reason.'],
        "reptiles",
      ),
    ).toBe(1);
    expect(focusTerm(link, ["Alligators are reptiles with scaly skin."], "Alligators are big reptiles.")).toBe(0);
  });
});
