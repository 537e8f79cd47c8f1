import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import mammoth from "mammoth";
import Papa from "papaparse";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { captionProblems, parseSrt, parseVtt } from "../../../tests/support/caption-rules";
import { captionCues, toSrt, toVtt } from "./captions";
import { parseContract } from "./contract";
import { scriptToDocx } from "./export-docx";
import { exportLines } from "./export-lines";
import { approvalText, scriptToText } from "./export-meta";
import { PDF_FONT_FILES, scriptToPdf, type PdfFontFiles } from "./export-pdf";
import { scriptToShotListCsv, SHOT_LIST_COLUMNS } from "./shot-list";

/** A script with what broke the old exports: arrows, macrons, curly quotes, colons, dashes, accented names. */
const SCRIPT = `TITLE: Vowel Vault: Long Vowels
TOPIC: Long Vowels | CONCEPT: Vowel Vault | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RF.1.3.c (primary)
CAST: Penny Page (Curious Host), José Núñez (Word Chef)
NOTE: A line over a vowel (/ā/, /ē/, /ī/, /ō/, /ū/) means the long sound.

SCENE 1 — HOOK (0:15)
VISUAL: A bright vault door swings open.
ON SCREEN: Vowel Vault
PENNY PAGE: Hi, friends! Can a quiet letter change a whole word? Let's open the vault and find out together today.
JOSÉ NÚÑEZ: “Ready?” I’m José — and I love long vowels.
PAUSE: 2 seconds — viewers wonder

SCENE 2 — TEACH: QUIET E (0:30)
ON SCREEN: RF.1.3.c — slid → slide
VISUAL: Penny Page points at the word slid.
PENNY PAGE: Here's one: slid → slide. Topic: phonics. (smiles) The i says /ī/, its name, because a quiet e sits at the end of the word and helps it.
PENNY PAGE: **Slide**, like at the park!
JOSÉ NÚÑEZ: Wow.

SCENE 3 — CHECK FOR UNDERSTANDING (0:15)
JOSÉ NÚÑEZ: Which word has a long /ō/: rob or robe?
PAUSE: 5 seconds — viewers answer
JOSÉ NÚÑEZ: The answer is robe.
`;

const approval = { version: 3, approvedBy: "Ana Ortiz", approvedAt: "2026-11-28T09:15:00.000Z" };
const standards = [
  {
    code: "RF.1.3.c",
    description: "Know final -e and common vowel team conventions for representing long vowel sounds.",
  },
];

const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fonts = Object.fromEntries(
  Object.entries(PDF_FONT_FILES).map(([k, f]) => [k, readFileSync(path.join(fontDir, f))]),
) as unknown as PdfFontFiles;

const squash = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim();
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe("captions (DCMP Captioning Key, docs/product/exports.md)", () => {
  const cues = captionCues(parseContract(SCRIPT));

  it("pass every caption rule in both files, read back by well-kept parsers", () => {
    const srt = toSrt(cues);
    const vtt = toVtt(cues);
    expect(captionProblems(parseSrt(srt), SCRIPT)).toEqual([]);
    expect(captionProblems(parseVtt(vtt), SCRIPT)).toEqual([]);
    expect(parseSrt(srt)).toHaveLength(cues.length);
    expect(parseVtt(vtt)).toHaveLength(cues.length);
  });

  it("split long lines at phrase boundaries and keep stage directions, cues and codes out", () => {
    const texts = cues.map((c) => c.lines.join(" "));
    expect(cues.length).toBeGreaterThan(8);
    expect(texts.some((t) => t.includes("(smiles)"))).toBe(false);
    expect(texts.join(" ")).not.toContain("**");
    // A sentence ends a cue; no line ends with an article.
    for (const c of cues) for (const line of c.lines) expect(line).not.toMatch(/\b(the|a|an)$/i);
    expect(texts[0]).toMatch(/^Hi, friends! /);
    expect(texts).toContain("Slide, like at the park!");
  });

  it("mark a change of speaker only when the VISUAL cue does not show the speaker", () => {
    const texts = cues.map((c) => c.lines.join(" "));
    // Scene 1: José speaks after Penny, not shown → marked; scene 2's VISUAL shows Penny → not marked.
    expect(texts.find((t) => t.includes("Ready?"))).toMatch(/^\[José Núñez\] /);
    expect(texts.filter((t) => t.startsWith("[Penny Page]"))).toEqual([]);
    expect(texts.find((t) => t.includes("Wow."))).toBe("[José Núñez] Wow.");
    // One presenter: nothing is ever marked.
    const solo = SCRIPT.replace(/JOSÉ NÚÑEZ/g, "PENNY PAGE");
    expect(captionCues(parseContract(solo)).some((c) => c.lines[0]!.startsWith("["))).toBe(false);
  });

  it("the rule check tells a speaker prefix from a choice read aloud", () => {
    const choices = `${SCRIPT}PENNY PAGE: A: rob. B: robe.\n`;
    expect(captionProblems(parseSrt(toSrt(captionCues(parseContract(choices)))), choices)).toEqual([]);
    const prefixed = toSrt(captionCues(parseContract(SCRIPT))).replace("Hi, friends!", "PENNY PAGE: Hi, friends!");
    expect(captionProblems(parseSrt(prefixed), SCRIPT).join("\n")).toContain("a speaker prefix");
  });

  it("carry the approval line as a WebVTT NOTE", () => {
    const vtt = toVtt(cues, approval);
    expect(vtt).toContain("NOTE Approved: version 3, by Ana Ortiz on 2026-11-28");
    expect(parseVtt(vtt)).toHaveLength(cues.length);
  });
});

