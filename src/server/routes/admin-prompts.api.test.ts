import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestContext, type TestClient, type TestContext } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/factories";
import { prompts } from "../db/schema/index";

let ctx: TestContext;
let admin: TestClient;
let member: TestClient;
beforeAll(async () => {
  ctx = await buildTestContext();
  admin = await signedInClient(ctx, "prompts.chief@newsela.com", { admin: true });
  member = await signedInClient(ctx, "prompts.member@newsela.com");
});
afterAll(() => ctx.close());

const form = (content: string, name = "script-generation") => ({
  name,
  description: "The script prompt",
  content,
  isActive: true,
});

async function scriptPromptId(): Promise<number> {
  const [row] = await ctx.database.db.select().from(prompts).where(eq(prompts.name, "script-generation"));
  return row!.id;
}

describe("admin prompt templates are checked before they are stored", () => {
  it("refuses an unclosed section with 400 naming the line, and stores nothing", async () => {
    const id = await scriptPromptId();
    const before = await admin.json(`/api/admin/prompts`);
    const res = await admin.json(`/api/admin/prompts/${id}`, {
      method: "PUT",
      body: form("Write about {{topic}}.\n{{#standards}}\n- {{code}}\n"),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: "VALIDATION_ERROR",
      message: expect.stringMatching(/^Line 2: .*standards/),
    });
    expect((await admin.json(`/api/admin/prompts`)).body).toEqual(before.body);
  });

  it("refuses an unknown variable on create with the line", async () => {
    const res = await admin.json("/api/admin/prompts", { body: form("ok\n\n{{studentName}}", "my-prompt") });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Line 3: Unknown variable \{\{studentName\}\}/);
  });
});

describe("admin prompt history", () => {
  it("keeps each replaced text, lists it newest first and restores it (the restore is undoable too)", async () => {
    const id = await scriptPromptId();
    const original = (await admin.json("/api/admin/prompts")).body.find((p: { id: number }) => p.id === id);
    const first = await admin.json(`/api/admin/prompts/${id}`, { method: "PUT", body: form("One: {{topic}}") });
    expect(first.status).toBe(200);
    await admin.json(`/api/admin/prompts/${id}`, { method: "PUT", body: form("Two: {{topic}}") });
    const listed = await admin.json(`/api/admin/prompts/${id}/versions`);
    expect(listed.status).toBe(200);
    expect(listed.body.versions.map((v: { content: string }) => v.content)).toEqual([
      "One: {{topic}}",
      original.content,
    ]);

    const restored = await admin.json(`/api/admin/prompts/${id}/versions/${listed.body.versions[1].id}/restore`, {
      method: "POST",
    });
    expect(restored.status).toBe(200);
    expect(restored.body.content).toBe(original.content);
    // The restore is an administrative change like an edit: the audit log names it (docs/product/accounts.md).
    const [restoreEvent] = (await admin.json("/api/admin/audit?kind=prompt.changed")).body.events;
    expect(restoreEvent).toMatchObject({ kind: "prompt.changed", target: `prompt ${id}` });
    expect(restoreEvent.detail).toMatch(/^Restored ".+" to its text of \d{4}-/);
    const after = await admin.json(`/api/admin/prompts/${id}/versions`);
    expect(after.body.versions[0].content).toBe("Two: {{topic}}");

    // Saving the fields as they are keeps no empty version.
    const { name, description, content, isActive } = restored.body;
    await admin.json(`/api/admin/prompts/${id}`, { method: "PUT", body: { name, description, content, isActive } });
    expect((await admin.json(`/api/admin/prompts/${id}/versions`)).body.versions).toHaveLength(
      after.body.versions.length,
    );
  });

  it("answers 404 for an unknown prompt or version and 403 to a member", async () => {
    const id = await scriptPromptId();
    expect((await admin.json("/api/admin/prompts/999999/versions")).status).toBe(404);
    expect((await admin.json(`/api/admin/prompts/${id}/versions/999999/restore`, { method: "POST" })).status).toBe(404);
    expect((await member.json(`/api/admin/prompts/${id}/versions`)).status).toBe(403);
  });
});
