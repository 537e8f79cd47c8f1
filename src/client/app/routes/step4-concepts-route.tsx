import { Step4ConceptsPage } from "@client/features/wizard/components/step4-concepts-page";

export function Step4ConceptsRoute() {
  return <Step4ConceptsPage />;
}
