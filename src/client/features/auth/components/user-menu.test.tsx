import { screen } from "@testing-library/react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { mockApi, sentBodies, signInAs } from "@tests/support/client/api";
import { verifiedUser } from "@tests/support/client/fixtures";
import { renderRoutes } from "@tests/support/client/render";
import { AuthGuard } from "./auth-guard";
import { SiteHeader } from "./site-header";

const routes = [
  {
    element: (
      <>
        <SiteHeader />
        <Outlet />
      </>
    ),
    children: [
      { path: "/login", element: <p>Login screen</p> },
      {
        element: <AuthGuard />,
        children: [
          { path: "/", element: <p>Home screen</p> },
          { path: "/saved-scripts", element: <p>Saved scripts screen</p> },
          { path: "/admin", element: <p>Admin screen</p> },
        ],
      },
    ],
  },
];

async function openMenu(isAdmin: boolean) {
  signInAs({ ...verifiedUser, isAdmin });
  mockApi({ "POST /api/auth/sign-out": () => ({ success: true }) });
  const { user } = renderRoutes(routes, "/");
  const trigger = await screen.findByRole("button", { name: /ana@newsela\.com/ });
  await user.click(trigger);
  await screen.findByRole("menu");
  return { user };
}

describe("SiteHeader and UserMenu", () => {
  it("links the product name home and hides the menu when signed out", async () => {
    renderRoutes([{ path: "/login", element: <SiteHeader /> }], "/login");
    expect(screen.getByRole("link", { name: "Nova Writer" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("button", { name: /@/ })).not.toBeInTheDocument();
  });

  it("shows My Scripts and Logout, but no Admin item, for a regular user", async () => {
    await openMenu(false);
    expect(screen.getByRole("menuitem", { name: "My Scripts" })).toHaveAttribute("href", "/saved-scripts");
    expect(screen.getByRole("menuitem", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("shows the Admin item to admins", async () => {
    const { user } = await openMenu(true);
    const admin = screen.getByRole("menuitem", { name: "Admin" });
    expect(admin).toHaveAttribute("href", "/admin");
    await user.click(admin);
    expect(await screen.findByText("Admin screen")).toBeInTheDocument();
  });

  it("logs out: revokes the session, toasts and goes to /login", async () => {
    const { user } = await openMenu(false);
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    expect(screen.getByText("You have been logged out of Nova Writer")).toBeInTheDocument();
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /ana@newsela\.com/ })).not.toBeInTheDocument();
    expect(sentBodies("POST /api/auth/sign-out")).toEqual([{}]);
  });
});
