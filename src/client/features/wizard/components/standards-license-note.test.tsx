import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CCSS_LICENSE, StandardsLicenseNote } from "./standards-license-note";

describe("StandardsLicenseNote", () => {
  it("uses the exact licence text of data/ccss-ela-k5.json", () => {
    const data = JSON.parse(readFileSync(resolve(process.cwd(), "data/ccss-ela-k5.json"), "utf8")) as {
      license: string;
    };
    expect(CCSS_LICENSE).toBe(data.license);
    render(<StandardsLicenseNote />);
    expect(screen.getByText(`Common Core State Standards ${data.license}`)).toBeInTheDocument();
  });
});
