import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { cancelScriptDrop, confirmScriptDrop, KEEPING_TEXT, useScriptDropQuestion } from "../stores/script-drop-guard";

/**
 * "Replace the generated script?" — asked when a change to an earlier step would make the step-5 script stale
 * (ADR 0012). Says where the current script stays; "Keep my script" cancels the change.
 */
export function ScriptDropDialog() {
  const pending = useScriptDropQuestion((s) => s.pending);
  // Keep the last question's text while the dialog animates closed.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  return (
    <ConfirmDialog
      open={pending !== null}
      title="Replace the generated script?"
      description={
        <>
          Your script was written for the current choices; after this change step 5 writes a new one.{" "}
          {shown ? KEEPING_TEXT[shown.keeping] : null}
        </>
      }
      cancelLabel="Keep my script"
      confirmLabel="Change and write a new script"
      isDestructive={shown?.keeping === "nowhere"}
      onConfirm={confirmScriptDrop}
      onCancel={cancelScriptDrop}
    />
  );
}
