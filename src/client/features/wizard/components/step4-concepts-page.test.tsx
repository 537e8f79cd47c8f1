import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { ConceptsResponse } from "@client/api/generation";
import { apiError, mockApi } from "@tests/support/client/api";
import { buildSummary } from "@tests/support/client/fixtures";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { mockWizardApi, wizardRoutes } from "./wizard-test-routes";
import { lengthFit, minimumMinutes } from "@shared/script/length-fit";

const concepts = [
  { title: "Detective Story", description: "Solve the mystery of the main idea." },
  { title: "Cooking Show", description: "Mix details into a main idea." },
  { title: "Sports Replay", description: "Replay the key details." },
];

const answerConcepts = (answer: ConceptsResponse) => mockApi({ "POST /api/subtopics": () => answer });

const renderPage = () => renderRoutes(wizardRoutes, "/step4-concepts");

const selectedConcept = () => screen.getByRole("region", { name: "Selected Concept" });

const generateButton = () => screen.getByRole("button", { name: "Generate Script" });

beforeEach(() => {
  useWizardStore.setState({
    ...initialWizardState,
    topic: "Main Idea",
    standards: [{ code: "RI.3.2", description: "Determine the main idea of a text." }],
    characters: [{ name: "Rhymo", label: "Robot", personality: "Cheerful" }],
  });
  mockWizardApi();
});

