import { TeamScriptsPage } from "@client/features/scripts/components/team-scripts-page";

export function TeamScriptsRoute() {
  return <TeamScriptsPage />;
}
