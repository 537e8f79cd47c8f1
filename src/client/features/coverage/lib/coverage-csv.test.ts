import { describe, expect, it } from "vitest";
import { coverageCsv, statusCounts } from "./coverage-csv";

const std = (code: string, status: "approved" | "none", title = "") => ({
  code,
  grade: "2" as const,
  strand: "RL" as const,
  description: 'Recount stories, "fables" and folktales, from diverse cultures',
  topic: "Fables & Folktales",
  status,
  scriptCount: title ? 1 : 0,
  scripts: title
    ? [
        {
          id: 7,
          title,
          status: "approved" as const,
          visibility: "team" as const,
          taught: true,
          mine: false,
          scenes: [2],
        },
      ]
    : [],
});

describe("coverage CSV", () => {
  it("writes one row per standard, quoting commas and quotes", () => {
    const csv = coverageCsv([std("RL.2.2", "approved", "Fox, Crow"), std("RL.2.3", "none")]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Standard,Grade,Strand,Status,Scripts,Teaching scripts,Description");
    expect(lines[1]).toBe(
      'RL.2.2,2,RL,Approved,1,"#7 Fox, Crow (approved)","Recount stories, ""fables"" and folktales, from diverse cultures"',
    );
    expect(lines[2]).toMatch(/^RL\.2\.3,2,RL,No script,0,,/);
    expect(statusCounts([std("RL.2.2", "approved"), std("RL.2.3", "none"), std("RL.2.4", "none")])).toEqual({
      approved: 1,
      in_review: 0,
      draft: 0,
      none: 2,
    });
  });
});
