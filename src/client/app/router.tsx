import { createBrowserRouter, type RouteObject } from "react-router";
import { AuthGuard } from "@client/features/auth/components/auth-guard";
import { LoginPage } from "@client/features/auth/components/login-page";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { AdminRoute } from "./routes/admin-route";
import { DashboardRoute } from "./routes/dashboard-route";
import { SavedScriptsRoute } from "./routes/saved-scripts-route";
import { ScriptEditorRoute } from "./routes/script-editor-route";
import { Step1TopicRoute } from "./routes/step1-topic-route";
import { Step2StandardsRoute } from "./routes/step2-standards-route";
import { Step3CharactersRoute } from "./routes/step3-characters-route";
import { Step4ConceptsRoute } from "./routes/step4-concepts-route";
import { Step5ScriptRoute } from "./routes/step5-script-route";

/**
 * Spec §2 route table. Every screen but /login sits behind the auth guard (/admin shows its own signed-out and
 * not-admin states instead); unknown paths get the 404 page.
 * Exported for tests (createMemoryRouter(routes, …)).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/admin", element: <AdminRoute /> },
      {
        element: <AuthGuard />,
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: "/dashboard", element: <DashboardRoute /> },
          { path: "/step1-topic", element: <Step1TopicRoute /> },
          { path: "/step2-standards", element: <Step2StandardsRoute /> },
          { path: "/step3-characters", element: <Step3CharactersRoute /> },
          { path: "/step4-concepts", element: <Step4ConceptsRoute /> },
          { path: "/step5-script", element: <Step5ScriptRoute /> },
          { path: "/saved-scripts", element: <SavedScriptsRoute /> },
          { path: "/script-editor", element: <ScriptEditorRoute /> },
          { path: "/script-editor/:id", element: <ScriptEditorRoute /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
