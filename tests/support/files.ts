import { deflateSync } from "node:zlib";
/**
 * Real files built from bytes for tests: a one-page PDF with a text object (one sentence per line, so long
 * texts stay on the page), and a 1×1 PNG.
 */
export function buildPdf(text: string): Uint8Array {
  const lines = text.split(/(?<=[.!?])\s+/).map((l) => `(${l}) Tj T*`);
  const content = `BT /F1 10 Tf 14 TL 20 760 Td ${lines.join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf); // ASCII only: string offsets are byte offsets
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real 1×1 RGBA PNG (one red pixel). */
export function buildPng(): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0, 255]));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** `head` followed by zero bytes up to `size` bytes. */

/**
 * A PDF decompression bomb (docs/product/security.md#pdf-extraction): one page whose FlateDecode content stream
 * inflates to `inflatedBytes` of text-showing operators (200 MB compress to about 700 KB). Built once per size and
 * shared (compressing 200 MB takes seconds of CPU); callers must not change the bytes.
 */
export function buildBombPdf(inflatedBytes: number): Uint8Array<ArrayBuffer> {
  let bomb = bombs.get(inflatedBytes);
  if (!bomb) bombs.set(inflatedBytes, (bomb = buildBombPdfOnce(inflatedBytes)));
  return bomb;
}
const bombs = new Map<number, Uint8Array<ArrayBuffer>>();

function buildBombPdfOnce(inflatedBytes: number): Uint8Array<ArrayBuffer> {
  const unit = "BT /F1 12 Tf 10 10 Td (AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA) Tj ET\n";
  const content = deflateSync(Buffer.from(unit.repeat(Math.ceil(inflatedBytes / unit.length))), { level: 9 });
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const b = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
    parts.push(b);
    length += b.length;
  };
  add("%PDF-1.4\n");
  const objects: (string | Buffer)[][] = [
    ["<< /Type /Catalog /Pages 2 0 R >>"],
    ["<< /Type /Pages /Kids [3 0 R] /Count 1 >>"],
    ["<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"],
    [`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, content, "\nendstream"],
    ["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"],
  ];
  objects.forEach((body, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n`);
    for (const piece of body) add(piece);
    add("\nendobj\n");
  });
  const xref = length;
  add(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`,
  );
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
