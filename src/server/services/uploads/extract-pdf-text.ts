import { fork } from "node:child_process";
import { AppError } from "@shared/errors";
import { serverPaths } from "../../paths";

/** At most this many characters of a PDF's text are kept (enough context for generation, bounded prompt). */
export const PDF_TEXT_MAX_CHARS = 50_000;

/** Collapses runs of spaces, drops control characters (Postgres text refuses NUL) and caps the length. */
export function normalisePdfText(text: string): string {
  const clean = text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, " ")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (clean.length <= PDF_TEXT_MAX_CHARS) return clean;
  // Do not end on half of a surrogate pair.
  const cut = clean.slice(0, PDF_TEXT_MAX_CHARS);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Limits of one PDF extraction (docs/product/security.md#pdf-extraction): wall-clock ms, process heap MB, characters
 * read.
 */
export interface PdfLimits {
  timeoutMs: number;
  maxHeapMb: number;
  maxChars: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = { timeoutMs: 10_000, maxHeapMb: 256, maxChars: 200_000 };

export const UNREADABLE_PDF =
  "This PDF could not be read: it takes too much memory or time to unpack. Try a smaller or simpler PDF, or leave it out.";

/** Extractions running at once on this instance (docs/product/security.md, "PDF extraction"). */
export const PDF_POOL_SIZE = 2;
/** Extractions one user may have running at once; the rest of theirs wait while others' go first. */
const PER_USER_RUNNING = 1;
/** Extractions one user may have waiting; beyond, 429. */
const PER_USER_QUEUED = 60;

interface Job {
  owner: string;
  run: () => Promise<void>;
}
const queue: Job[] = [];
const running = new Map<string, number>();
let active = 0;

/** Starts waiting jobs while the pool has room, oldest first, skipping owners already at their running cap. */
function pump(): void {
  while (active < PDF_POOL_SIZE) {
    const index = queue.findIndex((j) => (running.get(j.owner) ?? 0) < PER_USER_RUNNING);
    if (index < 0) return;
    const [job] = queue.splice(index, 1);
    active += 1;
    running.set(job!.owner, (running.get(job!.owner) ?? 0) + 1);
    void job!.run().finally(() => {
      active -= 1;
      const n = (running.get(job!.owner) ?? 1) - 1;
      if (n > 0) running.set(job!.owner, n);
      else running.delete(job!.owner);
      pump();
    });
  }
}

/** Runs `task` in the pool for `owner`: queued (never refused) unless the owner already has too many waiting. */
function inPool<T>(owner: string, task: () => Promise<T>): Promise<T> {
  if (queue.filter((j) => j.owner === owner).length >= PER_USER_QUEUED)
    throw new AppError("RATE_LIMITED", "You are uploading many PDFs at once. Please wait for them to finish.");
  return new Promise<T>((resolve, reject) => {
    queue.push({ owner, run: () => task().then(resolve, reject) });
    pump();
  });
}

const workerPath = serverPaths.pdfTextWorker;

/** One extraction in a child process of its own; its memory is returned to the system when it exits. */
function extractInChild(bytes: Uint8Array, limits: PdfLimits): Promise<string> {
  const child = fork(workerPath, [], {
    execArgv: [`--max-old-space-size=${limits.maxHeapMb}`, "--max-semi-space-size=16"],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  return new Promise<string>((resolve, reject) => {
    let done = false;
    const finish = (error: AppError | null, text = "") => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill("SIGKILL");
      if (error) reject(error);
      else resolve(text);
    };
    const timer = setTimeout(() => finish(new AppError("UNREADABLE_FILE", UNREADABLE_PDF)), limits.timeoutMs);
    child.once("message", (m: { text?: unknown }) => finish(null, typeof m.text === "string" ? m.text : ""));
    child.once("error", () => finish(new AppError("UNREADABLE_FILE", UNREADABLE_PDF)));
    // A clean exit right after its answer: the message may still be on its way.
    child.once("exit", (code) =>
      setTimeout(() => finish(new AppError("UNREADABLE_FILE", UNREADABLE_PDF)), code === 0 ? 200 : 0),
    );
    child.send({ bytes, maxChars: limits.maxChars });
  });
}

/**
 * The text of a PDF (all pages, whitespace normalised, at most PDF_TEXT_MAX_CHARS characters), read in a child
 * process from a pool of PDF_POOL_SIZE, so the server keeps answering everyone else and a bomb's memory goes
 * back to the system when its process exits (docs/product/security.md, "PDF extraction"). `owner` (a user id)
 * shares the pool fairly: one running extraction per owner while others wait; the time limit starts when the
 * extraction does, so a valid PDF is never refused for waiting. A PDF without extractable text gives "".
 * @throws AppError UNREADABLE_FILE (422) past `maxHeapMb` or `timeoutMs`; RATE_LIMITED past 60 waiting.
 */
export async function extractPdfText(
  bytes: Uint8Array,
  limits: PdfLimits = DEFAULT_PDF_LIMITS,
  owner = "anonymous",
): Promise<string> {
  return normalisePdfText(await inPool(owner, () => extractInChild(bytes, limits)));
}
