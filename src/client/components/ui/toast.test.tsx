import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Toaster } from "@client/components/ui/toaster";
import { toast } from "@client/components/ui/use-toast";
import { TOAST_LIMIT } from "@shared/constants";

function viewportRegion() {
  return screen.getByRole("region", { name: "Notifications (F8)" });
}

describe("Toaster", () => {
  it("labels the viewport region with Radix's F8 hotkey and focuses it on F8", () => {
    render(<Toaster />);

    const region = viewportRegion();
    expect(region).toBeInTheDocument();

    const list = region.querySelector("ol");
    expect(list).not.toBeNull();
    // Radix matches the hotkey on KeyboardEvent.code (user-event's key map has no F-keys).
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(list).toHaveFocus();
  });

  it("shows a toast with its title and description", () => {
    render(<Toaster />);

    act(() => {
      toast({ title: "Script saved", description: "Your script is in Saved Scripts." });
    });

    const region = viewportRegion();
    expect(within(region).getByText("Script saved")).toBeInTheDocument();
    expect(within(region).getByText("Your script is in Saved Scripts.")).toBeInTheDocument();
  });

  it(`shows only ${TOAST_LIMIT} toast when two are raised: the newest wins`, () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);

    act(() => {
      toast({ title: "First toast", description: "older" });
      toast({ title: "Second toast", description: "newer", variant: "destructive" });
    });

    const region = viewportRegion();
    expect(region.querySelectorAll("li")).toHaveLength(1);
    expect(within(region).getByText("Second toast")).toBeInTheDocument();
    expect(within(region).getByText("newer")).toBeInTheDocument();
    expect(within(region).queryByText("First toast")).not.toBeInTheDocument();
    expect(region.querySelector("li")).toHaveAttribute("data-variant", "destructive");
  });

  it("has a keyboard-reachable close button with an accessible name that dismisses the toast", async () => {
    const user = userEvent.setup();
    render(<Toaster />);

    act(() => {
      toast({ title: "Closable", description: "Press close" });
    });

    const region = viewportRegion();
    const close = within(region).getByRole("button", { name: "Close notification" });
    await user.click(close);
    expect(within(region).queryByText("Closable")).not.toBeInTheDocument();
  });
});
