import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Marks of a long file in its source: a sweep over every teaching card or the whole topic catalogue
 * (tests/support/timeouts.ts) or a PDF decompression bomb read in a process of its own. Such a file runs 30–60 s
 * on one core; handed out last, it ran alone at the end of the run while the other core idled.
 */
const LONG_FILE_MARKS = ["CATALOGUE_SWEEP_TIMEOUT_MS", "buildBombPdf("];

function isLong(spec: TestSpecification): boolean {
  try {
    const source = readFileSync(spec.moduleId, "utf8");
    return LONG_FILE_MARKS.some((mark) => source.includes(mark));
  } catch {
    return false;
  }
}

/**
 * The order `npm test` hands files to its workers (ADR 0061): the browser flows first, then the long unit and API
 * files (LONG_FILE_MARKS), then every other file as Vitest orders it (by project, the slowest and the failed files
 * first when it has timings from an earlier run; a fresh clone has none, and Vitest then orders by file size, which
 * put the short sweep files last).
 *
 * The browser flows are the longest files by far and mostly wait on Chromium and the server, so they go first:
 * the long CPU-bound files run beside them, and the short API, component and unit files then fill the workers and
 * the cores and end the run, instead of one long file starting last and running alone.
 */
export class FlowsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFlow = (spec: TestSpecification) => spec.project.name === "e2e";
    const rest = sorted.filter((spec) => !isFlow(spec));
    const long = rest.filter(isLong);
    return [...sorted.filter(isFlow), ...long, ...rest.filter((spec) => !long.includes(spec))];
  }
}
