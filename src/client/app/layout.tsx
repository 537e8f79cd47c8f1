import { Outlet, ScrollRestoration } from "react-router";
import { PRODUCT_NAME } from "@shared/constants";
import { SiteHeader } from "@client/features/auth/components/site-header";
import { CCSS_LICENSE } from "@client/features/wizard/components/standards-license-note";
import { CreateNewScriptDialog, useCreateNewScript } from "./create-new-script";

/** Every screen: skip link, header, `<main id="main">`, footer. */
export function Layout() {
  const createNewScript = useCreateNewScript();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="no-print sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        Skip to content
      </a>
      <SiteHeader onNewScript={createNewScript} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="no-print border-t">
        <div className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
          <p>{PRODUCT_NAME} · Educational video scripts for K-5 ELA</p>
          <p className="mt-1">Common Core State Standards {CCSS_LICENSE}</p>
        </div>
      </footer>
      <CreateNewScriptDialog />
      <ScrollRestoration />
    </div>
  );
}
