import type { Db } from "./client";

/** Inserts the default generation prompts that are missing by name (filled in by the generation work). */
export async function seedPrompts(_db: Db): Promise<void> {}
