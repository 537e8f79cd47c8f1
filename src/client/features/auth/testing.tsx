/**
 * Test helpers for the auth feature's component tests: a stubbed `fetch` answering like the real API,
 * and a render inside a memory router with a fresh query client and the toaster.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from "react-router";
import { vi } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { createQueryClient } from "@client/lib/api-client";

export type Reply = { status: number; body?: unknown };
export type Handler = (body: any) => Reply | Promise<Reply>;

export const json = (status: number, body?: unknown): Reply => ({ status, body });
export const apiError = (status: number, error: string, message: string): Reply => ({ status, body: { error, message } });

export const verifiedUser = { id: 1, email: "ana@newsela.com", isAdmin: false, isVerified: true, createdAt: "2025-01-01T00:00:00.000Z" };
export const signedOut = () => apiError(401, "UNAUTHENTICATED", "Please sign in.");

/**
 * Stubs the global fetch with handlers keyed "METHOD /path". Unknown calls answer 404 like the server.
 * GET /api/auth/me defaults to 401 and GET /api/config to the default domain. Returns the spy.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    "GET /api/auth/me": signedOut,
    "GET /api/config": () => json(200, { allowedDomains: ["newsela.com"], productName: "Nova Writer", aiEngine: "offline" }),
    ...handlers,
  };
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const handler = all[`${method} ${url.pathname}`];
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = handler ? await handler(body) : apiError(404, "NOT_FOUND", `No API endpoint at ${method} ${url.pathname}.`);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

/** The JSON bodies sent to one "METHOD /path". */
export function sentBodies(spy: ReturnType<typeof stubApi>, key: string): unknown[] {
  return spy.mock.calls
    .filter(([input, init]) => `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://localhost").pathname}` === key)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
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
