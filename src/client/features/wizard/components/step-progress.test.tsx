import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { StepProgress } from "./step-progress";

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({ ...initialWizardState });
});

const items = () => within(screen.getByRole("list", { name: "Progress" })).getAllByRole("listitem");

describe("StepProgress", () => {
  it("lists the five steps with their labels and sublabels", () => {
    render(<StepProgress currentStep={1} />);
    expect(items()).toHaveLength(5);
    for (const text of [
      "Topic",
      "Choose your subject",
      "Standards",
      "Select requirements",
      "Characters",
      "Choose speakers",
      "Concept",
      "Generate ideas",
      "Script",
      "Generate content",
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("marks earlier steps completed, the current one with aria-current, later ones pending", () => {
    useWizardStore.setState({ topic: "Earth Day", standards: [{ code: "RI.2.2", description: "d" }] });
    render(<StepProgress currentStep={3} />);
    const states = items().map((li) => li.getAttribute("data-state"));
    expect(states).toEqual(["completed", "completed", "current", "pending", "pending"]);
    expect(items()[2]).toHaveAttribute("aria-current", "step");
    expect(items().filter((li) => li.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("shows a check only on earlier steps that have content", () => {
    useWizardStore.setState({
      topic: "Earth Day",
      standards: [],
      characters: [{ name: "Ava", label: "Host", personality: "" }],
    });
    const { container } = render(<StepProgress currentStep={3} />);
    const checks = items().map((li) => li.querySelector("svg.lucide-check") !== null);
    // step 1 (topic set) checked; step 2 (no standards) not; step 3 is current, so no check despite characters.
    expect(checks).toEqual([true, false, false, false, false]);
    expect(container.querySelectorAll("svg.lucide-check")).toHaveLength(1);
    // An earlier step without content is shown as missing, not completed (docs/product/screens.md#step-progress-bar).
    expect(items().map((li) => li.getAttribute("data-state"))).toEqual([
      "completed",
      "missing",
      "current",
      "pending",
      "pending",
    ]);
    expect(items()[1]).toHaveTextContent("needs input");
  });
});
