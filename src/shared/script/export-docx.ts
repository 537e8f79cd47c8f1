import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { formatDuration } from "../script-format";
import { avRows, sceneTiming } from "./av-rows";
import { parseContract, SCENE_KIND_NAMES, type Beat, type ContractScene } from "./contract";

/**
 * The script as a Word document (issue 11 item 5), built with the `docx` library: title and details, production
 * notes, each scene as a heading with its duration, speaker names in bold, VISUAL / ON SCREEN cues and pauses in
 * italics, then the A/V script as a real two-column table. Resolves with the .docx bytes.
 */
const sceneName = (s: ContractScene) =>
  s.kind === "teach" ? `Teach: ${s.title}` : s.kind === "other" ? s.title : SCENE_KIND_NAMES[s.kind];

function beatParagraph(beat: Beat): Paragraph {
  switch (beat.type) {
    case "line":
      return new Paragraph({
        children: [new TextRun({ text: `${beat.speaker}: `, bold: true }), new TextRun(beat.text)],
        spacing: { after: 80 },
      });
    case "visual":
      return new Paragraph({
        children: [
          new TextRun({ text: "Visual: ", italics: true, bold: true }),
          new TextRun({ text: beat.text, italics: true }),
        ],
      });
    case "onScreen":
      return new Paragraph({
        children: [
          new TextRun({ text: "On screen: ", italics: true, bold: true }),
          new TextRun({ text: beat.text, italics: true }),
        ],
      });
    case "pause":
      return new Paragraph({
        children: [
          new TextRun({ text: `Pause ${beat.seconds} s${beat.text ? ` — ${beat.text}` : ""}`, italics: true }),
        ],
      });
  }
}

const cell = (paragraphs: Paragraph[], bold = false) =>
  new TableCell({
    children: paragraphs.length ? paragraphs : [new Paragraph("")],
    ...(bold ? {} : {}),
    width: { size: 50, type: WidthType.PERCENTAGE },
  });

export async function scriptToDocx(text: string): Promise<Uint8Array> {
  const c = parseContract(text);
  const body: (Paragraph | Table)[] = [
    new Paragraph({ text: c.title || c.topic || "Script", heading: HeadingLevel.TITLE }),
    new Paragraph({
      children: [
        new TextRun(`Topic: ${c.topic}`),
        new TextRun({ text: `  ·  Concept: ${c.concept}`, break: 0 }),
        new TextRun(`  ·  Target length: ${formatDuration(c.targetSec)}`),
        ...(c.grade ? [new TextRun(`  ·  Grade: ${c.grade}`)] : []),
      ],
    }),
    new Paragraph({ text: `Standards: ${c.standards.map((s) => `${s.code} (${s.role})`).join(", ")}` }),
    new Paragraph({ text: `Cast: ${c.cast.map((m) => `${m.name} (${m.label})`).join(", ")}` }),
  ];
  if (c.notes.length) {
    body.push(new Paragraph({ text: "Production notes", heading: HeadingLevel.HEADING_2 }));
    for (const n of c.notes) body.push(new Paragraph({ text: n, bullet: { level: 0 } }));
  }
  c.scenes.forEach((scene, i) => {
    const t = sceneTiming(scene, c.grade);
    body.push(
      new Paragraph({
        text: `Scene ${i + 1} — ${sceneName(scene)} (${formatDuration(scene.durationSec || t.seconds)})`,
        heading: HeadingLevel.HEADING_2,
        pageBreakBefore: i > 0,
      }),
    );
    for (const beat of scene.beats) body.push(beatParagraph(beat));
  });
  body.push(new Paragraph({ text: "A/V script", heading: HeadingLevel.HEADING_1, pageBreakBefore: true }));
  const rows = [
    new TableRow({
      tableHeader: true,
      children: [
        cell([new Paragraph({ children: [new TextRun({ text: "Visual", bold: true })] })]),
        cell([new Paragraph({ children: [new TextRun({ text: "Audio", bold: true })] })]),
      ],
    }),
  ];
  c.scenes.forEach((scene, i) => {
    rows.push(
      new TableRow({
        children: [
          new TableCell({
            columnSpan: 2,
            children: [
              new Paragraph({
                alignment: AlignmentType.LEFT,
                children: [new TextRun({ text: `Scene ${i + 1} — ${sceneName(scene)}`, bold: true })],
              }),
            ],
          }),
        ],
      }),
    );
    for (const row of avRows(scene))
      rows.push(new TableRow({ children: [cell(row.visual.map(beatParagraph)), cell(row.audio.map(beatParagraph))] }));
  });
  body.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }));
  const doc = new Document({ creator: "Nova Writer", title: c.title || "Script", sections: [{ children: body }] });
  const blob = await Packer.toBlob(doc);
  return new Uint8Array(await blob.arrayBuffer());
}
