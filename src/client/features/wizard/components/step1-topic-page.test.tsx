import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { mockWizardApi, nextStepButton, progressSteps, wizardRoutes } from "./wizard-test-routes";

function renderPage() {
  mockWizardApi();
  const { user } = renderRoutes(wizardRoutes, "/step1-topic");
  return { user, input: screen.getByRole("combobox", { name: "Topic" }) };
}

/** Step 2 opened with `topic`, as its heading says. */
const step2ShowsTopic = async (topic: string) => {
  expect(await screen.findByRole("heading", { level: 1, name: "Select Educational Standards" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: `Standards for ${topic}` })).toBeInTheDocument();
  expect(currentPath()).toBe("/step2-standards");
};

const nextButton = nextStepButton;

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({ ...initialWizardState, currentStep: 3 });
});

describe("Step1TopicPage", () => {
  it("shows the heading, placeholder, popular topics and sets the current step", () => {
    const { input } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "What's your topic?" })).toBeInTheDocument();
    expect(input).toHaveAttribute("placeholder", "Search topics or enter your own...");
    const popular = screen.getByRole("region", { name: "Popular Topics" });
    expect(within(popular).getAllByRole("button")).toHaveLength(8);
    expect(progressSteps()[0]).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: /Previous/ })).toBeDisabled();
  });

  it("filters the catalogue into at most 6 suggestions", async () => {
    const { user, input } = renderPage();
    await user.type(input, "read");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option")).toHaveLength(6);
  });

  it("matches on category and shows 'K-5 Grade {category}'", async () => {
    const { user, input } = renderPage();
    await user.type(input, "seasonal");
    const earthDay = screen.getByRole("option", { name: /Earth Day/ });
    expect(within(earthDay).getByText("K-5 Grade Seasonal Moments")).toBeInTheDocument();
  });

  it("closes the dropdown on Escape and on an outside click", async () => {
    const { user, input } = renderPage();
    await user.type(input, "phon");
    expect(screen.getByRole("listbox", { hidden: true })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "i");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("chooses a suggestion with the arrow keys and Enter", async () => {
    const { user, input } = renderPage();
    await user.type(input, "seasonal");
    await user.keyboard("{ArrowDown}");
    expect(input.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[0]!.id);
    await user.keyboard("{Enter}");
    await step2ShowsTopic("Earth Day");
  });

  it("Enter keeps the typed text when no suggestion is active, even after the active one was filtered out", async () => {
    const { user, input } = renderPage();
    await user.type(input, "s");
    expect(screen.getAllByRole("option").filter((o) => o.getAttribute("aria-selected") === "true")).toHaveLength(0);
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: /Character Traits/ })).toHaveAttribute("aria-selected", "true");
    await user.type(input, "t");
    expect(screen.queryByRole("option", { name: /Character Traits/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("option").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("option").filter((o) => o.getAttribute("aria-selected") === "true")).toHaveLength(0);
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{Enter}");
    await step2ShowsTopic("st");
  });

  it("names its listbox, wraps ArrowUp to the last suggestion and chooses one with a click", async () => {
    const { user, input } = renderPage();
    await user.type(input, "read");
    const listbox = screen.getByRole("listbox", { name: "Topic suggestions" });
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    await user.keyboard("{ArrowUp}");
    const options = screen.getAllByRole("option");
    expect(input.getAttribute("aria-activedescendant")).toBe(options[options.length - 1]!.id);
    const chosen = options[1]!.textContent!.replace(/K-5 Grade.*$/, "");
    await user.click(options[1]!);
    await step2ShowsTopic(chosen);
  });

  it("enables Next only with non-empty trimmed text and stores the trimmed topic", async () => {
    const { user, input } = renderPage();
    expect(nextButton()).toBeDisabled();
    await user.type(input, "   ");
    expect(nextButton()).toBeDisabled();
    await user.type(input, "Dinosaur Poems  ");
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    await step2ShowsTopic("Dinosaur Poems");
  });

  it("starts from the stored topic", () => {
    useWizardStore.setState({ topic: "Context Clues" });
    const { input } = renderPage();
    expect(input).toHaveValue("Context Clues");
    expect(nextButton()).toBeEnabled();
  });

  it("choosing a popular topic card sets the topic and goes to step 2", async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: /Character Traits/ }));
    await step2ShowsTopic("Character Traits");
  });

  it("offers a grade choice, K to 5, that keyboard arrows move through and that is remembered", async () => {
    const { user } = renderPage();
    const grade2 = screen.getByRole("radio", { name: "Grade 2" });
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual([
      "Kindergarten",
      "Grade 1",
      "Grade 2",
      "Grade 3",
      "Grade 4",
      "Grade 5",
    ]);
    await user.click(grade2);
    expect(grade2).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Grade 3" })).toBeChecked();
  });
});
