import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@tests/support/client/api";
import { verifiedUser } from "@tests/support/client/fixtures";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { AuthGuard } from "./auth-guard";

const routes = [
  { path: "/login", element: <p>Login screen</p> },
  { element: <AuthGuard />, children: [{ path: "/saved-scripts", element: <p>Saved scripts screen</p> }] },
];

describe("AuthGuard", () => {
  it("redirects to /login when /api/auth/me answers 401", async () => {
    renderRoutes(routes, "/saved-scripts");
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(screen.queryByText("Saved scripts screen")).not.toBeInTheDocument();
  });

  it("shows a spinner while the user loads, then the screen", async () => {
    let answer = () => {};
    mockApi({ "GET /api/auth/me": () => new Promise((resolve) => (answer = () => resolve({ user: verifiedUser }))) });
    renderRoutes(routes, "/saved-scripts");
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    answer();
    expect(await screen.findByText("Saved scripts screen")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
  });

  it("redirects when the server cannot be reached", async () => {
    mockApi({ "GET /api/auth/me": () => apiError(500, "INTERNAL", "Something went wrong.") });
    renderRoutes(routes, "/saved-scripts");
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
  });
});
