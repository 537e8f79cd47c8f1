import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppUser } from "@shared/schemas/user";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { getPdfTextForUser } from "../services/uploads/get-pdf-text";
import { buildPdf, buildPng, PNG_SIGNATURE } from "../../../tests/support/files";

const MB = 1024 * 1024;

/** A one-page PDF showing `text` in Helvetica, with a correct cross-reference table. */
function padded(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

const text = (s: string) => new TextEncoder().encode(s);

function upload(
  client: TestClient,
  kind: "pdf" | "photo",
  name: string,
  bytes: Uint8Array,
  headers?: Record<string, string>,
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return client.json(`/api/uploads/${kind}`, { method: "POST", rawBody: form, headers });
}

const me = async (client: TestClient) => (await client.json<{ user: AppUser }>("/api/auth/me")).body.user;

let ctx: TestContext;
let alice: TestClient;
let bob: TestClient;
let admin: TestClient;
beforeAll(async () => {
  ctx = await buildTestContext();
  alice = await signedInClient(ctx, "alice.uploads@newsela.com");
  bob = await signedInClient(ctx, "bob.uploads@newsela.com");
  admin = await signedInClient(ctx, "admin.uploads@newsela.com", { admin: true });
});
afterAll(() => ctx.close());

describe("POST /api/uploads/pdf", () => {
  it("stores a PDF, extracts its text, and serves it back to its owner only", async () => {
    const pdf = buildPdf("Hello Nova Writer");
    const res = await upload(alice, "pdf", "lesson.pdf", pdf);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: `/api/uploads/${res.body.id}`,
      name: "lesson.pdf",
      sizeBytes: pdf.length,
      textChars: expect.any(Number),
    });
    expect(res.body.textChars).toBeGreaterThan(0);

    expect(await getPdfTextForUser(ctx.database.db, await me(alice), res.body.url)).toContain("Hello Nova Writer");
    expect(await getPdfTextForUser(ctx.database.db, await me(bob), res.body.url)).toBeNull();

    const served = await alice.request(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("sandbox");
    expect(served.headers.get("content-disposition")).toBe('inline; filename="lesson.pdf"');
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);

    const other = await bob.json(res.body.url);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe("NOT_FOUND");
  });

  it("keeps a PDF without readable text, with no extracted text", async () => {
    const res = await upload(alice, "pdf", "scan.pdf", text("%PDF-1.7\nnot really a document"));
    expect(res.status).toBe(200);
    expect(res.body.textChars).toBe(0);
    expect(await getPdfTextForUser(ctx.database.db, await me(alice), res.body.url)).toBeNull();
  });

  it("refuses a file that is not a PDF, whatever its name (415, spec message)", async () => {
    const res = await upload(alice, "pdf", "x.pdf", text("just some notes, not a PDF"));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: "UNSUPPORTED_MEDIA_TYPE", message: "Please select a PDF file." });
  });

  it("refuses a PDF over 20 MB (413)", async () => {
    const res = await upload(alice, "pdf", "big.pdf", padded(text("%PDF-1.4\n"), 21 * MB));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: "PAYLOAD_TOO_LARGE",
      message: "The PDF is larger than 20 MB. Please choose a smaller file.",
    });
  });

  it("refuses a declared over-limit body before reading it", async () => {
    const res = await upload(alice, "pdf", "tiny.pdf", buildPdf("small"), { "content-length": String(25 * MB) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The PDF is larger than 20 MB. Please choose a smaller file.");
  });

  it("asks for a file when the form has none, and needs a session", async () => {
    const form = new FormData();
    form.append("note", "no file here");
    const missing = await alice.json("/api/uploads/pdf", { method: "POST", rawBody: form });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: "VALIDATION_ERROR", message: "Choose a file to upload." });
    expect((await upload(ctx.client(), "pdf", "lesson.pdf", buildPdf("Hi"))).status).toBe(401);
  });

  it("encodes a non-ASCII file name per RFC 5987", async () => {
    const res = await upload(alice, "pdf", "Übung – Teil 1.pdf", buildPdf("Teil eins"));
    expect(res.body.name).toBe("Übung – Teil 1.pdf");
    const served = await alice.request(res.body.url);
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="_bung _ Teil 1.pdf"; filename*=UTF-8''%C3%9Cbung%20%E2%80%93%20Teil%201.pdf`,
    );
  });
});

describe("POST /api/uploads/photo", () => {
  it("stores an admin's PNG; any signed-in user gets the same bytes as image/png", async () => {
    const png = buildPng();
    const res = await upload(admin, "photo", "cat.png", png);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      url: `/api/uploads/${res.body.id}`,
      name: "cat.png",
      sizeBytes: png.length,
      textChars: 0,
    });
    const served = await bob.request(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await ctx.client().request(res.body.url)).status).toBe(401);
  });

  it("is for admins only (403) and needs a session (401)", async () => {
    const refused = await upload(alice, "photo", "cat.png", buildPng());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("FORBIDDEN");
    expect((await upload(ctx.client(), "photo", "cat.png", buildPng())).status).toBe(401);
  });

  it("refuses a renamed text file (415)", async () => {
    const res = await upload(admin, "photo", "photo.png", text("definitely not an image"));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      error: "UNSUPPORTED_MEDIA_TYPE",
      message: "Please choose a PNG, JPG, GIF or WebP image.",
    });
  });

  it("refuses an image over 10 MB (413)", async () => {
    const res = await upload(admin, "photo", "huge.png", padded(PNG_SIGNATURE, 11 * MB));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: "PAYLOAD_TOO_LARGE",
      message: "The photo is larger than 10 MB. Please choose a smaller file.",
    });
  });
});

describe("GET /api/uploads/:id", () => {
  it("answers 404 JSON for malformed and unknown ids", async () => {
    for (const id of ["not-a-uuid", "123", "00000000-0000-0000-0000-000000000000"]) {
      const res = await alice.json(`/api/uploads/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("NOT_FOUND");
    }
  });
});
