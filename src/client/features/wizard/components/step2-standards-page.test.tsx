import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { Step2StandardsPage } from "./step2-standards-page";
import { currentPath, nextStepButton, renderWizardPage, stubApi } from "./wizard-test-harness";

const offered = {
  standards: [
    { code: "RL.3.2", description: "Recount stories, including fables." },
    { code: "RL.3.3", description: "Describe characters in a story." },
  ],
  rationale: "Stories with clear morals suit short videos.",
  source: "search",
};

const renderPage = () => renderWizardPage("/step2-standards", <Step2StandardsPage />, { applyAccept: false });

const nextButton = nextStepButton;

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({ ...initialWizardState, topic: "Fables & Folktales" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Step2StandardsPage", () => {
  it("after a topic change keeps the chosen standards still offered and says which were dropped (issue 11)", async () => {
    useWizardStore.setState({
      topic: "Fables & Folktales",
      standardsTopic: "Fables",
      standards: [
        { code: "RL.3.2", description: "Recount stories, including fables." },
        { code: "W.3.1", description: "Write opinion pieces." },
      ],
      characters: [{ name: "Rhymo", label: "Robot", personality: "" }],
      concept: { title: "Fable Court", description: "" },
    });
    stubApi({ "POST /api/standards": () => ({ status: 200, body: offered }) });
    renderPage();
    expect(await screen.findByRole("checkbox", { name: /RL\.3\.2/ })).toBeChecked();
    expect(await screen.findByText(/no longer chosen: W\.3\.1\./)).toBeInTheDocument();
    expect(useWizardStore.getState()).toMatchObject({ standardsTopic: "Fables & Folktales", concept: { title: "Fable Court" } });
    expect(useWizardStore.getState().standards.map((s) => s.code)).toEqual(["RL.3.2"]);
    expect(useWizardStore.getState().characters).toHaveLength(1);
  });

  it("asks before a standard change drops the generated script; Keep my script changes nothing", async () => {
    useWizardStore.setState({ standardsTopic: "Fables & Folktales", script: "A script.", draft: null, savedScriptId: null });
    stubApi({ "POST /api/standards": () => ({ status: 200, body: offered }) });
    const { user } = renderPage();
    const first = await screen.findByRole("checkbox", { name: /RL\.3\.2/ });
    await user.click(first);
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the generated script?" });
    expect(dialog).toHaveTextContent("It has not been saved anywhere and will be lost.");
    await user.click(screen.getByRole("button", { name: "Keep my script" }));
    expect(first).not.toBeChecked();
    expect(useWizardStore.getState().script).toBe("A script.");

    await user.click(first);
    await user.click(await screen.findByRole("button", { name: "Change and write a new script" }));
    expect(first).toBeChecked();
    expect(useWizardStore.getState().script).toBe("");
  });

  it("asks for a topic first when none is set", async () => {
    useWizardStore.setState({ topic: "" });
    stubApi({});
    const { user } = renderPage();
    expect(screen.getByText("Please select a topic first to see relevant standards.")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Choose a topic" }));
    expect(currentPath()).toBe("/step1-topic");
  });

  it("lists the offered standards, toggles them and enables Next after one is chosen", async () => {
    stubApi({ "POST /api/standards": () => ({ status: 200, body: offered }) });
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Select Educational Standards" })).toBeInTheDocument();
    expect(screen.getByText(/Fables & Folktales/, { selector: "p" })).toBeInTheDocument();
    const first = await screen.findByRole("checkbox", { name: /RL\.3\.2/ });
    expect(screen.getByText("Closest matches from the CCSS text")).toBeInTheDocument();
    expect(screen.getByText(offered.rationale)).toBeInTheDocument();
    expect(screen.getByText("Selected Standards (0)")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await user.click(first);
    expect(first).toBeChecked();
    expect(screen.getByText("Selected Standards (1)")).toBeInTheDocument();
    expect(useWizardStore.getState().standards.map((s) => s.code)).toEqual(["RL.3.2"]);
    expect(nextButton()).toBeEnabled();

    await user.click(first);
    expect(useWizardStore.getState().standards).toEqual([]);
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: /RL\.3\.3/ }));
    await user.click(nextButton());
    expect(currentPath()).toBe("/step3-characters");
  });

  it("adds any standard found by the search box", async () => {
    stubApi({
      "POST /api/standards": () => ({ status: 200, body: offered }),
      "GET /api/standards/search": () => ({
        status: 200,
        body: { standards: [{ code: "W.4.9", description: "Draw evidence from texts." }] },
      }),
    });
    const { user } = renderPage();
    await screen.findByRole("checkbox", { name: /RL\.3\.2/ });
    await user.type(screen.getByLabelText("Add another standard"), "W.4");
    await user.click(await screen.findByRole("button", { name: /W\.4\.9/ }));
    expect(useWizardStore.getState().standards.map((s) => s.code)).toEqual(["W.4.9"]);
    expect(screen.getByRole("checkbox", { name: /W\.4\.9/ })).toBeChecked();
  });

  it("shows an error with Retry when the standards request fails", async () => {
    let calls = 0;
    stubApi({
      "POST /api/standards": () =>
        ++calls === 1
          ? { status: 500, body: { error: "INTERNAL", message: "Something went wrong" } }
          : { status: 200, body: offered },
    });
    const { user } = renderPage();
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("checkbox", { name: /RL\.3\.2/ })).toBeInTheDocument();
  });

  it("binds Content Considerations to the store", async () => {
    stubApi({ "POST /api/standards": () => ({ status: 200, body: offered }) });
    const { user } = renderPage();
    await user.type(screen.getByLabelText("Content Considerations (Optional)"), "No scary parts");
    expect(useWizardStore.getState().contentConsiderations).toBe("No scary parts");
  });

  it("alerts 'Please select a PDF file.' for a non-PDF, picked or dropped, and uploads nothing", async () => {
    const fetchSpy = stubApi({ "POST /api/standards": () => ({ status: 200, body: offered }) });
    const original = window.alert;
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    window.alert = alert;
    const { user } = renderPage();
    const notes = new File(["hello"], "notes.txt", { type: "text/plain" });
    await user.upload(screen.getByTestId("pdf-file-input"), notes);
    expect(alert).toHaveBeenCalledWith("Please select a PDF file.");

    const zone = screen.getByTestId("pdf-drop-zone");
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute("data-dragging", "true");
    fireEvent.dragLeave(zone);
    expect(zone).toHaveAttribute("data-dragging", "false");
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [notes] } });
    expect(zone).toHaveAttribute("data-dragging", "false");
    expect(alert).toHaveBeenCalledTimes(2);
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes("/api/uploads"))).toBe(false);
    window.alert = original;
  });

  it("uploads a PDF, shows it by name and removes it", async () => {
    stubApi({
      "POST /api/standards": () => ({ status: 200, body: offered }),
      "POST /api/uploads/pdf": () => ({
        status: 201,
        body: { id: "u1", url: "/api/uploads/u1", name: "lesson.pdf", sizeBytes: 10, textChars: 5 },
      }),
    });
    const { user } = renderPage();
    await user.upload(
      screen.getByTestId("pdf-file-input"),
      new File(["%PDF-1.4"], "lesson.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("lesson.pdf")).toBeInTheDocument();
    expect(useWizardStore.getState()).toMatchObject({ attachmentUrl: "/api/uploads/u1", attachmentName: "lesson.pdf" });
    await user.click(screen.getByRole("button", { name: "Remove lesson.pdf" }));
    expect(useWizardStore.getState().attachmentName).toBeNull();
    expect(screen.getByRole("button", { name: "Choose PDF" })).toBeInTheDocument();
  });

  it("shows the server's message in a toast when the upload is refused", async () => {
    stubApi({
      "POST /api/standards": () => ({ status: 200, body: offered }),
      "POST /api/uploads/pdf": () => ({
        status: 413,
        body: { error: "VALIDATION_ERROR", message: "The PDF is larger than 20 MB." },
      }),
    });
    const { user } = renderPage();
    await user.upload(
      screen.getByTestId("pdf-file-input"),
      new File(["%PDF-1.4"], "big.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("The PDF is larger than 20 MB.")).toBeInTheDocument();
    await waitFor(() => expect(useWizardStore.getState().attachmentName).toBeNull());
  });

  it("lists the chosen grade's standards first with kid goals, other grades behind a button, and shows how one is taught", async () => {
    useWizardStore.setState({ topic: "Main idea", grade: "2" });
    const graded = {
      standards: [
        { code: "RI.2.2", description: "Identify the main topic of a multiparagraph text.", grade: "2", kidGoal: "I can tell what a whole text is mostly about." },
        { code: "RI.3.2", description: "Determine the main idea of a text.", grade: "3", kidGoal: "I can find the main idea and the details that prove it." },
      ],
      rationale: "Main ideas suit video.",
      source: "catalogue",
      grade: "2",
    };
    const fetchSpy = stubApi({
      "POST /api/standards": () => ({ status: 200, body: graded }),
      "GET /api/standards/RI.2.2": () => ({
        status: 200,
        body: {
          standard: { code: "RI.2.2", grade: "2", strand: "RI", domain: "Key Ideas and Details", description: "…" },
          teaching: {
            explanation: "A main topic is what the whole text is about.",
            mode: "print",
            examples: [{ show: "Bees live in hives. Bees make honey.", thinkAloud: "Every sentence is about bees.", answer: "Bees" }],
          },
        },
      }),
    });
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: "Grade 2 standards for Main idea" })).toBeInTheDocument();
    expect(await screen.findByText("I can tell what a whole text is mostly about.")).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ topic: "Main idea", grade: "2" });
    expect(screen.queryByRole("checkbox", { name: /RI\.3\.2/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show other grades (1)" }));
    expect(screen.getByRole("checkbox", { name: /RI\.3\.2/ })).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: "How it's taught" })[0]!);
    expect(await screen.findByText("Bees live in hives. Bees make honey.")).toBeInTheDocument();
    expect(screen.getByText("Every sentence is about bees.")).toBeInTheDocument();
  });
});