describe("Step4ConceptsPage", () => {
  it("shows the three suggested concepts and enables Generate Script once one is picked", async () => {
    answerConcepts({ concepts, engine: "model" });
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Concept" })).toBeInTheDocument();
    const card = await screen.findByRole("button", { name: /Detective Story/ });
    expect(screen.getByRole("button", { name: /Cooking Show/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Sports Replay/ })).toBeInTheDocument();
    expect(screen.queryByText("Offline drafting engine")).not.toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    await user.click(card);
    expect(card).toHaveAttribute("aria-pressed", "true");
    expect(within(selectedConcept()).getByText("Detective Story")).toBeInTheDocument();
    expect(within(selectedConcept()).getByText("Solve the mystery of the main idea.")).toBeInTheDocument();

    mockApi({ "POST /api/generate-script": () => new Response(null, { status: 503 }) });
    await user.click(generateButton());
    expect(currentPath()).toBe("/step5-script");
    expect(await screen.findByRole("heading", { level: 1, name: "Script Summary" })).toBeInTheDocument();
  });

  it("marks concepts from the offline engine", async () => {
    answerConcepts({ concepts, engine: "offline" });
    renderPage();
    expect(await screen.findByText("Offline drafting engine")).toBeInTheDocument();
  });

  it("falls back to the three built-in concepts with a toast when generation fails", async () => {
    mockApi({ "POST /api/subtopics": () => apiError(502, "UPSTREAM_AI_ERROR", "The model is down.") });
    renderPage();
    expect(await screen.findByText("Generation Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to generate concept suggestions. Please try again.")).toBeInTheDocument();
    for (const title of ["Interactive Learning Journey", "Real-world Application", "Creative Exploration"]) {
      expect(screen.getByRole("button", { name: new RegExp(title) })).toBeInTheDocument();
    }
  });

  it("shows the empty state when the server suggests nothing", async () => {
    answerConcepts({ concepts: [], engine: "model" });
    renderPage();
    expect(await screen.findByText('No concepts available. Click "Regenerate" to try again.')).toBeInTheDocument();
  });

  it("requires a title for a custom concept, then uses it instead of any AI pick", async () => {
    answerConcepts({ concepts, engine: "model" });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: /Detective Story/ }));
    await user.click(screen.getByRole("button", { name: "Add Custom" }));
    // The pick stays until a custom concept is used.
    expect(within(selectedConcept()).getByText(/Detective Story/)).toBeInTheDocument();
    expect(generateButton()).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Use This Concept" }));
    expect(await screen.findByText("Title Required")).toBeInTheDocument();
    expect(screen.getByText("Please enter a title for your custom concept.")).toBeInTheDocument();
    expect(within(selectedConcept()).getByText(/Detective Story/)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Concept Title"), "  Main Idea Museum ");
    await user.type(screen.getByLabelText("Description (optional)"), "A tour of idea exhibits.");
    await user.click(screen.getByRole("button", { name: "Use This Concept" }));
    expect(await screen.findByText("Custom Concept Added")).toBeInTheDocument();
    expect(within(selectedConcept()).getByText("Main Idea Museum")).toBeInTheDocument();
    expect(within(selectedConcept()).getByText("A tour of idea exhibits.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Detective Story/ })).toHaveAttribute("aria-pressed", "false");
    expect(generateButton()).toBeEnabled();
  });

  it("adds a saved script as context once and removes it again", async () => {
    const mine = [
      buildSummary(4, {
        topic: "Main Idea Basics",
        concept: "Detective",
        characters: [{ name: "Rhymo", label: "Robot" }],
      }),
      buildSummary(5, { topic: "Main Idea Advanced", concept: "Museum", characters: [] }),
    ];
    answerConcepts({ concepts, engine: "model" });
    mockApi({ "GET /api/scripts": () => ({ scripts: mine, nextCursor: null, total: 2 }) });
    const { user } = renderPage();
    await user.type(screen.getByLabelText("Search your saved scripts"), "main");
    await user.click(await screen.findByRole("button", { name: "Add Main Idea Basics" }));
    expect(await screen.findByText("Script Added")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Main Idea Basics" })).toBeInTheDocument();
    // Once added, it is no longer offered.
    expect(screen.queryByRole("button", { name: "Add Main Idea Basics" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Main Idea Advanced" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Main Idea Basics" }));
    expect(screen.queryByRole("button", { name: "Remove Main Idea Basics" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Add Main Idea Basics" })).toBeInTheDocument();
  });

  it("lists missing earlier inputs with links back", async () => {
    useWizardStore.setState({ topic: "", standards: [], characters: [] });
    renderPage();
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("link", { name: "go to Step 1" })).toHaveAttribute("href", "/step1-topic");
    expect(within(alert).getByRole("link", { name: "go to Step 3" })).toHaveAttribute("href", "/step3-characters");
    expect(screen.getByRole("button", { name: "Regenerate" })).toBeDisabled();
  });
  it("warns beside the length picker when the standards do not fit; Use 6 minutes sets the length (ADR 0063)", async () => {
    useWizardStore.setState({
      grade: "3",
      standards: [
        { code: "RI.3.2", description: "Determine the main idea of a text." },
        { code: "RI.3.1", description: "Ask and answer questions." },
        { code: "RI.3.3", description: "Describe the relationship between events." },
      ],
    });
    answerConcepts({ concepts, engine: "model" });
    const { user } = renderPage();
    const length = screen.getByRole("combobox", { name: "Target length" });
    expect(length).toHaveValue("4");
    const status = screen.getByText(/3 standards don.t fit in 4 minutes:/).closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent("RI.3.3 would not be taught.");
    expect(status).not.toHaveTextContent("chosen in step 4");

    await user.click(within(status).getByRole("button", { name: "Use 6 minutes" }));
    expect(length).toHaveValue("6");
    expect(status).toBeEmptyDOMElement();

    // A shorter length brings it back, naming both standards left out.
    await user.selectOptions(length, "3");
    expect(status).toHaveTextContent("3 standards don’t fit in 3 minutes: RI.3.1 and RI.3.3 would not be taught.");
    expect(within(status).getByRole("button", { name: "Remove RI.3.1" })).toBeInTheDocument();
  });

  it("says when the length is too short for even the primary standard alone; the minimum sets the length (ADR 0063)", async () => {
    // RL.3.2 alone needs more than 2 minutes in the offline engine (data/lesson-lengths.json): its story is read whole.
    const need = minimumMinutes("RL.3.2")!;
    const both = lengthFit({ grade: "3", targetMinutes: 2, standards: ["RL.3.2", "RL.3.3"] }).minutesToTeachAll;
    useWizardStore.setState({
      grade: "3",
      targetMinutes: 2,
      standards: [{ code: "RL.3.2", description: "Recount stories, including fables." }],
    });
    answerConcepts({ concepts, engine: "model" });
    const { user } = renderPage();
    const length = screen.getByRole("combobox", { name: "Target length" });
    const status = screen
      .getByText(new RegExp(`RL\\.3\\.2 needs about ${need} minutes:`))
      .closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(`RL.3.2 needs about ${need} minutes: 2 minutes is too short to teach it.`);
    expect(status).toHaveTextContent(
      `A ${need}-minute video teaches it; or choose another standard for a shorter video.`,
    );
    expect(status).not.toHaveTextContent("don’t fit");
    expect(within(status).queryByRole("button", { name: /^Remove / })).not.toBeInTheDocument();

    // A minute under is still too short; the minimum teaches it and the warning goes.
    await user.selectOptions(length, String(need - 1));
    expect(status).toHaveTextContent(`${need - 1} minutes is too short to teach it.`);
    await user.click(within(status).getByRole("button", { name: `Use ${need} minutes` }));
    expect(length).toHaveValue(String(need));
    expect(status).toBeEmptyDOMElement();

    // A supporting standard chosen as well is named too, and the length offered teaches both.
    useWizardStore.setState({
      targetMinutes: 2,
      standards: [
        { code: "RL.3.2", description: "Recount stories, including fables." },
        { code: "RL.3.3", description: "Describe characters in a story." },
      ],
    });
    expect(
      await within(status).findByText(/2 minutes is too short to teach it\. RL\.3\.3 would not be taught either\./),
    ).toBeInTheDocument();
    expect(within(status).getByRole("button", { name: `Use ${both} minutes` })).toBeInTheDocument();
    expect(within(status).getByRole("button", { name: "Remove RL.3.3" })).toBeInTheDocument();
  });

  it("counts a length the content considerations ask for, and offers no longer length it would override", async () => {
    useWizardStore.setState({
      grade: "3",
      targetMinutes: 6,
      contentConsiderations: "Keep it under 3 minutes.",
      standards: [
        { code: "RI.3.2", description: "Determine the main idea of a text." },
        { code: "RI.3.1", description: "Ask and answer questions." },
      ],
    });
    answerConcepts({ concepts, engine: "model" });
    renderPage();
    const status = screen.getByText(/2 standards don.t fit in 3 minutes:/).closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent("Your content considerations keep the video to 3 minutes");
    expect(within(status).queryByRole("button", { name: /^Use / })).not.toBeInTheDocument();
    expect(within(status).getByRole("button", { name: "Remove RI.3.1" })).toBeInTheDocument();
  });
});
