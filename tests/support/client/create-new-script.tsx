import type { ReactNode } from "react";
import { CreateNewScriptDialog, useCreateNewScript } from "@client/app/create-new-script";
import { renderRoutes } from "./render";

/** A dashboard reduced to its 'Create New Script' button and the app's one question dialog. */
function Dashboard() {
  const createNew = useCreateNewScript();
  return (
    <>
      <button type="button" onClick={createNew}>
        Create New Script
      </button>
      <CreateNewScriptDialog />
    </>
  );
}

/** Renders that dashboard at /dashboard, with `step1` at /step1-topic (where a new script starts). */
export const renderCreateNewScript = (step1: ReactNode) =>
  renderRoutes(
    [
      { path: "/dashboard", element: <Dashboard /> },
      { path: "/step1-topic", element: step1 },
    ],
    "/dashboard",
  );
