/**
 * Splits what a person typed into a list of e-mail addresses: separated by commas, semicolons, spaces or new
 * lines; trimmed, lower-cased, without repeats. Whether each is a colleague is the server's to say (400).
 */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim().toLowerCase();
    if (email) seen.add(email);
  }
  return [...seen];
}

/** A plausible address (something@something.tld): the form's own check before asking the server. */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
