import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { initialWizardState, useWizardStore } from "@client/features/wizard/stores/wizard-store";
import { Step1TopicPage } from "@client/features/wizard/components/step1-topic-page";
import { currentPath } from "@tests/support/client/render";
import { renderCreateNewScript } from "@tests/support/client/create-new-script";

const renderDashboard = () => renderCreateNewScript(<Step1TopicPage />);

/** Step 1 opened on a fresh wizard: no topic typed. */
const step1IsFresh = () => {
  expect(currentPath()).toBe("/step1-topic");
  expect(screen.getByRole("combobox", { name: "Topic" })).toHaveValue("");
};

const withScript = { ...initialWizardState, topic: "Fables", script: "SCENE 1 — HOOK (0:10)\nRHYMO: Hi!" };

beforeEach(() => localStorage.clear());

describe("Create New Script (ADR 0012: never lose work)", () => {
  it("starts at once when there is no generated script", async () => {
    useWizardStore.setState({ ...initialWizardState, topic: "Half-done" });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    step1IsFresh();
  });

  it("starts at once when the script is kept as a draft, and says where it went", async () => {
    useWizardStore.setState({ ...withScript, draft: { id: 5, version: 1 } });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    step1IsFresh();
    expect(
      await screen.findByText("Your previous script is under Drafts in My Scripts (kept for 30 days)."),
    ).toBeInTheDocument();
  });

  it("asks before dropping a script kept nowhere; Keep it changes nothing", async () => {
    useWizardStore.setState({ ...withScript });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Start a new script?" });
    expect(dialog).toHaveTextContent("It has not been saved anywhere and will be lost.");
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(currentPath()).toBe("/dashboard");

    // The script is still there: asked again.
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    await user.click(await screen.findByRole("button", { name: "Discard and start new" }));
    step1IsFresh();
  });
});
