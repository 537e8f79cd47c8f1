import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUser } from "@shared/schemas/accounts";
import { apiError, callsTo, mockApi, mockEmptyAdmin, sentBodies, type ApiHandlers } from "@tests/support/client/api";
import { expectConsoleWarnings } from "@tests/support/client/console";
import { renderRoutes } from "@tests/support/client/render";
import { AdminPage } from "./admin-page";

const account = (id: number, email: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email,
  method: "password",
  createdAt: "2025-01-01T09:00:00.000Z",
  lastSignInAt: "2025-03-01T09:00:00.000Z",
  emailVerified: true,
  isAdmin: false,
  active: true,
  ...overrides,
});

/** The signed-in admin (admin@newsela.com, id 1, as `mockEmptyAdmin` signs in) and two colleagues. */
const me = account(1, "admin@newsela.com", { isAdmin: true });
const bo = account(2, "bo@newsela.com", { method: "oidc", lastSignInAt: null });
const cy = account(3, "cy@newsela.com", { active: false, emailVerified: false });

/**
 * A fake /api/admin/users that keeps the accounts: GET filters by `search` (part of the e-mail), PATCH changes one
 * and answers it, as the server does.
 */
function mockAccounts(initial: AdminUser[], handlers: ApiHandlers = {}) {
  const accounts = new Map(initial.map((a) => [a.id, a]));
  mockEmptyAdmin();
  mockApi({
    "GET /api/admin/users": ({ url }) => {
      const search = url.searchParams.get("search") ?? "";
      return { users: [...accounts.values()].filter((a) => a.email.includes(search)), nextCursor: null };
    },
    "PATCH /api/admin/users/*": ({ path, body }) => {
      const id = Number(path.split("/").pop());
      const changed = { ...accounts.get(id)!, ...body };
      accounts.set(id, changed);
      return changed;
    },
    "GET /api/admin/audit": () => ({ events: [], nextCursor: null }),
  });
  mockApi(handlers); // after the defaults, so a test's answer wins
  return accounts;
}

async function openUsers() {
  const view = renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");
  await view.user.click(await screen.findByRole("tab", { name: "Users" }));
  await screen.findByRole("heading", { level: 2, name: "Users" });
  return view;
}

const table = () => screen.findByRole("table", { name: "Accounts" });
/** The cells of the row for `email`. */
const rowOf = (email: string) => screen.getByRole("cell", { name: email }).closest("tr")!;
const cellsOf = (email: string) =>
  within(rowOf(email))
    .getAllByRole("cell")
    .map((c) => c.textContent);
/** A toast's text (the toaster loads with the first toast). */
const findToast = async (text: string) =>
  within(await screen.findByRole("region", { name: "Notifications (F8)" })).findByText(text);

