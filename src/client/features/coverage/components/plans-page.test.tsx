import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Plan } from "@shared/schemas/coverage";
import { apiError, mockApi, sentBodies } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { PlansPage } from "./plans-page";

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: 5,
  name: "Fall season",
  grade: "2",
  strand: "RL",
  owner: "ann@newsela.com",
  mine: true,
  version: 3,
  createdAt: "2026-11-28T09:00:00.000Z",
  updatedAt: "2026-11-28T09:00:00.000Z",
  episodes: [
    {
      id: 11,
      position: 1,
      topic: "Poetry",
      grade: "2",
      standards: ["RL.2.4"],
      targetMinutes: 3,
      assignee: null,
      scriptId: null,
      status: "not_started",
    },
  ],
  ...over,
});

const renderPage = () => renderRoutes([{ path: "/plans", element: <PlansPage onMakeScript={() => {}} /> }], "/plans");

describe("PlansPage: changing a plan's grade (docs/product/coverage.md)", () => {
  it("sends the new grade with the episodes, shows the server's reason when refused, and the plan once moved", async () => {
    let current = plan();
    let refuse = true;
    mockApi({
      "GET /api/plans": () => ({ plans: [current] }),
      "GET /api/coverage": () => ({ standards: [] }),
      "PUT /api/plans/5": ({ body }) => {
        if (refuse)
          return apiError(
            400,
            "VALIDATION_ERROR",
            "A Grade 3 plan's episodes teach Grade 3 standards, and episode 1 (RL.2.4) teaches another grade's. Change or remove it, then change the grade.",
          );
        current = plan({
          grade: body.grade,
          version: 4,
          episodes: current.episodes.map((e) => ({ ...e, grade: "3" })),
        });
        return { plan: current };
      },
    });
    const { user } = renderPage();
    const grade = await screen.findByRole("combobox", { name: "Grade of Fall season" });
    const change = screen.getByRole("button", { name: /^Change grade/ });
    expect(grade).toHaveValue("2");
    expect(change).toBeDisabled();

    await user.selectOptions(grade, "3");
    await user.click(change);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("episode 1 (RL.2.4) teaches another grade's");
    expect(grade).toHaveAccessibleDescription(alert.textContent!);
    expect(sentBodies("PUT /api/plans/5")).toEqual([
      {
        name: "Fall season",
        grade: "3",
        strand: "RL",
        version: 3,
        episodes: [{ id: 11, topic: "Poetry", grade: "2", standards: ["RL.2.4"], targetMinutes: 3, assignee: null }],
      },
    ]);

    refuse = false;
    await user.click(change);
    const card = screen.getByRole("region", { name: "Fall season" });
    expect(await within(card).findByText(/^Grade 3 · Reading Literature/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(change).toBeDisabled();
  });

  it("offers the grade control to the plan's owner only", async () => {
    mockApi({
      "GET /api/plans": () => ({ plans: [plan({ mine: false, owner: "bob@newsela.com" })] }),
      "GET /api/coverage": () => ({ standards: [] }),
    });
    renderPage();
    expect(await screen.findByRole("region", { name: "Fall season" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Grade of Fall season" })).not.toBeInTheDocument();
  });
});
