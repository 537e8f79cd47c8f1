import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDuration } from "../script-format";
import { sceneTiming } from "./av-rows";
import { parseContract, SCENE_KIND_NAMES, type ContractScene } from "./contract";

/**
 * The script as a PDF (issue 11 item 5), built with `pdf-lib`: US Letter, 54 pt margins, each scene starting
 * on a new page, speaker names in bold, cues in italics. Characters the standard fonts cannot encode are
 * replaced with "?". Resolves with the PDF bytes.
 */
const PAGE = { width: 612, height: 792, margin: 54 };
const sceneName = (s: ContractScene) =>
  s.kind === "teach" ? `Teach: ${s.title}` : s.kind === "other" ? s.title : SCENE_KIND_NAMES[s.kind];

export async function scriptToPdf(text: string): Promise<Uint8Array> {
  const c = parseContract(text);
  const pdf = await PDFDocument.create();
  pdf.setTitle(c.title || "Script");
  pdf.setCreator("Nova Writer");
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const safe = (font: PDFFont, s: string) =>
    [...s]
      .map((ch) => {
        try {
          font.encodeText(ch);
          return ch;
        } catch {
          return "?";
        }
      })
      .join("");
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  /** Writes `runs` (label in one font, then text in another) wrapped to the text width. */
  const write = (runs: { font: PDFFont; text: string }[], size: number, gapAfter = 4) => {
    const width = PAGE.width - 2 * PAGE.margin;
    const words = runs.flatMap((r) =>
      safe(r.font, r.text)
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => ({ font: r.font, w })),
    );
    let line: { font: PDFFont; w: string }[] = [];
    const flush = () => {
      if (y < PAGE.margin + size) newPage();
      let x = PAGE.margin;
      for (const part of line) {
        page.drawText(part.w, { x, y, size, font: part.font, color: rgb(0.1, 0.1, 0.12) });
        x += part.font.widthOfTextAtSize(`${part.w} `, size);
      }
      y -= size * 1.35;
      line = [];
    };
    for (const word of words) {
      const next = [...line, word];
      const w = next.reduce((n, p) => n + p.font.widthOfTextAtSize(`${p.w} `, size), 0);
      if (w > width && line.length) flush();
      line.push(word);
    }
    if (line.length) flush();
    y -= gapAfter;
  };
  write([{ font: fonts.bold, text: c.title || c.topic || "Script" }], 20, 8);
  write(
    [
      {
        font: fonts.regular,
        text: `Topic: ${c.topic} · Concept: ${c.concept} · Target length: ${formatDuration(c.targetSec)}${c.grade ? ` · Grade: ${c.grade}` : ""}`,
      },
    ],
    10,
  );
  write(
    [{ font: fonts.regular, text: `Standards: ${c.standards.map((s) => `${s.code} (${s.role})`).join(", ")}` }],
    10,
  );
  write([{ font: fonts.regular, text: `Cast: ${c.cast.map((m) => `${m.name} (${m.label})`).join(", ")}` }], 10, 10);
  for (const n of c.notes) write([{ font: fonts.italic, text: `Note: ${n}` }], 9);
  c.scenes.forEach((scene, i) => {
    if (i > 0) newPage();
    const t = sceneTiming(scene, c.grade);
    write(
      [
        {
          font: fonts.bold,
          text: `Scene ${i + 1} — ${sceneName(scene)} (${formatDuration(scene.durationSec || t.seconds)})`,
        },
      ],
      14,
      8,
    );
    for (const b of scene.beats) {
      if (b.type === "line")
        write(
          [
            { font: fonts.bold, text: `${b.speaker}:` },
            { font: fonts.regular, text: b.text },
          ],
          11,
        );
      else if (b.type === "visual") write([{ font: fonts.italic, text: `Visual: ${b.text}` }], 10);
      else if (b.type === "onScreen") write([{ font: fonts.italic, text: `On screen: ${b.text}` }], 10);
      else write([{ font: fonts.italic, text: `Pause ${b.seconds} s${b.text ? ` — ${b.text}` : ""}` }], 10);
    }
  });
  return pdf.save();
}
