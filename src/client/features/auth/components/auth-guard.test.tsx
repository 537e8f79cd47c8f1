import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithRouter, stubApi, verifiedUser , resetToasts } from "../testing";
import { AuthGuard } from "./auth-guard";

const routes = [
  { path: "/login", element: <p>Login screen</p> },
  { element: <AuthGuard />, children: [{ path: "/saved-scripts", element: <p>Saved scripts screen</p> }] },
];

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

describe("AuthGuard", () => {
  it("redirects to /login when /api/auth/me answers 401", async () => {
    stubApi();
    renderWithRouter(routes, "/saved-scripts");
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/);
    expect(screen.queryByText("Saved scripts screen")).not.toBeInTheDocument();
  });

  it("shows a spinner while the user loads, then the screen", async () => {
    let answer: (value: ReturnType<typeof json>) => void = () => {};
    stubApi({ "GET /api/auth/me": () => new Promise((resolve) => (answer = resolve)) });
    renderWithRouter(routes, "/saved-scripts");
    expect(await screen.findByRole("status", { name: "Loading" })).toBeInTheDocument();
    answer(json(200, { user: verifiedUser }));
    expect(await screen.findByText("Saved scripts screen")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading" })).not.toBeInTheDocument();
  });

  it("redirects when the server cannot be reached", async () => {
    stubApi({ "GET /api/auth/me": () => json(500, { error: "INTERNAL", message: "Something went wrong." }) });
    renderWithRouter(routes, "/saved-scripts");
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
  });
});
