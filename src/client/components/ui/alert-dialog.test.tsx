import { render, screen } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@client/components/ui/alert-dialog";
import { Button } from "@client/components/ui/button";

function DeleteConfirm({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  return (
    <>
      <button type="button">Outside before</button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete script</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this script?</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={onConfirm}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <button type="button">Outside after</button>
    </>
  );
}

describe("AlertDialog", () => {
  it("opens from its trigger with an accessible name and description", async () => {
    const user = userEvent.setup();
    render(<DeleteConfirm />);

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete script" }));

    const dialog = screen.getByRole("alertdialog", { name: "Delete this script?" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
  });

  it("traps focus: Tab and Shift+Tab cycle between the dialog's buttons", async () => {
    const user = userEvent.setup();
    render(<DeleteConfirm />);
    await user.click(screen.getByRole("button", { name: "Delete script" }));

    const dialog = screen.getByRole("alertdialog");
    const cancel = screen.getByRole("button", { name: "Cancel" });
    const confirm = screen.getByRole("button", { name: "Delete" });

    // Radix focuses Cancel (the safe choice) on open.
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it("does not close on Escape", async () => {
    const user = userEvent.setup();
    render(<DeleteConfirm />);
    await user.click(screen.getByRole("button", { name: "Delete script" }));

    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("does not close on an outside click", async () => {
    // Radix disables pointer events outside a modal; click the overlay/body regardless.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<DeleteConfirm />);
    await user.click(screen.getByRole("button", { name: "Delete script" }));

    await user.click(document.body);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("closes through Cancel and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteConfirm onConfirm={onConfirm} />);
    const trigger = screen.getByRole("button", { name: "Delete script" });
    await user.click(trigger);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it("closes through the Action button and runs its handler", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteConfirm onConfirm={onConfirm} />);
    await user.click(screen.getByRole("button", { name: "Delete script" }));

    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
