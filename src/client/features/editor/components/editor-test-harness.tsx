/**
 * Test-only helpers for the editor (imported by *.test.tsx only): a small in-memory scripts API on a stubbed
 * `fetch` (GET/PUT with version checks, POST), and a renderer with both editor routes and a location probe.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorView } from "@codemirror/view";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import type { ScriptDto } from "@shared/schemas/script";
import { Toaster } from "@client/components/ui/toaster";
import { createQueryClient } from "@client/lib/api-client";
import { ScriptEditorPage } from "./script-editor-page";

// Tests set the selection through CodeMirror (see scriptText), never by a user dragging in the DOM, so the
// DOM's "selectionchange" has nothing to tell it. happy-dom fires that event synchronously inside
// CodeMirror's own update (browsers fire it later), which CodeMirror refuses: do not deliver it.
const dispatchOnDocument = document.dispatchEvent.bind(document);
document.dispatchEvent = (event: Event) => (event.type === "selectionchange" ? true : dispatchOnDocument(event));

export function buildScript(overrides: Partial<ScriptDto> = {}): ScriptDto {
  return {
    id: 7,
    userId: 1,
    topic: "Main Idea and Details",
    standards: ["RI.3.2", "RI.3.1", "RL.3.2", "RL.3.3"].map((code) => ({ code, description: `Text of ${code}` })),
    characters: [
      { name: "Rhymo", label: "Robot", personality: "Cheerful", photoUrl: null },
      { name: "Penny", label: "Pencil", personality: "Curious", photoUrl: "/uploads/penny.png" },
    ],
    concept: "Detective Story",
    conceptDescription: "Solve the mystery.",
    scriptContent: "RHYMO: Welcome, detectives, to our reading lab!\nPENNY: Hi!",
    contentConsiderations: null,
    attachmentUrl: null,
    attachmentName: null,
    isSaved: true,
    engine: "model",
    grade: "3",
    targetMinutes: 4,
    version: 3,
    createdAt: "2025-03-05T10:00:00.000Z",
    updatedAt: "2025-03-05T10:00:00.000Z",
    ...overrides,
  };
}

interface FakeApiOptions {
  scripts?: ScriptDto[];
  /** Force a status for a request key such as "PUT /api/scripts/7" (the body is a generic error). */
  fail?: Record<string, number>;
}

/** An in-memory scripts API. `server` holds the current copies (tests may change one "elsewhere"). */
export function stubScriptsApi({ scripts = [buildScript()], fail = {} }: FakeApiOptions = {}) {
  const server = new Map(scripts.map((s) => [s.id, s]));
  const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const key = `${method} ${url.pathname}`;
    if (fail[key]) return reply(fail[key], { error: "INTERNAL", message: "Something went wrong" });
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (method === "POST" && url.pathname === "/api/scripts") {
      const created = buildScript({ ...(body as Partial<ScriptDto>), id: 42, version: 1, standards: body.standards as ScriptDto["standards"] });
      server.set(42, created);
      return reply(201, { script: created });
    }
    const match = /^\/api\/scripts\/(\d+)$/.exec(url.pathname);
    const current = match ? server.get(Number(match[1])) : undefined;
    if (!current) return reply(404, { error: "NOT_FOUND", message: "Script not found" });
    if (method === "GET") return reply(200, { script: current });
    if (method === "PUT") {
      if (body.version !== current.version) return reply(409, { error: "CONFLICT", message: "The script was changed elsewhere." });
      const { version: _version, ...fields } = body;
      const saved = { ...current, ...(fields as Partial<ScriptDto>), version: current.version + 1, updatedAt: new Date().toISOString() };
      server.set(current.id, saved);
      return reply(200, { script: saved });
    }
    return reply(405, { error: "METHOD_NOT_ALLOWED", message: "No" });
  });
  vi.stubGlobal("fetch", spy);
  const requests = (key: string) =>
    spy.mock.calls
      .filter(([input, init]) => `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://localhost").pathname}` === key)
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));
  return { spy, server, requests };
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders the editor at `path` (/script-editor or /script-editor/:id) in a data router (the editor's
 * unsaved-changes blocker needs one); /saved-scripts renders "Saved scripts list" with a link back.
 */
export function renderEditor(path: string, { strict = false, onSaved }: { strict?: boolean; onSaved?: (script: ScriptDto) => void } = {}) {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            <Outlet />
          </>
        ),
        children: [
          { path: "/script-editor", element: <ScriptEditorPage onSaved={onSaved} /> },
          { path: "/script-editor/:id", element: <ScriptEditorPage onSaved={onSaved} /> },
          { path: "/saved-scripts", element: <p>Saved scripts list</p> },
          { path: "/login", element: <p>Login</p> },
        ],
      },
    ],
    // An earlier entry, so browser Back has somewhere to go.
    { initialEntries: ["/saved-scripts", path], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
    { reactStrictMode: strict },
  );
  return { user, router };
}

export const currentPath = () => screen.getByTestId("location").textContent;
export const saveButton = () => screen.getByRole("button", { name: /Save Project/ });

/**
 * The CodeMirror editing area (labelled "Script text") and helpers that drive it the way typing does: one
 * transaction per call, through the same view the user types into.
 */
export async function scriptText() {
  const element = await screen.findByLabelText("Script text");
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error("The Script text area is not a CodeMirror editor");
  const dispatch = (spec: Parameters<EditorView["dispatch"]>[0]) => act(() => view.dispatch(spec));
  return {
    element,
    view,
    value: () => view.state.doc.toString(),
    select: (from: number, to = from) => dispatch({ selection: { anchor: from, head: to } }),
    /** Types `text` at the end of the script (like user.type into a textarea). */
    type: (text: string) =>
      dispatch({ changes: { from: view.state.doc.length, insert: text }, selection: { anchor: view.state.doc.length + text.length }, userEvent: "input.type" }),
    /** Deletes the last `n` characters (Backspace at the end). */
    backspace: (n = 1) => dispatch({ changes: { from: view.state.doc.length - n, to: view.state.doc.length }, userEvent: "delete.backward" }),
  };
}
