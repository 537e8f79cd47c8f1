import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("uses en-US short month, numeric day, 2-digit hour and minute", () => {
    const local = new Date(2025, 2, 5, 14, 7);
    expect(formatDateTime(local.toISOString())).toBe("Mar 5, 02:07 PM");
    expect(formatDate(local)).toBe("Mar 5, 2025");
  });

  it("gives an empty string for missing or invalid dates", () => {
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
