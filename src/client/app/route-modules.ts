import { paths } from "../lib/paths.ts";

/**
 * The screens that load on first visit (route-level code splitting, ADR 0023), by the paths that show
 * them. The router imports each `module` when its path is first visited; the build (vite.config.ts) turns this
 * table into `route-preloads.json`, the files each path needs beyond the entry, and the server names them in
 * that page's HTML (`<link rel="modulepreload">`) so they download with the entry instead of after it.
 * `module` is relative to src/client. Relative imports only: vite.config.ts reads this file too.
 */
export interface RouteModule {
  paths: readonly string[];
  module: string;
  /** Shown to signed-in people only: the header's user menu loads with it. */
  signedIn: boolean;
}

export const routeModules = {
  admin: { paths: [paths.admin], module: "app/routes/admin-route.tsx", signedIn: true },
  dashboard: { paths: [paths.home, paths.dashboard], module: "app/routes/dashboard-route.tsx", signedIn: true },
  savedScripts: { paths: [paths.savedScripts], module: "app/routes/saved-scripts-route.tsx", signedIn: true },
  teamScripts: { paths: [paths.teamScripts], module: "app/routes/team-scripts-route.tsx", signedIn: true },
  reviews: { paths: [paths.reviews], module: "app/routes/reviews-route.tsx", signedIn: true },
  coverage: { paths: [paths.coverage], module: "app/routes/coverage-route.tsx", signedIn: true },
  plans: { paths: [paths.plans], module: "app/routes/plans-route.tsx", signedIn: true },
  editor: {
    paths: [paths.editorTemp, paths.editorPattern],
    module: "app/routes/script-editor-route.tsx",
    signedIn: true,
  },
  step1: { paths: [paths.step1], module: "app/routes/step1-topic-route.tsx", signedIn: true },
  step2: { paths: [paths.step2], module: "app/routes/step2-standards-route.tsx", signedIn: true },
  step3: { paths: [paths.step3], module: "app/routes/step3-characters-route.tsx", signedIn: true },
  step4: { paths: [paths.step4], module: "app/routes/step4-concepts-route.tsx", signedIn: true },
  step5: { paths: [paths.step5], module: "app/routes/step5-script-route.tsx", signedIn: true },
} satisfies Record<string, RouteModule>;

/** The header's user menu (features/auth/components/site-header.tsx loads it once someone is signed in). */
export const userMenuModule = "features/auth/components/user-menu.tsx";
