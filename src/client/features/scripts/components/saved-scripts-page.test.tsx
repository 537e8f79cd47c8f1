import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ScriptDto } from "@shared/schemas/script";
import type { ScriptSummary } from "@client/api/scripts";
import { apiError, callsTo, mockApi } from "@tests/support/client/api";
import { buildSummary } from "@tests/support/client/fixtures";
import { renderRoutes } from "@tests/support/client/render";
import { SavedScriptsPage } from "./saved-scripts-page";

const standards = ["RL.3.1", "RL.3.2", "RL.3.3", "RI.3.1", "RI.3.2", "W.3.2", "SL.3.1"].map((code) => ({
  code,
  description: `About ${code}`,
}));

const fables = buildSummary(1, {
  topic: "Fables and Folktales",
  concept: "The Fox's Lesson",
  characters: [
    { name: "Ana", label: "Host", photoUrl: null },
    { name: "Ben", label: "Sidekick", photoUrl: null },
  ],
  standards,
  preview: "ANA: Welcome back, readers!",
  textLength: 900,
  engine: "offline",
});

function fullScript(summary: ScriptSummary): ScriptDto {
  return {
    ...summary,
    userId: 1,
    characters: summary.characters.map((c) => ({
      ...c,
      personality: "",
      catchphrase: null,
      educationalStrength: null,
      photoUrl: null,
    })),
    conceptDescription: null,
    scriptContent: `FULL TEXT of ${summary.topic}\nline two`,
    contentConsiderations: null,
    attachmentUrl: null,
    attachmentName: null,
    isSaved: true,
    grade: null,
    targetMinutes: null,
  };
}

/** One page per call; `pages` keyed by cursor ("" for the first). */
function serve(pages: Record<string, { scripts: ScriptSummary[]; nextCursor: string | null }>, total?: number) {
  const all = Object.values(pages).flatMap((p) => p.scripts);
  mockApi({
    "GET /api/scripts": ({ url }) => {
      if (url.searchParams.get("drafts") === "1") return { scripts: [], nextCursor: null, total: 0 };
      const q = url.searchParams.get("q")?.toLowerCase();
      if (q) {
        const found = all.filter((s) => s.topic.toLowerCase().includes(q));
        return { scripts: found, nextCursor: null, total: found.length };
      }
      const page = pages[url.searchParams.get("cursor") ?? ""]!;
      return { ...page, total: total ?? all.length };
    },
    "GET /api/scripts/*": ({ url }) => {
      const found = all.find((s) => s.id === Number(url.pathname.split("/").pop()));
      return found ? { script: fullScript(found) } : apiError(404, "NOT_FOUND", "Not found");
    },
  });
}

/** The saved-list requests (not the Drafts section's). */
const listUrls = () =>
  callsTo("GET /api/scripts")
    .map((call) => call.url)
    .filter((u) => u.searchParams.get("drafts") !== "1");

function renderPage(onCreateNew = vi.fn()) {
  const view = renderRoutes(
    [
      { path: "/saved-scripts", element: <SavedScriptsPage onCreateNew={onCreateNew} /> },
      { path: "/script-editor/:id", element: <p>Editor page</p> },
    ],
    "/saved-scripts",
  );
  return { onCreateNew, ...view };
}

/** The card's main link: the concept as the title, then the topic (docs/product/screens.md#home-dashboard). */
const titleLink = (concept: string, topic: string) => ({ name: `${concept} — ${topic}` });
const card = async (concept: string, topic: string) =>
  (await screen.findByRole("link", titleLink(concept, topic))).closest("article") as HTMLElement;

