import { hasContactDetails } from "@shared/script/check-script";
import { citedStandardCodes, oneLine } from "@shared/script-format";

/**
 * Everything a user or a file supplies is data, never instructions (issue 10 item 4). Before any of it
 * is put in a character's mouth it goes through these filters.
 */

/** Sentences that address the viewer with an action outside the video, or try to instruct the writer. */
const INSTRUCTION_RE =
  /\b(?:visit|go to|log ?in|sign ?up|subscribe|click|tap here|type in|enter your|call us|call now|text us|send (?:us|your|me)|download|scan|order|buy|win a|prize|home address|password|credit card|ignore (?:all|any|the|previous|above)|disregard|system prompt|instructions?|you are (?:now )?(?:an?|the) (?:ai|assistant|model))\b/i;

/** Whether a sentence may be spoken to children: no URL, e-mail, phone, code or call to action. */
export function isSpeakable(sentence: string): boolean {
  return !hasContactDetails(sentence) && !INSTRUCTION_RE.test(sentence) && citedStandardCodes(sentence).length === 0;
}

/** Sentences of a text (split at . ! ? followed by space), one line each. */
export function sentences(text: string): string[] {
  return oneLine(text)
    .split(/(?<=[.!?])["”’)]?\s+(?=["“(]?[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A user-supplied short field (name, label, catchphrase) made safe to say: one line, no contact details, capped. */
export function speakableField(text: string | null | undefined, maxChars: number): string {
  const line = oneLine(text ?? "");
  if (!line || !isSpeakable(line)) return "";
  return line.length <= maxChars ? line : `${line.slice(0, maxChars).replace(/\s+\S*$/, "")}`;
}
