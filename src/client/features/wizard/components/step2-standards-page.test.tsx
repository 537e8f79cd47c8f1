import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TopicStandards } from "@client/api/standards";
import { apiCalls, apiError, mockApi, sentBodies } from "@tests/support/client/api";
import { buildActiveCharacter } from "@tests/support/client/fixtures";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { mockWizardApi, nextStepButton, wizardRoutes } from "./wizard-test-routes";
import { minimumMinutes } from "@shared/script/length-fit";

const offered: TopicStandards = {
  standards: [
    { code: "RL.3.2", description: "Recount stories, including fables.", grade: "3", kidGoal: null },
    { code: "RL.3.3", description: "Describe characters in a story.", grade: "3", kidGoal: null },
  ],
  rationale: "Stories with clear morals suit short videos.",
  source: "search",
  grade: null,
};

/** Requests for the grade 3 browse list. */
const gradeListCalls = () =>
  apiCalls().filter((call) => call.method === "GET" && call.path === "/api/standards/grade/3");

const renderPage = () => renderRoutes(wizardRoutes, "/step2-standards", { userEvent: { applyAccept: false } });

const nextButton = nextStepButton;

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({ ...initialWizardState, topic: "Fables & Folktales" });
  mockWizardApi({ standards: offered });
});

describe("Step2StandardsPage", () => {
  it("after a topic change keeps the chosen standards still offered and says which were dropped (ADR 0012)", async () => {
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
    mockApi({ "GET /api/characters": () => [buildActiveCharacter(1, "Rhymo")] });
    const { user } = renderPage();
    expect(await screen.findByRole("checkbox", { name: /RL\.3\.2/ })).toBeChecked();
    expect(await screen.findByText(/no longer chosen: W\.3\.1\./)).toBeInTheDocument();
    expect(screen.getByText("Selected Standards (1)")).toBeInTheDocument();
    // The later steps keep what was chosen there: the cast on step 3, the concept on step 4.
    await user.click(nextButton());
    expect(await screen.findByRole("button", { name: /^Rhymo/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Selected Characters (1)")).toBeInTheDocument();
    await user.click(nextButton());
    const selected = await screen.findByRole("region", { name: "Selected Concept" });
    expect(within(selected).getByText("Fable Court")).toBeInTheDocument();
  });

  it("asks before a standard change drops the generated script; Keep my script changes nothing", async () => {
    useWizardStore.setState({
      standardsTopic: "Fables & Folktales",
      script: "A script.",
      draft: null,
      savedScriptId: null,
    });
    const { user } = renderPage();
    const first = await screen.findByRole("checkbox", { name: /RL\.3\.2/ });
    await user.click(first);
    const dialog = await screen.findByRole("alertdialog", { name: "Replace the generated script?" });
    expect(dialog).toHaveTextContent("It has not been saved anywhere and will be lost.");
    await user.click(screen.getByRole("button", { name: "Keep my script" }));
    expect(first).not.toBeChecked();

    // The script is still there: the next change asks again.
    await user.click(first);
    await user.click(await screen.findByRole("button", { name: "Change and write a new script" }));
    expect(first).toBeChecked();
    // Now it is gone: another change no longer asks.
    await user.click(screen.getByRole("checkbox", { name: /RL\.3\.3/ }));
    expect(screen.getByRole("checkbox", { name: /RL\.3\.3/ })).toBeChecked();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("asks for a topic first when none is set", async () => {
    useWizardStore.setState({ topic: "" });
    const { user } = renderPage();
    expect(screen.getByText("Please select a topic first to see relevant standards.")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Choose a topic" }));
    expect(currentPath()).toBe("/step1-topic");
    expect(screen.getByRole("heading", { level: 1, name: "What's your topic?" })).toBeInTheDocument();
  });

  it("lists the offered standards, toggles them and enables Next after one is chosen", async () => {
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
    expect(nextButton()).toBeEnabled();

    await user.click(first);
    expect(screen.getByText("Selected Standards (0)")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole("checkbox", { name: /RL\.3\.3/ }));
    await user.click(nextButton());
    expect(currentPath()).toBe("/step3-characters");
    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Characters" })).toBeInTheDocument();
  });

  it("adds any standard found by the search box", async () => {
    mockApi({
      "GET /api/standards/search": () => ({ standards: [{ code: "W.4.9", description: "Draw evidence from texts." }] }),
    });
    const { user } = renderPage();
    await screen.findByRole("checkbox", { name: /RL\.3\.2/ });
    await user.type(screen.getByLabelText("Add another standard"), "W.4");
    await user.click(await screen.findByRole("button", { name: /W\.4\.9/ }));
    expect(screen.getByRole("checkbox", { name: /W\.4\.9/ })).toBeChecked();
    expect(screen.getByText("Selected Standards (1)")).toBeInTheDocument();
  });

  it("shows an error with Retry when the standards request fails", async () => {
    let calls = 0;
    mockApi({
      "POST /api/standards": () => (++calls === 1 ? apiError(500, "INTERNAL", "Something went wrong") : offered),
    });
    const { user } = renderPage();
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("checkbox", { name: /RL\.3\.2/ })).toBeInTheDocument();
  });

  it("keeps the Content Considerations when the user comes back to the step", async () => {
    const { user, unmount } = renderPage();
    await user.type(screen.getByLabelText("Content Considerations (Optional)"), "No scary parts");
    unmount();
    renderPage();
    expect(screen.getByLabelText("Content Considerations (Optional)")).toHaveValue("No scary parts");
  });

  it("alerts 'Please select a PDF file.' for a non-PDF, picked or dropped, and uploads nothing", async () => {
    // happy-dom has no window.alert: the page calls the global one.
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
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
    expect(apiCalls().filter((call) => call.path.startsWith("/api/uploads"))).toEqual([]);
    vi.unstubAllGlobals();
  });

  it("uploads a PDF, shows it by name and removes it", async () => {
    mockApi({
      "POST /api/uploads/pdf": () => ({
        id: "u1",
        url: "/api/uploads/u1",
        name: "lesson.pdf",
        sizeBytes: 10,
        textChars: 5,
      }),
    });
    const { user } = renderPage();
    await user.upload(
      screen.getByTestId("pdf-file-input"),
      new File(["%PDF-1.4"], "lesson.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("lesson.pdf")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove lesson.pdf" }));
    expect(screen.queryByText("lesson.pdf")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose PDF" })).toBeInTheDocument();
  });

  it("shows the server's message in a toast when the upload is refused", async () => {
    mockApi({ "POST /api/uploads/pdf": () => apiError(413, "VALIDATION_ERROR", "The PDF is larger than 20 MB.") });
    const { user } = renderPage();
    await user.upload(
      screen.getByTestId("pdf-file-input"),
      new File(["%PDF-1.4"], "big.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("The PDF is larger than 20 MB.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose PDF" })).toBeInTheDocument();
    expect(screen.queryByText("big.pdf")).not.toBeInTheDocument();
  });

  it("lists the chosen grade's standards first with kid goals, other grades behind a button, and shows how one is taught", async () => {
    useWizardStore.setState({ topic: "Main idea", grade: "2" });
    const graded: TopicStandards = {
      standards: [
        {
          code: "RI.2.2",
          description: "Identify the main topic of a multiparagraph text.",
          grade: "2",
          kidGoal: "I can tell what a whole text is mostly about.",
        },
        {
          code: "RI.3.2",
          description: "Determine the main idea of a text.",
          grade: "3",
          kidGoal: "I can find the main idea and the details that prove it.",
        },
      ],
      rationale: "Main ideas suit video.",
      source: "catalogue",
      grade: "2",
    };
    mockApi({
      "POST /api/standards": () => graded,
      "GET /api/standards/RI.2.2": () => ({
        standard: { code: "RI.2.2", grade: "2", strand: "RI", domain: "Key Ideas and Details", description: "…" },
        teaching: {
          code: "RI.2.2",
          kidGoal: "I can tell what a whole text is mostly about.",
          explanation: "A main topic is what the whole text is about.",
          keyTerms: [{ term: "main topic", definition: "What the whole text is about." }],
          mode: "print",
          examples: [
            {
              show: "Bees live in hives. Bees make honey.",
              thinkAloud: "Every sentence is about bees.",
              answer: "Bees",
            },
            { show: "Frogs hop. Frogs swim.", thinkAloud: "Each sentence tells about frogs.", answer: "Frogs" },
            { show: "Snow is cold. Snow is white.", thinkAloud: "All of it is about snow.", answer: "Snow" },
          ],
          misconception: {
            wrong: "The first sentence is always the topic.",
            fix: "Check what every sentence is about.",
          },
          practice: [
            { prompt: "Cats purr. Cats nap.", answer: "Cats" },
            { prompt: "Rain falls. Rain fills puddles.", answer: "Rain" },
            { prompt: "Dogs bark. Dogs fetch.", answer: "Dogs" },
          ],
          checks: [
            { question: "What is the text mostly about?", answer: "Bees" },
            { question: "Which word repeats?", answer: "Bees" },
          ],
          visuals: ["A beehive", "A jar of honey"],
        },
      }),
    });
    const { user } = renderPage();
    expect(await screen.findByRole("heading", { name: "Grade 2 standards for Main idea" })).toBeInTheDocument();
    expect(await screen.findByText("I can tell what a whole text is mostly about.")).toBeInTheDocument();
    expect(sentBodies("POST /api/standards")).toEqual([{ topic: "Main idea", grade: "2" }]);
    expect(screen.queryByRole("checkbox", { name: /RI\.3\.2/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show other grades (1)" }));
    expect(screen.getByRole("checkbox", { name: /RI\.3\.2/ })).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: /^How it's taught / })[0]!);
    expect(await screen.findByText("Bees live in hives. Bees make honey.")).toBeInTheDocument();
    expect(screen.getByText("Every sentence is about bees.")).toBeInTheDocument();
  });

  it("says 'No standard matches this topic well.' and opens the grade's browse list, whose choice counts (ADR 0057)", async () => {
    useWizardStore.setState({ topic: "Pizza", grade: "3" });
    mockApi({
      "POST /api/standards": () => ({
        standards: [],
        rationale: "No standard matches this topic well. Browse the grade's standards by strand, or search for one.",
        source: "search",
        grade: "3",
      }),
      "GET /api/standards/grade/3": () => ({
        grade: "3",
        strands: [
          {
            strand: "W",
            name: "Writing",
            standards: [{ code: "W.3.2", description: "Write informative texts.", grade: "3", kidGoal: null }],
          },
        ],
      }),
    });
    const { user } = renderPage();
    expect(await screen.findByText("No standard matches this topic well.")).toBeInTheDocument();
    // The rationale would only repeat it, under a heading about matches.
    expect(screen.queryByText(/Browse the grade's standards by strand, or search/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Browse Grade 3 standards by strand" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.click(await screen.findByRole("button", { name: "Writing (1)" }));
    await user.click(screen.getByRole("checkbox", { name: /W\.3\.2/ }));
    expect(useWizardStore.getState().standards).toEqual([{ code: "W.3.2", description: "Write informative texts." }]);
    expect(screen.getByText("Selected Standards (1)")).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it("keeps the browse list closed, and unloaded, while the topic has suggestions", async () => {
    useWizardStore.setState({ topic: "Fables & Folktales", grade: "3" });
    renderPage();
    expect(await screen.findByRole("checkbox", { name: /RL\.3\.2/ })).toBeInTheDocument();
    expect(screen.queryByText("No standard matches this topic well.")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Browse Grade 3 standards by strand" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(gradeListCalls()).toHaveLength(0);
  });
  it("names a primary standard the chosen length is too short for, once the length is known (ADR 0063)", async () => {
    useWizardStore.setState({ grade: "3", standardsTopic: "Fables & Folktales", standards: [offered.standards[0]!] });
    const { user } = renderPage();
    await screen.findByText(/RL\.3\.2 is the primary standard|Recount stories/);
    // No length chosen yet: no warning (the length is chosen in step 4).
    expect(screen.queryByText(/needs about/)).not.toBeInTheDocument();
    // The offline engine's measured minimum for RL.3.2 alone (data/lesson-lengths.json).
    const need = minimumMinutes("RL.3.2")!;

    useWizardStore.setState({ targetMinutes: 2 });
    const warning = await screen.findByText(new RegExp(`RL\\.3\\.2 needs about ${need} minutes:`));
    const status = warning.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent(`RL.3.2 needs about ${need} minutes: 2 minutes is too short to teach it.`);
    expect(status).toHaveTextContent("The video length is chosen in step 4.");
    await user.click(within(status).getByRole("button", { name: `Use ${need} minutes` }));
    expect(useWizardStore.getState().targetMinutes).toBe(need);
    expect(status).toBeEmptyDOMElement();
  });

  it("says before generation which standard the length leaves out; Use 6 minutes or removing it clears the warning (ADR 0063)", async () => {
    const third = { code: "RL.3.5", description: "Refer to parts of stories." };
    useWizardStore.setState({
      grade: "3",
      standardsTopic: "Fables & Folktales",
      standards: [offered.standards[0]!, offered.standards[1]!, third],
    });
    const { user } = renderPage();
    // Grade 3's default length is 4 minutes: two standards fit, the third does not.
    const warning = await screen.findByText(/3 standards don.t fit in 4 minutes:/);
    const status = warning.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent("RL.3.5 would not be taught.");
    expect(status).toHaveTextContent("A 6-minute video teaches all 3; or remove RL.3.5");
    expect(status).toHaveTextContent("The video length is chosen in step 4.");

    await user.click(within(status).getByRole("button", { name: "Use 6 minutes" }));
    expect(useWizardStore.getState().targetMinutes).toBe(6);
    expect(screen.queryByText(/don.t fit in/)).not.toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();

    // At 5 minutes the third standard is left out again; removing it is the other way out.
    useWizardStore.setState({ targetMinutes: 5 });
    await user.click(await screen.findByRole("button", { name: "Remove RL.3.5" }));
    expect(useWizardStore.getState().standards.map((s) => s.code)).toEqual(["RL.3.2", "RL.3.3"]);
    expect(screen.queryByText(/don.t fit in/)).not.toBeInTheDocument();
  });
});
