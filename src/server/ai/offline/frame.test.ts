import { describe, expect, it } from "vitest";
import { conceptFormatSchema } from "@shared/schemas/standard";
import { classifyFormat, eventOf, frameFor, headPhrase, placeOf, settingScores } from "./frame";

/** The setting of a concept that declares none (docs/decisions/0054-declared-staging.md). */
describe("classifyFormat", () => {
  it("reads the head of the description, never a stray word in a subordinate clause", () => {
    expect(headPhrase("A nature walk where each stop shows how one becomes many.")).toBe("A nature walk");
    expect(classifyFormat("Plural Nature Walk", "A nature walk that shows how one becomes many.")).toBe("nature walk");
    // "shows" in the subordinate clause is no game show, and "map" in it no quest.
    expect(classifyFormat("Word Wonders", "A friendly studio lesson where each card shows a map of sounds.")).toBe(
      "studio",
    );
    expect(classifyFormat("Story Train", "A little train stops at each part of a story.")).toBe("studio");
  });

  it("weighs the title most and lets its head word break a tie", () => {
    expect(classifyFormat("Digraph Detectives", "Two detectives crack a case.")).toBe("detective");
    expect(classifyFormat("The Great Fables Quest", "Max hosts a game show about fables.")).toBe("quest");
    expect(classifyFormat("Simile Safari", "A jungle trek where the animals talk in similes.")).toBe("nature walk");
    expect(classifyFormat("Comparing Two Versions of Cinderella Showdown Game Show", "")).toBe("game show");
  });

  it("reads a model's or a writer's concept from its main clause", () => {
    expect(classifyFormat("Capital Letters", "Two reporters cover breaking news about capital letters.")).toBe(
      "newsroom",
    );
    expect(
      classifyFormat("Sound It Out", "Max and Luna bake cookies in a busy kitchen, where each step is a sound."),
    ).toBe("kitchen");
    expect(classifyFormat("Verb Voyage", "Astronauts steer a rocket past planets of action words.")).toBe("space");
  });

  it("stages no setting from one word that often names none, and knows radio shows and playgrounds", () => {
    expect(
      classifyFormat("Listening Radio Station", "Rhymo hosts a radio show where callers retell what they heard."),
    ).toBe("newsroom");
    expect(classifyFormat("Word Hunt", "Kids walk around and name the things they see.")).toBe("studio");
    expect(classifyFormat("Playground Word Hunt", "Two friends walk around a playground naming things.")).toBe(
      "sports",
    );
    expect(classifyFormat("Sound Show", "A show about sounds.")).toBe("studio");
  });

  // A parade staged as a concert ("a concert hall", "That's our last song") was found reading a kindergarten script:
  // the event a concept says it is picks its frame, or the studio, never a setting one of its parts suggests.
  it.each([
    ["Rhyme Time Parade", "A marching band parade where every float rhymes.", "studio"],
    ["Parade of Plurals", "", "studio"],
    ["Word Parade", "Floats full of words roll down Main Street.", "studio"],
    ["Story Stop", "A marching band parade where every float rhymes.", "studio"],
    ["Sight Word Fair", "A county fair with games and prizes for each word.", "studio"],
    ["The Science Fair", "", "lab"],
    ["Picnic Poems", "A picnic in the park with a basket of rhymes.", "studio"],
    ["Our Zoo Trip", "A class trip to see the animals.", "studio"],
    ["Adjective Zoo", "", "studio"],
    ["Garden of Verbs", "", "garden"],
    ["Night at the Museum of Nouns", "", "museum"],
    ["The Noun Museum", "A museum of nouns.", "museum"],
    ["Library Lookout", "A cozy library where books talk.", "studio"],
    ["Comma Camp", "A summer camp by the lake.", "nature walk"],
    ["Space Mission: Prefixes", "", "space"],
    ["Vowel Kitchen", "", "kitchen"],
    ["Dance Party Syllables", "", "music"],
  ] as const)("stages %s as what it is (%s) → %s", (title, description, kind) => {
    expect(classifyFormat(title, description)).toBe(kind);
  });

  // "Trash Trail", a ride on a garbage truck, was staged on a park trail: a setting word in a title (a name, often a
  // pun) is not what the concept is when its description says it is somewhere else and never names that setting.
  it.each([
    ["Trash Trail", "Ride along on a garbage truck as it picks up trash around town.", "garbage truck"],
    ["Trash Trail", "A garbage truck drives through town, stopping at the park and the school.", "garbage truck"],
    ["Planet Pals", "Two friends ride the school bus and spot nouns out the window.", "school bus"],
    ["Quiz Quarry", "A little train carries word cars up the hill.", "little train"],
    ["Rocket Readers", "Our class reads together on the reading rug.", "reading rug"],
  ])("stages %s (%s) where its description says it is", (title, description, place) => {
    expect(classifyFormat(title, description)).toBe("studio");
    expect(frameFor({ title, description }).set).toContain(place);
  });

  it("keeps the title's setting when the description names it too, or names no place of its own", () => {
    expect(classifyFormat("Trash Trail", "A nature walk along a trail where we pick up litter.")).toBe("nature walk");
    expect(classifyFormat("Trash Trail", "")).toBe("nature walk");
    expect(classifyFormat("Simile Safari", "A jungle trek where the animals talk in similes.")).toBe("nature walk");
    expect(classifyFormat("Spelling Safari", "A tractor ride on Grandpa's farm.")).toBe("garden");
    // A place that has a setting of its own is staged as that setting, whatever the title says.
    expect(classifyFormat("Detective Donuts", "A tiny bakery where every donut has a vowel.")).toBe("kitchen");
  });

  it("reads the event from a phrase's head, not from a word before or after it", () => {
    expect(eventOf("Rhyme Time Parade")).toBe("studio");
    expect(eventOf("Parade of Planets")).toBe("studio");
    expect(eventOf("Garden Detectives")).toBeNull();
    expect(eventOf("Detectives at the Fair")).toBeNull();
  });

  it("never counts the lesson's topic as a setting", () => {
    expect(classifyFormat("The Space Poems Quest", "", "Space Poems")).toBe("quest");
    expect(classifyFormat("Drama & Plays News Live", "", "Drama & Plays")).toBe("newsroom");
  });

  it("uses a declared format over anything in the words", () => {
    expect(frameFor({ title: "Mission to Planet Words", description: "", format: "quest" }).kind).toBe("quest");
    expect(frameFor({ title: "Mission to Planet Words", description: "" }).kind).toBe("space");
  });
});

