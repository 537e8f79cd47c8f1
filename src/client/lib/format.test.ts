import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("uses en-US short month, numeric day, 2-digit hour and minute", () => {
    const local = new Date(2025, 2, 5, 14, 7);
    expect(formatDateTime(local.toISOString())).toBe("Mar 5, 02:07 PM");
    expect(formatDate(local)).toBe("Mar 5, 2025");
  });

  it("writes what Intl's en-US formatter writes, for every month and every hour", () => {
    const intlDateTime = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    const intlDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const date = new Date(2026, month, 1 + ((month * 7 + hour) % 28), hour, (hour * 13) % 60);
        expect(formatDateTime(date)).toBe(intlDateTime.format(date).replace(/\u202f/g, " "));
        expect(formatDate(date)).toBe(intlDate.format(date));
      }
    }
  });

  it("gives an empty string for missing or invalid dates", () => {
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
