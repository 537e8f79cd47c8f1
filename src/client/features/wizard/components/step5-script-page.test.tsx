import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { createQueryClient } from "@client/lib/api-client";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { outlineFileName } from "./script-actions";
import { Step5ScriptPage } from "./step5-script-page";

/** A Script check as the server sends it with the "done" event (issue 10). */
const CHECKS = {
  findings: [{ severity: "warning", kind: "runtime", message: "Read aloud, the script runs about 0:05 against a target of 3:00. Add an example or a practice item." }],
  metrics: { words: 6, runtimeSec: 5, listeningGrade: 1.2, questions: 0, answeredQuestions: 0 },
};

/** A hand-driven NDJSON stream: the test decides when each event arrives. */
function ndjsonStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "application/x-ndjson" } }),
    send: (event: object) => act(async () => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`))),
    close: () => act(async () => controller.close()),
  };
}

type Stream = ReturnType<typeof ndjsonStream>;

function stubApi({ streams = [] as Stream[], save = () => new Response(JSON.stringify({ script: { id: 42 } }), { status: 201 }) } = {}) {
  const queue = [...streams];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`;
    if (key === "POST /api/generate-script") return queue.shift()!.response;
    if (key === "POST /api/scripts") return save();
    if (key.startsWith("GET /api/scripts/related/")) return new Response("[]", { status: 200 });
    return new Response(JSON.stringify({ error: "NOT_FOUND", message: "Not found" }), { status: 404 });
  });
  vi.stubGlobal("fetch", spy);
  return spy;
}

const calls = (spy: ReturnType<typeof stubApi>, key: string) =>
  spy.mock.calls.filter(([input, init]) => `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://localhost").pathname}` === key);

function renderPage({ strict = false } = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/step5-script"]}>
        <Routes>
          <Route path="/step5-script" element={<Step5ScriptPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
    { reactStrictMode: strict },
  );
  return { user };
}

const standards = ["RI.3.2", "RI.3.1", "RL.3.2", "RL.3.3", "W.3.2"].map((code) => ({ code, description: `Text of ${code}` }));
const scriptText = () => screen.getByLabelText(/script$/i, { selector: "pre" }).textContent;

beforeEach(() => {
  useWizardStore.setState({
    ...initialWizardState,
    topic: "Main Idea and Details",
    standards: standards.slice(0, 1),
    characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful" }],
    concept: { title: "Detective Story", description: "Solve the mystery." },
  });
});

afterEach(() => {
  act(() => toast({}).dismiss());
  vi.unstubAllGlobals();
});

