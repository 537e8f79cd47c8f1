import { DashboardPage } from "@client/features/scripts/components/dashboard-page";
import { useCreateNewScript } from "../create-new-script";

export function DashboardRoute() {
  return <DashboardPage onCreateNew={useCreateNewScript()} />;
}
