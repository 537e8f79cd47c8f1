import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminUser,
  apiError,
  buildCharacter,
  buildPrompt,
  calledPaths,
  json,
  plainUser,
  renderAdmin,
  resetToasts,
  stubApi,
} from "../testing";

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

/** A promise the test resolves later, to hold a request pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("AdminPage states before content", () => {
  it("shows 'Loading...' while the current user loads, under one 'Admin Panel' heading", async () => {
    const me = deferred<ReturnType<typeof json>>();
    stubApi({ "GET /api/auth/me": () => me.promise });
    renderAdmin();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading..." })).toBeInTheDocument();
    me.resolve(json(200, { user: adminUser }));
    expect(await screen.findByRole("tab", { name: "AI Prompts" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("asks an anonymous visitor to log in, with a link to /login, and fetches no admin data", async () => {
    const spy = stubApi({ "GET /api/auth/me": () => apiError(401, "UNAUTHENTICATED", "Please sign in.") });
    const { router } = renderAdmin();
    expect(await screen.findByRole("heading", { name: "Authentication Required" })).toBeInTheDocument();
    expect(screen.getByText("Please log in to access the Admin Panel")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Go to Login" }));
    expect(router.state.location.pathname).toBe("/login");
    expect(calledPaths(spy).filter((p) => p.includes("/api/admin"))).toEqual([]);
  });

  it("denies a signed-in non-admin without requesting admin data", async () => {
    const spy = stubApi({ "GET /api/auth/me": () => json(200, { user: plainUser }) });
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByText("You do not have permission to access this page.")).toBeInTheDocument();
    expect(calledPaths(spy).filter((p) => p.includes("/api/admin"))).toEqual([]);
  });

  it("shows 'Loading admin panel...' while prompts and characters load", async () => {
    const prompts = deferred<ReturnType<typeof json>>();
    stubApi({ "GET /api/admin/prompts": () => prompts.promise });
    renderAdmin();
    expect(await screen.findByRole("status", { name: "Loading admin panel..." })).toBeInTheDocument();
    prompts.resolve(json(200, [buildPrompt()]));
    expect(await screen.findByRole("heading", { name: "OpenAI Prompts Management" })).toBeInTheDocument();
  });

  it.each(["GET /api/admin/prompts", "GET /api/admin/characters"])(
    "shows the Authentication Error card when %s fails",
    async (key) => {
      stubApi({ [key]: () => apiError(403, "FORBIDDEN", "Admins only.") });
      const reload = vi.fn();
      vi.stubGlobal("location", { ...window.location, reload });
      renderAdmin();
      expect(await screen.findByRole("heading", { name: "Authentication Error" })).toBeInTheDocument();
      expect(screen.getByText("Unable to load admin data. Please try refreshing the page.")).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent("Admins only.");
      const user = userEvent.setup();
      await user.click(screen.getByRole("button", { name: "Refresh Page" }));
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it("shows the three tabs with AI Prompts first and switches between them", async () => {
    stubApi({
      "GET /api/admin/characters": () => json(200, [buildCharacter()]),
      "GET /api/admin/topics": () => json(200, [{ topic: "Phonics", scriptCount: 2, lastUsed: null }]),
    });
    renderAdmin();
    const promptsTab = await screen.findByRole("tab", { name: "AI Prompts" });
    expect(promptsTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["AI Prompts", "Characters", "Topics"]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Characters" }));
    expect(await screen.findByRole("heading", { name: "Characters Management" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Topics" }));
    expect(await screen.findByRole("heading", { name: "Topic Management Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Phonics" })).toBeInTheDocument());
  });
});
