import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ScriptSummary } from "@client/api/scripts";
import { apiError, callsTo, mockApi } from "@tests/support/client/api";
import { buildSummary } from "@tests/support/client/fixtures";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { TeamScriptsPage } from "./team-scripts-page";

const renderPage = () =>
  renderRoutes(
    [
      { path: "/team-scripts", element: <TeamScriptsPage /> },
      { path: "/script-editor/:id", element: <p>Editor</p> },
    ],
    "/team-scripts",
  );

const olive = buildSummary(1, {
  concept: "Detective Story",
  topic: "Main Idea",
  author: "olive@newsela.com",
  grade: "3",
  status: "approved",
});
const pablo = buildSummary(2, {
  concept: "",
  topic: "Phonics",
  author: "pablo@newsela.com",
  grade: "K",
  status: "in_review",
});

/** The filters the last list request carried (scope, q, status, grade, standard, cursor). */
const lastQuery = () => {
  const { searchParams } = callsTo("GET /api/scripts").at(-1)!.url;
  const { limit: _limit, ...rest } = Object.fromEntries(searchParams);
  return rest;
};

/** A fake team list: filters by status and grade as the server does; one page unless `pages` says otherwise. */
function mockTeamList(rows: ScriptSummary[]) {
  mockApi({
    "GET /api/scripts": ({ url }) => {
      const status = url.searchParams.get("status");
      const grade = url.searchParams.get("grade");
      const found = rows.filter((r) => (!status || r.status === status) && (!grade || r.grade === grade));
      return { scripts: found, nextCursor: null, total: found.length };
    },
  });
}

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

  it("shows each shared script: its title links to the editor, with author, grade and status", async () => {
    mockTeamList([olive, pablo]);
    const { user } = renderPage();
    const list = await screen.findByRole("list", { name: "Team scripts" });
    const [first, second] = within(list).getAllByRole("article");
    expect(within(first!).getByRole("link", { name: "Detective Story — Main Idea" })).toHaveAttribute(
      "href",
      "/script-editor/1",
    );
    expect(first).toHaveTextContent("Author: olive@newsela.com");
    expect(first).toHaveTextContent("Grade 3");
    expect(first).toHaveTextContent("Approved");
    expect(within(second!).getByRole("link", { name: "Phonics" })).toBeInTheDocument();
    expect(second).toHaveTextContent("Kindergarten");
    expect(second).toHaveTextContent("In review");
    expect(screen.getByRole("navigation", { name: "Script lists" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Team scripts" })).toHaveAttribute("aria-current", "page");
    await user.click(within(first!).getByRole("link", { name: "Detective Story — Main Idea" }));
    expect(await screen.findByText("Editor")).toBeInTheDocument();
    expect(currentPath()).toBe("/script-editor/1");
  });

  it("filters by status, grade, standard and search text, counting matches", async () => {
    mockTeamList([olive, pablo]);
    const { user } = renderPage();
    await screen.findByText("2 shared scripts");
    expect(lastQuery()).toEqual({ scope: "team" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "In review");
    expect(await screen.findByText("1 match")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Team scripts" })).getAllByRole("article")).toHaveLength(1);
    expect(lastQuery()).toEqual({ scope: "team", status: "in_review" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Grade" }), "Kindergarten");
    await user.type(screen.getByRole("textbox", { name: "Standard" }), " RF.K.1 ");
    await user.type(screen.getByRole("searchbox", { name: "Search team scripts" }), "phonics");
    await waitFor(() =>
      expect(lastQuery()).toEqual({ scope: "team", status: "in_review", grade: "K", standard: "RF.K.1", q: "phonics" }),
    );
  });

  it("says when no shared script matches, and 'Clear filters' shows them all again", async () => {
    mockTeamList([olive]);
    const { user } = renderPage();
    await screen.findByText("1 shared script");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Draft");
    expect(await screen.findByText("No shared scripts match")).toBeInTheDocument();
    expect(screen.getByText("0 matches")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("1 shared script")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
  });

  it("says when nobody has shared a script yet", async () => {
    mockTeamList([]);
    renderPage();
    expect(await screen.findByText("No shared scripts yet")).toBeInTheDocument();
    expect(screen.getByText("A script appears here when its author shares it with the team.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("shows why the list failed, and 'Try again' loads it", async () => {
    let fails = true;
    mockApi({
      "GET /api/scripts": () =>
        fails ? apiError(500, "INTERNAL", "The list is resting.") : { scripts: [olive], nextCursor: null, total: 1 },
    });
    const { user } = renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load team scripts");
    expect(alert).toHaveTextContent("The list is resting.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 shared script")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("loads the next page; a failed one keeps the scripts shown and says why", async () => {
    let nextFails = true;
    mockApi({
      "GET /api/scripts": ({ url }) => {
        if (url.searchParams.get("cursor") !== "c1") return { scripts: [olive], nextCursor: "c1", total: 2 };
        return nextFails
          ? apiError(500, "INTERNAL", "Page two is resting.")
          : { scripts: [pablo], nextCursor: null, total: 2 };
      },
    });
    const { user } = renderPage();
    await screen.findByText("2 shared scripts");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Page two is resting.");
    expect(screen.getByRole("link", { name: "Detective Story — Main Idea" })).toBeInTheDocument();
    nextFails = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Phonics" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(callsTo("GET /api/scripts").map((c) => c.url.searchParams.get("cursor"))).toEqual([null, "c1", "c1"]);
  });
});
