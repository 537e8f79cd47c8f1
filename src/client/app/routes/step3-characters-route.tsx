import { Step3CharactersPage } from "@client/features/wizard/components/step3-characters-page";

export function Step3CharactersRoute() {
  return <Step3CharactersPage />;
}
