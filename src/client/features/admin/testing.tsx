/**
 * Test helpers for the admin feature: a stubbed `fetch` answering like the admin API, and a render of the
 * admin page inside a memory router with a fresh query client and the toaster.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { createQueryClient } from "@client/lib/api-client";
import { AdminPage } from "./components/admin-page";

export type Reply = { status: number; body?: unknown };
export type Handler = (body: any, url: URL) => Reply | Promise<Reply>;

export const json = (status: number, body?: unknown): Reply => ({ status, body });
export const apiError = (status: number, error: string, message: string): Reply => ({
  status,
  body: { error, message },
});

export const adminUser = {
  id: 1,
  email: "admin@newsela.com",
  isAdmin: true,
  isVerified: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};
export const plainUser = { ...adminUser, id: 2, email: "ana@newsela.com", isAdmin: false };

export const buildPrompt = (patch: Record<string, unknown> = {}) => ({
  id: 1,
  name: "script-generation",
  description: "Writes the script",
  content: "You are a writer.\nWrite {{topic}}.",
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  inUse: false,
  purpose: null,
  ...patch,
});

export const buildCharacter = (patch: Record<string, unknown> = {}) => ({
  id: 1,
  name: "Nova",
  label: "Host",
  personality: "Curious and kind",
  catchphrase: null,
  backstory: null,
  educationalStrength: null,
  photoUrl: null,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...patch,
});

/**
 * Stubs the global fetch with handlers keyed "METHOD /path" (path decoded). Defaults: an admin session,
 * empty admin lists and usage; unknown calls answer 404 like the server. Returns the spy.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    "GET /api/auth/me": () => json(200, { user: adminUser }),
    "GET /api/admin/prompts": () => json(200, []),
    "GET /api/admin/prompts/usage": () => json(200, []),
    "GET /api/admin/characters": () => json(200, []),
    "GET /api/admin/topics": () => json(200, []),
    "GET /api/admin/topics/stats/weekly": () => json(200, []),
    ...handlers,
  };
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = all[`${method} ${decodeURIComponent(url.pathname)}`];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    const reply = handler
      ? await handler(body, url)
      : apiError(404, "NOT_FOUND", `No API endpoint at ${method} ${url.pathname}.`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

/** The request paths (with method) the spy saw, e.g. "GET /api/admin/prompts". */
export function calledPaths(spy: ReturnType<typeof stubApi>): string[] {
  return spy.mock.calls.map(
    ([input, init]) =>
      `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://localhost").pathname}`,
  );
}

/** The JSON bodies sent to one "METHOD /path" (path as sent, i.e. URL-encoded). */
export function sentBodies(spy: ReturnType<typeof stubApi>, key: string): unknown[] {
  return spy.mock.calls
    .filter(
      ([input, init]) =>
        `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://localhost").pathname}` === key,
    )
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}

/** Renders the admin page at /admin (with a /login route) inside a fresh query client and the toaster. */
export function renderAdmin() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: "/admin", element: <AdminPage /> },
      { path: "/login", element: <p>Login screen</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Closes any toast left over from a previous test (the toast store lives for the whole test file). */
export function resetToasts() {
  act(() => toast({}).dismiss());
}
