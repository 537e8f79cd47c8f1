import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@client/components/ui/use-toast";
import { initialWizardState, useWizardStore } from "@client/features/wizard/stores/wizard-store";
import { currentPath } from "@tests/support/client/render";
import { renderCreateNewScript } from "@tests/support/client/create-new-script";

// The code loaded on first use cannot be fetched (offline, or a new deploy replaced the file).
vi.mock("@client/components/ui/toaster", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});
vi.mock("@client/components/confirm-dialog", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});

const renderDashboard = () => renderCreateNewScript(<p>Step 1</p>);

afterEach(() => vi.unstubAllGlobals());

describe("code loaded on first use, when it cannot be loaded (ADR 0023)", () => {
  it("shows a toast as plain text in a live region", async () => {
    renderDashboard();
    act(() => void toast({ title: "Script Saved", description: "It is in My Scripts." }));
    expect(await screen.findByText("Script Saved")).toBeInTheDocument();
    expect(screen.getByText("It is in My Scripts.").closest("ol")).toHaveAttribute("aria-live", "polite");
  });

  it("still asks before dropping a script kept nowhere, with the browser's confirm box", async () => {
    useWizardStore.setState({ ...initialWizardState, topic: "Fables", script: "SCENE 1 — HOOK (0:10)\nRHYMO: Hi!" });
    const confirm = vi.fn<(message?: string) => boolean>().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("confirm", confirm); // happy-dom has no confirm box
    const { user } = renderDashboard();

    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0]).toContain("Start a new script?");
    expect(currentPath()).toBe("/dashboard");

    await user.click(screen.getByRole("button", { name: "Create New Script" }));
    await vi.waitFor(() => expect(currentPath()).toBe("/step1-topic"));
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
