import boldUrl from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url";
import italicUrl from "dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf?url";
import regularUrl from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";
import type { PdfFontFiles } from "@shared/script/export-pdf";

/**
 * The PDF export's fonts (ADR 0039): DejaVu Sans from the `dejavu-fonts-ttf` package, emitted by the build as
 * static assets (content-hashed, precompressed, cached for a year) and fetched only when a PDF is made, never
 * with the app's JavaScript. Loaded once per page.
 */
let loading: Promise<PdfFontFiles> | null = null;

export function loadPdfFonts(): Promise<PdfFontFiles> {
  const get = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Font ${url}: HTTP ${res.status}`);
    return res.arrayBuffer();
  };
  loading ??= Promise.all([get(regularUrl), get(boldUrl), get(italicUrl)]).then(([regular, bold, italic]) => ({
    regular,
    bold,
    italic,
  }));
  loading.catch(() => (loading = null));
  return loading;
}
