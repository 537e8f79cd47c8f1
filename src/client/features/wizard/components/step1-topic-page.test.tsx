import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { Step1TopicPage } from "./step1-topic-page";
import { currentPath, nextStepButton, renderWizardPage } from "./wizard-test-harness";

function renderPage() {
  const { user } = renderWizardPage("/step1-topic", <Step1TopicPage />);
  return { user, input: screen.getByRole("combobox", { name: "Topic" }) };
}

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
    expect(useWizardStore.getState().currentStep).toBe(1);
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
    expect(currentPath()).toBe("/step2-standards");
    expect(useWizardStore.getState().topic).toBe("Earth Day");
  });

  it("enables Next only with non-empty trimmed text and stores the trimmed topic", async () => {
    const { user, input } = renderPage();
    expect(nextButton()).toBeDisabled();
    await user.type(input, "   ");
    expect(nextButton()).toBeDisabled();
    await user.type(input, "Dinosaur Poems  ");
    expect(useWizardStore.getState().topic).toBe("Dinosaur Poems");
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(currentPath()).toBe("/step2-standards");
    expect(useWizardStore.getState().topic).toBe("Dinosaur Poems");
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
    expect(currentPath()).toBe("/step2-standards");
    expect(useWizardStore.getState().topic).toBe("Character Traits");
  });

  it("offers a grade choice, K to 5, that keyboard arrows move through and that is remembered", async () => {
    const { user } = renderPage();
    const grade2 = screen.getByRole("radio", { name: "Grade 2" });
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual(["Kindergarten", "Grade 1", "Grade 2", "Grade 3", "Grade 4", "Grade 5"]);
    await user.click(grade2);
    expect(grade2).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Grade 3" })).toBeChecked();
  });
});
