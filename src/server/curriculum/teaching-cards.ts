import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { teachingCardFileSchema, type TeachingCard } from "@shared/curriculum/teaching-card";
import { serverPaths } from "../paths";

/**
 * The teaching cards (ADR 0008): data/teaching/<strand>-<grade>.json, one card for each of the 486 CCSS ELA
 * K–5 codes, validated with the shared zod schema when first read. A file that does not parse stops the
 * server with the file's name (it is shipped data, so this is a build error, not a user error).
 */
const teachingDir = serverPaths.teachingCards;

let cards: Map<string, TeachingCard> | undefined;

function load(): Map<string, TeachingCard> {
  if (cards) return cards;
  const map = new Map<string, TeachingCard>();
  for (const file of readdirSync(teachingDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = teachingCardFileSchema.safeParse(JSON.parse(readFileSync(path.join(teachingDir, file), "utf8")));
    if (!parsed.success)
      throw new Error(`data/teaching/${file} is not a valid teaching-card file: ${parsed.error.message}`);
    for (const card of parsed.data) map.set(card.code, card);
  }
  cards = map;
  return map;
}

/** The card for an official code (exact CCSS casing, e.g. "L.4.4.b"); undefined when none is written. */
export function getTeachingCard(code: string): TeachingCard | undefined {
  return load().get(code);
}
