/**
 * What one of Nova Writer's own topic texts says about itself (data/topic-texts/*.json,
 * docs/product/topic-texts.md): written by us beside the text, so the lesson can ask for a story's lesson or an
 * article's main idea with an answer a specialist wrote, not one parsed from the sentences. An attached PDF has
 * no guide: its questions are made from the sentences whose parse is sure (text-questions.ts).
 */
export interface TextGuide {
  kind: "informational" | "story";
  /** The library's subject the text is about ("honeybees"): what a writing lesson's sentences name (text-writing.ts). */
  subject?: string;
  /**
   * The opinion question the typed topic asks about the subject, as the claim that answers it yes ("every school
   * should have a garden" for "Opinion writing: should every school have a garden?"): an opinion lesson's model
   * answers it (text-opinion.ts `opinionClaim`). Absent when the topic asks no such question.
   */
  claim?: string;
  /** Informational: the main idea, one plain sentence a child could say. */
  mainIdea?: string;
  /** Informational: 2–4 key details, each a sentence of the text word for word. */
  keyDetails?: string[];
  /** Story: the central message, lesson or theme (RL.x.2), shown by the characters, never stated by a narrator. */
  lesson?: string;
  /** Story: the events in order, short past-tense sentences (a retelling, RL.K–1.2). */
  events?: string[];
  /** Story: the main characters, a trait each and a sentence of the text that shows it (RL.x.3). */
  characters?: { name: string; trait: string; evidence: string }[];
  setting?: string;
  problem?: string;
  solution?: string;
  /** Words a child at the grade may not know, each defined in the text itself (x.4). */
  words?: { word: string; meaning: string }[];
}
