import { RoutePlaceholder } from "./route-placeholder";

/** Placeholder until the screen is built: its spec title in the page shell. */
export function Step1TopicRoute() {
  return <RoutePlaceholder title="What's your topic?" />;
}
