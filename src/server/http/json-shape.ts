/**
 * Request bodies are data of a bounded shape (docs/product/security.md, "Request bodies"): before a JSON body
 * is parsed, one linear pass over its text counts its nesting depth and its tokens, so a body of deeply nested
 * or very many tiny values is refused in time proportional to its length, before JSON.parse and the validators
 * spend memory and main-thread time on it.
 */

/** Deepest nesting of arrays and objects accepted in a request body. */
export const MAX_JSON_DEPTH = 64;
/** Most values (objects, arrays, strings, numbers, literals) accepted in a request body. */
export const MAX_JSON_TOKENS = 100_000;

export type JsonShapeProblem = { kind: "depth" | "tokens"; message: string };

/**
 * One pass over `text` (a would-be JSON document): null when its nesting stays within `maxDepth` and it holds
 * at most `maxTokens` values, else the first limit crossed. Malformed JSON is not judged here (the parser
 * refuses it next); only the shape is. Linear in the text's length, no allocation.
 */
export function checkJsonShape(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxTokens = MAX_JSON_TOKENS,
): JsonShapeProblem | null {
  let depth = 0;
  let tokens = 0;
  // Whether the previous significant character ended a value (so a digit or letter continues it).
  let inValue = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      tokens++;
      // Skip the string, honouring backslash escapes.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 0x5c /* \ */) i++;
        else if (s === 0x22) break;
      }
      inValue = false;
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      tokens++;
      depth++;
      inValue = false;
      if (depth > maxDepth)
        return { kind: "depth", message: `The request body is nested more than ${maxDepth} levels deep.` };
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      depth--;
      inValue = false;
    } else if (ch === 0x2c /* , */ || ch === 0x3a /* : */ || ch <= 0x20) {
      inValue = false;
    } else if (!inValue) {
      // The first character of a number or a literal (true, false, null).
      tokens++;
      inValue = true;
    }
    if (tokens > maxTokens)
      return {
        kind: "tokens",
        message: `The request body holds more than ${maxTokens.toLocaleString("en-US")} values.`,
      };
  }
  return null;
}
