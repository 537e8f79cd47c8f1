import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, mockEmptyAdmin, sentBodies, type ApiHandlers } from "@tests/support/client/api";
import { expectConsoleWarnings } from "@tests/support/client/console";
import { renderRoutes } from "@tests/support/client/render";
import { AdminPage } from "./admin-page";

const renderAdmin = () => renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");

const recent = new Date(Date.now() - 2 * 86_400_000).toISOString();
const topics = [
  { topic: "Phonics", scriptCount: 1, lastUsed: recent },
  { topic: "earth Day", scriptCount: 4, lastUsed: "2020-01-01T00:00:00.000Z" },
  { topic: "Fables & Myths", scriptCount: 2, lastUsed: null },
];

async function openTopics(handlers: ApiHandlers = {}) {
  mockEmptyAdmin();
  mockApi({ "GET /api/admin/topics": () => topics, ...handlers });
  const { user } = renderAdmin();
  await user.click(await screen.findByRole("tab", { name: "Topics" }));
  await screen.findByRole("heading", { name: "Topic Management Dashboard" });
  return { user };
}

const rowNames = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("TopicsTab", () => {
  it("shows totals, rows sorted by name with singular/plural counts and last-used dates", async () => {
    await openTopics();
    expect(screen.getByText("Search, filter, and manage all topics used in scripts")).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(["earth Day", "Fables & Myths", "Phonics"]));
    expect(screen.getByText("3 of 3")).toBeInTheDocument();
    expect(screen.getByText("7")).toBeInTheDocument();
    expect(screen.getByText("2")).toBeInTheDocument();
    expect(screen.getByText("1 saved script")).toBeInTheDocument();
    expect(screen.getByText("4 saved scripts")).toBeInTheDocument();
    expect(screen.getAllByText(/^Last used /)).toHaveLength(2);
  });

  it("shows 'Loading topics...' and the no-topics empty state", async () => {
    let answer!: () => void;
    await openTopics({ "GET /api/admin/topics": () => new Promise((r) => (answer = () => r([]))) });
    expect(screen.getByText("Loading topics...")).toBeInTheDocument();
    answer();
    expect(
      await screen.findByText("No topics found. Topics will appear here as users create and save scripts."),
    ).toBeInTheDocument();
  });

  it("filters by search, min scripts and usage period, sorts both ways and clears", async () => {
    const { user } = await openTopics();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Clear All Filters" })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Sort By"), "Script Count");
    expect(rowNames()).toEqual(["Phonics", "Fables & Myths", "earth Day"]);
    await user.click(screen.getByRole("button", { name: "Sorted ascending; switch to descending" }));
    expect(rowNames()).toEqual(["earth Day", "Fables & Myths", "Phonics"]);

    await user.type(screen.getByLabelText("Search Topics"), "EA");
    expect(rowNames()).toEqual(["earth Day"]);
    expect(screen.getByText("1 of 3")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Search Topics"));

    const min = screen.getByLabelText("Min Scripts");
    expect(min).toHaveAttribute("min", "0");
    await user.clear(min);
    await user.type(min, "2");
    expect(rowNames()).toEqual(["earth Day", "Fables & Myths"]);
    await user.clear(min);
    expect(min).toHaveValue(0);

    await user.selectOptions(screen.getByLabelText("Usage Period"), "Last Week");
    expect(rowNames()).toEqual(["Phonics"]);
    await user.selectOptions(screen.getByLabelText("Usage Period"), "Last Year");
    await user.type(screen.getByLabelText("Search Topics"), "zzz");
    expect(screen.getByText("No topics match your current filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(rowNames()).toHaveLength(3);
    expect(screen.getByLabelText("Usage Period")).toHaveValue("all");

    await user.selectOptions(screen.getByLabelText("Usage Period"), "Last Month");
    await user.click(screen.getByRole("button", { name: "Clear All Filters" }));
    expect(rowNames()).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Clear All Filters" })).not.toBeInTheDocument();
  });

  it("renames one topic at a time, disabling confirm while blank, and trims the new name", async () => {
    let rows = topics;
    const { user } = await openTopics({
      "GET /api/admin/topics": () => rows,
      "PUT /api/admin/topics/Fables & Myths": ({ body }) => {
        rows = rows.map((t) => (t.topic === "Fables & Myths" ? { ...t, topic: body.newTopicName } : t));
        return { topic: body.newTopicName, updated: 2 };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Rename topic Phonics" }));
    expect(screen.getByLabelText("New name for Phonics")).toHaveValue("Phonics");
    await user.click(screen.getByRole("button", { name: "Rename topic Fables & Myths" }));
    expect(screen.queryByLabelText("New name for Phonics")).not.toBeInTheDocument();
    const input = screen.getByLabelText("New name for Fables & Myths");
    await user.clear(input);
    expect(screen.getByRole("button", { name: "Save topic name" })).toBeDisabled();
    await user.type(input, "   ");
    expect(screen.getByRole("button", { name: "Save topic name" })).toBeDisabled();
    await user.type(input, " Fables ");
    await user.click(screen.getByRole("button", { name: "Save topic name" }));
    expect(await screen.findByText("Topic name updated successfully!")).toBeInTheDocument();
    expect(sentBodies("PUT /api/admin/topics/Fables%20%26%20Myths")).toEqual([{ newTopicName: "Fables" }]);
    expect(await screen.findByRole("heading", { name: "Fables", level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /New name for/ })).not.toBeInTheDocument();
  });

  it("keeps the topics shown when the reload after a rename fails, says why below them, and 'Try again' reloads", async () => {
    let reloadFails = false;
    let rows = topics;
    const { user } = await openTopics({
      "GET /api/admin/topics": () => (reloadFails ? apiError(500, "INTERNAL", "Topics are resting.") : rows),
      "PUT /api/admin/topics/Phonics": ({ body }) => {
        rows = rows.map((t) => (t.topic === "Phonics" ? { ...t, topic: body.newTopicName } : t));
        reloadFails = true;
        return { topic: body.newTopicName, updated: 1 };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Rename topic Phonics" }));
    await user.type(screen.getByLabelText("New name for Phonics"), " sounds");
    await user.click(screen.getByRole("button", { name: "Save topic name" }));
    const reason = await screen.findByText("Topics are resting.");
    expect(reason).toHaveAttribute("role", "alert");
    expect(rowNames()).toEqual(["earth Day", "Fables & Myths", "Phonics"]);
    reloadFails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rowNames()).toEqual(["earth Day", "Fables & Myths", "Phonics sounds"]));
    expect(screen.queryByText("Topics are resting.")).toBeNull();
  });

  it("cancels a rename and toasts a failed one", async () => {
    const { user } = await openTopics({ "PUT /api/admin/topics/Phonics": () => apiError(409, "CONFLICT", "Taken") });
    await user.click(await screen.findByRole("button", { name: "Rename topic Phonics" }));
    await user.click(screen.getByRole("button", { name: "Cancel rename" }));
    expect(screen.queryByLabelText("New name for Phonics")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rename topic Phonics" }));
    await user.type(screen.getByLabelText("New name for Phonics"), "2");
    await user.click(screen.getByRole("button", { name: "Save topic name" }));
    expect(await screen.findByText("Failed to update topic name")).toBeInTheDocument();
    expectConsoleWarnings("[admin] Failed to update topic name: Taken");
    expect(screen.getByLabelText("New name for Phonics")).toHaveValue("Phonics2");
  });

  it("views and hides a topic's scripts: loading, list and empty", async () => {
    let answer!: () => void;
    const { user } = await openTopics({
      "GET /api/admin/topics/Phonics/scripts": () =>
        new Promise(
          (r) =>
            (answer = () =>
              r([
                {
                  id: 1,
                  concept: "Sound Safari",
                  userEmail: "ana@newsela.com",
                  createdAt: "2025-03-05T12:00:00.000Z",
                  standardsCount: 1,
                },
                {
                  id: 2,
                  concept: "",
                  userEmail: "bo@newsela.com",
                  createdAt: "2025-03-06T12:00:00.000Z",
                  standardsCount: 3,
                },
              ])),
        ),
      "GET /api/admin/topics/earth Day/scripts": () => [],
    });
    const view = await screen.findByRole("button", { name: "View Scripts for Phonics" });
    await user.click(view);
    expect(screen.getByText("Loading scripts...")).toBeInTheDocument();
    answer();
    expect(await screen.findByText("Sound Safari")).toBeInTheDocument();
    expect(screen.getByText("Untitled Script")).toBeInTheDocument();
    expect(screen.getByText("ana@newsela.com")).toBeInTheDocument();
    expect(screen.getByText("1 standard")).toBeInTheDocument();
    expect(screen.getByText("3 standards")).toBeInTheDocument();
    expect(screen.getByText("Mar 5, 2025")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hide Scripts for Phonics" }));
    expect(screen.queryByText("Sound Safari")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View Scripts for earth Day" }));
    expect(await screen.findByText("No scripts found for this topic")).toBeInTheDocument();
  });

  it("summarizes the weekly chart in text and a table", async () => {
    await openTopics({
      "GET /api/admin/topics/stats/weekly": () => [
        { weekStart: "2025-03-03", count: 2 },
        { weekStart: "2025-03-10", count: 3 },
      ],
    });
    const figure = await screen.findByRole("figure", { name: "Scripts created per week" });
    expect(await within(figure).findByText("5 scripts created in the last 2 weeks.")).toBeInTheDocument();
    const table = within(figure).getByRole("table", { name: "Scripts created per week" });
    expect(within(table).getByRole("row", { name: "Mar 3 2" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Mar 10 3" })).toBeInTheDocument();
  });
});
