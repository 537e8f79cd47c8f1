import { describe, expect, it } from "vitest";
import ccss from "@data/ccss-ela-k5.json";
import type { Grade } from "@shared/schemas/grade";
import type { ContractScene } from "@shared/script/contract";
import { CATALOGUE_SWEEP_TIMEOUT_MS } from "../../../../tests/support/timeouts";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { noteApplies, pronouncedWords, trueToScript } from "./note-claims";

const scene = (...lines: string[]): ContractScene[] => [
  {
    kind: "teach",
    title: "",
    code: null,
    durationSec: 5,
    beats: lines.map((text) => ({ type: "line" as const, speaker: "A", text })),
  },
];

describe("NOTEs true of the final script (note-claims.ts)", () => {
  it("reads the words a note tells the presenter how to say, in the cards' phrasings", () => {
    expect(pronouncedWords("Say anemone as uh-NEM-uh-nee.")).toEqual(["anemone"]);
    expect(pronouncedWords("Pronunciation: Marisol is mah-ree-SOLE; Tomás is toh-MAHS.")).toEqual(["Marisol", "Tomás"]);
    expect(pronouncedWords("Pronounce Ines (in the prose practice) as ee-NESS.")).toEqual(["Ines"]);
    expect(pronouncedWords("Pronunciation: Aoife is said EE-fuh.")).toEqual(["Aoife"]);
    expect(pronouncedWords("Pronunciation: tardigrade (TAR-dih-grade).")).toEqual(["tardigrade"]);
    // An example of a stress mark is not a word to say.
    expect(pronouncedWords("Stress marks in capitals (pho-TOG-ra-pher) are for the presenter.")).toEqual([]);
  });

  it("drops a pronunciation for a word nobody says, however many card items use it", () => {
    const card = getTeachingCard("RI.1.3")!;
    const note = "Say anemone as uh-NEM-uh-nee.";
    expect(noteApplies(note, card, scene("A beaver is a builder."))).toBe(false);
    expect(trueToScript(note, scene("A beaver is a builder."))).toBeNull();
    expect(trueToScript(note, scene("The anemone has stinging arms."))).toBe(note);
  });

  it("keeps only the names said, and the rest of a note about care", () => {
    expect(trueToScript("Pronunciation: Marisol is mah-ree-SOLE; Tomás is toh-MAHS.", scene("Tomás ran."))).toBe(
      "Pronunciation: Tomás is toh-MAHS.",
    );
    const holle =
      "Show the well in Mother Holle as a magical doorway, not something children could copy. Pronunciation: Holle is HOLL-uh.";
    expect(trueToScript(holle, scene("The sparrow sang."))).toBe(
      "Show the well in Mother Holle as a magical doorway, not something children could copy.",
    );
  });

  it(
    "never tells the presenter how to say a word the script does not say, on any card",
    () => {
      const codes = (ccss.standards as { code: string }[]).map((s) => s.code).filter((c) => getTeachingCard(c));
      expect(codes).toHaveLength(486);
      const untrue: string[] = [];
      for (const code of codes) {
        const grade = code.split(".")[1] as Grade;
        const { contract } = draftScript({
          topic: "Our lesson",
          grade,
          targetMinutes: 3,
          seed: 1,
          standards: [{ code, description: "" }],
          characters: [starterCast[0]!, starterCast[1]!],
          concept: { title: "Word Quest", description: "" },
        });
        const spoken = contract.scenes
          .flatMap((sc) => sc.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])))
          .join(" ")
          .toLowerCase();
        for (const note of contract.notes)
          for (const w of pronouncedWords(note))
            if (!spoken.includes(w.toLowerCase())) untrue.push(`${code}: "${note}" but ${w} is never said`);
      }
      expect(untrue).toEqual([]);
    },
    CATALOGUE_SWEEP_TIMEOUT_MS,
  );
});
