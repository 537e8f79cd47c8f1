/**
 * Test helpers for the scripts feature's component tests (copied from the auth feature's helpers, since
 * features do not import each other): a stubbed `fetch` answering like the real API, and a render inside
 * a memory router with a fresh query client, the toaster and a location probe.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from "react-router";
import { vi } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { createQueryClient } from "@client/lib/api-client";
import type { ScriptSummary } from "@client/api/scripts";

export type Reply = { status: number; body?: unknown };
/** Answers one call; `url` carries the query string (`url.searchParams`). */
export type Handler = (url: URL, body: unknown) => Reply | Promise<Reply>;

export const json = (status: number, body?: unknown): Reply => ({ status, body });
export const apiError = (status: number, error: string, message: string): Reply => ({ status, body: { error, message } });

/** A list row as GET /api/scripts returns it. */
export function buildSummary(id: number, overrides: Partial<ScriptSummary> = {}): ScriptSummary {
  return {
    id,
    topic: `Topic ${id}`,
    concept: `Concept ${id}`,
    characters: [{ name: "Ana", label: "Host", photoUrl: null }],
    standards: [{ code: "RL.3.2", description: "Recount stories" }],
    preview: `Preview of script ${id}`,
    textLength: 20,
    engine: "model",
    version: 1,
    createdAt: "2025-03-05T14:07:00.000Z",
    updatedAt: "2025-03-05T14:07:00.000Z",
    ...overrides,
  };
}

/**
 * Stubs the global fetch with handlers keyed "METHOD /path" (a trailing "*" matches any rest of the path).
 * Unknown calls answer 404 like the server. Returns the spy.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const key = `${method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(([k]) => k.endsWith("*") && key.startsWith(k.slice(0, -1)))?.[1];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = handler ? await handler(url, body) : apiError(404, "NOT_FOUND", `No API endpoint at ${key}.`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

/** The URLs of the calls made to one "METHOD /path". */
export function calledUrls(spy: ReturnType<typeof stubApi>, key: string): URL[] {
  return spy.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), "http://localhost"), method: (init?.method ?? "GET").toUpperCase() }))
    .filter(({ url, method }) => `${method} ${url.pathname}` === key)
    .map(({ url }) => url);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `routes` at `path` with a fresh query client, the toaster and a probe showing the current location. */
export function renderWithRouter(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  const root: RouteObject = {
    element: (
      <>
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: routes,
  };
  const router = createMemoryRouter([root], { initialEntries: [path] });
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
