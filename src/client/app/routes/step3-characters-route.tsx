import { RoutePlaceholder } from "./route-placeholder";

/** Placeholder until the screen is built: its spec title in the page shell. */
export function Step3CharactersRoute() {
  return <RoutePlaceholder title="Choose Your Characters" />;
}
