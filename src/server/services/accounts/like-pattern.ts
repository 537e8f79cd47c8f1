/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards (% _ \) in `text` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
