import type { SaveScriptRequest } from "@shared/schemas/script";
import type { Standard } from "@shared/schemas/standard";

/** The columns a save writes from the request (create and update alike); standards already resolved. */
export function scriptColumns(input: SaveScriptRequest, standards: Standard[]) {
  return {
    topic: input.topic,
    standards,
    characters: input.characters.map(({ id: _id, ...c }) => c),
    concept: input.concept,
    conceptDescription: input.conceptDescription,
    scriptContent: input.scriptContent,
    contentConsiderations: input.contentConsiderations,
    attachmentUrl: input.attachmentUrl,
    attachmentName: input.attachmentName,
  };
}
