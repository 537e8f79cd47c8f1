import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { initialWizardState, useWizardStore } from "@client/features/wizard/stores/wizard-store";
import { CreateNewScriptDialog, useCreateNewScript } from "./create-new-script";

function Dashboard() {
  const createNew = useCreateNewScript();
  return (
    <>
      <button type="button" onClick={createNew}>
        Create New Script
      </button>
      <CreateNewScriptDialog />
    </>
  );
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderDashboard() {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: (
          <>
            <Where />
            <Dashboard />
          </>
        ),
      },
      { path: "/step1-topic", element: <Where /> },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { user };
}

const location = () => screen.getByTestId("location").textContent;
const withScript = { ...initialWizardState, topic: "Fables", script: "SCENE 1 — HOOK (0:10)\nRHYMO: Hi!" };

beforeEach(() => localStorage.clear());
afterEach(() => act(() => toast({}).dismiss()));

describe("Create New Script (issue 11: never lose work)", () => {
  it("starts at once when there is no generated script", async () => {
    useWizardStore.setState({ ...initialWizardState, topic: "Half-done" });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    expect(location()).toBe("/step1-topic");
    expect(useWizardStore.getState().topic).toBe("");
  });

  it("starts at once when the script is kept as a draft, and says where it went", async () => {
    useWizardStore.setState({ ...withScript, draft: { id: 5, version: 1 } });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    expect(location()).toBe("/step1-topic");
    expect(
      await screen.findByText("Your previous script is under Drafts in My Scripts (kept for 30 days)."),
    ).toBeInTheDocument();
    expect(useWizardStore.getState().script).toBe("");
  });

  it("asks before dropping a script kept nowhere; Keep it changes nothing", async () => {
    useWizardStore.setState({ ...withScript });
    const { user } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Start a new script?" });
    expect(dialog).toHaveTextContent("It has not been saved anywhere and will be lost.");
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(location()).toBe("/dashboard");
    expect(useWizardStore.getState().script).toContain("RHYMO: Hi!");

    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    await user.click(await screen.findByRole("button", { name: "Discard and start new" }));
    expect(location()).toBe("/step1-topic");
    expect(useWizardStore.getState().script).toBe("");
  });
});
