/**
 * What a writer's note on "Rewrite this scene" asks for (docs/product/scene-operations.md): the three wishes
 * the screen suggests ("shorter", "simpler words", "another example") plus "longer"; any other note is passed
 * on as written (to the model) or as a content consideration (offline).
 */
export interface SceneNote {
  shorter: boolean;
  longer: boolean;
  simpler: boolean;
  /** The note as written, trimmed ("" when none). */
  text: string;
}

export function readSceneNote(note: string | undefined): SceneNote {
  const text = (note ?? "").replace(/\s+/g, " ").trim();
  return {
    shorter: /\b(?:short|shorter|brief|briefer|less|cut|trim|tighter|quicker|faster)\b/i.test(text),
    longer: /\b(?:long|longer|more detail|expand|slower)\b/i.test(text) && !/\bless\b/i.test(text),
    simpler: /\b(?:simple|simpler|easier|easy|plain|younger)\b/i.test(text),
    text,
  };
}
