import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { formatDuration } from "../script-format";
import { avRows } from "./av-rows";
import { parseContract, sceneSeconds, type Beat, type ScriptContract } from "./contract";
import { approvalText, type ExportOptions } from "./export-meta";
import { exportLines, inlineRuns, sceneHeadingName, type ExportLine, type ExportRun } from "./export-lines";

/**
 * The production packet as a Word document (docs/product/exports.md), built with the `docx` library:
 *  1. a cover: title, grade, length (target and read-aloud runtime), the standards with their text, the cast,
 *     the approval line (or "not recorded") and the production notes;
 *  2. the A/V script: a two-column table (what is seen | what is heard), a row per scene with its start time;
 *  3. the script as saved, line by line, styled by kind (the talent's read).
 * Lines keep the script's own words ("PENNY PAGE: …", "VISUAL: …"), so the document converts back to the
 * script's lines. Resolves with the .docx bytes.
 */
const textRuns = (runs: ExportRun[]) => runs.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }));

function beatParagraph(beat: Beat): Paragraph {
  switch (beat.type) {
    case "line":
      return new Paragraph({
        children: textRuns([{ text: `${beat.speaker}: `, bold: true }, ...inlineRuns(beat.text)]),
        spacing: { after: 80 },
      });
    case "visual":
      return new Paragraph({ children: textRuns(inlineRuns(`VISUAL: ${beat.text}`, { italic: true })) });
    case "onScreen":
      return new Paragraph({ children: textRuns(inlineRuns(`ON SCREEN: ${beat.text}`, { italic: true })) });
    case "pause":
      return new Paragraph({
        children: textRuns([
          { text: `PAUSE: ${beat.seconds} seconds${beat.text ? ` — ${beat.text}` : ""}`, italic: true },
        ]),
      });
  }
}

function lineParagraph(line: ExportLine): Paragraph {
  const heading =
    line.kind === "title"
      ? HeadingLevel.HEADING_1
      : line.kind === "scene"
        ? HeadingLevel.HEADING_2
        : line.kind === "heading"
          ? HeadingLevel.HEADING_3
          : undefined;
  return new Paragraph({ children: textRuns(line.runs), heading, spacing: { after: 80 } });
}

const cell = (paragraphs: Paragraph[], columnSpan?: number) =>
  new TableCell({
    children: paragraphs.length ? paragraphs : [new Paragraph("")],
    columnSpan,
    width: { size: columnSpan ? 100 : 50, type: WidthType.PERCENTAGE },
  });

const field = (label: string, value: string) =>
  new Paragraph({
    children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
    spacing: { after: 80 },
  });

function cover(c: ScriptContract, options: ExportOptions): Paragraph[] {
  const runtime = Math.round(c.scenes.reduce((n, s) => n + sceneSeconds(s, c.grade), 0));
  const textOf = new Map((options.standards ?? []).map((s) => [s.code, s.description ?? ""]));
  const out = [
    new Paragraph({ text: c.title || c.concept || c.topic || "Script", heading: HeadingLevel.TITLE }),
    field("Topic", c.topic || "—"),
    field("Concept", c.concept || "—"),
    field("Grade", c.grade ?? "not set"),
    field(
      "Length",
      `${c.targetSec ? `target ${formatDuration(c.targetSec)}, ` : ""}about ${formatDuration(runtime)} read aloud, ${c.scenes.length} scenes`,
    ),
    field("Approval", options.approval ? approvalText(options.approval).replace(/^Approved: /, "") : "not recorded"),
    new Paragraph({ text: "Standards", heading: HeadingLevel.HEADING_2 }),
    ...(c.standards.length ? c.standards : [{ code: "none selected", role: "primary" as const }]).map(
      (s) =>
        new Paragraph({
          bullet: { level: 0 },
          children: [
            new TextRun({ text: `${s.code} (${s.role})`, bold: true }),
            ...(textOf.get(s.code) ? [new TextRun(` — ${textOf.get(s.code)}`)] : []),
          ],
        }),
    ),
    new Paragraph({ text: "Cast", heading: HeadingLevel.HEADING_2 }),
    ...(c.cast.length ? c.cast : [{ name: "none listed", label: "" }]).map(
      (m) => new Paragraph({ bullet: { level: 0 }, text: m.label ? `${m.name} — ${m.label}` : m.name }),
    ),
  ];
  if (c.notes.length) {
    out.push(new Paragraph({ text: "Production notes", heading: HeadingLevel.HEADING_2 }));
    for (const n of c.notes) out.push(new Paragraph({ text: n, bullet: { level: 0 } }));
  }
  return out;
}

function avTable(c: ScriptContract): Table {
  const rows = [
    new TableRow({
      tableHeader: true,
      children: [
        cell([new Paragraph({ children: [new TextRun({ text: "Visual", bold: true })] })]),
        cell([new Paragraph({ children: [new TextRun({ text: "Audio", bold: true })] })]),
      ],
    }),
  ];
  let start = 0;
  c.scenes.forEach((scene, i) => {
    const seconds = sceneSeconds(scene, c.grade);
    const label = `Scene ${i + 1} — ${sceneHeadingName(scene)} · ${formatDuration(start)}–${formatDuration(start + seconds)}`;
    start += seconds;
    rows.push(
      new TableRow({
        children: [cell([new Paragraph({ children: [new TextRun({ text: label, bold: true })] })], 2)],
      }),
    );
    for (const row of avRows(scene))
      rows.push(new TableRow({ children: [cell(row.visual.map(beatParagraph)), cell(row.audio.map(beatParagraph))] }));
  });
  return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } });
}

export async function scriptToDocx(text: string, options: ExportOptions = {}): Promise<Uint8Array> {
  const c = parseContract(text);
  const body: (Paragraph | Table)[] = [
    ...cover(c, options),
    new Paragraph({ text: "A/V script", heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    avTable(c),
    new Paragraph({ text: "Script", heading: HeadingLevel.HEADING_1, pageBreakBefore: true }),
    ...exportLines(text)
      .filter((l) => l.kind !== "blank")
      .map(lineParagraph),
  ];
  const doc = new Document({ creator: "Nova Writer", title: c.title || "Script", sections: [{ children: body }] });
  const blob = await Packer.toBlob(doc);
  return new Uint8Array(await blob.arrayBuffer());
}
