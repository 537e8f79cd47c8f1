import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ScriptChecks } from "@shared/script/check-script";
import { callsTo, mockApi } from "@tests/support/client/api";
import { buildScript } from "@tests/support/client/fixtures";
import { expectConsoleWarnings } from "@tests/support/client/console";
import { ndjsonStream, type NdjsonStream } from "@tests/support/client/ndjson";
import { renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { outlineFileName } from "./script-actions";
import { wizardRoutes } from "./wizard-test-routes";

/** A Script check as the server sends it with the "done" event (docs/product/api.md#common-behaviour). */
const CHECKS: ScriptChecks = {
  findings: [
    {
      severity: "warning",
      kind: "runtime",
      message: "Read aloud, the script runs about 0:05 against a target of 3:00. Add an example or a practice item.",
    },
  ],
  metrics: { words: 6, runtimeSec: 5, listeningGrade: 1.2, questions: 0, answeredQuestions: 0 },
};

/** Generation answers with the given streams, one per request; saving answers with script 42. */
function mockGeneration(streams: NdjsonStream[] = []) {
  const queue = [...streams];
  mockApi({
    "POST /api/generate-script": () => queue.shift()!.response,
    "POST /api/scripts": ({ body }) => ({ script: buildScript({ ...body, id: 42, version: 1 }) }),
    "GET /api/scripts/related/*": () => [],
  });
}

const generations = () => callsTo("POST /api/generate-script");

const renderPage = ({ strict = false } = {}) => renderRoutes(wizardRoutes, "/step5-script", { strict });

const standards = ["RI.3.2", "RI.3.1", "RL.3.2", "RL.3.3", "W.3.2"].map((code) => ({
  code,
  description: `Text of ${code}`,
}));
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

describe("Step5ScriptPage", () => {
  it("streams the script in as it is written and labels an offline draft", async () => {
    const stream = ndjsonStream();
    mockGeneration([stream]);
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
    await stream.send({
      type: "done",
      scriptContent: "SCENE 1: Rhymo waves.\nThe end.",
      engine: "offline",
      checks: CHECKS,
      seed: 1,
    });
    expect(await screen.findByText("Script Generated!")).toBeInTheDocument();
    // The Script check panel shows the server's findings and metrics.
    expect(screen.getByRole("heading", { name: "Script check" })).toBeInTheDocument();
    expect(screen.getByText(/runs about 0:05 against a target of 3:00/)).toBeInTheDocument();
    expect(scriptText()).toBe("SCENE 1: Rhymo waves.\nThe end.");
    expect(screen.queryByText("Generating your script...")).not.toBeInTheDocument();
    expect(screen.getByText("Offline draft")).toBeInTheDocument();
    expect(screen.getByText(/built-in offline drafting engine, not an AI model/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Regenerate Script" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Save Script" })).toBeEnabled();
    expect(screen.getByText("No related scripts by other authors for this topic yet.")).toBeInTheDocument();
  });

  it("keeps the partial text marked incomplete after an error event, and Regenerate works afterwards", async () => {
    const failing = ndjsonStream();
    const retry = ndjsonStream();
    mockGeneration([failing, retry]);
    const { user } = renderPage();
    await failing.send({ type: "start", engine: "model" });
    await failing.send({ type: "delta", text: "SCENE 1: half" });
    await failing.send({ type: "error", error: "UPSTREAM_AI_ERROR", message: "The model stopped answering." });
    expect(await screen.findByText("Failed to generate script: The model stopped answering.")).toBeInTheDocument();
    expect(screen.getByText("Incomplete")).toBeInTheDocument();
    expect(screen.getByLabelText("Incomplete script", { selector: "pre" })).toHaveTextContent("SCENE 1: half");
    // Nothing finished to save; the inputs are all still there (Regenerate works without going back).
    expect(screen.getByRole("button", { name: "Save Script" })).toBeDisabled();
    expect(screen.getByText("Main Idea and Details")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    await retry.send({ type: "start", engine: "model" });
    await retry.send({ type: "delta", text: "Full script." });
    await retry.send({ type: "done", scriptContent: "Full script.", engine: "model", checks: CHECKS, seed: 2 });
    expect(await screen.findByText("Script Generated!")).toBeInTheDocument();
    expect(screen.queryByText("Incomplete")).not.toBeInTheDocument();
    expect(screen.queryByText("Offline draft")).not.toBeInTheDocument();
    expect(scriptText()).toBe("Full script.");
    expect(generations()).toHaveLength(2);
  });

  it("generates once under StrictMode and only warns about a very long script", async () => {
    const stream = ndjsonStream();
    mockGeneration([stream]);
    renderPage({ strict: true });
    const long = "x".repeat(50_001);
    await stream.send({ type: "start", engine: "model" });
    await stream.send({ type: "delta", text: long });
    await stream.send({ type: "done", scriptContent: long, engine: "model", checks: CHECKS, seed: 3 });
    expect(await screen.findByText("Script Generated!")).toBeInTheDocument();
    expect(generations()).toHaveLength(1);
    expectConsoleWarnings("Generated script is 50001 characters long (over 50000).");
  });

  it("saves the script once, then shows Saved", async () => {
    useWizardStore.setState({ script: "An existing script.", scriptEngine: "model" });
    mockGeneration();
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Save Script" }));
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled();
    expect(callsTo("POST /api/scripts")).toHaveLength(1);
    expect(callsTo("POST /api/scripts")[0]!.body).toMatchObject({
      topic: "Main Idea and Details",
      concept: "Detective Story",
      conceptDescription: "Solve the mystery.",
      scriptContent: "An existing script.",
      isSaved: true,
    });
    expect(generations()).toHaveLength(0);
  });

  it("asks before Regenerate replaces a script that is not in My Scripts, saying where it stays (ADR 0012)", async () => {
    useWizardStore.setState({
      script: "SCENE 1 — HOOK (0:10)\nRHYMO: The first script.",
      scriptEngine: "model",
      draft: { id: 9, version: 1 },
    });
    const stream = ndjsonStream();
    mockGeneration([stream]);
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Replace this script?" });
    expect(dialog).toHaveTextContent("It stays under Drafts in My Scripts for 30 days.");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(generations()).toHaveLength(0);
    expect(screen.getByLabelText(/script$/i, { selector: "pre" })).toHaveTextContent("The first script.");

    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    await user.click(await screen.findByRole("button", { name: "Regenerate" }));
    await stream.send({ type: "start", engine: "model" });
    await stream.send({ type: "done", scriptContent: "A second script.", engine: "model", checks: CHECKS, seed: 4 });
    expect(
      await screen.findByText("Your script is ready. The previous one is kept under Drafts in My Scripts."),
    ).toBeInTheDocument();
    expect(generations()).toHaveLength(1);
  });

  it("regenerates a script already saved in My Scripts without asking", async () => {
    useWizardStore.setState({ script: "Saved text.", scriptEngine: "model", savedScriptId: 3 });
    const stream = ndjsonStream();
    mockGeneration([stream]);
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(generations()).toHaveLength(1));
    await stream.send({ type: "done", scriptContent: "New.", engine: "model", checks: CHECKS, seed: 5 });
  });

  it("lists what earlier steps are missing instead of generating, with Save disabled", async () => {
    useWizardStore.setState({ concept: null });
    mockGeneration();
    renderPage();
    expect(await screen.findByText("Some earlier steps are not complete.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "go to Step 4" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Script" })).toBeDisabled();
    expect(screen.queryByText("Missing Information")).not.toBeInTheDocument();
    expect(generations()).toHaveLength(0);
  });

  it("still refuses Regenerate with a toast when earlier steps are missing", async () => {
    useWizardStore.setState({ concept: null });
    mockGeneration();
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Regenerate Script" }));
    expect(await screen.findByText("Missing Information")).toBeInTheDocument();
    expect(screen.getByText("Please complete all previous steps before generating the script.")).toBeInTheDocument();
    expect(generations()).toHaveLength(0);
  });

  it("shows the first three standard codes then '+n more'", () => {
    useWizardStore.setState({ standards, script: "Done.", scriptEngine: "model" });
    mockGeneration();
    renderPage();
    for (const code of ["RI.3.2", "RI.3.1", "RL.3.2"])
      expect(screen.getByRole("button", { name: code })).toBeInTheDocument();
    // The summary card (its codes are buttons); "Where each standard is taught" lists every code as text.
    expect(screen.queryByRole("button", { name: "RL.3.3" })).not.toBeInTheDocument();
    expect(screen.getByText("+2 more")).toBeInTheDocument();
  });
});

