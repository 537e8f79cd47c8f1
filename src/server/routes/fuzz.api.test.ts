import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { buildPdf } from "../../../tests/support/files";
import { FUZZ_SEED, fuzzCalls, fuzzForm, fuzzProblem } from "../../../tests/support/fuzz";

/**
 * docs/product/security.md#request-bodies: no input a client can send causes a 5xx. A property-based fuzz (fast-check,
 * fixed seed, FUZZ_RUNS requests, 2,000 by default) over every endpoint of the API contract and the account endpoints
 * (tests/support/fuzz.ts); every answer must be < 500 and, when an error, JSON `{error, message}`. `npm run bench --
 * fuzz` sends 10,000 of the same requests to the real server.
 */
describe("API fuzz: no 5xx from any input", () => {
  let ctx: TestContext;
  let member: TestClient;
  let admin: TestClient;
  let known: { scriptId: number; uploadId: string };
  beforeAll(async () => {
    ctx = await buildTestContext();
    member = await signedInClient(ctx, "fuzz@newsela.com");
    admin = await signedInClient(ctx, "fuzz.admin@newsela.com", { admin: true });
    const saved = await member.json<{ script: { id: number } }>("/api/scripts", {
      body: {
        topic: "Seed",
        concept: "C",
        scriptContent: "PENNY: hi",
        standards: ["RF.1.3.a"],
        characters: [{ name: "Penny", label: "Host" }],
      },
    });
    const uploaded = await member.json<{ id: string }>("/api/uploads/pdf", {
      method: "POST",
      rawBody: fuzzForm({ name: "seed.pdf", bytes: buildPdf("Foxes are clever animals.") }),
    });
    known = { scriptId: saved.body.script.id, uploadId: uploaded.body.id };
  });
  afterAll(() => ctx.close());

  it("answers every generated request below 500, with {error, message} on errors", async () => {
    const failures: string[] = [];
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fuzzCalls(known), async (call) => {
        const res = await (call.asAdmin ? admin : member).request(call.path, {
          method: call.method,
          ...(call.file ? { rawBody: fuzzForm(call.file) } : call.body !== undefined ? { body: call.body } : {}),
        });
        sent += 1;
        const problem = fuzzProblem(call, res.status, await res.text());
        if (problem) failures.push(problem);
        return true;
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000), seed: FUZZ_SEED },
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(sent).toBe(Number(process.env.FUZZ_RUNS ?? 2000));
  }, 600_000);
});
