import { SavedScriptsPage } from "@client/features/scripts/components/saved-scripts-page";
import { useCreateNewScript } from "../create-new-script";

export function SavedScriptsRoute() {
  return <SavedScriptsPage onCreateNew={useCreateNewScript()} />;
}
