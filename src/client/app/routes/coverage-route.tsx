import { useNavigate } from "react-router";
import { CoveragePage, type MakeScriptPrefill } from "@client/features/coverage/components/coverage-page";
import { useWizardStore } from "@client/features/wizard/stores/wizard-store";
import { paths } from "@client/lib/paths";

/** "Make a script for this" starts the wizard pre-filled at step 1 (docs/product/coverage.md). */
export function useMakeScript() {
  const navigate = useNavigate();
  return (prefill: MakeScriptPrefill) => {
    useWizardStore.getState().startFrom(prefill);
    void navigate(paths.step1);
  };
}

export function CoverageRoute() {
  return <CoveragePage onMakeScript={useMakeScript()} />;
}
