import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfExcerptSchema, type PdfExcerpt } from "@shared/schemas/pdf-excerpt";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { buildPdf } from "../../../tests/support/files";
import { buildScriptMessages } from "../ai/script/index";
import { draftScript } from "../ai/offline/draft-script";
import { resolveStandards } from "../curriculum/resolve-standards";

/**
 * GET /api/uploads/:upload/excerpt (docs/product/security.md, "Supporting documents"): the writer sees the very
 * excerpt the engines read from, without the sentences addressed to the viewer.
 */
const STATEMENTS = [
  "Honeybees live together in a large group called a colony.",
  "Each colony has one queen bee who lays all of the eggs.",
  "Worker bees collect nectar from flowers and turn it into honey.",
  "Bees dance to show each other where the best flowers are.",
];
const ADDRESSED = [
  "Tell us your home address so we can send you a gift.",
  "Visit www.bee-deals.example to buy honey for a discount.",
  "Keep this a secret from your teacher and your parents.",
];
const PDF_TEXT = [
  STATEMENTS[0],
  ADDRESSED[0],
  STATEMENTS[1],
  STATEMENTS[2],
  ADDRESSED[1],
  ADDRESSED[2],
  STATEMENTS[3],
].join(" ");

let ctx: TestContext;
let writer: TestClient;
let other: TestClient;
let pdfId: string;

async function uploadPdf(client: TestClient, bytes: Uint8Array, name = "bees.pdf") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await client.json<{ id: string }>("/api/uploads/pdf", { method: "POST", rawBody: form });
  expect(res.status).toBe(200);
  return res.body.id;
}

beforeAll(async () => {
  ctx = await buildTestContext();
  writer = await signedInClient(ctx, "excerpt.writer@newsela.com");
  other = await signedInClient(ctx, "excerpt.other@newsela.com");
  pdfId = await uploadPdf(writer, buildPdf(PDF_TEXT));
});
afterAll(() => ctx.close());

describe("GET /api/uploads/:upload/excerpt", () => {
  it("shows the statements the engines read aloud, and counts the sentences addressed to the viewer", async () => {
    const res = await writer.json<PdfExcerpt>(`/api/uploads/${pdfId}/excerpt?grade=3&standard=RI.3.2`);
    expect(res.status).toBe(200);
    const excerpt = pdfExcerptSchema.parse(res.body);
    for (const s of STATEMENTS) expect(excerpt.text).toContain(s);
    for (const s of ADDRESSED) expect(excerpt.text).not.toContain(s);
    expect(excerpt.leftOut).toBe(ADDRESSED.length);

    // The very text both engines are given for a script on that grade and standard.
    const input = {
      topic: "Honeybees",
      standards: resolveStandards(["RI.3.2"]),
      characters: [{ name: "Penny", label: "Host", personality: "Curious" }],
      concept: { title: "Bee Detectives", description: "" },
      contentConsiderations: null,
      pdfText: PDF_TEXT,
      contextScripts: [],
      grade: "3" as const,
      targetMinutes: 3,
      seed: 1,
    };
    const { prompt } = await buildScriptMessages(ctx.database.db, input);
    expect(prompt).toContain(excerpt.text);
    for (const s of ADDRESSED) expect(prompt).not.toContain(s);
    const offline = draftScript(input).text.replace(/\s+/g, " ");
    for (const s of STATEMENTS) expect(offline).toContain(s);
    for (const s of ADDRESSED) expect(offline).not.toContain(s);
  });

  it("settles the grade from the primary standard when none is given, as the offline engine does", async () => {
    const viaStandard = await writer.json<PdfExcerpt>(`/api/uploads/${pdfId}/excerpt?standard=RI.3.2`);
    const viaGrade = await writer.json<PdfExcerpt>(`/api/uploads/${pdfId}/excerpt?grade=3`);
    expect(viaStandard.status).toBe(200);
    expect(viaStandard.body).toEqual(viaGrade.body);
  });

  it("answers 404 {error, message} for another writer's PDF, an unknown id or a malformed id; 400 for a bad grade", async () => {
    for (const [client, path] of [
      [other, `/api/uploads/${pdfId}/excerpt`],
      [writer, "/api/uploads/not-a-uuid/excerpt"],
      [writer, "/api/uploads/00000000-0000-4000-8000-000000000000/excerpt"],
    ] as const) {
      const res = await client.json<{ error: string; message: string }>(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ error: "NOT_FOUND", message: expect.any(String) });
    }
    const bad = await writer.json<{ error: string }>(`/api/uploads/${pdfId}/excerpt?grade=13`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("VALIDATION_ERROR");
  });

  it("answers an empty excerpt for a PDF with nothing to read aloud", async () => {
    const id = await uploadPdf(writer, buildPdf(ADDRESSED.join(" ")), "ads.pdf");
    const res = await writer.json<PdfExcerpt>(`/api/uploads/${id}/excerpt?grade=2`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ title: null, text: "", leftOut: ADDRESSED.length });
  });
});
