import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadTopicTexts } from "../curriculum/topic-texts";
import { lessonTopicText } from "../ai/generation-input";
import { resolveStandards } from "../curriculum/resolve-standards";
import { topicTextPreview } from "./topic-texts";

/** GET /api/topic-text's answer (docs/product/topic-texts.md): the very text both engines are given. */
const library = loadTopicTexts(fileURLToPath(new URL("../curriculum/fixtures/topic-texts", import.meta.url)));

describe("topicTextPreview", () => {
  it("answers the text the model is given, its title and subject; the grade settled from the primary standard", () => {
    const preview = topicTextPreview({ topic: "Honeybees", standard: "RI.2.2" }, library);
    expect(preview).toMatchObject({ subject: "honeybees", title: "How Honeybees Work Together" });
    const model = lessonTopicText(
      {
        topic: "Honeybees",
        grade: "2",
        standards: resolveStandards(["RI.2.2"]),
        pdfText: null,
        contentConsiderations: null,
      },
      library,
    );
    expect(model?.text).toBe(`${preview.title}\n\n${preview.text}`);
  });

  it("answers no subject for a skill topic, an avoided topic, or no standard", () => {
    const none = { subject: null, title: null, text: "", minutes: null };
    expect(topicTextPreview({ topic: "Main Idea & Key Details", grade: "2", standard: "RI.2.2" }, library)).toEqual(
      none,
    );
    expect(
      topicTextPreview({ topic: "bees", grade: "2", standard: "RL.2.2", considerations: "No food examples." }, library),
    ).toEqual(none);
    expect(topicTextPreview({ topic: "bees" }, library)).toEqual(none);
  });
});
