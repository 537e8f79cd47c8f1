export * from "./auth";
export * from "./content";
export * from "./collaboration";
export * from "./shared-state";
export * from "./audit";
export * from "./coverage";
