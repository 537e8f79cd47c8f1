import { Step5ScriptPage } from "@client/features/wizard/components/step5-script-page";

export function Step5ScriptRoute() {
  return <Step5ScriptPage />;
}
