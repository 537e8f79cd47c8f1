import { RoutePlaceholder } from "./route-placeholder";

/** Placeholder until the screen is built: its spec title in the page shell. */
export function AdminRoute() {
  return <RoutePlaceholder title="Admin Panel" />;
}
