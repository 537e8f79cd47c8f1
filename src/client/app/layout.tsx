import { Outlet, ScrollRestoration } from "react-router";
import { SiteHeader } from "@client/features/auth/components/site-header";
import { AppFrame } from "./app-shell";
import { CreateNewScriptDialog, useCreateNewScript } from "./create-new-script";

/** Every screen: skip link, header, `<main id="main">`, footer (app-shell.tsx). */
export function Layout() {
  const createNewScript = useCreateNewScript();
  return (
    <>
      <AppFrame header={<SiteHeader onNewScript={createNewScript} />}>
        <Outlet />
      </AppFrame>
      <CreateNewScriptDialog />
      <ScrollRestoration />
    </>
  );
}
