import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AppUser } from "@shared/schemas/user";
import type { AdminPrompt } from "@client/api/admin";
import { apiCalls, apiError, mockApi, mockEmptyAdmin, signInAs } from "@tests/support/client/api";
import { adminUser, buildCharacter, buildPrompt } from "@tests/support/client/fixtures";
import { renderRoutes } from "@tests/support/client/render";
import { AdminPage } from "./admin-page";

const renderAdmin = () => renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");
const adminRequests = () => apiCalls().filter((call) => call.path.startsWith("/api/admin"));

/** A promise the test resolves later, to hold a request pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("AdminPage states before content", () => {
  it("shows 'Loading...' while the current user loads, under one 'Admin Panel' heading", async () => {
    const me = deferred<{ user: AppUser }>();
    mockEmptyAdmin();
    mockApi({ "GET /api/auth/me": () => me.promise });
    renderAdmin();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    me.resolve({ user: adminUser });
    expect(await screen.findByRole("tab", { name: "AI Prompts" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("asks an anonymous visitor to log in, with a link to /login, and fetches no admin data", async () => {
    mockEmptyAdmin();
    signInAs(null);
    const { router, user } = renderAdmin();
    expect(await screen.findByRole("heading", { name: "Authentication Required" })).toBeInTheDocument();
    expect(screen.getByText("Please log in to access the Admin Panel")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Go to Login" }));
    expect(router.state.location.pathname).toBe("/login");
    expect(adminRequests()).toEqual([]);
  });

  it("denies a signed-in non-admin without requesting admin data", async () => {
    mockEmptyAdmin();
    signInAs("user");
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByText("You do not have permission to access this page.")).toBeInTheDocument();
    expect(adminRequests()).toEqual([]);
  });

  it("shows 'Loading admin panel...' while prompts and characters load", async () => {
    const prompts = deferred<AdminPrompt[]>();
    mockEmptyAdmin();
    mockApi({ "GET /api/admin/prompts": () => prompts.promise });
    renderAdmin();
    expect(await screen.findByRole("status", { name: "Loading admin panel..." })).toBeInTheDocument();
    prompts.resolve([buildPrompt()]);
    expect(await screen.findByRole("heading", { name: "OpenAI Prompts Management" })).toBeInTheDocument();
  });

  it.each(["GET /api/admin/prompts", "GET /api/admin/characters"])(
    "shows the Authentication Error card when %s fails",
    async (key) => {
      mockEmptyAdmin();
      mockApi({ [key as "GET /api/admin/prompts"]: () => apiError(403, "FORBIDDEN", "Admins only.") });
      const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
      const { user } = renderAdmin();
      expect(await screen.findByRole("heading", { name: "Authentication Error" })).toBeInTheDocument();
      expect(screen.getByText("Unable to load admin data. Please try refreshing the page.")).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent("Admins only.");
      await user.click(screen.getByRole("button", { name: "Refresh Page" }));
      expect(reload).toHaveBeenCalledTimes(1);
      reload.mockRestore();
    },
  );

  it("shows the five tabs with AI Prompts first and switches between them", async () => {
    mockEmptyAdmin();
    mockApi({
      "GET /api/admin/characters": () => [buildCharacter()],
      "GET /api/admin/topics": () => [{ topic: "Phonics", scriptCount: 2, lastUsed: null }],
    });
    const { user } = renderAdmin();
    const promptsTab = await screen.findByRole("tab", { name: "AI Prompts" });
    expect(promptsTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "AI Prompts",
      "Characters",
      "Topics",
      "Users",
      "Audit",
    ]);
    await user.click(screen.getByRole("tab", { name: "Characters" }));
    expect(await screen.findByRole("heading", { name: "Characters Management" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Topics" }));
    expect(await screen.findByRole("heading", { name: "Topic Management Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Phonics" })).toBeInTheDocument());
  });
});
