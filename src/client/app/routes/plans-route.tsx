import { PlansPage } from "@client/features/coverage/components/plans-page";
import { useMakeScript } from "./coverage-route";

export function PlansRoute() {
  return <PlansPage onMakeScript={useMakeScript()} />;
}
