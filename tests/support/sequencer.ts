import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order `npm test` hands files to its workers (ADR 0061): the browser flows first, the longest first, then
 * every other project as Vitest orders it (by project, the slowest and the failed files first).
 *
 * The browser flows are the longest files by far and mostly wait on Chromium and the server, so they go first:
 * the short API, component and unit files then fill the workers and the cores around them and end the run,
 * instead of one long flow starting last and running alone.
 */
export class FlowsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFlow = (spec: TestSpecification) => spec.project.name === "e2e";
    return [...sorted.filter(isFlow), ...sorted.filter((spec) => !isFlow(spec))];
  }
}
