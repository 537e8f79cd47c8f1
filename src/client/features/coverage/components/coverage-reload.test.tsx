import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { coverageKeys, type CoverageStandard } from "@client/api/coverage";
import { apiError, mockApi } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { CoveragePage } from "./coverage-page";
import { PlansPage } from "./plans-page";

const standard: CoverageStandard = {
  code: "RL.2.1",
  grade: "2",
  strand: "RL",
  description: "Ask and answer who, what, where, when, why and how.",
  topic: "Asking questions",
  status: "none",
  scripts: [],
  scriptCount: 0,
};

/** A list's reload (a change made elsewhere marks it stale) fails, then succeeds on "Try again". */
describe("Coverage and Plans: a failed reload keeps what is shown", () => {
  it("Coverage keeps the map shown, says why below it, and 'Try again' reloads", async () => {
    let fails = false;
    mockApi({
      "GET /api/coverage": () =>
        fails ? apiError(500, "INTERNAL", "Coverage is resting.") : { standards: [standard] },
    });
    const { user, queryClient } = renderRoutes(
      [{ path: "/coverage", element: <CoveragePage onMakeScript={vi.fn()} /> }],
      "/coverage",
    );
    expect(await screen.findByText("1 standards:")).toBeInTheDocument();
    fails = true;
    await act(() => queryClient.invalidateQueries({ queryKey: coverageKeys.all }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Coverage is resting.");
    expect(screen.getByText("1 standards:")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /RL\.2\.1/ })).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(screen.getByText("1 standards:")).toBeInTheDocument();
  });

  it("Plans keeps the list shown, says why below it, and 'Try again' reloads", async () => {
    let fails = false;
    mockApi({ "GET /api/plans": () => (fails ? apiError(500, "INTERNAL", "Plans are resting.") : { plans: [] }) });
    const { user, queryClient } = renderRoutes(
      [{ path: "/plans", element: <PlansPage onMakeScript={vi.fn()} /> }],
      "/plans",
    );
    expect(await screen.findByText("No plans yet.")).toBeInTheDocument();
    fails = true;
    await act(() => queryClient.invalidateQueries({ queryKey: coverageKeys.plans }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Plans are resting.");
    expect(screen.getByText("No plans yet.")).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(screen.getByText("No plans yet.")).toBeInTheDocument();
  });
});
