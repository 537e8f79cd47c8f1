import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../support/test-app";
import { signedInClient } from "../support/factories";

/**
 * Issue 8 item 1: a PDF whose text stream inflates to hundreds of megabytes must not take the server down or
 * stall it. Built here: one page whose FlateDecode content stream is ~200 MB of text-showing operators
 * (about 200 KB compressed).
 */
function buildBombPdf(inflatedBytes: number): Uint8Array<ArrayBuffer> {
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

describe("a PDF decompression bomb", () => {
  let ctx: TestContext;
  let user: TestClient;
  beforeAll(async () => {
    ctx = await buildTestContext();
    user = await signedInClient(ctx, "bomber@newsela.com");
  });
  afterAll(() => ctx.close());

  it("answers 422 with a clear message while everyone else is still served within 1 s, and the server stays up", async () => {
    const bomb = buildBombPdf(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bomb)], { type: "application/pdf" }), "bomb.pdf");
    const pending = user.request("/api/uploads/pdf", { rawBody: form });

    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    const other = await user.json("/api/standards/search?q=rhyme");
    expect(other.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);

    const res = await pending;
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: "UNREADABLE_FILE",
      message: expect.stringMatching(/This PDF could not be read/),
    });
    expect((await user.json("/api/standards/search?q=fable")).status).toBe(200);
  }, 60_000);

  it("answers 422 for the same bomb sent as a data: attachmentUrl to /api/subtopics and /api/generate-script", async () => {
    const attachmentUrl = `data:application/pdf;base64,${Buffer.from(buildBombPdf(200 * 1024 * 1024)).toString("base64")}`;
    const body = {
      topic: "Rhyming Words",
      standards: ["RF.K.2.a"],
      characters: [{ name: "Penny Page", label: "Curious Host", personality: "Warm" }],
      concept: { title: "Rhyme Time", description: "A trip to the planet of rhymes." },
      attachmentUrl,
      attachmentName: "bomb.pdf",
    };
    for (const path of ["/api/subtopics", "/api/generate-script"]) {
      const pending = user.json(path, { body });
      await new Promise((r) => setTimeout(r, 300));
      const started = performance.now();
      expect((await user.json("/api/standards/search?q=rhyme")).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      const res = await pending;
      expect(res.status, path).toBe(422);
      expect(res.body.message).toMatch(/This PDF could not be read/);
    }
  }, 90_000);
});
