import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@client/components/ui/alert-dialog";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@client/components/ui/dialog";

/** A dialog opened from a plain button through an `open` state (no Radix trigger), as most of the app's are. */
function NotesDialog({ keepsOwnFocus = false }: { keepsOwnFocus?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isShown, setIsShown] = useState(true);
  return (
    <>
      <button type="button">Before</button>
      {isShown ? (
        <Button type="button" onClick={() => setIsOpen(true)}>
          Edit notes
        </Button>
      ) : null}
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!keepsOwnFocus) return;
            event.preventDefault();
            document.getElementById("elsewhere")?.focus();
          }}
        >
          <DialogTitle>Notes</DialogTitle>
          <DialogDescription>Notes on this scene.</DialogDescription>
          <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            onClick={() => {
              setIsShown(false);
              setIsOpen(false);
            }}
          >
            Remove the opener
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Opens the dialog from the keyboard: Tab to "Edit notes", Enter. */
async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole("button", { name: "Before" }).focus();
  await user.tab();
  expect(screen.getByRole("button", { name: "Edit notes" })).toHaveFocus();
  await user.keyboard("{Enter}");
  return screen.findByRole("dialog", { name: "Notes" });
}

describe("Dialog without a trigger: the focus goes back to the control that opened it", () => {
  it("after Escape", async () => {
    const user = userEvent.setup();
    render(<NotesDialog />);
    const dialog = await openWithKeyboard(user);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit notes" })).toHaveFocus());
  });

  it("after Cancel, and again on a second opening", async () => {
    const user = userEvent.setup();
    render(<NotesDialog />);
    for (let round = 0; round < 2; round++) {
      await openWithKeyboard(user);
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(screen.getByRole("button", { name: "Edit notes" })).toHaveFocus());
    }
  });

  it("leaves the choice to a caller that sets the focus itself", async () => {
    const user = userEvent.setup();
    render(<NotesDialog keepsOwnFocus />);
    await openWithKeyboard(user);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus());
  });

  it("does not fail when the opener has left the page", async () => {
    const user = userEvent.setup();
    render(<NotesDialog />);
    await openWithKeyboard(user);
    await user.click(screen.getByRole("button", { name: "Remove the opener" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Edit notes" })).toBeNull();
  });
});

function DiscardAlert() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setIsOpen(true)}>
        Discard draft
      </Button>
      <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Discard this draft?</AlertDialogTitle>
          <AlertDialogDescription>Its text is lost.</AlertDialogDescription>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

describe("AlertDialog without a trigger", () => {
  it("gives the focus back to its opener after Cancel", async () => {
    const user = userEvent.setup();
    render(<DiscardAlert />);
    screen.getByRole("button", { name: "Discard draft" }).focus();
    await user.keyboard("{Enter}");
    const alert = await screen.findByRole("alertdialog", { name: "Discard this draft?" });
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Discard draft" })).toHaveFocus());
  });
});