describe("UsersTab: the list", () => {
  it("lists every account with how it signs in, its flags and actions named by the account", async () => {
    mockAccounts([me, bo, cy]);
    await openUsers();
    const accounts = await table();
    expect(
      within(accounts)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["E-mail", "Sign-in", "Created", "Last sign-in", "Verified", "Role", "Status", "Actions"]);
    const [, signIn, , lastSignIn, verified, role, status] = cellsOf("bo@newsela.com");
    expect([signIn, lastSignIn, verified, role, status]).toEqual([
      "Company sign-in",
      "Never",
      "Yes",
      "Member",
      "Active",
    ]);
    expect(cellsOf("admin@newsela.com").slice(5, 7)).toEqual(["Admin", "Active"]);
    expect(cellsOf("cy@newsela.com")[1]).toBe("Password");
    expect(cellsOf("cy@newsela.com").slice(4, 7)).toEqual(["No", "Member", "Deactivated"]);
    expect(within(rowOf("bo@newsela.com")).getByRole("button", { name: "Make admin bo@newsela.com" })).toBeEnabled();
    expect(
      within(rowOf("admin@newsela.com")).getByRole("button", { name: "Revoke admin from admin@newsela.com" }),
    ).toBeEnabled();
    expect(within(rowOf("cy@newsela.com")).getByRole("button", { name: "Reactivate cy@newsela.com" })).toBeEnabled();
    // Nobody deactivates their own account.
    expect(screen.getByRole("button", { name: "Deactivate admin@newsela.com" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("searches by part of the e-mail, and says when nothing matches", async () => {
    mockAccounts([me, bo, cy]);
    const { user } = await openUsers();
    await table();
    const search = screen.getByRole("searchbox", { name: "Search by e-mail" });
    await user.type(search, " bo ");
    await waitFor(() => {
      expect(screen.queryByRole("cell", { name: "cy@newsela.com" })).toBeNull();
      expect(screen.getByRole("cell", { name: "bo@newsela.com" })).toBeInTheDocument();
    });
    expect(callsTo("GET /api/admin/users").at(-1)!.url.searchParams.get("search")).toBe("bo");
    await user.clear(search);
    await user.type(search, "zed");
    expect(await screen.findByText("No accounts match.")).toBeInTheDocument();
    expect(screen.queryAllByRole("cell")).toEqual([]);
  });

  it("loads the next page with the cursor of the last one", async () => {
    mockAccounts([], {
      "GET /api/admin/users": ({ url }) =>
        url.searchParams.get("cursor") === "bo@newsela.com"
          ? { users: [cy], nextCursor: null }
          : { users: [me, bo], nextCursor: "bo@newsela.com" },
    });
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("cell", { name: "cy@newsela.com" })).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(4); // the header and three accounts
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(callsTo("GET /api/admin/users").map((c) => c.url.searchParams.get("cursor"))).toEqual([
      null,
      "bo@newsela.com",
    ]);
  });

  it("keeps the accounts shown when the next page fails, says why, and loads it on a second try", async () => {
    let nextFails = true;
    mockAccounts([], {
      "GET /api/admin/users": ({ url }) => {
        if (url.searchParams.get("cursor") !== "bo@newsela.com")
          return { users: [me, bo], nextCursor: "bo@newsela.com" };
        return nextFails ? apiError(500, "INTERNAL", "Accounts are resting.") : { users: [cy], nextCursor: null };
      },
    });
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Accounts are resting.");
    expect(screen.getByRole("cell", { name: "bo@newsela.com" })).toBeInTheDocument();
    nextFails = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("cell", { name: "cy@newsela.com" })).toBeInTheDocument();
    expect(screen.getAllByRole("row")).toHaveLength(4);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    [403, "FORBIDDEN", "You do not have permission to access this page."],
    [500, "INTERNAL", "Something went wrong. Please try again."],
  ])("shows a %i on the list as its message", async (status, code, message) => {
    mockAccounts([], { "GET /api/admin/users": () => apiError(status, code, message) });
    await openUsers();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("table", { name: "Accounts" })).toBeNull();
  });
});

describe("UsersTab: roles and deactivation", () => {
  it("makes a colleague an admin and revokes it; the list is read back", async () => {
    mockAccounts([me, bo]);
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Make admin bo@newsela.com" }));
    expect(await findToast("bo@newsela.com is now an admin.")).toBeInTheDocument();
    const revoke = await screen.findByRole("button", { name: "Revoke admin from bo@newsela.com" });
    expect(cellsOf("bo@newsela.com")[5]).toBe("Admin");
    await user.click(revoke);
    expect(await findToast("bo@newsela.com is no longer an admin.")).toBeInTheDocument();
    await screen.findByRole("button", { name: "Make admin bo@newsela.com" });
    expect(sentBodies("PATCH /api/admin/users/2")).toEqual([{ isAdmin: true }, { isAdmin: false }]);
  });

  it("shows the server's refusal to revoke the last admin as an error toast, and changes nothing", async () => {
    const refusal = "Nobody can revoke the last active admin. Make someone else an admin first.";
    mockAccounts([me, bo], { "PATCH /api/admin/users/1": () => apiError(409, "CONFLICT", refusal) });
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Revoke admin from admin@newsela.com" }));
    expect(await findToast(refusal)).toBeInTheDocument();
    expect(await findToast("Error")).toBeInTheDocument();
    expectConsoleWarnings(`[admin] ${refusal}: ${refusal}`);
    expect(cellsOf("admin@newsela.com")[5]).toBe("Admin");
    expect(screen.getByRole("button", { name: "Revoke admin from admin@newsela.com" })).toBeEnabled();
  });

  it("deactivates only after a confirmation that says what it does", async () => {
    mockAccounts([me, bo]);
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Deactivate bo@newsela.com" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Deactivate this account?" });
    expect(confirm).toHaveAccessibleDescription(
      "bo@newsela.com will be signed out everywhere and cannot sign in until reactivated. Their scripts are kept.",
    );
    expect(callsTo("PATCH /api/admin/users/2")).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    expect(await findToast("bo@newsela.com is deactivated.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Reactivate bo@newsela.com" })).toBeEnabled();
    expect(cellsOf("bo@newsela.com")[6]).toBe("Deactivated");
    expect(sentBodies("PATCH /api/admin/users/2")).toEqual([{ active: false }]);
  });

  it("Cancel deactivates nobody; from the keyboard the safe choice has the focus and Escape does not confirm", async () => {
    mockAccounts([me, bo]);
    const { user } = await openUsers();
    await table();
    const deactivate = screen.getByRole("button", { name: "Deactivate bo@newsela.com" });
    await user.click(deactivate);
    let confirm = await screen.findByRole("alertdialog", { name: "Deactivate this account?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deactivate).toHaveFocus();

    await user.keyboard("{Enter}");
    confirm = await screen.findByRole("alertdialog", { name: "Deactivate this account?" });
    expect(within(confirm).getByRole("button", { name: "Cancel" })).toHaveFocus();
    // An alert dialog closes only through its buttons (components/ui/alert-dialog.tsx).
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog", { name: "Deactivate this account?" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deactivate).toHaveFocus();
    expect(callsTo("PATCH /api/admin/users/2")).toEqual([]);
    expect(cellsOf("bo@newsela.com")[6]).toBe("Active");
  });

  it("shows a refused deactivation as an error toast and keeps the account active", async () => {
    const refusal = "Nobody can deactivate the last active admin. Make someone else an admin first.";
    mockAccounts([me, { ...bo, isAdmin: true }], {
      "PATCH /api/admin/users/2": () => apiError(409, "CONFLICT", refusal),
    });
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Deactivate bo@newsela.com" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Deactivate this account?" });
    await user.click(within(confirm).getByRole("button", { name: "Deactivate" }));
    expect(await findToast(refusal)).toBeInTheDocument();
    expectConsoleWarnings(`[admin] ${refusal}: ${refusal}`);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(cellsOf("bo@newsela.com")[6]).toBe("Active");
    expect(screen.getByRole("button", { name: "Deactivate bo@newsela.com" })).toBeEnabled();
  });

  it("reactivates a deactivated account at once (nothing is lost by it)", async () => {
    mockAccounts([me, cy]);
    const { user } = await openUsers();
    await table();
    await user.click(screen.getByRole("button", { name: "Reactivate cy@newsela.com" }));
    expect(await findToast("cy@newsela.com can sign in again.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Deactivate cy@newsela.com" })).toBeEnabled();
    expect(sentBodies("PATCH /api/admin/users/3")).toEqual([{ active: true }]);
  });
});
