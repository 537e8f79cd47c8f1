// Runs in a worker thread (see extract-pdf-text.ts): reads a PDF's text page by page with unpdf (pdf.js) and
// stops at `maxChars`. Memory is bounded by the worker's resourceLimits and time by the parent's timer, so a
// decompression bomb can only kill this thread, never the server.
import { parentPort, workerData } from "node:worker_threads";
import { getDocumentProxy } from "unpdf";

const { bytes, maxChars } = workerData;
let doc;
try {
  doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  let text = "";
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
  parentPort.postMessage({ ok: true, text: text.slice(0, maxChars) });
} catch {
  // Damaged, encrypted or image-only: no text, which is not an error.
  parentPort.postMessage({ ok: true, text: "" });
} finally {
  await doc?.loadingTask.destroy().catch(() => undefined);
}
