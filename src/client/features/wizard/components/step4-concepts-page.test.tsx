import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { createQueryClient } from "@client/lib/api-client";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { Step4ConceptsPage } from "./step4-concepts-page";

type Reply = { status: number; body?: unknown };
const json = (status: number, body?: unknown): Reply => ({ status, body });

const concepts = [
  { title: "Detective Story", description: "Solve the mystery of the main idea." },
  { title: "Cooking Show", description: "Mix details into a main idea." },
  { title: "Sports Replay", description: "Replay the key details." },
];

function stubApi(handlers: Record<string, (url: URL, body: unknown) => Reply>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`;
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const reply = handlers[key]?.(url, body) ?? json(404, { error: "NOT_FOUND", message: "Not found" });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/step4-concepts"]}>
        <Where />
        <Routes>
          <Route path="/step4-concepts" element={<Step4ConceptsPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user };
}

const generateButton = () => screen.getByRole("button", { name: "Generate Script" });

beforeEach(() => {
  useWizardStore.setState({
    ...initialWizardState,
    topic: "Main Idea",
    standards: [{ code: "RI.3.2", description: "Determine the main idea of a text." }],
    characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful" }],
  });
});

afterEach(() => {
  act(() => toast({}).dismiss());
  vi.unstubAllGlobals();
});

describe("Step4ConceptsPage", () => {
  it("shows the three suggested concepts and enables Generate Script once one is picked", async () => {
    stubApi({ "POST /api/subtopics": () => json(200, { concepts, engine: "model" }) });
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Concept" })).toBeInTheDocument();
    const card = await screen.findByRole("button", { name: /Detective Story/ });
    expect(screen.getByRole("button", { name: /Cooking Show/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Sports Replay/ })).toBeInTheDocument();
    expect(screen.queryByText("Offline drafting engine")).not.toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    await user.click(card);
    expect(card).toHaveAttribute("aria-pressed", "true");
    expect(useWizardStore.getState().concept).toEqual(concepts[0]);
    expect(within(screen.getByRole("region", { name: "Selected Concept" })).getByText("Detective Story")).toBeInTheDocument();

    await user.click(generateButton());
    expect(screen.getByTestId("location")).toHaveTextContent("/step5-script");
  });

  it("marks concepts from the offline engine", async () => {
    stubApi({ "POST /api/subtopics": () => json(200, { concepts, engine: "offline" }) });
    renderPage();
    expect(await screen.findByText("Offline drafting engine")).toBeInTheDocument();
  });

  it("falls back to the three built-in concepts with a toast when generation fails", async () => {
    stubApi({ "POST /api/subtopics": () => json(502, { error: "UPSTREAM_AI_ERROR", message: "The model is down." }) });
    renderPage();
    expect(await screen.findByText("Generation Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to generate concept suggestions. Please try again.")).toBeInTheDocument();
    for (const title of ["Interactive Learning Journey", "Real-world Application", "Creative Exploration"]) {
      expect(screen.getByRole("button", { name: new RegExp(title) })).toBeInTheDocument();
    }
  });

  it("shows the empty state when the server suggests nothing", async () => {
    stubApi({ "POST /api/subtopics": () => json(200, { concepts: [], engine: "model" }) });
    renderPage();
    expect(await screen.findByText('No concepts available. Click "Regenerate" to try again.')).toBeInTheDocument();
  });

  it("requires a title for a custom concept, then uses it instead of any AI pick", async () => {
    stubApi({ "POST /api/subtopics": () => json(200, { concepts, engine: "model" }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: /Detective Story/ }));
    await user.click(screen.getByRole("button", { name: "Add Custom" }));
    expect(useWizardStore.getState().concept).toBeNull();
    expect(generateButton()).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Use This Concept" }));
    expect(await screen.findByText("Title Required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a title for your custom concept.")).toBeInTheDocument();
    expect(useWizardStore.getState().concept).toBeNull();

    await user.type(screen.getByLabelText("Concept Title"), "  Main Idea Museum ");
    await user.type(screen.getByLabelText("Description (optional)"), "A tour of idea exhibits.");
    await user.click(screen.getByRole("button", { name: "Use This Concept" }));
    expect(await screen.findByText("Custom Concept Added")).toBeInTheDocument();
    expect(useWizardStore.getState().concept).toEqual({ title: "Main Idea Museum", description: "A tour of idea exhibits." });
    expect(screen.getByRole("button", { name: /Detective Story/ })).toHaveAttribute("aria-pressed", "false");
    expect(generateButton()).toBeEnabled();
  });

  it("adds a saved script as context once and removes it again", async () => {
    const mine = [
      { id: 4, topic: "Main Idea Basics", concept: "Detective", characters: [{ name: "Rhymo", label: "Robot" }], createdAt: "2025-01-01" },
      { id: 5, topic: "Main Idea Advanced", concept: "Museum", characters: [], createdAt: "2025-01-02" },
    ];
    stubApi({
      "POST /api/subtopics": () => json(200, { concepts, engine: "model" }),
      "GET /api/scripts": () => json(200, { scripts: mine }),
    });
    const { user } = renderPage();
    await user.type(screen.getByLabelText("Search your saved scripts"), "main");
    await user.click(await screen.findByRole("button", { name: "Add Main Idea Basics" }));
    expect(await screen.findByText("Script Added")).toBeInTheDocument();
    expect(useWizardStore.getState().contextScripts).toEqual([{ id: 4, topic: "Main Idea Basics", concept: "Detective" }]);
    // Once added, it is no longer offered.
    expect(screen.queryByRole("button", { name: "Add Main Idea Basics" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Main Idea Advanced" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Main Idea Basics" }));
    expect(useWizardStore.getState().contextScripts).toEqual([]);
  });

  it("lists missing earlier inputs with links back", async () => {
    stubApi({});
    useWizardStore.setState({ topic: "", standards: [], characters: [] });
    renderPage();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("link", { name: "go to Step 1" })).toHaveAttribute("href", "/step1-topic");
    expect(within(alert).getByRole("link", { name: "go to Step 3" })).toHaveAttribute("href", "/step3-characters");
    expect(screen.getByRole("button", { name: "Regenerate" })).toBeDisabled();
  });
});
