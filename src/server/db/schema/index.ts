export * from "./auth";
export * from "./content";
export * from "./shared-state";
export * from "./audit";
