import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../../../../tests/support/fake-openai";
import { openTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { loadTopicTexts } from "../../curriculum/topic-texts";
import { resolveStandards } from "../../curriculum/resolve-standards";
import { createLanguageModel } from "../model";
import { draftScript } from "../offline/draft-script";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { sentences } from "../offline/safe-text";
import type { GenerationInput } from "../generation-input";
import { buildScriptMessages, streamScript, withTopicText } from "./index";

/**
 * The model path with a topic text (docs/product/topic-texts.md, ADR 0070): with nothing attached, the model is
 * given Nova Writer's own text about the topic's subject as the lesson's text, delimited as material, the very
 * text the offline engine reads; a local OpenAI-compatible peer receives the request.
 */
const library = loadTopicTexts(fileURLToPath(new URL("../../curriculum/fixtures/topic-texts", import.meta.url)));
const text = (id: string) => library.subjects[0]!.texts.find((t) => t.id === id)!;

const input = (over: Partial<GenerationInput> = {}): GenerationInput => ({
  topic: "Honeybees",
  standards: resolveStandards(["RI.2.2"]),
  characters: [{ name: "Penny", label: "Host", personality: "Curious" }],
  concept: { title: "Bee Detectives", description: "" },
  contentConsiderations: null,
  pdfText: null,
  contextScripts: [],
  grade: "2",
  targetMinutes: 3,
  seed: 1,
  ...over,
});

let fake: FakeOpenAI;
let database: Database;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await fake.close();
});
beforeEach(() => fake.reset());

describe("the model path with one of our own topic texts", () => {
  it("sends the text the offline engine reads, as the lesson's text in a delimited block", async () => {
    const model = createLanguageModel({ apiKey: "test", baseUrl: fake.url, model: "peer" } as Parameters<
      typeof createLanguageModel
    >[0]);
    fake.enqueue({ kind: "text", text: "SCENE 1 — HOOK (0:10)\nPENNY: Hi!" });
    const stream = await streamScript(
      { db: database.db, model, timeoutMs: 5000, stallMs: 3000, topicTexts: library },
      input(),
    );
    for await (const _ of stream.chunks);
    const [system, prompt] = fake.requests[0]!.body.messages as { role: string; content: string }[];
    const t = text("honeybees-info-23");
    const block = /<untrusted-data name="topic-text">([\s\S]*?)<\/untrusted-data>/.exec(prompt!.content);
    const given = (block?.[1] ?? "").replace(/\s+/g, " ");
    expect(given).toContain(t.title);
    for (const s of sentences(t.text)) expect(given).toContain(s);
    expect(prompt!.content).toContain("Nova Writer's own text about honeybees (the lesson's text");
    expect(prompt!.content).not.toContain("supporting-pdf");
    expect(system!.content).toContain(
      "Nova Writer's own text about the topic (the topic-text block) is the lesson's text",
    );
    // The same text the offline engine reads aloud.
    const offline = draftScript(input(), { getCard: getTeachingCard, topicTexts: library }).text.replace(/\s+/g, " ");
    expect(offline).toContain(sentences(t.text)[0]);
  });

  it("sends the attachment and no topic text when a PDF is attached, and neither for a topic naming no subject", async () => {
    const pdfText =
      "The Shell Shop. Seth has a shop by the sea. He sells shells and fishing nets. Seth counts the shells each night.";
    const attached = await buildScriptMessages(database.db, input({ pdfText }), library);
    expect(attached.prompt).toContain("Seth has a shop by the sea.");
    expect(attached.prompt).not.toContain("topic-text");
    expect(attached.system).not.toContain("topic-text block");
    const none = await buildScriptMessages(database.db, input({ topic: "Spelling bee" }), library);
    expect(none.prompt).not.toContain("topic-text");
    expect(none.system).not.toContain("topic-text block");
  });

  it("gives the story for a literature standard, and none when it mentions what the writer asked to avoid", async () => {
    const story = await buildScriptMessages(database.db, input({ standards: resolveStandards(["RL.2.3"]) }), library);
    expect(story.prompt).toContain(text("honeybees-story-23").title);
    const avoided = await buildScriptMessages(
      database.db,
      input({ standards: resolveStandards(["RL.2.3"]), contentConsiderations: "No food examples." }),
      library,
    );
    expect(avoided.prompt).not.toContain("topic-text");
  });

  it("adds the block to a saved template that predates it, after its attachment block", () => {
    const old = "Topic: {{topic}}\n{{#pdfText}}PDF: {{pdfText}}\n{{/pdfText}}\nCards: {{teachingCards}}";
    const updated = withTopicText(old);
    expect(updated.indexOf("{{#topicText}}")).toBeGreaterThan(updated.indexOf("{{/pdfText}}"));
    expect(updated.indexOf("{{#topicText}}")).toBeLessThan(updated.indexOf("Cards:"));
    expect(withTopicText(updated)).toBe(updated);
    expect(withTopicText("Topic: {{topic}}")).toMatch(/\{\{#topicText\}\}[\s\S]*\{\{\/topicText\}\}$/);
  });
});
