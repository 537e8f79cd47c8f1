import { useNavigate } from "react-router";
import { useWizardStore } from "@client/features/wizard/stores/wizard-store";
import { paths } from "@client/lib/paths";

/** 'Create New Script' (spec §2 Home dashboard): resets the wizard state and opens step 1. */
export function useCreateNewScript() {
  const navigate = useNavigate();
  return () => {
    useWizardStore.getState().reset();
    navigate(paths.step1);
  };
}
