import { describe, expect, it } from "vitest";
import { draftGoldens, readGolden } from "./golden";

/**
 * Golden-output tests of the offline engine: each committed script must equal what the engine drafts now.
 * After an intended change, run `npm run golden:update` and read the diff before committing it.
 */
describe("offline engine golden scripts", () => {
  const drafted = draftGoldens();
  it.each([...drafted.keys()])("%s is unchanged (npm run golden:update after an intended change)", (file) => {
    const committed = readGolden(file);
    expect(committed, `${file} is missing: run npm run golden:update`).not.toBeNull();
    expect(drafted.get(file)).toBe(committed);
  });
});
