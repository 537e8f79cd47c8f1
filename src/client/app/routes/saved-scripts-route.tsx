import { RoutePlaceholder } from "./route-placeholder";

/** Placeholder until the screen is built: its spec title in the page shell. */
export function SavedScriptsRoute() {
  return <RoutePlaceholder title="Saved Scripts" />;
}
