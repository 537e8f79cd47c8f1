import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ScriptSummary } from "@client/api/scripts";
import { apiError, callsTo, mockApi, type Resolver } from "@tests/support/client/api";
import { buildSummary } from "@tests/support/client/fixtures";
import { renderRoutes } from "@tests/support/client/render";
import { DashboardPage } from "./dashboard-page";

const cast = (...names: string[]) => names.map((name) => ({ name, label: "Host", photoUrl: null }));

/** A server holding `scripts` (newest first) that honours `limit` and deletes for real. */
function serve(scripts: ScriptSummary[], deleteReply?: Resolver<"DELETE /api/scripts/*">) {
  let stored = [...scripts];
  mockApi({
    "GET /api/scripts": ({ url }) => {
      const limit = Number(url.searchParams.get("limit") ?? 20);
      return { scripts: stored.slice(0, limit), nextCursor: null, total: stored.length };
    },
    "DELETE /api/scripts/*": async (request) => {
      if (deleteReply) return deleteReply(request);
      const id = Number(request.path.split("/").pop());
      stored = stored.filter((s) => s.id !== id);
      return { ok: true };
    },
  });
}

function renderDashboard(onCreateNew = vi.fn()) {
  const view = renderRoutes(
    [
      { path: "/", element: <DashboardPage onCreateNew={onCreateNew} /> },
      { path: "/script-editor/:id", element: <p>Editor page</p> },
      { path: "/saved-scripts", element: <p>Saved page</p> },
    ],
    "/",
  );
  return { onCreateNew, ...view };
}

const recentList = () => screen.findByRole("list", { name: "Recent scripts" });

describe("DashboardPage", () => {
  it("shows the heading, the create card and the How It Works steps", async () => {
    serve([]);
    const { user, onCreateNew } = renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to Nova Writer" })).toBeInTheDocument();
    expect(screen.getByText("Create engaging educational scripts with the help of AI")).toBeInTheDocument();
    expect(screen.getByText("Start the 5-step process to generate an educational script")).toBeInTheDocument();
    for (const text of [
      "Choose Topic",
      "Select or enter your educational topic",
      "Pick Concept",
      "Generate a concept",
      "AI creates your educational script",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole("button", { name: /Create New Script/ }));
    expect(onCreateNew).toHaveBeenCalledTimes(1);
  });

  it("shows the empty state with 'Create Your First Script' when nothing is saved", async () => {
    serve([]);
    const { user, onCreateNew } = renderDashboard();
    expect(await screen.findByText("No scripts saved yet")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Your First Script" }));
    expect(onCreateNew).toHaveBeenCalledTimes(1);
  });

  it("shows one script with its date, '1 character' and links to the editor and the saved list", async () => {
    serve([buildSummary(7, { topic: "Main Idea", concept: "Idea Detectives", characters: cast("Ana") })]);
    const { user } = renderDashboard();
    const row = within(await recentList()).getByRole("listitem");
    // The concept is the row's title, the topic under it.
    const link = within(row).getByRole("link", { name: /^Idea Detectives/ });
    expect(link.textContent!.indexOf("Idea Detectives")).toBeLessThan(link.textContent!.indexOf("Main Idea"));
    expect(within(row).getByText("Idea Detectives")).toHaveClass("font-medium");
    expect(within(row).getByText("Main Idea")).toBeInTheDocument();
    expect(within(row).getByText(/Mar 5, \d\d:\d\d (AM|PM)/)).toBeInTheDocument();
    expect(within(row).getByText("1 character")).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByTestId("location")).toHaveTextContent("/script-editor/7");
  });

  it("asks for 3 scripts, shows 3 of 5 and the first two characters then '+N'", async () => {
    serve([1, 2, 3, 4, 5].map((id) => buildSummary(id, { characters: cast("Ana", "Ben", "Cleo", "Dev") })));
    const { user } = renderDashboard();
    const rows = within(await recentList()).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(
      callsTo("GET /api/scripts")
        .map((call) => call.url)[0]!
        .searchParams.get("limit"),
    ).toBe("3");
    const first = rows[0]!;
    expect(within(first).getByText("4 characters")).toBeInTheDocument();
    expect(within(first).getByText("Ana")).toBeInTheDocument();
    expect(within(first).getByText("Ben")).toBeInTheDocument();
    expect(within(first).queryByText("Cleo")).not.toBeInTheDocument();
    expect(within(first).getByText("+2")).toBeInTheDocument();
    await user.click(within(first).getByRole("link", { name: /4 characters/ }));
    expect(screen.getByTestId("location")).toHaveTextContent("/saved-scripts");
  });

  it("deletes after confirmation: 'Deleting...', then a success toast and a refreshed list", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const scripts = [buildSummary(1, { topic: "Fables" }), buildSummary(2, { topic: "Poetry" })];
    let stored = [...scripts];
    mockApi({
      "GET /api/scripts": () => ({ scripts: stored, nextCursor: null, total: stored.length }),
      "DELETE /api/scripts/1": async () => {
        await gate;
        stored = stored.filter((s) => s.id !== 1);
        return { ok: true };
      },
    });
    const { user } = renderDashboard();
    await recentList();
    await user.click(screen.getByRole("button", { name: "Delete Fables" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Script" });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Fables"? This action cannot be undone.');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByRole("button", { name: "Deleting..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Script Deleted")).toBeInTheDocument();
    expect(screen.getByText("Script has been successfully deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.queryByText("Fables")).not.toBeInTheDocument();
    expect(screen.getByText("Poetry")).toBeInTheDocument();
  });

  it("keeps the list and shows 'Delete Failed' when the delete fails", async () => {
    serve([buildSummary(1, { topic: "Fables" })], () => apiError(500, "INTERNAL", "Something went wrong"));
    const { user } = renderDashboard();
    await recentList();
    await user.click(screen.getByRole("button", { name: "Delete Fables" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to delete script. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Fables")).toBeInTheDocument();
  });

  it("Cancel closes the dialog without deleting; Escape does not close it", async () => {
    serve([buildSummary(1, { topic: "Fables" })]);
    const { user } = renderDashboard();
    await recentList();
    await user.click(screen.getByRole("button", { name: "Delete Fables" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(callsTo("DELETE /api/scripts/1").map((call) => call.url)).toHaveLength(0);
  });
});
