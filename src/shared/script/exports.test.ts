import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { captionCues, toSrt, toVtt } from "./captions";
import { checkScript } from "./check-script";
import { parseContract } from "./contract";
import { scriptToDocx } from "./export-docx";
import { scriptToPdf } from "./export-pdf";

const SCRIPT = `TITLE: Digraph Detectives
TOPIC: Digraphs | CONCEPT: Digraph Detectives | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RF.1.3.a (primary)
CAST: Penny Page (Curious Host)
NOTE: Say the sounds, not the letter names.

SCENE 1 — HOOK (0:12)
VISUAL: A detective office.
ON SCREEN: Digraph Detectives
PENNY PAGE: Hi, friends! Can two letters make one sound?
PAUSE: 2 seconds — viewers wonder

SCENE 2 — TEACH: DIGRAPH (0:30)
ON SCREEN: RF.1.3.a — I can read words with sh, ch and th.
PENNY PAGE: S and h team up to say /sh/, like in ship.
ON SCREEN: chin
PENNY PAGE: C and h say /ch/. Chin!

SCENE 3 — CHECK FOR UNDERSTANDING (0:18)
PENNY PAGE: Which word starts with /th/: thin or fin?
PAUSE: 5 seconds — viewers answer
PENNY PAGE: The answer is thin.
`;

describe("script exports (issue 11)", () => {
  it("writes a .docx whose document.xml holds every scene and the A/V table", async () => {
    const bytes = await scriptToDocx(SCRIPT);
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file("word/document.xml")!.async("string");
    for (const heading of ["Scene 1 — HOOK", "Scene 2 — Teach: DIGRAPH", "Scene 3 — CHECK FOR UNDERSTANDING"])
      expect(xml).toContain(heading);
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("PENNY PAGE: ");
    expect(xml).toContain("Visual");
    expect(xml).toContain("Audio");
  });

  it("writes captions with one cue per spoken line, increasing times, ending at the script's runtime", () => {
    const contract = parseContract(SCRIPT);
    const cues = captionCues(contract);
    const lines = contract.scenes.flatMap((s) => s.beats.filter((b) => b.type === "line"));
    expect(cues).toHaveLength(lines.length);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    const runtimeMs =
      checkScript(SCRIPT, { selectedCodes: ["RF.1.3.a"], grade: "1", isOfficialCode: () => true }).metrics.runtimeSec *
      1000;
    expect(Math.abs(cues.at(-1)!.endMs - runtimeMs)).toBeLessThanOrEqual(runtimeMs * 0.1);

    const srt = toSrt(cues);
    const blocks = srt.trim().split(/\n\n/);
    expect(blocks).toHaveLength(cues.length);
    expect(blocks[0]).toMatch(/^1\n00:00:00,000 --> 00:00:0\d,\d{3}\nPENNY PAGE: Hi, friends!/);
    expect(toVtt(cues)).toMatch(/^WEBVTT\n\n00:00:00\.000 --> /);
    expect(toVtt(cues)).toContain("<v PENNY PAGE>");
  });

  it("writes a PDF with a page per scene", async () => {
    const bytes = await scriptToPdf(SCRIPT);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { PDFDocument } = await import("pdf-lib");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  });
});
