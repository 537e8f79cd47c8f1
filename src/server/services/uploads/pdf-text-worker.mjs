// Runs in a child process (see extract-pdf-text.ts): reads a PDF's text page by page with unpdf (pdf.js) and
// stops at `maxChars`. Memory is bounded by the process's heap flag and time by the parent's timer; when the
// process exits, all of its memory goes back to the system (docs/product/security.md, "PDF extraction").
import { getDocumentProxy } from "unpdf";

process.once("message", async ({ bytes, maxChars }) => {
  let doc;
  let text = "";
  try {
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    for (let i = 1; i <= doc.numPages && text.length < maxChars; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ("str" in item) text += item.str + (item.hasEOL ? "\n" : " ");
        if (text.length >= maxChars) break;
      }
      text += "\n";
      page.cleanup();
    }
  } catch {
    // Damaged, encrypted or image-only: no text, which is not an error.
    text = "";
  }
  process.send({ ok: true, text: text.slice(0, maxChars) }, () => process.exit(0));
  void doc;
});
