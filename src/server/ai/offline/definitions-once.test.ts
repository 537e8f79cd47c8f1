import { describe, expect, it } from "vitest";
import type { ContractScene } from "@shared/script/contract";
import { unrepeatDefinitions } from "./draft-script";

const teach = (...lines: string[]): ContractScene =>
  ({ kind: "teach", beats: lines.map((text) => ({ type: "line", speaker: "A", text })) }) as unknown as ContractScene;
const said = (sc: ContractScene) => sc.beats.map((b) => (b.type === "line" ? b.text : ""));

describe("a definition is never said twice in a row", () => {
  it("'Two words rhyme when…' then 'Words rhyme when…': the second definition is not said", () => {
    const sc = teach(
      "Two words rhyme when their ending sounds are the same, like goat and coat.",
      "Words rhyme when they end with the same sound. Cake and lake both end with the /ake/ sound.",
    );
    unrepeatDefinitions([sc], ["rhyme"]);
    expect(said(sc)).toEqual([
      "Two words rhyme when their ending sounds are the same, like goat and coat.",
      "Cake and lake both end with the /ake/ sound.",
    ]);
  });
  it("'A summary is short…' then 'One more word to know: summary. …': the second line is left out whole", () => {
    const sc = teach(
      "A summary is short. It tells the main idea and the biggest details in your own words.",
      "One more word to know: summary. A short retelling of the main idea and most important details.",
    );
    unrepeatDefinitions([sc], ["main idea", "summary"]);
    expect(said(sc)).toHaveLength(1);
  });
});
