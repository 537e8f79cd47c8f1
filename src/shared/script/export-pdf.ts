import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { approvalText, type ExportOptions } from "./export-meta";
import { exportLines, type ExportLineKind, type ExportRun } from "./export-lines";

/**
 * The script as a PDF (docs/product/exports.md), built with `pdf-lib`: US Letter, 54 pt margins, the saved
 * text line by line in its own words, styled by kind (title and scene headings bold, speaker names bold, cues
 * in italics), each scene from the second on starting a new page, the approval line on top when given.
 *
 * The text is set in DejaVu Sans (the `dejavu-fonts-ttf` package), embedded and subset, so every character a
 * script can hold — arrows, macrons, curly quotes, dashes, accented names — is drawn and extracts back as
 * itself; spaces are drawn as characters, never as gaps. The caller passes the font files' bytes (the client
 * fetches them only when a PDF is made, ADR 0039). Ligatures are turned off so "fi" extracts as two letters.
 * Resolves with the PDF bytes.
 */
export interface PdfFontFiles {
  regular: ArrayBuffer | Uint8Array;
  bold: ArrayBuffer | Uint8Array;
  italic: ArrayBuffer | Uint8Array;
}

/** The DejaVu Sans files in `dejavu-fonts-ttf/ttf/` that `PdfFontFiles` expects. */
export const PDF_FONT_FILES: Record<keyof PdfFontFiles, string> = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  italic: "DejaVuSans-Oblique.ttf",
};

const PAGE = { width: 612, height: 792, margin: 54 };
const STYLE: Record<Exclude<ExportLineKind, "blank">, { size: number; before: number }> = {
  title: { size: 18, before: 0 },
  header: { size: 10, before: 0 },
  note: { size: 9, before: 0 },
  scene: { size: 14, before: 6 },
  heading: { size: 13, before: 6 },
  visual: { size: 10, before: 2 },
  onScreen: { size: 10, before: 2 },
  pause: { size: 10, before: 2 },
  line: { size: 11, before: 2 },
  text: { size: 11, before: 0 },
};

interface Piece {
  font: PDFFont;
  text: string;
}

export async function scriptToPdf(
  text: string,
  fontFiles: PdfFontFiles,
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const lines = exportLines(text);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const title = lines.find((l) => l.kind === "title")?.plain.replace(/^TITLE\s*:\s*/i, "");
  pdf.setTitle(title || "Script");
  pdf.setCreator("Nova Writer");
  const embed = (bytes: ArrayBuffer | Uint8Array) =>
    pdf.embedFont(bytes, { subset: true, features: { liga: false, clig: false, dlig: false, calt: false } });
  const fonts = {
    regular: await embed(fontFiles.regular),
    bold: await embed(fontFiles.bold),
    italic: await embed(fontFiles.italic),
  };
  const fontOf = (run: ExportRun) => (run.bold ? fonts.bold : run.italic ? fonts.italic : fonts.regular);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  const widthOf = (parts: Piece[], size: number) =>
    parts.reduce((n, p) => n + p.font.widthOfTextAtSize(p.text, size), 0);

  /** Draws one printed line: consecutive pieces in one font as one text run, spaces included. */
  const drawLine = (parts: Piece[], size: number) => {
    if (y < PAGE.margin + size) newPage();
    let x = PAGE.margin;
    const last = parts.length - 1;
    const merged: Piece[] = [];
    parts.forEach((p, i) => {
      const t = i === last ? p.text.trimEnd() : p.text;
      const prev = merged.at(-1);
      if (prev && prev.font === p.font) prev.text += t;
      else merged.push({ font: p.font, text: t });
    });
    for (const m of merged) {
      if (!m.text) continue;
      page.drawText(m.text, { x, y, size, font: m.font, color: rgb(0.1, 0.1, 0.12) });
      x += m.font.widthOfTextAtSize(m.text, size);
    }
    y -= size * 1.35;
  };

  /** Wraps runs at spaces into the text width (a word wider than the line is cut by characters). */
  const write = (runs: ExportRun[], size: number) => {
    const pieces = runs.flatMap((r) =>
      (r.text.match(/\S+\s*|\s+/g) ?? []).flatMap((t): Piece[] => {
        const font = fontOf(r);
        if (font.widthOfTextAtSize(t.trimEnd(), size) <= maxWidth) return [{ font, text: t }];
        const cut: Piece[] = [];
        for (const ch of t) {
          const tail = cut.at(-1);
          if (tail && font.widthOfTextAtSize(tail.text + ch, size) <= maxWidth) tail.text += ch;
          else cut.push({ font, text: ch });
        }
        return cut;
      }),
    );
    let line: Piece[] = [];
    for (const piece of pieces) {
      const next = [...line, { ...piece, text: piece.text.trimEnd() }];
      if (line.length && widthOf(next, size) > maxWidth) {
        drawLine(line, size);
        line = [];
        if (!piece.text.trim()) continue;
      }
      line.push({ ...piece });
    }
    if (line.length) drawLine(line, size);
  };

  if (options.approval) {
    write([{ text: approvalText(options.approval), bold: true }], 10);
    y -= 8;
  }
  let scenes = 0;
  for (const line of lines) {
    if (line.kind === "blank") {
      y -= 6;
      continue;
    }
    if (line.kind === "scene" && scenes++ > 0) newPage();
    const style = STYLE[line.kind];
    y -= style.before;
    write(line.runs, style.size);
  }
  return pdf.save();
}