describe("outlineFileName", () => {
  it("lowercases the topic and turns spaces into hyphens", () => {
    expect(outlineFileName("Main Idea and Details")).toBe("main-idea-and-details-outline.txt");
    expect(outlineFileName("Earth  Day")).toBe("earth-day-outline.txt");
  });
});

describe("Step5ScriptPage: a scene operation on a saved script (docs/product/scene-operations.md)", () => {
  const TWO_SCENES = "SCENE 1 — HOOK (0:10)\nRHYMO: The first scene.\nSCENE 2 — WRAP (0:10)\nRHYMO: The second scene.";

  it("Save Script saves a new version of the same script, never a second copy", async () => {
    useWizardStore.setState({ script: TWO_SCENES, scriptEngine: "model", savedScriptId: 3 });
    let stored = buildScript({ id: 3, version: 2, scriptContent: TWO_SCENES });
    mockGeneration();
    mockApi({
      "GET /api/scripts/3": () => ({ script: stored }),
      "PUT /api/scripts/3": ({ body }) => {
        stored = buildScript({ ...body, id: 3, version: stored.version + 1 });
        return { script: stored };
      },
    });
    const { user } = renderPage();
    // Saved, until a scene changes.
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
    await user.click(screen.getByRole("button", { name: "Duplicate scene 2" }));
    const save = await screen.findByRole("button", { name: "Save Script" });
    expect(save).toBeEnabled();
    await user.click(save);
    // This two-scene script teaches no standard, so saving it asks first (docs/product/rules.md); saved anyway.
    const ask = await screen.findByRole("alertdialog", { name: /^Save with \d+ problems?\?$/ });
    await user.click(within(ask).getByRole("button", { name: "Save anyway" }));
    expect(await screen.findByText("Script Saved!")).toBeInTheDocument();
    expect(callsTo("POST /api/scripts")).toHaveLength(0);
    expect(callsTo("PUT /api/scripts/3")).toHaveLength(1);
    expect(callsTo("PUT /api/scripts/3")[0]!.body).toMatchObject({
      version: 2,
      isSaved: true,
      scriptContent: expect.stringMatching(/The second scene\.[\s\S]*The second scene\./),
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeDisabled());
    expect(useWizardStore.getState().savedScriptId).toBe(3);
  });
});
