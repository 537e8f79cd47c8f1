import { Hono } from "hono";
import {
  topicTextPreviewQuerySchema,
  type TopicTextPreview,
  type TopicTextPreviewQuery,
} from "@shared/schemas/topic-text-preview";
import { readConsiderations } from "@shared/script/considerations";
import { requireUser, type SessionDeps } from "../auth/session";
import type { AppEnv } from "../http/context";
import { query } from "../http/validate";
import { lessonText } from "../ai/lesson-text";
import { topicTextMinimumMinutes } from "../ai/offline/lesson-lengths";
import { shownText } from "../ai/offline/excerpt";
import { getStandardDetails } from "../curriculum/standards-catalogue";
import { topicTextLibrary, type TopicTextLibrary } from "../curriculum/topic-texts";

/**
 * The topic text a lesson on `topic` will read (docs/product/topic-texts.md): the very choice the script engines
 * make (`lessonText`), with the grade settled as for an attachment's excerpt (the wizard's grade, else the primary
 * standard's). No subject, no text: the lesson then teaches from its cards, or from an attachment. With the text, the
 * shortest length that teaches the primary standard from it (`topicTextMinimumMinutes`), for the wizard's length
 * advice.
 */
export function topicTextPreview(
  q: TopicTextPreviewQuery,
  library: TopicTextLibrary = topicTextLibrary(),
): TopicTextPreview {
  const standard = q.standard?.trim() ?? "";
  const grade = q.grade ?? (standard ? (getStandardDetails(standard)?.grade ?? null) : null);
  const avoid = readConsiderations(q.considerations).avoid;
  const found = lessonText({ topic: q.topic, grade, standard, avoid }, library);
  return found?.source === "topicText" && grade
    ? {
        subject: found.subject,
        title: found.excerpt.title,
        text: shownText(found.excerpt),
        minutes: topicTextMinimumMinutes({ topic: q.topic, grade, code: standard, avoid }, library),
      }
    : { subject: null, title: null, text: "", minutes: null };
}

/** GET /api/topic-text?topic&grade&standard&considerations (signed in) → {subject, title, text, minutes}. */
export function topicTextRoutes(deps: SessionDeps) {
  return new Hono<AppEnv>().get("/", requireUser(deps), query(topicTextPreviewQuerySchema), (c) =>
    c.json(topicTextPreview(c.req.valid("query"))),
  );
}
