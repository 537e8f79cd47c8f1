import { createBrowserRouter, type RouteObject } from "react-router";
import { AuthGuard } from "@client/features/auth/components/auth-guard";
import { LoginPage } from "@client/features/auth/components/login-page";
import { ResetPasswordPage } from "@client/features/auth/components/reset-password-page";
import { AppShell } from "./app-shell";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { paths } from "@client/lib/paths";

/**
 * Screens load on first visit (route-level code splitting, ADR 0023): /login needs only the shell,
 * the chart library loads with /admin and the editor with /script-editor.
 */
const lazy = (load: () => Promise<Record<string, unknown>>, name: string): RouteObject["lazy"] =>
  (async () => ({ Component: (await load())[name] as React.ComponentType })) as RouteObject["lazy"];

const screens = {
  admin: lazy(() => import("./routes/admin-route"), "AdminRoute"),
  dashboard: lazy(() => import("./routes/dashboard-route"), "DashboardRoute"),
  savedScripts: lazy(() => import("./routes/saved-scripts-route"), "SavedScriptsRoute"),
  teamScripts: lazy(() => import("./routes/team-scripts-route"), "TeamScriptsRoute"),
  reviews: lazy(() => import("./routes/reviews-route"), "ReviewsRoute"),
  coverage: lazy(() => import("./routes/coverage-route"), "CoverageRoute"),
  plans: lazy(() => import("./routes/plans-route"), "PlansRoute"),
  editor: lazy(() => import("./routes/script-editor-route"), "ScriptEditorRoute"),
  step1: lazy(() => import("./routes/step1-topic-route"), "Step1TopicRoute"),
  step2: lazy(() => import("./routes/step2-standards-route"), "Step2StandardsRoute"),
  step3: lazy(() => import("./routes/step3-characters-route"), "Step3CharactersRoute"),
  step4: lazy(() => import("./routes/step4-concepts-route"), "Step4ConceptsRoute"),
  step5: lazy(() => import("./routes/step5-script-route"), "Step5ScriptRoute"),
};

/**
 * docs/product/screens.md#routes. Every screen but /login sits behind the auth guard (/admin shows its own signed-out
 * and not-admin states instead); unknown paths get the 404 page.
 * Exported for tests (createMemoryRouter(routes, …)).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // While the first screen's code loads: the app shell, as index.html painted it (app-shell.tsx).
    HydrateFallback: AppShell,
    children: [
      { path: paths.login, element: <LoginPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.admin, lazy: screens.admin },
      {
        element: <AuthGuard />,
        children: [
          { index: true, lazy: screens.dashboard },
          { path: paths.dashboard, lazy: screens.dashboard },
          { path: paths.step1, lazy: screens.step1 },
          { path: paths.step2, lazy: screens.step2 },
          { path: paths.step3, lazy: screens.step3 },
          { path: paths.step4, lazy: screens.step4 },
          { path: paths.step5, lazy: screens.step5 },
          { path: paths.savedScripts, lazy: screens.savedScripts },
          { path: paths.teamScripts, lazy: screens.teamScripts },
          { path: paths.reviews, lazy: screens.reviews },
          { path: paths.coverage, lazy: screens.coverage },
          { path: paths.plans, lazy: screens.plans },
          { path: paths.editorTemp, lazy: screens.editor },
          { path: paths.editorPattern, lazy: screens.editor },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
