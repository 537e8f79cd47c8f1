import { RoutePlaceholder } from "./route-placeholder";

/** Placeholder until the screen is built: its spec title in the page shell. */
export function DashboardRoute() {
  return <RoutePlaceholder title="Welcome to Nova Writer" description="Create engaging educational scripts with the help of AI" />;
}