describe("Step5ScriptPage", () => {
  it("streams the script in as it is written and labels an offline draft", async () => {
    const stream = ndjsonStream();
    stubApi({ streams: [stream] });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Script Summary" })).toBeInTheDocument();
    await stream.send({ type: "start", engine: "offline" });
    await stream.send({ type: "delta", text: "SCENE 1: " });
    await stream.send({ type: "delta", text: "Rhymo waves." });
    await waitFor(() => expect(scriptText()).toBe("SCENE 1: Rhymo waves."));
    expect(screen.getByText("Generating your script...")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Regenerate Script" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save Script" })).toBeDisabled();

    await stream.send({ type: "delta", text: "\nThe end." });
    await stream.send({ type: "done", scriptContent: "SCENE 1: Rhymo waves.\nThe end.", engine: "offline", checks: CHECKS, seed: 1 });
    expect(await screen.findByText("Script Generated!")).toBeInTheDocument();
    // The Script check panel shows the server's findings and metrics (issue 10).
    expect(screen.getByRole("heading", { name: "Script check" })).toBeInTheDocument();
    expect(screen.getByText(/runs about 0:05 against a target of 3:00/)).toBeInTheDocument();
    expect(scriptText()).toBe("SCENE 1: Rhymo waves.\nThe end.");
    expect(screen.queryByText("Generating your script...")).not.toBeInTheDocument();
    expect(screen.getByText("Offline draft")).toBeInTheDocument();
    expect(screen.getByText(/built-in offline drafting engine, not an AI model/)).toBeInTheDocument();
    expect(useWizardStore.getState()).toMatchObject({ script: "SCENE 1: Rhymo waves.\nThe end.", scriptEngine: "offline", isGenerating: false });
    expect(screen.getByText("No related scripts by other authors for this topic yet.")).toBeInTheDocument();
  });

  it("keeps the partial text marked incomplete after an error event, and Regenerate works afterwards", async () => {
    const failing = ndjsonStream();
    const retry = ndjsonStream();
    const spy = stubApi({ streams: [failing, retry] });
    const { user } = renderPage();
    await failing.send({ type: "start", engine: "model" });
    await failing.send({ type: "delta", text: "SCENE 1: half" });
    await failing.send({ type: "error", error: "UPSTREAM_AI_ERROR", message: "The model stopped answering." });
    expect(await screen.findByText("Failed to generate script: The model stopped answering.")).toBeInTheDocument();
    expect(screen.getByText("Incomplete")).toBeInTheDocument();
    expect(screen.getByLabelText("Incomplete script", { selector: "pre" })).toHaveTextContent("SCENE 1: half");
    expect(useWizardStore.getState()).toMatchObject({ script: "", topic: "Main Idea and Details", isGenerating: false });

    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    await retry.send({ type: "start", engine: "model" });
    await retry.send({ type: "delta", text: "Full script." });
    await retry.send({ type: "done", scriptContent: "Full script.", engine: "model", checks: CHECKS, seed: 2 });
    expect(await screen.findByText("Script Generated!")).toBeInTheDocument();
    expect(screen.queryByText("Incomplete")).not.toBeInTheDocument();
    expect(screen.queryByText("Offline draft")).not.toBeInTheDocument();
    expect(scriptText()).toBe("Full script.");
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(2);
  });

  it("generates once under StrictMode and only warns about a very long script", async () => {
    const stream = ndjsonStream();
    const spy = stubApi({ streams: [stream] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderPage({ strict: true });
    const long = "x".repeat(50_001);
    await stream.send({ type: "start", engine: "model" });
    await stream.send({ type: "delta", text: long });
    await stream.send({ type: "done", scriptContent: long, engine: "model", checks: CHECKS, seed: 3 });
    expect(await screen.findByText("Script Generated!")).toBeInTheDocument();
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("saves the script once, then shows Saved", async () => {
    useWizardStore.setState({ script: "An existing script.", scriptEngine: "model" });
    const spy = stubApi();
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Save Script" }));
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
    expect(useWizardStore.getState().savedScriptId).toBe(42);
    const init = calls(spy, "POST /api/scripts")[0]?.[1];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      topic: "Main Idea and Details",
      concept: "Detective Story",
      conceptDescription: "Solve the mystery.",
      scriptContent: "An existing script.",
      isSaved: true,
    });
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(0);
  });

  it("asks before Regenerate replaces a script that is not in My Scripts, saying where it stays (issue 11)", async () => {
    useWizardStore.setState({ script: "SCENE 1 — HOOK (0:10)\nRHYMO: The first script.", scriptEngine: "model", draft: { id: 9, version: 1 } });
    const stream = ndjsonStream();
    const spy = stubApi({ streams: [stream] });
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace this script?" });
    expect(dialog).toHaveTextContent("It stays under Drafts in My Scripts for 30 days.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(0);
    expect(useWizardStore.getState().script).toContain("The first script.");

    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    await stream.send({ type: "start", engine: "model" });
    await stream.send({ type: "done", scriptContent: "A second script.", engine: "model", checks: CHECKS, seed: 4 });
    expect(await screen.findByText("Your script is ready. The previous one is kept under Drafts in My Scripts.")).toBeInTheDocument();
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(1);
  });

  it("regenerates a script already saved in My Scripts without asking", async () => {
    useWizardStore.setState({ script: "Saved text.", scriptEngine: "model", savedScriptId: 3 });
    const stream = ndjsonStream();
    const spy = stubApi({ streams: [stream] });
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(calls(spy, "POST /api/generate-script")).toHaveLength(1));
    await stream.send({ type: "done", scriptContent: "New.", engine: "model", checks: CHECKS, seed: 5 });
  });

  it("lists what earlier steps are missing instead of generating, with Save disabled", async () => {
    useWizardStore.setState({ concept: null });
    const spy = stubApi();
    renderPage();
    expect(await screen.findByText("Some earlier steps are not complete.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "go to Step 4" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Script" })).toBeDisabled();
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(0);
  });

  it("still refuses Regenerate with a toast when earlier steps are missing", async () => {
    useWizardStore.setState({ concept: null });
    const spy = stubApi();
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please complete all previous steps before generating the script.")).toBeInTheDocument();
    expect(calls(spy, "POST /api/generate-script")).toHaveLength(0);
  });

  it("shows the first three standard codes then '+n more'", () => {
    useWizardStore.setState({ standards, script: "Done.", scriptEngine: "model" });
    stubApi();
    renderPage();
    for (const code of ["RI.3.2", "RI.3.1", "RL.3.2"]) expect(screen.getByRole("button", { name: code })).toBeInTheDocument();
    expect(screen.queryByText("RL.3.3")).not.toBeInTheDocument();
    expect(screen.getByText("+2 more")).toBeInTheDocument();
  });
});

describe("outlineFileName", () => {
  it("lowercases the topic and turns spaces into hyphens", () => {
    expect(outlineFileName("Main Idea and Details")).toBe("main-idea-and-details-outline.txt");
    expect(outlineFileName("Earth  Day")).toBe("earth-day-outline.txt");
  });
});
