import type { ReactNode } from "react";
import { PRODUCT_NAME } from "@shared/constants";
import { HeaderBar } from "@client/features/auth/components/site-header";
import { CCSS_LICENSE } from "@client/features/wizard/components/standards-license-note";

/** The frame every screen shares (docs/product/screens.md#header): skip link, `header`, `<main id="main">` with `children`, footer. */
export function AppFrame({ header, children }: { header: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="no-print sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="no-print border-t">
        <div className="mx-auto max-w-7xl px-4 py-4 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
          <p>{PRODUCT_NAME} · Educational video scripts for K-5 ELA</p>
          <p className="mt-1">Common Core State Standards {CCSS_LICENSE}</p>
        </div>
      </footer>
    </div>
  );
}

/**
 * The app shell (ADR 0023): the frame with the signed-out header and nothing in main. index.html carries
 * its markup inside #root, so a phone on a slow network paints the header and footer as soon as the HTML and
 * CSS arrive, not after the JavaScript (about a second sooner on Lighthouse's slow 4G); the router shows the
 * same frame while the first screen's code loads, so nothing flashes. `app-shell.test.tsx` fails when
 * index.html's copy differs from what this renders.
 */
export function AppShell() {
  return <AppFrame header={<HeaderBar />} />;
}
