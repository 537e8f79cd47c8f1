import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CoverageScript, CoverageStandard } from "@shared/schemas/coverage";
import { callsTo, mockApi } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { CoveragePage } from "./coverage-page";

const script = (id: number, over: Partial<CoverageScript> = {}): CoverageScript => ({
  id,
  title: `Poem ${id}`,
  status: "draft",
  visibility: "team",
  taught: true,
  mine: false,
  scenes: [2],
  ...over,
});

/** RL.2.10 with 23 scripts: the map lists the first ten (ids 23…14, newest first). */
const TOTAL = 23;
const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i);
const standard: CoverageStandard = {
  code: "RL.2.10",
  grade: "2",
  strand: "RL",
  description: "Read and comprehend literature.",
  topic: "Poetry",
  status: "draft",
  scripts: ids.slice(0, 10).map((id) => script(id)),
  scriptCount: TOTAL,
};

function mockCoverage() {
  mockApi({
    "GET /api/coverage": () => ({ standards: [standard] }),
    "GET /api/standards/RL.2.10": () => ({
      standard: { code: "RL.2.10", grade: "2", strand: "RL", domain: "Range of Reading", description: "Read." },
      teaching: null,
    }),
    // Pages of 20 (the client asks for the server's default page).
    "GET /api/coverage/standards/RL.2.10/scripts": ({ url }) => {
      // A keyset page: the cursor names the last script of the page before (its id is the list's last key).
      const cursor = url.searchParams.get("cursor");
      const start = cursor ? ids.indexOf(Number(cursor.split(".")[2])) + 1 : 0;
      const page = ids.slice(start, start + 20);
      return {
        code: "RL.2.10",
        scriptCount: TOTAL,
        scripts: page.map((id) => script(id, id === 1 ? { mine: true, visibility: "private" } : {})),
        nextCursor: start + page.length < TOTAL ? `1.1.${page.at(-1)}` : null,
      };
    },
  });
}

const renderPage = () =>
  renderRoutes([{ path: "/coverage", element: <CoveragePage onMakeScript={() => {}} /> }], "/coverage?grade=2");

describe("CoveragePage: a standard's scripts (docs/product/coverage.md)", () => {
  it('lists the first ten, then "Show all N scripts" and "Show more" page through every one', async () => {
    mockCoverage();
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "RL.2.10: Draft only" }));
    const panel = screen.getByRole("region", { name: "Standard RL.2.10" });
    const list = () => within(panel).getByRole("list", { name: "Scripts for RL.2.10" });
    expect(within(panel).getByRole("heading", { name: "Scripts (23)" })).toBeInTheDocument();
    expect(within(list()).getAllByRole("link")).toHaveLength(10);
    expect(within(panel).getByText("Showing 10 of 23")).toBeInTheDocument();
    expect(callsTo("GET /api/coverage/standards/RL.2.10/scripts")).toHaveLength(0);

    await user.click(within(panel).getByRole("button", { name: "Show all 23 scripts" }));
    expect(await within(panel).findByText("Showing 20 of 23")).toBeInTheDocument();
    expect(
      within(list())
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(ids.slice(0, 20).map((id) => `Poem ${id}`));
    expect(within(panel).queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Show more" }));
    expect(await within(list()).findByRole("link", { name: "Poem 1" })).toBeInTheDocument();
    expect(within(list()).getAllByRole("link")).toHaveLength(TOTAL);
    expect(within(panel).queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(within(list()).getByText("Private (yours)")).toBeInTheDocument();
    expect(callsTo("GET /api/coverage/standards/RL.2.10/scripts").map((c) => c.url.searchParams.get("cursor"))).toEqual(
      [null, `1.1.${ids[19]}`],
    );
  });

  it('offers no "Show all" when the map already lists every script', async () => {
    mockApi({
      "GET /api/coverage": () => ({ standards: [{ ...standard, scripts: [script(1)], scriptCount: 1 }] }),
      "GET /api/standards/RL.2.10": () => ({
        standard: { code: "RL.2.10", grade: "2", strand: "RL", domain: "Range of Reading", description: "Read." },
        teaching: null,
      }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "RL.2.10: Draft only" }));
    const panel = screen.getByRole("region", { name: "Standard RL.2.10" });
    expect(within(panel).getByRole("link", { name: "Poem 1" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/^Showing/)).not.toBeInTheDocument();
  });
});
