import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Finding } from "@shared/script/check-script";
import { SaveWithProblemsDialog, saveProblems } from "./save-with-problems-dialog";

/** ADR 0056: saving with remaining Script-check errors asks first, listing them, with Save anyway / Cancel. */
const findings: Finding[] = [
  { severity: "error", kind: "contact-in-speech", scene: 3, message: "PENNY PAGE says a web address." },
  { severity: "warning", kind: "runtime", message: "Runs long." },
  { severity: "error", kind: "primary-not-taught", message: "No teaching scene teaches RF.1.3.a." },
];

function Harness({ onSave, onCancel }: { onSave: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  const problems = saveProblems(findings);
  return (
    <>
      <button type="button" onClick={() => (problems.length ? setOpen(true) : onSave())}>
        Save Script
      </button>
      <SaveWithProblemsDialog
        problems={problems}
        open={open}
        onSave={() => {
          setOpen(false);
          onSave();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </>
  );
}

describe("SaveWithProblemsDialog", () => {
  it('asks "Save with N problems?" listing the errors only, and saves on Save anyway', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} onCancel={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Save Script" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Save with 2 problems?" });
    const items = within(within(dialog).getByRole("list", { name: "Problems" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "Scene 3: PENNY PAGE says a web address.",
      "No teaching scene teaches RF.1.3.a.",
    ]);
    expect(onSave).not.toHaveBeenCalled();
    // Focus is inside the dialog; the keyboard reaches both choices.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Save anyway" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("Cancel closes without saving", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onSave={onSave} onCancel={onCancel} />);
    await user.click(screen.getByRole("button", { name: "Save Script" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says problem for one", () => {
    render(<SaveWithProblemsDialog problems={findings.slice(0, 1)} open onSave={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole("alertdialog", { name: "Save with 1 problem?" })).toBeTruthy();
  });
});
