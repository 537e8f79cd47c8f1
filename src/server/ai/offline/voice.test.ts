import { describe, expect, it } from "vitest";
import { parseContract } from "@shared/script/contract";
import { starterCast } from "../../db/seed-characters";
import { draftScript } from "./draft-script";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { seededRandom } from "./random";
import { buildVoices, COUPLETS, coupletOn, RHYME_PAIRS } from "./voice";

/** The word a half of a couplet ends on, lower case, letters only. */
const lastWord = (half: string) => (half.toLowerCase().match(/[a-z']+/g) ?? []).at(-1)!.replace(/'/g, "");
/** A rough rhyme by spelling: the same last two letters, or the same last vowel sound and what follows it. */
function rhymes(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.slice(-2) === b.slice(-2)) return true;
  const key = (w: string) => /[aeiouy]+[^aeiouy]*$/.exec(w.replace(/ee|ea/g, "e"))?.[0];
  return key(a) === key(b);
}

const FUNCTION_WORDS = new Set("a an and the to it is in on of at we you me my your our that this".split(" "));

describe("a rhymer's couplets", () => {
  const all = [...COUPLETS.hook, ...COUPLETS.recap];

  it("are many, all different, short, and each pair of line ends is a real rhyme", () => {
    expect(rhymes("cat", "dog")).toBe(false);
    expect(rhymes("feet", "beat")).toBe(true);
    expect(COUPLETS.hook.length).toBeGreaterThanOrEqual(9);
    expect(COUPLETS.recap.length).toBeGreaterThanOrEqual(9);
    expect(new Set(all).size).toBe(all.length);
    // The couplet's last word rhymes with a word that ends its first line (a word of the lesson, not "and" or "it").
    const notRhyming = all.filter((c) => {
      const words = (c.toLowerCase().match(/[a-z']+/g) ?? []).map((w) => w.replace(/'/g, ""));
      const last = words.at(-1)!;
      return !words.slice(2, -3).some((w) => !FUNCTION_WORDS.has(w) && rhymes(w, last));
    });
    expect(notRhyming).toEqual([]);
    for (const c of all) expect(c.split(/\s+/).length).toBeLessThanOrEqual(18);
    // No two couplets close on the same rhyme.
    const ends = all.map((c) => lastWord(c));
    expect(new Set(ends).size).toBe(ends.length);
  });

  it("vary from one video to the next, with the catchphrase said at most twice a script", () => {
    const hooks = new Set<string>();
    const recaps = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const text = draftScript({
        topic: "Rhymes",
        standards: [{ code: "RF.K.2.a", description: "" }],
        characters: [starterCast.find((c) => c.name === "Rhymo")!, starterCast[0]!],
        concept: { title: "Rhyme Time", description: "" },
        grade: "K",
        targetMinutes: 3,
        seed,
      }).text;
      const lines = parseContract(text).scenes.flatMap((s) =>
        s.beats.flatMap((b) => (b.type === "line" ? [b.text] : [])),
      );
      for (const l of lines) {
        if ((COUPLETS.hook as readonly string[]).includes(l) || /^[^"]+: "rhyme," /.test(l)) hooks.add(l);
        if ((COUPLETS.recap as readonly string[]).includes(l)) recaps.add(l);
      }
      expect(text.split("Beep-bop, rhyme won't stop!").length - 1).toBeLessThanOrEqual(2);
    }
    // Two videos in three rhyme on the lesson's word ("rhyme"), in one of five lead-ins; the rest say a stock couplet.
    expect(hooks.size).toBeGreaterThanOrEqual(5);
    expect(recaps.size).toBeGreaterThanOrEqual(6);
  });
});

// A rhymer said little in his own voice: he rhymes on the lesson's own word now and then, and every presenter often
// introduces themselves the way their personality talks (docs/product/presenters.md).
describe("presenters in their own voices", () => {
  /** Pairs that rhyme by sound though not by spelling, checked by ear. */
  const SOUND_ALIKE = new Set(
    "noun/town pronoun/town clue/do view/you claim/game trait/great read/speed reread/speed role/goal write/bright group/hoop one/fun row/go revise/eyes source/course clues/shoes same/game theme/team team/dream event/meant".split(
      " ",
    ),
  );

  it("rhymes on the lesson's word: the first line ends on it, the second on a word that rhymes with it", () => {
    for (const [word, partner] of RHYME_PAIRS)
      expect(rhymes(word, partner) || SOUND_ALIKE.has(`${word}/${partner}`), `${word}/${partner}`).toBe(true);
    expect(coupletOn("rhyme")).toMatch(/: "rhyme," we'll get it every time!$/);
    expect(coupletOn("common noun", 1)).toMatch(/"common noun," it's the talk of the town!$/);
    expect(coupletOn("main idea")).toBeNull();
  });

  const codes = ["RF.K.2.a", "L.1.1.b", "L.2.1.d", "L.3.1.a", "RF.1.3.a", "L.4.1.b", "RI.2.6", "RL.1.3"].filter((c) =>
    coupletOn(getTeachingCard(c)!.keyTerms[0]!.term),
  );
  const draftWith = (code: string, seed: number, cast: (typeof starterCast)[number][]) =>
    parseContract(
      draftScript({
        topic: "",
        standards: [{ code, description: "" }],
        characters: [...cast],
        concept: { title: "Word Quest", description: "" },
        grade: code.split(".")[1] as "K",
        targetMinutes: 4,
        seed,
      }).text,
    ).scenes;
  const rhymo = starterCast.find((c) => c.name === "Rhymo")!;

  it("has the rhymer rhyme on the lesson's word in most lessons that have one, not in every video", () => {
    expect(codes.length).toBeGreaterThanOrEqual(4);
    let own = 0;
    let videos = 0;
    for (const code of codes)
      for (let seed = 1; seed <= 6; seed++) {
        const hook = draftWith(code, seed, [rhymo, starterCast[0]!]).find((s) => s.kind === "hook")!;
        const term = getTeachingCard(code)!.keyTerms[0]!.term;
        videos += 1;
        if (
          hook.beats.some(
            (b) => b.type === "line" && b.speaker.toLowerCase() === "rhymo" && b.text.includes(`"${term},"`),
          )
        )
          own += 1;
      }
    expect(own / videos).toBeGreaterThan(0.4);
    expect(own).toBeLessThan(videos);
  });

  it("introduces each presenter in their own way more often than not, no two the same", () => {
    let ownWay = 0;
    let intros = 0;
    const voices = buildVoices(starterCast, seededRandom(1));
    for (const code of ["RL.2.2", "RI.3.1", "W.4.1", "L.5.1"])
      for (let seed = 1; seed <= 4; seed++) {
        const cast = [starterCast[0]!, starterCast[1]!];
        const hook = draftWith(code, seed, cast).find((s) => s.kind === "hook")!;
        const lines = hook.beats.flatMap((b) => (b.type === "line" && /I'm /.test(b.text) ? [b] : []));
        for (const line of lines) {
          const v = voices.find((x) => x.name.toLowerCase() === line.speaker.toLowerCase())!;
          intros += 1;
          if (v.intros.some((f) => line.text.includes(f(v.name)))) ownWay += 1;
        }
        const others = voices.filter((v) => lines.every((l) => l.speaker.toLowerCase() !== v.name.toLowerCase()));
        // Never another presenter's own way of saying hello.
        for (const line of lines)
          for (const o of others)
            for (const f of o.intros) expect(line.text).not.toContain(f(o.name).slice(o.name.length + 4));
      }
    expect(ownWay / intros).toBeGreaterThan(0.5);
  });
});
