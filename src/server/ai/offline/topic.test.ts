import { describe, expect, it } from "vitest";
import ccss from "../../../../data/ccss-ela-k5.json" with { type: "json" };
import { parseContract } from "@shared/script/contract";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { ROSA_KITE } from "./attached-stories.fixture";
import { draftScript } from "./draft-script";
import {
  baseWordExample,
  cardMaterial,
  minimalPairExample,
  quotedTopic,
  subjectWords,
  skillText,
  topicNote,
  topicAsSaid,
  topicFirst,
  topicItemsNotUsed,
  topicWords,
  transferLine,
} from "./topic";

const card = (code: string) => getTeachingCard(code)!;
const description = (code: string) =>
  (ccss.standards as { code: string; description: string }[]).find((s) => s.code === code)!.description;
const draft = (topic: string, code: string, grade: "K" | "1" | "2" | "3" | "4" | "5", minutes = 5, pdfText?: string) =>
  draftScript({
    topic,
    grade,
    targetMinutes: minutes,
    standards: [{ code, description: description(code) }],
    characters: [starterCast[0]!, starterCast[1]!],
    concept: { title: "Story Quest", description: "Two explorers hunt for answers." },
    seed: 3,
    ...(pdfText ? { pdfText } : {}),
  });
const lines = (text: string, kind?: string) =>
  parseContract(text)
    .scenes.filter((s) => !kind || s.kind === kind)
    .flatMap((s) => s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])));