describe("the frames", () => {
  it("speak only their own setting: no frame's words name another setting (no training camp in a quest)", () => {
    const problems: string[] = [];
    for (const format of conceptFormatSchema.options) {
      const f = frameFor({ title: "x", format });
      for (const text of [
        f.name,
        f.set,
        f.mission,
        f.stop(1),
        f.practice,
        f.check,
        f.finale,
        f.audience,
        ...f.launch,
        ...f.wrap,
      ])
        for (const [kind, score] of settingScores(text))
          if (kind !== format && score >= 2) problems.push(`${format}: "${text}" names ${kind}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("a concept's own place", () => {
  it("stages a concept that names a place there, and the studio only when it names none", () => {
    const garage = frameFor({
      title: "Rhymo's Rhyme Garage",
      description: "Rhymo fixes broken words in his robot garage by finding words that rhyme.",
    });
    expect(garage.set).toBe("a robot garage, with a big screen for our pictures");
    expect(garage.finale).toContain("Back in the robot garage");
    expect(placeOf({ title: "Story Circle on the Rug", description: "They read on the reading rug." })?.phrase).toBe(
      "reading rug",
    );
    expect(placeOf({ title: "Storm Watch Station", description: "The team runs a weather station." })?.phrase).toBe(
      "weather station",
    );
    // A cafe is a cafe, not a cooking show; a place talked about is not the set.
    expect(frameFor({ title: "Figure It Out Cafe", description: "They overhear sayings at a cafe." }).set).toContain(
      "cafe",
    );
    expect(
      placeOf({ title: "Show and Tell", description: "Maya tells the class about a day at the park." }),
    ).toBeNull();
    expect(frameFor({ title: "Word Fun", description: "Two friends play with words." }).set).toBe(
      "a colorful studio with a big screen",
    );
    // Places of a show's own: a campfire, a parade, a fair.
    expect(placeOf({ title: "Fireside Tales", description: "Max tells a tale by the campfire." })).toEqual({
      phrase: "campfire",
      prep: "by",
    });
    expect(placeOf({ title: "Letter Parade", description: "Two friends march in a parade of letters." })?.phrase).toBe(
      "parade",
    );
    expect(placeOf({ title: "The Science Fair", description: "" })?.prep).toBe("at");
  });
});
