/**
 * Test-only helpers for the wizard step pages (imported by *.test.tsx only): renders a page at its route
 * with a fresh query client, a toaster and a location probe, and stubs `fetch` with per-route replies.
 */
import type { ReactElement } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { createQueryClient } from "@client/lib/api-client";

export interface StubReply {
  status: number;
  body?: unknown;
}

/** Stubs `fetch`: `handlers` is keyed by "METHOD /path"; anything else answers 404. Returns the spy. */
export function stubApi(handlers: Record<string, () => StubReply>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const handler = handlers[`${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`];
    const reply = handler?.() ?? { status: 404, body: { error: "NOT_FOUND", message: "Not found" } };
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `page` at `path`; any other route renders "Elsewhere". Read the path with {@link currentPath}. */
export function renderWizardPage(path: string, page: ReactElement, options: { applyAccept?: boolean } = {}) {
  const user = userEvent.setup(options);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user };
}

export const currentPath = () => screen.getByTestId("location").textContent;
export const nextStepButton = () => screen.getByRole("button", { name: /Next Step/ });
