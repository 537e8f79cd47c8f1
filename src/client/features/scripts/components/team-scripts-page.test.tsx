import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, mockApi } from "@tests/support/client/api";
import { buildSummary } from "@tests/support/client/fixtures";
import { renderRoutes } from "@tests/support/client/render";
import { TeamScriptsPage } from "./team-scripts-page";

const renderPage = () => renderRoutes([{ path: "/team-scripts", element: <TeamScriptsPage /> }], "/team-scripts");

describe("TeamScriptsPage (docs/product/team-workflow.md, Sharing)", () => {
  it("says how many shared scripts there are, exactly up to 1,000", async () => {
    mockApi({
      "GET /api/scripts": () => ({
        scripts: [buildSummary(1, { author: "olive@newsela.com" })],
        nextCursor: null,
        total: 1,
      }),
    });
    renderPage();
    expect(await screen.findByText("1 shared script")).toBeInTheDocument();
    expect(callsTo("GET /api/scripts")[0]!.path).toBe("/api/scripts");
  });

  it('says "More than 1,000 shared scripts" when the server stopped counting (ADR 0058)', async () => {
    mockApi({
      "GET /api/scripts": () => ({
        scripts: [buildSummary(1, { author: "olive@newsela.com" })],
        nextCursor: "next",
        total: 1000,
        isTotalCapped: true,
      }),
    });
    renderPage();
    expect(await screen.findByText("More than 1,000 shared scripts")).toBeInTheDocument();
  });
});
