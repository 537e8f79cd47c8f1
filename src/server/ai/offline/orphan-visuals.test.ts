import { describe, expect, it } from "vitest";
import type { ContractScene } from "@shared/script/contract";
import { dropOrphanVisuals, orphanReason, orphanVisuals } from "./orphan-visuals";

const scene = (kind: ContractScene["kind"], beats: ContractScene["beats"]): ContractScene => ({
  kind,
  title: "",
  code: null,
  durationSec: 10,
  beats,
});
const line = (text: string) => ({ type: "line" as const, speaker: "Rhymo", text });
const visual = (text: string) => ({ type: "visual" as const, text });

describe("a VISUAL is about what is said next to it", () => {
  it("needs a word it quotes as the thing shown said in its scene, whole or in beats", () => {
    const drum = "A drum lights up for each beat of 'mit-ten'.";
    expect(orphanReason(drum, "Put these beats together: rab ... bit. Rabbit!")).toMatch(/mitten/);
    expect(orphanReason(drum, "Clap it with me: mit-ten. Mitten has two beats.")).toBeNull();
    expect(orphanReason(drum, "Listen: mit ... ten. Two beats!")).toBeNull();
    // A label on screen or a sound is not the thing shown: the picture's nouns decide.
    expect(orphanReason("A jar labelled 'Long vowels' with a 'ding' as a kite drops in.", "Kite has a long i.")).toBe(
      null,
    );
  });

  it("needs one of its key nouns said, not only the words every picture uses", () => {
    const train = "A short train and a long caterpillar sit above their words.";
    expect(orphanReason(train, "Some words are longer than others. Listen: cat, butterfly.")).toMatch(/caterpillar/);
    expect(orphanReason(train, "Caterpillar is a long word.")).toBeNull();
    expect(orphanReason("A picture on the screen with an arrow.", "Anything at all.")).toBeNull();
  });

  it("judges the teaching and the practice, not the set, the close, the banner or a check's picture", () => {
    const scenes = [
      scene("hook", [visual("A camp with a fold-out map."), line("Welcome!")]),
      scene("teach", [visual("A snowman melting in the sun."), line("A verb tells what someone does.")]),
      scene("practice", [visual('A "Your turn" banner with a friendly timer.'), line("Now you try.")]),
      scene("check", [visual("A picture on screen: a girl shivering in the snow."), line("How does she feel?")]),
      scene("close", [visual("The treasure chest creaks open."), line("Bye for now!")]),
    ];
    expect(orphanVisuals(scenes).map((o) => [o.scene, o.visual])).toEqual([[1, "A snowman melting in the sun."]]);
  });

  it("takes an orphan out, and gives a teaching scene left bare a card picture about what it says", () => {
    const scenes = [
      scene("teach", [
        visual("A drum lights up for each beat of 'um-brel-la'."),
        line("A syllable is a beat. Put these beats together: ta ... ble. Table!"),
      ]),
      scene("teach", [visual("A bee on a sunflower."), line("An adjective tells more about a noun.")]),
    ];
    const pictures = [
      "A bee on a sunflower.",
      // One word in common ("together") is not enough to stand in for the orphan.
      "Corn kernels pop together into a bowl.",
      "A table with four legs, a drum beat on each beat of the word.",
    ];
    expect(dropOrphanVisuals(scenes, pictures)).toBe(2);
    expect(scenes[0]!.beats[0]).toEqual(visual("A table with four legs, a drum beat on each beat of the word."));
    // No picture of the card is about adjectives, and the bee is not shown twice: the scene keeps none.
    expect(scenes[1]!.beats.filter((b) => b.type === "visual")).toEqual([]);
    expect(orphanVisuals(scenes)).toEqual([]);
  });
});
