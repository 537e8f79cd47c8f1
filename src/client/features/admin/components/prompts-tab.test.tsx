import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, mockEmptyAdmin, sentBodies, type ApiHandlers } from "@tests/support/client/api";
import { buildPrompt } from "@tests/support/client/fixtures";
import { expectConsoleWarnings } from "@tests/support/client/console";
import { renderRoutes } from "@tests/support/client/render";
import { AdminPage } from "./admin-page";

const renderAdmin = () => renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");

async function openPrompts(handlers: ApiHandlers = {}) {
  mockEmptyAdmin();
  mockApi(handlers);
  const { user } = renderAdmin();
  await screen.findByRole("heading", { name: "OpenAI Prompts Management" });
  return { user };
}

/** A stateful prompt list: POST/PUT/DELETE change what the next GET returns. */
function promptStore(initial = [buildPrompt()]) {
  let rows = [...initial];
  return {
    "GET /api/admin/prompts": () => rows,
    "POST /api/admin/prompts": ({ body }) => {
      const row = buildPrompt({ ...body, id: 99 });
      rows = [...rows, row];
      return row;
    },
    "PUT /api/admin/prompts/1": ({ body }) => {
      rows = rows.map((r) => (r.id === 1 ? { ...r, ...body } : r));
      return rows[0]!;
    },
    "DELETE /api/admin/prompts/1": () => {
      rows = rows.filter((r) => r.id !== 1);
      return { ok: true };
    },
  } satisfies ApiHandlers;
}

const form = (name: string) => screen.getByRole("form", { name });