describe("SavedScriptsPage", () => {
  it("shows each card's fields, 5 standards then '+n more', the preview and 'Offline draft'", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Saved Scripts" })).toBeInTheDocument();
    const item = within(await card("The Fox's Lesson", "Fables and Folktales"));
    // The concept is the title; the topic is under it.
    expect(item.getByRole("heading", { level: 2 })).toHaveTextContent("The Fox's Lesson — Fables and Folktales");
    expect(item.getByText("Fables and Folktales", { selector: "p" })).toBeInTheDocument();
    expect(item.getByText(/Mar 5, \d\d:\d\d (AM|PM)/)).toBeInTheDocument();
    expect(item.getByText("2 characters")).toBeInTheDocument();
    expect(item.getByText("Ana, Ben")).toBeInTheDocument();
    expect(item.getByText("RL.3.1")).toBeInTheDocument();
    expect(item.getByText("RI.3.2")).toBeInTheDocument();
    expect(item.queryByText("W.3.2")).not.toBeInTheDocument();
    expect(item.getByText("+2 more")).toBeInTheDocument();
    expect(item.getByText(/ANA: Welcome back, readers!/)).toBeInTheDocument();
    expect(item.getByText("Offline draft")).toBeInTheDocument();
    expect(screen.getByText("1 script")).toBeInTheDocument();
  });

  it("opens the editor from the card and from Edit", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    const { user } = renderPage();
    expect(await screen.findByRole("link", { name: "Edit Fables and Folktales" })).toHaveAttribute(
      "href",
      "/script-editor/1",
    );
    await user.click(screen.getByRole("link", titleLink("The Fox's Lesson", "Fables and Folktales")));
    expect(screen.getByTestId("location")).toHaveTextContent("/script-editor/1");
  });

  it("sends the search to the server as q after a pause and shows a no-matches state", async () => {
    serve({ "": { scripts: [fables, buildSummary(2, { topic: "Poetry" })], nextCursor: null } });
    const { user } = renderPage();
    await screen.findByRole("link", titleLink("Concept 2", "Poetry"));
    await user.type(screen.getByRole("searchbox", { name: "Search scripts" }), "poe");
    await waitFor(() =>
      expect(screen.queryByRole("link", titleLink("The Fox's Lesson", "Fables and Folktales"))).not.toBeInTheDocument(),
    );
    const queries = listUrls().map((u) => u.searchParams.get("q"));
    expect(queries).toEqual([null, "poe"]);
    expect(screen.getByText("1 match")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search scripts" }));
    await user.type(screen.getByRole("searchbox", { name: "Search scripts" }), "zebra");
    expect(await screen.findByText('No scripts match "zebra"')).toBeInTheDocument();
  });

  it("loads the next page with the cursor through 'Load more'", async () => {
    serve(
      {
        "": { scripts: [buildSummary(1, { topic: "First" })], nextCursor: "c1" },
        c1: { scripts: [buildSummary(2, { topic: "Second" })], nextCursor: null },
      },
      2,
    );
    const { user } = renderPage();
    await screen.findByRole("link", titleLink("Concept 1", "First"));
    expect(screen.getByText("2 scripts")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", titleLink("Concept 2", "Second"))).toBeInTheDocument();
    expect(listUrls()[1]!.searchParams.get("cursor")).toBe("c1");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("keeps the scripts shown when 'Load more' fails, says why below them, and loads the page on a second try", async () => {
    let nextFails = true;
    mockApi({
      "GET /api/scripts": ({ url }) => {
        if (url.searchParams.get("drafts") === "1") return { scripts: [], nextCursor: null, total: 0 };
        if (url.searchParams.get("cursor") !== "c1")
          return { scripts: [buildSummary(1, { topic: "First" })], nextCursor: "c1", total: 2 };
        return nextFails
          ? apiError(500, "INTERNAL", "The library is resting.")
          : { scripts: [buildSummary(2, { topic: "Second" })], nextCursor: null, total: 2 };
      },
    });
    const { user } = renderPage();
    await screen.findByRole("link", titleLink("Concept 1", "First"));
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The library is resting.");
    expect(screen.getByRole("link", titleLink("Concept 1", "First"))).toBeInTheDocument();
    expect(screen.queryByText("Failed to load scripts")).toBeNull();
    nextFails = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", titleLink("Concept 2", "Second"))).toBeInTheDocument();
    expect(screen.getByRole("link", titleLink("Concept 1", "First"))).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the reason and 'Try again' when the first page fails, and the list once it loads", async () => {
    let fails = true;
    mockApi({
      "GET /api/scripts": ({ url }) => {
        if (url.searchParams.get("drafts") === "1") return { scripts: [], nextCursor: null, total: 0 };
        return fails
          ? apiError(500, "INTERNAL", "The library is resting.")
          : { scripts: [buildSummary(1, { topic: "First" })], nextCursor: null, total: 1 };
      },
    });
    const { user } = renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load scripts");
    expect(alert).toHaveTextContent("The library is resting.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", titleLink("Concept 1", "First"))).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("downloads the full text as '{topic}-script.txt' and the shot list from the row's Download menu", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    const createUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:script");
    const revokeUrl = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Download Fables and Folktales" }));
    await user.click(await screen.findByRole("menuitem", { name: "Plain text (.txt)" }));
    expect(await screen.findByText("fables-and-folktales-script.txt")).toBeInTheDocument();
    expect(names).toEqual(["fables-and-folktales-script.txt"]);
    expect(await (createUrl.mock.calls[0]![0] as Blob).text()).toBe("FULL TEXT of Fables and Folktales\nline two");
    await user.click(screen.getByRole("button", { name: "Download Fables and Folktales" }));
    await user.click(await screen.findByRole("menuitem", { name: "Shot list (.csv)" }));
    expect(await screen.findByText("fables-and-folktales-shot-list.csv")).toBeInTheDocument();
    expect(await (createUrl.mock.calls[1]![0] as Blob).text()).toMatch(
      /^\uFEFF?Scene,Start,Duration \(s\),Visual,On screen,Audio \/ speaker,Line\r\n/,
    );
    for (const spy of [createUrl, revokeUrl, click]) spy.mockRestore();
  });

  it("copies the full text to the clipboard", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Copy Fables and Folktales" }));
    expect(await screen.findByText("Copied!")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe("FULL TEXT of Fables and Folktales\nline two");
  });

  it("View opens a dialog with the full script and its details", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "View Fables and Folktales" }));
    const dialog = await screen.findByRole("dialog", { name: "Fables and Folktales" });
    const text = await within(dialog).findByRole("region", { name: "Script text" });
    expect(text).toHaveTextContent("FULL TEXT of Fables and Folktales line two");
    expect(within(dialog).getByText("Ana (Host), Ben (Sidekick)")).toBeInTheDocument();
    expect(within(dialog).getByText(": About SL.3.1", { exact: false })).toBeInTheDocument();
  });

  it("gives the focus back to View when its dialog closes with Escape or Close, and to Delete after Cancel", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    const { user } = renderPage();
    const view = await screen.findByRole("button", { name: "View Fables and Folktales" });
    for (const close of ["{Escape}", "Close"]) {
      view.focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Fables and Folktales" });
      await within(dialog).findByRole("region", { name: "Script text" });
      if (close === "Close") await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
      else await user.keyboard(close);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(view).toHaveFocus());
    }
    const remove = screen.getByRole("button", { name: "Delete Fables and Folktales" });
    remove.focus();
    await user.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Script" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it("asks 'Are you sure you want to delete this script?' before deleting", async () => {
    serve({ "": { scripts: [fables], nextCursor: null } });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Fables and Folktales" }));
    expect(screen.getByRole("alertdialog", { name: "Delete Script" })).toHaveTextContent(
      "Are you sure you want to delete this script? This action cannot be undone.",
    );
  });

  it("offers 'Create Your First Script' when nothing is saved", async () => {
    serve({ "": { scripts: [], nextCursor: null } });
    const { user, onCreateNew } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Create Your First Script" }));
    expect(onCreateNew).toHaveBeenCalledTimes(1);
  });
});
