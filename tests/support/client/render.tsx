/**
 * Renders screens the way the app does: the app's providers (a fresh query client per render, the toaster)
 * around a memory data router, plus a probe that shows the current location. Routes the test does not list
 * render "Elsewhere". Read the location with {@link currentPath}.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from "react-router";
import { Providers } from "@client/app/providers";
import { toast } from "@client/components/ui/use-toast";
import { createQueryClient } from "@client/lib/api-client";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderOptions {
  /** Earlier history entries (so Back has somewhere to go); the last entry is `path`. */
  history?: string[];
  /** Render under React StrictMode (effects run twice). */
  strict?: boolean;
  /** Options for `userEvent.setup`. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

/** Renders `routes` at `path`. Returns a userEvent instance, the router and the query client. */
export function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  const { history = [], strict = false } = options;
  const user = userEvent.setup(options.userEvent);
  const queryClient = createQueryClient();
  const hasCatchAll = routes.some((r) => r.path === "*");
  const root: RouteObject = {
    element: (
      <>
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: hasCatchAll ? routes : [...routes, { path: "*", element: <p>Elsewhere</p> }],
  };
  const router = createMemoryRouter([root], { initialEntries: [...history, path], initialIndex: history.length });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
    { reactStrictMode: strict },
  );
  return { ...view, user, router, queryClient };
}

/** The current path and query, as the location probe shows it. */
export const currentPath = () => screen.getByTestId("location").textContent;

/** Closes every toast left from a test (the toast store lives for the whole file). Called by the setup file. */
export function resetToasts() {
  act(() => toast({}).dismiss());
}
