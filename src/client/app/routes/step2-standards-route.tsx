import { Step2StandardsPage } from "@client/features/wizard/components/step2-standards-page";

export function Step2StandardsRoute() {
  return <Step2StandardsPage />;
}
