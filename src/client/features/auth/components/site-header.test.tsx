import { screen } from "@testing-library/react";
import { Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { signInAs } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { SiteHeader } from "./site-header";

function renderHeader(onNewScript = vi.fn()) {
  signInAs("user");
  const { user } = renderRoutes(
    [
      {
        element: (
          <>
            <SiteHeader onNewScript={onNewScript} />
            <Outlet />
          </>
        ),
        children: [
          { path: "/", element: <p>Home screen</p> },
          { path: "/step1-topic", element: <p>Step 1 screen</p> },
          { path: "/saved-scripts", element: <p>Saved scripts screen</p> },
        ],
      },
    ],
    "/",
  );
  return { user, onNewScript };
}

describe("SiteHeader (New script and My scripts in the header)", () => {
  it("'New script' starts a new script through the app (which resets the wizard and asks if needed)", async () => {
    const { user, onNewScript } = renderHeader();
    const link = await screen.findByRole("link", { name: "New script" });
    expect(link).toHaveAttribute("href", "/step1-topic");
    await user.click(link);
    expect(onNewScript).toHaveBeenCalledTimes(1);
    // The app decides where to go: the link itself did not navigate.
    expect(screen.getByText("Home screen")).toBeInTheDocument();
  });

  it("'My scripts' is a plain link to the saved scripts", async () => {
    const { user } = renderHeader();
    await user.click(await screen.findByRole("link", { name: "My scripts" }));
    expect(await screen.findByText("Saved scripts screen")).toBeInTheDocument();
  });
});