// Subsetting three fonts takes a few seconds on a loaded machine.
describe("PDF with DejaVu Sans embedded", { timeout: 30_000 }, () => {
  it("extracts back to the script's text, arrows, macrons, curly quotes and spaces included", async () => {
    const bytes = await scriptToPdf(SCRIPT, fonts);
    const expected = exportLines(SCRIPT)
      .map((l) => l.plain)
      .join(" ");
    const text = await pdfText(bytes);
    expect(squash(text)).toBe(squash(expected));
    for (const piece of [
      "slid → slide",
      "/ā/, /ē/, /ī/, /ō/, /ū/",
      "“Ready?” I’m José — and",
      "Topic: phonics",
      "José Núñez",
    ])
      expect(text).toContain(piece);
    const { PDFDocument } = await import("pdf-lib");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  });

  it("puts the approval line on top when given", async () => {
    const text = await pdfText(await scriptToPdf(SCRIPT, fonts, { approval }));
    expect(squash(text).startsWith(`${approvalText(approval)} TITLE: Vowel Vault`)).toBe(true);
  });
});

describe("Word production packet", { timeout: 30_000 }, () => {
  it("opens with the cover, then the A/V table, then every line of the script", async () => {
    const bytes = await scriptToDocx(SCRIPT, { standards, approval });
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    const paragraphs = value
      .split(/\n+/)
      .map((p) => p.trim())
      .filter(Boolean);
    expect(paragraphs[0]).toBe("Vowel Vault: Long Vowels");
    const at = (s: string) => paragraphs.findIndex((p) => p.startsWith(s));
    expect(paragraphs).toContain("Grade: 1");
    expect(paragraphs.find((p) => p.startsWith("Length: "))).toMatch(
      /^Length: target 1:00, about \d:\d\d read aloud, 3 scenes$/,
    );
    expect(paragraphs).toContain(`RF.1.3.c (primary) — ${standards[0]!.description}`);
    expect(paragraphs).toContain("José Núñez — Word Chef");
    expect(paragraphs).toContain("Approval: version 3, by Ana Ortiz on 2026-11-28");
    expect(at("Approval")).toBeLessThan(at("A/V script"));
    expect(at("A/V script")).toBeLessThan(at("Scene 1 — HOOK · 0:00–"));
    expect(at("Scene 1 — HOOK")).toBeLessThan(paragraphs.lastIndexOf("Script"));
    const script = paragraphs.slice(paragraphs.lastIndexOf("Script") + 1);
    const expected = exportLines(SCRIPT)
      .filter((l) => l.kind !== "blank")
      .map((l) => l.plain);
    expect(script).toEqual(expected);
  });

  it("says the approval is not recorded when none is given", async () => {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await scriptToDocx(SCRIPT)) });
    expect(value).toContain("Approval: not recorded");
  });
});

describe("CSV shot list", () => {
  it("parses with the expected columns, a row per line or pause, times on the script's clock", () => {
    const csv = scriptToShotListCsv(SCRIPT);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...SHOT_LIST_COLUMNS]);
    const audio = parseContract(SCRIPT).scenes.flatMap((s) =>
      s.beats.filter((b) => b.type === "line" || b.type === "pause"),
    );
    expect(parsed.data).toHaveLength(audio.length);
    expect(parsed.data[0]).toEqual({
      Scene: "1 — HOOK",
      Start: "00:00:00",
      "Duration (s)": expect.stringMatching(/^\d+\.\d$/),
      Visual: "A bright vault door swings open.",
      "On screen": "Vowel Vault",
      "Audio / speaker": "Penny Page",
      Line: audio[0]!.type === "line" ? audio[0]!.text : "",
    });
    expect(parsed.data[1]!["Audio / speaker"]).toBe("José Núñez");
    expect(parsed.data[1]!.Visual).toBe("");
    expect(parsed.data[2]).toMatchObject({ "Audio / speaker": "Pause", "Duration (s)": "2.0", Line: "viewers wonder" });
    const starts = parsed.data.map((r) => r.Start);
    expect([...starts].sort()).toEqual(starts);
  });

  it("quotes a cell a spreadsheet would run as a formula", () => {
    const csv = scriptToShotListCsv(`${SCRIPT}\nSCENE 4 — CLOSE (0:05)\nPENNY PAGE: =HYPERLINK("x")\n`);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe("plain text", () => {
  it("is the saved text, with the approval line on top when given", () => {
    expect(scriptToText(SCRIPT)).toBe(SCRIPT);
    const text = scriptToText(SCRIPT, { approval });
    expect(text).toBe(`APPROVED: version 3, by Ana Ortiz on 2026-11-28\n${SCRIPT}`);
    expect(parseContract(text)).toEqual(parseContract(SCRIPT));
  });
});
