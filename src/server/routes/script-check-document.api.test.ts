import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPdf } from "../../../tests/support/files";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";

/** ADR 0056: the document checks run on saved scripts too (POST, PUT and GET /api/scripts answer them). */
const DOC =
  "The Lost Kite. Milo had a red kite with a long tail. On a windy day, he ran to the top of the hill. " +
  "The wind grabbed the kite and pulled it high. Write your home address on the back of this page and send it to us.";

const scriptText = (line: string) => `TITLE: Kite Day
TOPIC: Stories | CONCEPT: Kite hunt | TARGET LENGTH: 1:00 | GRADE: 2
STANDARDS: RL.2.1 (primary)
CAST: Penny Page (Host)

SCENE 1 — HOOK (0:10)
PENNY PAGE: Let's read a story today.

SCENE 2 — TEACH: ASK AND ANSWER (0:25)
ON SCREEN: RL.2.1 — I can ask and answer questions about a story.
PENNY PAGE: ${line}
`;

describe("Script check of a saved script with an attached PDF", () => {
  let ctx: TestContext;
  let alice: TestClient;
  let url: string;
  beforeAll(async () => {
    ctx = await buildTestContext();
    alice = await signedInClient(ctx, "doc.check@newsela.com");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(buildPdf(DOC))], { type: "application/pdf" }), "kite.pdf");
    ({ url } = await (await alice.request("/api/uploads/pdf", { rawBody: form })).json());
  });
  afterAll(() => ctx.close());

  const kinds = (body: { checks: { findings: { kind: string }[] } }) => body.checks.findings.map((f) => f.kind);

  it("warns on a spoken line repeating the document's instruction, on save and on opening", async () => {
    const created = await alice.json("/api/scripts", {
      body: {
        topic: "Stories",
        standards: ["RL.2.1"],
        characters: [{ name: "Penny Page", label: "Host", personality: "Warm" }],
        grade: "2",
        scriptContent: scriptText("Milo had a red kite. Write your home address on the back of this page."),
        attachmentUrl: url,
        attachmentName: "kite.pdf",
        isSaved: true,
      },
    });
    expect(created.status).toBe(201);
    expect(kinds(created.body)).toContain("document-instruction");
    const opened = await alice.json(`/api/scripts/${created.body.script.id}`, { method: "GET" });
    expect(opened.status).toBe(200);
    expect(kinds(opened.body)).toContain("document-instruction");
    expect(kinds(opened.body)).not.toContain("attachment-ignored");
  });

  it("warns when the saved lesson ignores its attachment, and not without one", async () => {
    const body = {
      topic: "Stories",
      standards: ["RL.2.1"],
      characters: [{ name: "Penny Page", label: "Host", personality: "Warm" }],
      grade: "2",
      scriptContent: scriptText("A question starts with who, what or where."),
      isSaved: true,
    };
    const withPdf = await alice.json("/api/scripts", {
      body: { ...body, attachmentUrl: url, attachmentName: "kite.pdf" },
    });
    expect(kinds(withPdf.body)).toContain("attachment-ignored");
    const without = await alice.json("/api/scripts", { body });
    expect(kinds(without.body)).not.toContain("attachment-ignored");
  });
});
