/**
 * Every route of the app (docs/product/screens.md#routes) in one place: the router declares them from here and every
 * link and navigation builds them from here.
 */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  login: "/login",
  resetPassword: "/reset-password",
  step1: "/step1-topic",
  step2: "/step2-standards",
  step3: "/step3-characters",
  step4: "/step4-concepts",
  step5: "/step5-script",
  savedScripts: "/saved-scripts",
  /** Scripts shared with the team, of every author (docs/product/team-workflow.md). */
  teamScripts: "/team-scripts",
  /** Scripts awaiting my decision as a reviewer. */
  reviews: "/reviews",
  /** The editor's route patterns (the router); links use `editor(id)`. */
  editorTemp: "/script-editor",
  editorPattern: "/script-editor/:id",
  /** /script-editor/{id} for a saved script or draft; /script-editor (no id) for the wizard's tempScript. */
  editor: (id?: number | null) => (id == null ? "/script-editor" : `/script-editor/${id}`),
  admin: "/admin",
  /** The coverage map and series plans (docs/product/coverage.md). */
  coverage: "/coverage",
  plans: "/plans",
} as const;
