import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { signInAs } from "@tests/support/client/api";
import { Providers } from "./providers";
import { routes } from "./router";

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("app routes", () => {
  it("shows the 404 page with a developer hint and a link home for unknown paths", async () => {
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to home" })).toHaveAttribute("href", "/");
  });

  it("has the landmarks and skip link on every screen", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { level: 1, name: "Nova Writer" });
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });

  it("sends anonymous visitors of a guarded screen to /login", async () => {
    const router = renderAt("/step1-topic");
    expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("has every route of the route table", () => {
    const paths: string[] = [];
    const collect = (list: RouteObject[]) =>
      list.forEach((r) => {
        if (r.index) paths.push("/");
        if (r.path) paths.push(r.path);
        if (r.children) collect(r.children);
      });
    collect(routes);
    expect(paths.sort()).toEqual(
      [
        "*",
        "/",
        "/admin",
        "/dashboard",
        "/login",
        "/reset-password",
        "/saved-scripts",
        "/script-editor",
        "/script-editor/:id",
        "/step1-topic",
        "/step2-standards",
        "/step3-characters",
        "/step4-concepts",
        "/step5-script",
        "/team-scripts",
        "/reviews",
        "/coverage",
        "/plans",
      ].sort(),
    );
  });

  it("shows a guarded screen and the user menu to a signed-in user", async () => {
    signInAs("user");
    renderAt("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Nova Writer" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    // The user menu loads after sign-in (its own chunk, ADR 0023), so it may arrive a moment after the screen.
    expect(await screen.findByRole("button", { name: /ana@newsela\.com/ })).toBeInTheDocument();
  });
});