describe("the teacher's topic in the script", () => {
  it("is said in the hook, in the bridge into the teaching and in the child's own task on it", () => {
    const { text } = draft("Explaining how a lighthouse works", "W.4.2", "4", 6);
    // Said in its own line, in one of its ways ("Today's topic is …", "Our topic is …").
    expect(lines(text, "hook")).toContainEqual(
      expect.stringMatching(/^(?:Today's topic is|Our topic is) "Explaining how a lighthouse works\."$/),
    );
    expect(lines(text, "teach")).toContain(
      "We'll practice on a short text first, and then you can use it on how a lighthouse works.",
    );
    // Said as a subject in the presenter's own sentence, never quoted back as a title: the last practice item, kept
    // whenever the lesson fits (ADR 0090), so the recap does not set the same task again.
    expect(lines(text, "practice")).toContainEqual(
      expect.stringContaining(
        "Your turn: Write a first sentence for a piece about how a lighthouse works that names the topic",
      ),
    );
    expect(lines(text, "recap").join(" ")).not.toContain("lighthouse");
  });

  it("tells the producer when the examples come from the teaching card and not from the topic", () => {
    const story = draft("Two versions of The Gingerbread Man", "RL.2.9", "2");
    expect(parseContract(story.text).notes).toContain(
      "The examples come from the teaching card for RL.2.9, not from the topic; the presenters name the topic in the hook, before the teaching and in the recap.",
    );
    // A standard a text teaches: attaching a text about the topic makes it the lesson's text.
    // (A subject the topic-text library has no text about: a lighthouse now has one.)
    const facts = draft("How a windmill works", "RI.3.3", "3");
    expect(parseContract(facts.text).notes).toContain(
      'The examples come from the teaching card for RI.3.3. To teach from a text about "How a windmill works", attach it in step 1.',
    );
  });

  it("names a subject in the attach-a-text NOTE only when the topic names one, not a skill and a kind of text", () => {
    const skillTopics: [string, string, "2" | "3" | "4" | "5"][] = [
      ["finding the theme of a fable", "RL.5.2", "5"],
      ["the theme of a myth", "RL.4.2", "4"],
      ["finding the central message of a folktale", "RL.3.2", "3"],
      ["describing a character in a legend", "RL.3.3", "3"],
      ["main idea of a biography", "RI.4.2", "4"],
      ["the lesson of a fairytale", "RL.2.2", "2"],
    ];
    for (const [topic, code, grade] of skillTopics)
      for (const minutes of [3, 5]) {
        const { text } = draft(topic, code, grade, minutes);
        const notes = parseContract(text).notes.join(" ");
        expect(notes, topic).not.toMatch(/To teach from a text about/);
        // No bridge or transfer sends the skill on to the topic as if it were a subject.
        expect(lines(text).join(" "), topic).not.toContain(`use it on ${topic}`);
        // The NOTE still says when the kind of text the topic names is not what the lesson reads.
        const said = lines(text, "teach").join(" ").toLowerCase();
        const kind = /\b(fable|myth|folktale|legend|biography|fairytale)\b/.exec(topic)![1]!;
        expect(said.includes(kind.slice(0, 4)) || notes.includes(`not from the topic: "${kind}"`), topic).toBe(true);
      }
    const subjectTopics: [string, string, "3" | "4" | "5"][] = [
      ["How a windmill works", "RI.3.3", "3"],
      ["a fable about a fox and a crow", "RL.3.2", "3"],
      ["a legend about a giant turtle", "RL.4.2", "4"],
    ];
    for (const [topic, code, grade] of subjectTopics) {
      const notes = parseContract(draft(topic, code, grade).text).notes.join(" ");
      expect(notes, topic).toContain(`To teach from a text about "${topic}", attach it in step 1.`);
    }
  });

  it("reads a classic tale the library retells, named as a fable or folktale in the NOTE and the lines (ADR 0094)", () => {
    for (const [topic, code, grade, kind, first] of [
      ["The Tortoise and the Hare", "RL.2.2", "2", "a fable from ancient Greece", "Long ago, in a green meadow"],
      [
        "Anansi and the Pot of Wisdom",
        "RL.1.2",
        "1",
        "a folktale from the Ashanti people of Ghana",
        "Anansi was a spider.",
      ],
      ["the three billy goats gruff", "RL.K.2", "K", "a folktale from Norway", "Three goats lived on a hill."],
    ] as const)
      for (const minutes of [3, 5]) {
        const { text } = draft(topic, code, grade, minutes);
        const notes = parseContract(text).notes.join(" ");
        expect(notes, `${topic} ${minutes}`).toMatch(new RegExp(`is Nova Writer's own retelling of ${kind}:`));
        const said = lines(text, "teach").join(" ");
        expect(said, `${topic} ${minutes}`).toContain(first);
        // RL.x.2's "fables and folktales from diverse cultures": the kind and the culture are said, however short.
        expect(said, `${topic} ${minutes}`).toContain(`Our reading is ${kind}, told in our own words.`);
      }
    // The animal alone is its own subject, never the fable: no retelling is read and no tale is named.
    const tortoises = draft("tortoises", "RL.2.2", "2").text;
    expect(tortoises).not.toMatch(/Long ago, in a green meadow|a fable from ancient Greece|own retelling/);
  });

  it("sends the skill on to the topic only when the topic is not the attached text itself", () => {
    const kite = ROSA_KITE;
    const lighthouse = `Lighthouses\nA lighthouse is a tall tower with a bright light at the top. Ships at sea can see the light from far away. The light tells sailors that land is near. Long ago, keepers lit big lamps with oil every night. Today most lighthouse lights turn on by themselves when it gets dark. A big glass lens bends the light into one beam, so the light is strong. The beam shines for many miles, so sailors can steer away from the rocks. Because of the light, ships stay safe at night.`;
    const bridge = /and then you can use it on|Now try it with what you know about/;
    // The topic is the reading: no line sends the skill on to it.
    const aboutText: [string, string, string, "2" | "3"][] = [
      ["how Rosa responds to losing her kite", "RL.2.3", kite, "2"],
      ["Rosa and her grandpa fly a kite", "RL.2.1", kite, "2"],
      ["the lesson Rosa learns from her lost kite", "RL.3.2", kite, "3"],
      ["How a lighthouse works", "RI.3.3", lighthouse, "3"],
    ];
    for (const [topic, code, text, grade] of aboutText)
      for (const minutes of [3, 5, 8]) {
        const script = draft(topic, code, grade, minutes, text).text;
        expect(lines(script).join("\n"), `${topic} ${minutes}`).not.toMatch(bridge);
      }
    // A topic the text is not about still gets its bridge or transfer, where the length keeps one.
    let bridged = 0;
    for (const [topic, code, text, grade] of [
      ["volcanoes", "RL.2.3", kite, "2"],
      ["how bridges are built", "RI.3.3", lighthouse, "3"],
    ] as const)
      for (const minutes of [3, 5, 8])
        if (bridge.test(lines(draft(topic, code, grade, minutes, text).text).join("\n"))) bridged++;
    expect(bridged).toBeGreaterThan(0);
  });

  it("says nothing of the kind when a text is attached or the topic only names the skill", () => {
    const text = `Lighthouses\nA lighthouse is a tall tower with a bright light at the top. Ships at sea can see the light from far away. The light tells sailors that land is near. Long ago, keepers lit big lamps with oil every night. Today most lighthouse lights turn on by themselves when it gets dark. A big glass lens bends the light into one beam, so the light is strong. The beam shines for many miles, so sailors can steer away from the rocks. Because of the light, ships stay safe at night.`;
    // A text that marks how its ideas are linked ("so", "because"), so RI.3.3 is taught from it (attachments.md).
    const attached = draft("How a lighthouse works", "RI.3.3", "3", 5, text);
    expect(parseContract(attached.text).notes.join(" ")).not.toMatch(/examples come from the teaching card/);
    const skill = draft("Reading with a purpose: why am I reading this?", "RF.5.4.a", "5", 3);
    expect(parseContract(skill.text).notes.join(" ")).not.toMatch(/examples come from the teaching card/);
  });

  it("is said in the hook alone when it names the skill: no bridge or transfer sends the skill on to itself", () => {
    for (const [topic, code, grade] of [
      ["Subject-Verb Agreement", "L.1.1.c", "1"],
      ["Reading with a purpose: why am I reading this?", "RF.5.4.a", "5"],
    ] as const) {
      const { text } = draft(topic, code, grade, 5);
      // Said in the hook at grades 3–5; at K–2 the goal's question names the skill in the child's words instead.
      expect(/(?:Today's topic is|Our topic is) "/.test(lines(text, "hook").join(" ")), topic).toBe(grade === "5");
      expect(text, topic).not.toMatch(/use it on our topic|try it on our topic/);
      expect(parseContract(text).notes.join(" "), topic).not.toMatch(/not from the topic/);
    }
  });

  it("teaches from the words the topic names: a word pair, a word family", () => {
    const pair = draft("Cap or cup? One letter changes the word", "RF.K.3.d", "K", 3);
    const teach = lines(pair.text, "teach");
    expect(teach).toContain("Let's start with the words from our topic: cap and cup.");
    expect(teach.join(" ")).toContain("Cap has /a/ in the middle, and cup has /u/.");
    // Its own picture, not the one the card drew for its own first example.
    const pictures = parseContract(pair.text)
      .scenes.filter((s) => s.kind === "teach")
      .flatMap((s) => s.beats.flatMap((b) => (b.type === "visual" ? [b.text] : [])));
    expect(pictures).toContain(
      '"cap" stacked above "cup": the matching letters turn green, and the one letter that changes flashes orange.',
    );
    expect(parseContract(pair.text).notes.join(" ")).not.toMatch(/examples come from the teaching card/);
    const family = draft("Look, looks, looked, looking: finding the root word", "L.1.4.c", "1", 3);
    expect(lines(family.text, "teach").join(" ")).toMatch(/\bthe base word is look\./i);
    expect(family.text).toContain("VISUAL: A hand covers the ending of 'looking' to show 'look' underneath.");
    // The card's own picture goes before its own example ("helping"), never before the topic's ("looking").
    expect(family.text).toContain(
      "VISUAL: A hand covers the ending of 'looking' to show 'look' underneath.\nON SCREEN: looking",
    );
    // Its picture is shown right before "helping" when that example is kept, and never without it.
    const helping = family.text.includes("ON SCREEN: helping");
    expect(
      family.text.includes("VISUAL: A hand covers -ing on 'helping' to show 'help' underneath.\nON SCREEN: helping"),
    ).toBe(helping);
    expect(family.text.includes("on 'helping' to show 'help'")).toBe(helping);
  });

  it("teaches from a word family or word parts the topic names (word-parts.ts)", () => {
    const rhyme = draft("Rhyming words with -ug", "RF.K.2.a", "K", 3);
    const teach = lines(rhyme.text, "teach").join(" ");
    expect(teach).toContain("Let's start with the /ug/ family from our topic.");
    expect(teach).toContain("They all end with the /ug/ sound.");
    expect(rhyme.text).toContain("VISUAL: Pictures of a bug, a rug and a mug in a row");
    // The examples do come from the topic: no NOTE says otherwise.
    for (const { text } of [rhyme, draft("The -at family", "RF.K.2.e", "K", 3)])
      expect(parseContract(text).notes.join(" ")).not.toMatch(/not from the topic|from the teaching card/);
    const parts = draft("Unlock words with re- and -ful", "RF.2.3.d", "2", 3);
    const taught = lines(parts.text, "teach").join(" ");
    expect(taught).toContain("Let's start with the prefix re and the suffix ful from our topic.");
    expect(taught).toContain("The base word is tell.");
    expect(taught).toContain("Re means again, so retell means tell again.");
    expect(taught).toContain("Ful means full of, so helpful means full of help.");
  });
});

describe("topic wording", () => {
  it("quotes the topic with its own end mark or a period", () => {
    expect(quotedTopic("How a lighthouse works")).toBe('"How a lighthouse works."');
    expect(quotedTopic("Cap or cup?")).toBe('"Cap or cup?"');
  });

  it("finds the words that name a subject, not the skill or the teacher's framing", () => {
    expect(subjectWords("Explaining how a lighthouse works with linking words", skillText(card("W.4.2.c")))).toEqual([
      "lighthouse",
    ]);
    expect(subjectWords("Reading with a purpose: why am I reading this?", skillText(card("RF.5.4.a")))).toEqual([]);
    // The standard's own examples ("e.g., company, companion") are material, not skill.
    expect(subjectWords("Company and companion", skillText(card("L.3.4.c"), description("L.3.4.c")))).toEqual([
      "company",
      "companion",
    ]);
  });

  it("says only where the final script names the topic, after the fitter has dropped lines", () => {
    // A two-minute video keeps the hook's topic line and gives up the bridge and the recap's topic line.
    const short = draftScript({
      topic: "Snap words: said, was, you",
      grade: "K",
      targetMinutes: 2,
      standards: [{ code: "RF.K.3.c", description: "" }],
      characters: [starterCast.find((c) => c.name === "Rhymo")!],
      concept: { title: "Word Quest", description: "" },
      seed: 7,
    });
    const said = (kind: string) => lines(short.text, kind).some((l) => l.includes("Snap words: said, was, you"));
    expect([said("hook"), said("teach"), said("recap")]).toEqual([true, false, false]);
    expect(parseContract(short.text).notes).toContain(
      "The examples come from the teaching card for RF.K.3.c, not from the topic; the presenters name the topic only in the hook.",
    );
  });

  it("gives the NOTE when only the grade and the wording of an opinion question are in the card's material", () => {
    // W.5.1's card says "should", "fifth graders" and "school", but nothing about a school store.
    const c = card("W.5.1");
    expect(
      topicNote({
        topic: "Should fifth graders run the school store?",
        card: c,
        description: description("W.5.1"),
        textTeaches: false,
        material: cardMaterial(c),
        places: ["hook"],
      }),
    ).toBe(
      "The examples come from the teaching card for W.5.1, not from the topic; the presenters name the topic only in the hook.",
    );
  });

  it("gives no NOTE when the card's own material is about the topic", () => {
    const c = card("W.4.2");
    expect(
      topicNote({
        topic: "Honeybees",
        card: c,
        description: "",
        textTeaches: false,
        material: "Busy Honeybees",
        places: ["hook"],
      }),
    ).toBeNull();
  });

  it("says the transfer as the card's move, or only the topic when the move is the goal", () => {
    expect(
      transferLine(
        { kidGoal: "I can find the base word.", keyMoves: [{ move: "find the base word in my own words" }] },
        "Looks",
      ),
    ).toEqual({ topic: "Now try it with what you know about looks.", task: "Find the base word in your own words." });
    expect(
      transferLine(
        {
          kidGoal: "I can tell how two tellings of one story are the same and different.",
          keyMoves: [{ move: "tell how two tellings of one story are the same and different" }],
        },
        "Gingerbread",
      ),
    ).toEqual({ topic: "Now try it with what you know about gingerbread.", task: null });
  });
});

describe("examples a topic supplies (a wrong example is worse than none)", () => {
  it("tells apart two CVC words by the one letter and its sure sound", () => {
    expect(minimalPairExample("Cap or cup?")).toEqual({
      show: "cap   cup",
      thinkAloud:
        "The first and last letters match: c and p. The middle letter changes: a and u. /k/ /a/ /p/ is cap. /k/ /u/ /p/ is cup.",
      answer: "Cap has /a/ in the middle, and cup has /u/.",
    });
    expect(minimalPairExample("bat and bag")?.answer).toBe("Bat ends with /t/, and bag ends with /g/.");
    expect(minimalPairExample("rug or mug")?.answer).toBe("Rug starts with /r/, and mug starts with /m/.");
  });

  it("gives none when a sound is not sure or the words differ in more than one letter", () => {
    expect(minimalPairExample("cell or cent")).toBeNull(); // four letters, and a soft c
    expect(minimalPairExample("cat or car")).toBeNull(); // r changes the vowel
    expect(minimalPairExample("gem or gum")).toBeNull(); // g is soft before e
    expect(minimalPairExample("his or hit")).toBeNull(); // s says /z/
    expect(minimalPairExample("cat or dog")).toBeNull();
    expect(minimalPairExample("Reading with a purpose")).toBeNull();
  });

  it("finds the base word only when the topic lists it and a form is it plus an ending", () => {
    const ex = baseWordExample("Look, looks, looked, looking: finding the root word", card("L.1.4.c"))!;
    expect(ex.show).toBe("looking");
    expect(ex.answer).toBe("The base word is look.");
    expect(ex.thinkAloud).toContain("some people call the root word");
    // "hopping" is "hop" with a doubled letter: not made up from the spelling.
    expect(baseWordExample("hop and hopping", card("L.1.4.c"))).toBeNull();
  });
});

describe("the topic as a presenter says it", () => {
  it("says a subject in the sentence, a question as our big question, and never a skill title", () => {
    expect(topicAsSaid("Ladybugs")).toBe("ladybugs");
    expect(topicAsSaid("Abraham Lincoln")).toBe("Abraham Lincoln");
    expect(topicAsSaid("Explaining how a lighthouse works")).toBe("how a lighthouse works");
    expect(topicAsSaid("Should our school start later?")).toBe("our big question");
    expect(topicAsSaid("Words for people: cheerful, bossy and brave")).toBeNull();
    expect(topicAsSaid("Unlock words with re- and -ful")).toBeNull();
    expect(topicAsSaid("The character, the setting, the big moment")).toBeNull();
    expect(transferLine({ kidGoal: "I can rhyme." }, "Rhyming words with -ug").topic).toBeNull();
  });

  it("finds what a skill topic names and the lesson never uses: word parts and short subject words", () => {
    const skill = "hear and say words that rhyme";
    expect(topicItemsNotUsed("Rhyming words with -ug", skill, "Cat and hat rhyme. Pig and wig rhyme.")).toEqual([
      "-ug",
    ]);
    expect(topicItemsNotUsed("Rhyming words with -ug", skill, "Bug and rug rhyme.")).toEqual([]);
    expect(
      topicItemsNotUsed(
        "Unlock words with re- and -ful",
        "read words with a prefix or a suffix",
        "Unlock it: he repainted the fence.",
      ),
    ).toEqual(["-ful"]);
    expect(
      topicItemsNotUsed("Which class job is the best?", "give an opinion and a reason", "I think recess is best."),
    ).toEqual(["job"]);
    expect(
      topicItemsNotUsed(
        "Which class job is the best?",
        "give an opinion and a reason",
        "The best class job is line leader.",
      ),
    ).toEqual([]);
  });
});

describe("the card's items about the topic first", () => {
  it("reads the topic's content words, a plural as its singular, and a word family's words", () => {
    expect(topicWords("Using a Thesaurus")?.test("A thesaurus lists laugh")).toBe(true);
    expect(topicWords("Hot air balloons")?.test("The balloon rose.")).toBe(true);
    expect(topicWords("Rhyming words with -ug")?.test("I see a mug.")).toBe(true);
    expect(topicWords("Using our words")).toBeNull();
  });

  it("puts the items that use them first, keeping the seed's order, only when they pick out some items", () => {
    const items = ["a dictionary", "a thesaurus entry", "a glossary", "thesaurus words", "an atlas"];
    expect(topicFirst(items, (x) => x, topicWords("Using a Thesaurus"))).toEqual([
      "a thesaurus entry",
      "thesaurus words",
      "a dictionary",
      "a glossary",
      "an atlas",
    ]);
    // Half or more use the word: it picks out nothing, the order stays the seed's.
    const nouns = ["noun one", "noun two", "a verb"];
    expect(topicFirst(nouns, (x) => x, topicWords("Nouns"))).toEqual(nouns);
  });

  it("opens a lesson on a reference skill with the card's thesaurus item when the topic names a thesaurus", () => {
    for (const seed of [1, 2, 3]) {
      const { text } = draftScript({
        topic: "Using a Thesaurus",
        grade: "5",
        targetMinutes: 2,
        standards: [{ code: "L.5.4.c", description: description("L.5.4.c") }],
        characters: [starterCast[0]!],
        concept: { title: "Word Tools", description: "" },
        seed,
      });
      expect(lines(text, "teach").join(" "), `seed ${seed}`).toMatch(/thesaurus/i);
    }
  });

  it("asks first about the sub-skill a topic names when the standard is a parent card of several (L.1.2–L.3.2)", () => {
    // A specialist's reading found "commas in dates and letter greetings" with L.2.2 checked apostrophes and capitals only.
    const subSkills = [
      { topic: "Commas in our writing", word: /comma/i },
      { topic: "Capital letters in our writing", word: /capital/i },
      { topic: "Apostrophes in our writing", word: /apostrophe/i },
    ];
    const checkQuestions = (text: string) =>
      parseContract(text)
        .scenes.filter((s) => s.kind === "check")
        .flatMap((s) => s.beats.flatMap((b) => (b.type === "onScreen" ? [b.text] : [])));
    // The sub-skill's check comes first, or right after the card's key check (taught-features.ts keeps that first).
    const subSkillAt = (text: string, word: RegExp) => checkQuestions(text).findIndex((q) => word.test(q));
    for (const [code, grade] of [
      ["L.1.2", "1"],
      ["L.2.2", "2"],
      ["L.3.2", "3"],
    ] as const) {
      const checks = card(code).checks.map((c) => `${c.question} ${c.answer}`);
      // Every one of these cards has a check on commas, the sub-skill teachers name most.
      expect(
        checks.some((c) => /comma/i.test(c)),
        code,
      ).toBe(true);
      for (const { topic, word } of subSkills) {
        if (!checks.some((c) => word.test(c))) continue;
        for (const seed of [1, 2, 3]) {
          const { text } = draftScript({
            topic,
            grade,
            targetMinutes: 3,
            standards: [{ code, description: description(code) }],
            characters: [starterCast[0]!],
            concept: { title: "Word Show", description: "" },
            seed,
          });
          const at = subSkillAt(text, word);
          expect(at, `${code} ${topic} seed ${seed}: ${checkQuestions(text).join(" | ")}`).toBeGreaterThanOrEqual(0);
          expect(at, `${code} ${topic} seed ${seed}: ${checkQuestions(text).join(" | ")}`).toBeLessThanOrEqual(1);
        }
      }
    }
    const { text } = draftScript({
      topic: "commas in dates and letter greetings",
      grade: "2",
      targetMinutes: 2,
      standards: [{ code: "L.2.2", description: description("L.2.2") }],
      characters: [starterCast[1]!],
      concept: { title: "Word Sing-Along", description: "" },
      seed: 16,
    });
    expect(subSkillAt(text, /comma/i)).toBe(0);
    expect(lines(text, "teach").join(" ")).toMatch(/greeting gets a comma/);
  });
});
