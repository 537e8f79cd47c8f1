import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `from` that holds package.json. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * Files the server reads at run time, found from the project root, so the same code runs from src/ (tsx, tests)
 * and bundled into dist/server/main.js (`npm start`, ADR 0014).
 */
export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const serverPaths = {
  migrations: path.join(projectRoot, "src/server/db/migrations"),
  teachingCards: path.join(projectRoot, "data/teaching"),
  topicTexts: path.join(projectRoot, "data/topic-texts"),
  clientDist: path.join(projectRoot, "dist/client"),
  pdfTextWorker: path.join(projectRoot, "src/server/services/uploads/pdf-text-worker.mjs"),
};