describe("PromptsTab", () => {
  it("shows each prompt's name, description, status, in-use badge and content", async () => {
    await openPrompts({
      "GET /api/admin/prompts": () => [
        buildPrompt({ inUse: true, purpose: "script" }),
        buildPrompt({ id: 2, name: "old", description: "Retired", isActive: false }),
      ],
      "GET /api/admin/prompts/usage": () => [
        { name: "script-generation", purpose: "script", source: "database", promptId: 1 },
        { name: "concept-generation", purpose: "concepts", source: "default", promptId: null },
      ],
    });
    expect(screen.getByRole("heading", { name: "script-generation", level: 3 })).toBeInTheDocument();
    expect(screen.getByText("Writes the script")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Inactive")).toBeInTheDocument();
    expect(screen.getByText("In use for script generation")).toBeInTheDocument();
    expect(screen.getAllByText(/You are a writer\./)[0]?.tagName).toBe("PRE");
    expect(screen.getByRole("button", { name: "Edit prompt old" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete prompt old" })).toBeInTheDocument();
    expect(await screen.findByText("Database prompt")).toBeInTheDocument();
    expect(screen.getByText("Built-in default")).toBeInTheDocument();
  });

  it("gives the focus back to the History button when the prompt's history closes with Escape or Close", async () => {
    const { user } = await openPrompts({
      ...promptStore(),
      "GET /api/admin/prompts/1/versions": () => ({ versions: [] }),
    });
    const opener = await screen.findByRole("button", { name: "History of prompt script-generation" });
    for (const close of ["{Escape}", "Close"]) {
      opener.focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "History of script-generation" });
      if (close === "Close") await user.click(within(dialog).getByRole("button", { name: "Close" }));
      else await user.keyboard(close);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it("shows the empty state, whose button opens the create form", async () => {
    const { user } = await openPrompts();
    expect(screen.getByText("No prompts found. Create your first prompt to get started.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create First Prompt" }));
    expect(form("Create prompt")).toBeInTheDocument();
    expect(screen.queryByText("No prompts found. Create your first prompt to get started.")).not.toBeInTheDocument();
  });

  it("validates the create form with the spec's messages and sends nothing", async () => {
    const { user } = await openPrompts();
    await user.click(screen.getByRole("button", { name: "Create Prompt" }));
    const content = within(form("Create prompt")).getByLabelText("Content");
    expect(content).toHaveAttribute("rows", "10");
    expect(content).toHaveClass("font-mono");
    expect(within(form("Create prompt")).getByRole("switch", { name: "Active" })).toBeChecked();
    await user.type(within(form("Create prompt")).getByLabelText("Name"), "   ");
    await user.click(within(form("Create prompt")).getByRole("button", { name: "Create Prompt" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Description is required")).toBeInTheDocument();
    expect(screen.getByText("Content is required")).toBeInTheDocument();
    expect(within(form("Create prompt")).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(within(form("Create prompt")).getByLabelText("Name")).toHaveAccessibleDescription("Name is required");
    expect(within(form("Create prompt")).getByLabelText("Content")).toHaveAccessibleDescription("Content is required");
    expect(within(form("Create prompt")).getByLabelText("Name")).toHaveFocus();
    await user.type(within(form("Create prompt")).getByLabelText("Name"), "Ideas");
    expect(within(form("Create prompt")).getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(sentBodies("POST /api/admin/prompts")).toEqual([]);
  });

  it("creates a prompt, toasts, closes the form and reloads the list", async () => {
    const { user } = await openPrompts(promptStore([]));
    await user.click(screen.getByRole("button", { name: "Create Prompt" }));
    const f = form("Create prompt");
    await user.type(within(f).getByLabelText("Name"), "  concept-generation ");
    await user.type(within(f).getByLabelText("Description"), "Ideas");
    await user.type(within(f).getByLabelText("Content"), "Suggest concepts");
    await user.click(within(f).getByRole("switch", { name: "Active" }));
    await user.click(within(f).getByRole("button", { name: "Create Prompt" }));
    expect(await screen.findByText("Prompt created successfully!")).toBeInTheDocument();
    expect(screen.getByText("Success")).toBeInTheDocument();
    expect(sentBodies("POST /api/admin/prompts")).toEqual([
      { name: "concept-generation", description: "Ideas", content: "Suggest concepts", isActive: false },
    ]);
    expect(await screen.findByRole("heading", { name: "concept-generation", level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Create prompt" })).not.toBeInTheDocument();
  });

  it("shows 'Creating...' while the create call runs", async () => {
    let release!: () => void;
    const { user } = await openPrompts({
      "POST /api/admin/prompts": () => new Promise((r) => (release = () => r(buildPrompt()))),
    });
    await user.click(screen.getByRole("button", { name: "Create Prompt" }));
    const f = form("Create prompt");
    await user.type(within(f).getByLabelText("Name"), "a");
    await user.type(within(f).getByLabelText("Description"), "b");
    await user.type(within(f).getByLabelText("Content"), "c");
    await user.click(within(f).getByRole("button", { name: "Create Prompt" }));
    expect(await within(f).findByRole("button", { name: "Creating..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Prompt created successfully!")).toBeInTheDocument();
  });

  it("toasts 'Failed to create prompt' and shows a duplicate-name message, keeping the form open", async () => {
    const { user } = await openPrompts({
      "POST /api/admin/prompts": () => apiError(409, "CONFLICT", "A prompt with this name already exists."),
    });
    await user.click(screen.getByRole("button", { name: "Create Prompt" }));
    const f = form("Create prompt");
    await user.type(within(f).getByLabelText("Name"), "dup");
    await user.type(within(f).getByLabelText("Description"), "b");
    await user.type(within(f).getByLabelText("Content"), "c");
    await user.click(within(f).getByRole("button", { name: "Create Prompt" }));
    expect(await screen.findByText("Failed to create prompt")).toBeInTheDocument();
    expectConsoleWarnings("[admin] Failed to create prompt: A prompt with this name already exists.");
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(within(f).getByRole("alert")).toHaveTextContent("A prompt with this name already exists.");
    expect(form("Create prompt")).toBeInTheDocument();
  });

  it("edits a prompt in place with 'Save Changes', one form open at a time", async () => {
    const { user } = await openPrompts(promptStore());
    await user.click(screen.getByRole("button", { name: "Create Prompt" }));
    await user.click(screen.getByRole("button", { name: "Edit prompt script-generation" }));
    expect(screen.queryByRole("form", { name: "Create prompt" })).not.toBeInTheDocument();
    const f = form("Edit prompt script-generation");
    expect(within(f).getByLabelText("Name")).toHaveValue("script-generation");
    await user.clear(within(f).getByLabelText("Description"));
    await user.type(within(f).getByLabelText("Description"), "New description");
    await user.click(within(f).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Prompt updated successfully!")).toBeInTheDocument();
    expect(sentBodies("PUT /api/admin/prompts/1")).toEqual([
      {
        name: "script-generation",
        description: "New description",
        content: "You are a writer.\nWrite {{topic}}.",
        isActive: true,
      },
    ]);
    expect(await screen.findByText("New description")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("cancels an edit without sending, and toasts when an update fails", async () => {
    const { user } = await openPrompts({
      "PUT /api/admin/prompts/1": () => apiError(500, "INTERNAL", "Oops"),
      "GET /api/admin/prompts": () => [buildPrompt()],
    });
    await user.click(screen.getByRole("button", { name: "Edit prompt script-generation" }));
    await user.click(within(form("Edit prompt script-generation")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Edit prompt script-generation" }));
    await user.click(within(form("Edit prompt script-generation")).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update prompt")).toBeInTheDocument();
    expectConsoleWarnings("[admin] Failed to update prompt: Oops");
    expect(sentBodies("PUT /api/admin/prompts/1")).toHaveLength(1);
  });

  it("deletes a prompt only after confirming", async () => {
    const { user } = await openPrompts(promptStore());
    await user.click(screen.getByRole("button", { name: "Delete prompt script-generation" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Are you sure you want to delete this prompt?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sentBodies("DELETE /api/admin/prompts/1")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Delete prompt script-generation" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Prompt deleted successfully!")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "script-generation" })).not.toBeInTheDocument());
    expect(screen.getByText("No prompts found. Create your first prompt to get started.")).toBeInTheDocument();
  });

  it("keeps the prompts and the tabs shown when the reload after a delete fails, with the reason and 'Try again'", async () => {
    let reloadFails = false;
    const store = promptStore([buildPrompt(), buildPrompt({ id: 2, name: "old" })]);
    const { user } = await openPrompts({
      ...store,
      "GET /api/admin/prompts": () =>
        reloadFails ? apiError(500, "INTERNAL", "Prompts are resting.") : store["GET /api/admin/prompts"](),
      "DELETE /api/admin/prompts/1": () => {
        reloadFails = true;
        return store["DELETE /api/admin/prompts/1"]();
      },
    });
    await user.click(screen.getByRole("button", { name: "Delete prompt script-generation" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    const reason = await screen.findByText("Prompts are resting.");
    expect(reason).toHaveAttribute("role", "alert");
    expect(screen.getByRole("tab", { name: "AI Prompts" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "old", level: 3 })).toBeInTheDocument();
    expect(screen.queryByText("Unable to load admin data. Please try refreshing the page.")).toBeNull();
    reloadFails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "script-generation" })).toBeNull());
    expect(screen.queryByText("Prompts are resting.")).toBeNull();
    expect(screen.getByRole("heading", { name: "old", level: 3 })).toBeInTheDocument();
  });

  it("toasts 'Failed to delete prompt' when the delete fails", async () => {
    const { user } = await openPrompts({
      "GET /api/admin/prompts": () => [buildPrompt()],
      "DELETE /api/admin/prompts/1": () => apiError(500, "INTERNAL", "Oops"),
    });
    await user.click(screen.getByRole("button", { name: "Delete prompt script-generation" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete prompt")).toBeInTheDocument();
    expectConsoleWarnings("[admin] Failed to delete prompt: Oops");
    expect(screen.getByRole("heading", { name: "script-generation" })).toBeInTheDocument();
  });
  it("says the offline engine does not read the prompts, and marks In use as the model path", async () => {
    await openPrompts({ "GET /api/admin/prompts": () => [buildPrompt({ inUse: true, purpose: "script" })] });
    expect(
      await screen.findByText(/The offline drafting engine is in use: .* They apply to the model path/),
    ).toBeInTheDocument();
    expect(screen.getByText(/In use for script generation/)).toHaveTextContent("(model path)");
  });

  it("lists the earlier texts newest first, each Restore named apart, and restores one", async () => {
    // Two changes in the same minute: the same time shown, two different Restore names.
    const versions = [
      {
        id: 8,
        name: "script-generation",
        description: "d",
        content: "Second text",
        isActive: true,
        replacedAt: "2026-11-28T09:30:40.000Z",
      },
      {
        id: 7,
        name: "script-generation",
        description: "d",
        content: "First text",
        isActive: true,
        replacedAt: "2026-11-28T09:30:10.000Z",
      },
    ];
    const { user } = await openPrompts({
      "GET /api/admin/prompts": () => [buildPrompt()],
      "GET /api/admin/prompts/1/versions": () => ({ versions }),
      "POST /api/admin/prompts/1/versions/7/restore": () => buildPrompt({ content: "First text" }),
    });
    await user.click(screen.getByRole("button", { name: "History of prompt script-generation" }));
    const dialog = await screen.findByRole("dialog", { name: "History of script-generation" });
    const restores = await within(dialog).findAllByRole("button", { name: /^Restore/ });
    const names = restores.map((b) => b.textContent);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    expect(within(dialog).getByLabelText(/^Earlier text 2,/)).toHaveTextContent("Second text");
    await user.click(within(dialog).getByRole("button", { name: /^Restore earlier text 1,/ }));
    expect(await screen.findByText(/^Prompt restored to the text replaced on /)).toBeInTheDocument();
    expect(sentBodies("POST /api/admin/prompts/1/versions/7/restore")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
