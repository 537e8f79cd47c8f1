import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { auditKinds, type AuditPage } from "@shared/schemas/accounts";
import { apiError, callsTo, mockApi, mockEmptyAdmin, type ApiHandlers } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { AdminPage } from "./admin-page";

type AuditEvent = AuditPage["events"][number];

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  at: "2025-03-05T10:00:00.000Z",
  actor: "admin@newsela.com",
  kind: "admin.granted",
  target: "bo@newsela.com",
  detail: "",
  ...overrides,
});

const granted = event({ kind: "admin.granted", target: "bo@newsela.com", detail: "by hand" });
const deactivated = event({ kind: "account.deactivated", target: "cy@newsela.com", detail: "left the team" });
const refused = event({
  kind: "sign-in.refused",
  actor: null,
  target: "zed@example.com",
  detail: "not a company address",
});

/** The Audit tab of the admin page, with `handlers` answering its requests. */
async function openAudit(handlers: ApiHandlers) {
  mockEmptyAdmin();
  mockApi(handlers);
  const view = renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");
  await view.user.click(await screen.findByRole("tab", { name: "Audit" }));
  await screen.findByRole("heading", { level: 2, name: "Audit log" });
  return view;
}

const log = () => screen.findByRole("table", { name: "Audit events, newest first" });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);
const queryOf = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);

describe("AuditTab", () => {
  it("lists events newest first with who, the kind in words, on what and the details", async () => {
    await openAudit({ "GET /api/admin/audit": () => ({ events: [granted, deactivated, refused], nextCursor: null }) });
    const table = await log();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["When", "Who", "Kind", "On", "Details"]);
    expect(bodyRows(table).map((r) => cells(r).slice(1))).toEqual([
      ["admin@newsela.com", "Admin granted", "bo@newsela.com", "by hand"],
      ["admin@newsela.com", "Account deactivated", "cy@newsela.com", "left the team"],
      ["—", "Sign-in refused by the domain rule", "zed@example.com", "not a company address"],
    ]);
    expect(cells(bodyRows(table)[0]!)[0]).not.toBe("");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(queryOf(callsTo("GET /api/admin/audit")[0]!)).toEqual({ actor: "" });
  });

  it("filters by kind, offering every kind by its label", async () => {
    const { user } = await openAudit({
      "GET /api/admin/audit": ({ url }) => ({
        events: [granted, deactivated, refused].filter(
          (e) => !url.searchParams.get("kind") || e.kind === url.searchParams.get("kind"),
        ),
        nextCursor: null,
      }),
    });
    await log();
    const kind = screen.getByRole("combobox", { name: "Kind" });
    expect(
      within(kind)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All kinds", ...Object.values(auditKinds)]);
    await user.selectOptions(kind, "Account deactivated");
    await waitFor(() => expect(bodyRows(screen.getByRole("table"))).toHaveLength(1));
    expect(cells(bodyRows(screen.getByRole("table"))[0]!)[2]).toBe("Account deactivated");
    expect(queryOf(callsTo("GET /api/admin/audit").at(-1)!)).toEqual({ kind: "account.deactivated", actor: "" });
    await user.selectOptions(kind, "All kinds");
    await waitFor(() => expect(bodyRows(screen.getByRole("table"))).toHaveLength(3));
  });

  it("filters by part of the actor's e-mail once typing stops, and says when nothing matches", async () => {
    const { user } = await openAudit({
      "GET /api/admin/audit": ({ url }) => {
        const actor = url.searchParams.get("actor") ?? "";
        return { events: [granted, refused].filter((e) => (e.actor ?? "").includes(actor)), nextCursor: null };
      },
    });
    await log();
    const person = screen.getByRole("searchbox", { name: "Person (e-mail)" });
    await user.type(person, "  nobody ");
    expect(await screen.findByText("No events match.")).toBeInTheDocument();
    expect(queryOf(callsTo("GET /api/admin/audit").at(-1)!)).toEqual({ actor: "nobody" });
    await user.clear(person);
    await user.type(person, "admin");
    await waitFor(() => expect(screen.queryByText("No events match.")).toBeNull());
    expect(bodyRows(await log()).map((r) => cells(r)[1])).toEqual(["admin@newsela.com"]);
  });

  it("loads older events with the cursor of the last page", async () => {
    const { user } = await openAudit({
      "GET /api/admin/audit": ({ url }) =>
        url.searchParams.get("cursor") === "41"
          ? { events: [refused], nextCursor: null }
          : { events: [granted, deactivated], nextCursor: "41" },
    });
    const table = await log();
    expect(bodyRows(table)).toHaveLength(2);
    const more = screen.getByRole("button", { name: "Load more" });
    more.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(bodyRows(screen.getByRole("table"))).toHaveLength(3));
    expect(cells(bodyRows(screen.getByRole("table"))[2]!)[3]).toBe("zed@example.com");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(callsTo("GET /api/admin/audit").map((c) => c.url.searchParams.get("cursor"))).toEqual([null, "41"]);
  });

  it("keeps the events shown when loading older ones fails, says why, and loads them on a second try", async () => {
    let olderFails = true;
    const { user } = await openAudit({
      "GET /api/admin/audit": ({ url }) => {
        if (url.searchParams.get("cursor") !== "41") return { events: [granted, deactivated], nextCursor: "41" };
        return olderFails ? apiError(500, "INTERNAL", "The log is resting.") : { events: [refused], nextCursor: null };
      },
    });
    await log();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The log is resting.");
    expect(bodyRows(screen.getByRole("table", { name: "Audit events, newest first" }))).toHaveLength(2);
    olderFails = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(bodyRows(screen.getByRole("table"))).toHaveLength(3));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    [403, "FORBIDDEN", "You do not have permission to access this page."],
    [500, "INTERNAL", "Something went wrong. Please try again."],
  ])("shows a %i as its message, and the filters stay usable", async (status, code, message) => {
    await openAudit({ "GET /api/admin/audit": () => apiError(status, code, message) });
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Kind" })).toBeEnabled();
    expect(screen.getByRole("searchbox", { name: "Person (e-mail)" })).toBeEnabled();
  });
});
