import { SavedScriptsPage } from "@client/features/scripts/components/saved-scripts-page";
import { useCreateNewScript } from "./use-create-new-script";

export function SavedScriptsRoute() {
  return <SavedScriptsPage onCreateNew={useCreateNewScript()} />;
}
