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
import { shownText } from "../ai/offline/excerpt";
import { getStandardDetails } from "../curriculum/standards-catalogue";
import { topicTextLibrary, type TopicTextLibrary } from "../curriculum/topic-texts";

/**
 * The topic text a lesson on `topic` will read (docs/product/topic-texts.md): the very choice the script engines
 * make (`lessonText`), with the grade settled as for an attachment's excerpt (the wizard's grade, else the primary
 * standard's). No subject, no text: the lesson then teaches from its cards, or from an attachment.
 */
export function topicTextPreview(
  q: TopicTextPreviewQuery,
  library: TopicTextLibrary = topicTextLibrary(),
): TopicTextPreview {
  const standard = q.standard?.trim() ?? "";
  const grade = q.grade ?? (standard ? (getStandardDetails(standard)?.grade ?? null) : null);
  const found = lessonText(
    { topic: q.topic, grade, standard, avoid: readConsiderations(q.considerations).avoid },
    library,
  );
  return found?.source === "topicText"
    ? { subject: found.subject, title: found.excerpt.title, text: shownText(found.excerpt) }
    : { subject: null, title: null, text: "" };
}

/** GET /api/topic-text?topic&grade&standard&considerations (signed in) → {subject, title, text}. */
export function topicTextRoutes(deps: SessionDeps) {
  return new Hono<AppEnv>().get("/", requireUser(deps), query(topicTextPreviewQuerySchema), (c) =>
    c.json(topicTextPreview(c.req.valid("query"))),
  );
}
