import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SharedScriptDto } from "@shared/schemas/dto";
import { useScript } from "@client/api/scripts";
import { apiError, callsTo, mockApi, sentBodies, signInAs, type ApiHandlers } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { buildComment, buildTeamScript } from "@tests/support/client/team-fixtures";
import { Step5TeamCard } from "./step5-team-card";

/** Step 5 shows the card for the server's copy of a saved script, as here: a change to it is read back. */
function SavedScriptTeamCard() {
  const script = useScript(7);
  return script.data?.isSaved ? <Step5TeamCard script={script.data} /> : null;
}

/**
 * Renders the card for `script` (signed in as ana@newsela.com). The fake server keeps the script: a sharing
 * change is stored and answered like the real one (the whole script back).
 */
function renderCard(
  script: SharedScriptDto,
  handlers: ApiHandlers | ((stored: Map<number, SharedScriptDto>) => ApiHandlers) = {},
) {
  signInAs("user");
  const api = mockScriptsApi({ scripts: [script], comments: { 7: [] } });
  const stored = api.scripts as Map<number, SharedScriptDto>;
  mockApi({
    "PUT /api/scripts/7/sharing": ({ body }) => {
      const current = stored.get(7)!;
      const changed: SharedScriptDto = {
        ...current,
        visibility: body.visibility,
        coEditors: body.coEditors ?? current.coEditors,
      };
      stored.set(7, changed);
      return { script: changed };
    },
    ...(typeof handlers === "function" ? handlers(stored) : handlers),
  });
  return renderRoutes([{ path: "/step5-script", element: <SavedScriptTeamCard /> }], "/step5-script");
}

const teamCard = async () => {
  const heading = await screen.findByRole("heading", { level: 2, name: "Team" });
  return heading.closest<HTMLElement>("[data-slot=card]")!;
};
const section = (name: string) => screen.getByRole("region", { name });
/** A toast's text (the toaster loads with the first toast). */
const findToast = async (text: string) =>
  within(await screen.findByRole("region", { name: "Notifications (F8)" })).findByText(text);

describe("Step5TeamCard: what it holds", () => {
  it("shows Sharing, Review and Comments under one 'Team' heading; comments are on the whole script only", async () => {
    renderCard(buildTeamScript());
    const card = await teamCard();
    expect(
      within(card)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Sharing", "Review", "Comments"]);
    expect(await within(card).findByText("No comments yet.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Comment on the whole script" })).toBeInTheDocument();
    // Lines are picked in the editor, never here.
    expect(within(card).queryByRole("button", { name: "Comment on selected lines" })).toBeNull();
    expect(within(card).queryByRole("region", { name: "Approved version" })).toBeNull();
  });

  it("posts a comment on the whole script of the saved version", async () => {
    const { user } = renderCard(buildTeamScript({ version: 5 }));
    const card = await teamCard();
    await user.click(within(card).getByRole("button", { name: "Comment on the whole script" }));
    await user.type(within(card).getByRole("textbox", { name: "New comment" }), "Ready for review.");
    await user.click(within(card).getByRole("button", { name: "Post comment" }));
    expect(
      await within(card).findByRole("article", { name: "Comment by ana@newsela.com, Whole script" }),
    ).toBeVisible();
    expect(sentBodies("POST /api/scripts/7/comments")).toEqual([
      { body: "Ready for review.", version: 5, anchor: null },
    ]);
  });

  it("lists the comments made in the editor on lines, with the lines they are on", async () => {
    const script = buildTeamScript();
    const from = script.scriptContent.indexOf("PENNY: Hi!");
    signInAs("user");
    mockScriptsApi({
      scripts: [script],
      comments: {
        7: [
          buildComment({ id: 9, author: "bo@newsela.com", body: "Warmer, please.", anchor: { from, to: from + 10 } }),
        ],
      },
    });
    renderRoutes([{ path: "/step5-script", element: <SavedScriptTeamCard /> }], "/step5-script");
    const card = await teamCard();
    const thread = await within(card).findByRole("article", { name: "Comment by bo@newsela.com, Line 2" });
    expect(thread).toHaveTextContent("PENNY: Hi!");
    expect(thread).toHaveTextContent("Warmer, please.");
  });
});

describe("Step5TeamCard: sharing", () => {
  it("lets the owner share with the team and make it private again, from the keyboard", async () => {
    const { user } = renderCard(buildTeamScript());
    await teamCard();
    const toggle = screen.getByRole("switch", { name: "Share with the team" });
    expect(toggle).not.toBeChecked();
    expect(section("Sharing")).toHaveTextContent("Only you, your co-editors and reviewers can open it.");
    toggle.focus();
    await user.keyboard(" ");
    expect(await findToast("Shared with the team.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Share with the team" })).toBeChecked());
    expect(section("Sharing")).toHaveTextContent(
      "Everyone at the company can find it in Team scripts and read and comment on it.",
    );
    await user.click(screen.getByRole("switch", { name: "Share with the team" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Share with the team" })).not.toBeChecked());
    expect(sentBodies("PUT /api/scripts/7/sharing")).toEqual([{ visibility: "team" }, { visibility: "private" }]);
  });

  it("shows why sharing failed and leaves the script as it was", async () => {
    const { user } = renderCard(buildTeamScript(), {
      "PUT /api/scripts/7/sharing": () => apiError(500, "INTERNAL", "Sharing is down for a minute."),
    });
    await teamCard();
    await user.click(screen.getByRole("switch", { name: "Share with the team" }));
    expect(await within(section("Sharing")).findByRole("alert")).toHaveTextContent("Sharing is down for a minute.");
    expect(screen.getByRole("switch", { name: "Share with the team" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Share with the team" })).toBeEnabled();
  });

  it("adds co-editors by e-mail (typed in any case, several at once) and removes one by its named button", async () => {
    const { user } = renderCard(buildTeamScript({ coEditors: ["bo@newsela.com"] }));
    await teamCard();
    const input = screen.getByRole("textbox", { name: "Co-editor's e-mail" });
    await user.type(input, "Cy@Newsela.com, bo@newsela.com{Enter}");
    const list = await screen.findByRole("list", { name: "Co-editors" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(input).toHaveValue("");
    expect(sentBodies("PUT /api/scripts/7/sharing")).toEqual([
      { visibility: "private", coEditors: ["bo@newsela.com", "cy@newsela.com"] },
    ]);
    await user.click(screen.getByRole("button", { name: "Remove co-editor bo@newsela.com" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove co-editor bo@newsela.com" })).toBeNull());
    expect(sentBodies("PUT /api/scripts/7/sharing")[1]).toEqual({
      visibility: "private",
      coEditors: ["cy@newsela.com"],
    });
    expect(screen.getByRole("button", { name: "Remove co-editor cy@newsela.com" })).toBeInTheDocument();
  });

  it("checks the address first, then shows the server's refusal of a non-colleague, keeping what was typed", async () => {
    const refusal =
      "No colleague has an account with the e-mail zed@newsela.com. Check the address, or ask them to sign up first.";
    const { user } = renderCard(buildTeamScript(), {
      "PUT /api/scripts/7/sharing": () => apiError(400, "VALIDATION_ERROR", refusal),
    });
    await teamCard();
    const input = screen.getByRole("textbox", { name: "Co-editor's e-mail" });
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(within(section("Sharing")).getByRole("alert")).toHaveTextContent("Type a colleague's e-mail address.");
    await user.type(input, "zed");
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(within(section("Sharing")).getByRole("alert")).toHaveTextContent('"zed" is not an e-mail address.');
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(callsTo("PUT /api/scripts/7/sharing")).toEqual([]);
    await user.type(input, "@newsela.com");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(refusal));
    expect(input).toHaveValue("zed@newsela.com");
    expect(screen.getByText("Nobody else can edit it.")).toBeInTheDocument();
  });

  it("tells a colleague who may open the script, without sharing controls", async () => {
    renderCard(
      buildTeamScript({
        access: "viewer",
        visibility: "team",
        author: "bo@newsela.com",
        coEditors: ["cy@newsela.com"],
      }),
    );
    await teamCard();
    expect(section("Sharing")).toHaveTextContent("Shared with the team · by bo@newsela.com");
    expect(section("Sharing")).toHaveTextContent("Co-editors: cy@newsela.com");
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Co-editor's e-mail" })).toBeNull();
  });
});

describe("Step5TeamCard: review and approval", () => {
  it("lets the owner request a review; the status read back is 'In review'", async () => {
    const script = buildTeamScript();
    const { user } = renderCard(script, (stored) => ({
      "POST /api/scripts/7/reviews": ({ body }) => {
        const changed: SharedScriptDto = {
          ...script,
          status: "in_review",
          reviewers: body.reviewers.map((email: string) => ({ email, decision: null, version: null })),
        };
        stored.set(7, changed);
        return { script: changed };
      },
    }));
    await teamCard();
    expect(within(section("Review")).getByText("Draft")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Request review" }));
    const dialog = await screen.findByRole("dialog", { name: "Request review" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reviewers' e-mails" }), "bo@newsela.com");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await findToast("Sent to bo@newsela.com.")).toBeInTheDocument();
    await waitFor(() => expect(within(section("Review")).getByText("In review")).toBeInTheDocument());
    expect(within(section("Review")).getByRole("list", { name: "Reviewers" })).toHaveTextContent(
      "bo@newsela.comWaiting",
    );
    expect(callsTo("POST /api/scripts/7/reviews")).toHaveLength(1);
  });

  it("shows the approved version's line when the version shown is the approved one, and exports it", async () => {
    const approval = { version: 3, by: "bo@newsela.com", at: "2025-03-05T12:00:00.000Z" };
    const { user } = renderCard(
      buildTeamScript({ status: "approved", approvedVersion: 3, approval, version: 3, topic: "Main Idea" }),
    );
    await teamCard();
    const banner = screen.getByRole("region", { name: "Approved version" });
    expect(banner).toHaveTextContent(
      "Approved version 3 · by bo@newsela.com on Mar 5, 2025 · this is the version you see",
    );
    expect(within(section("Review")).getByText("Approved")).toBeInTheDocument();
    expect(within(banner).queryByRole("button", { name: "View approved" })).toBeNull();

    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, "createObjectURL").mockImplementation((b) => (blobs.push(b as Blob), "blob:x"));
    const revoked = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(within(banner).getByRole("button", { name: "Export approved" }));
    expect(await findToast("main-idea-approved-v3.txt")).toBeInTheDocument();
    expect(await blobs[0]!.text()).toBe(
      `Approved version 3 · by bo@newsela.com on Mar 5, 2025\n\n${buildTeamScript().scriptContent}`,
    );
    for (const spy of [created, revoked, clicked]) spy.mockRestore();
  });

  it("offers to view the approved version (read from the version history) when the script has moved on, and gives the focus back to View when it closes", async () => {
    const approval = { version: 2, by: "bo@newsela.com", at: "2025-03-05T12:00:00.000Z" };
    const { user } = renderCard(buildTeamScript({ approvedVersion: 2, approval, version: 3 }), {
      "GET /api/scripts/7/versions/2": () => ({
        version: {
          version: 2,
          savedAt: "2025-03-05T11:00:00.000Z",
          chars: 13,
          topic: "Main Idea and Details",
          concept: "Detective Story",
          scriptContent: "APPROVED TEXT",
        },
      }),
    });
    await teamCard();
    const banner = screen.getByRole("region", { name: "Approved version" });
    expect(banner).toHaveTextContent("you see a newer working version (3)");
    // Step 5 has no editor to restore into.
    expect(within(banner).queryByRole("button", { name: "Restore approved" })).toBeNull();
    const view = within(banner).getByRole("button", { name: "View approved" });
    await waitFor(() => expect(view).toBeEnabled());
    await user.click(view);
    const dialog = await screen.findByRole("dialog", { name: "Approved version 2" });
    expect(within(dialog).getByLabelText("Text of approved version 2")).toHaveTextContent("APPROVED TEXT");
    // Escape or Close gives the focus back to View approved (the dialog has no trigger of its own).
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
    await user.keyboard("{Enter}");
    const again = await screen.findByRole("dialog", { name: "Approved version 2" });
    await user.click(within(again).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(view).toHaveFocus());
  });

  it("says why the approved version could not be loaded", async () => {
    const approval = { version: 2, by: "bo@newsela.com", at: "2025-03-05T12:00:00.000Z" };
    renderCard(buildTeamScript({ approvedVersion: 2, approval, version: 3 }), {
      "GET /api/scripts/7/versions/2": () => apiError(500, "INTERNAL", "Versions are not answering."),
    });
    await teamCard();
    const banner = screen.getByRole("region", { name: "Approved version" });
    expect(await within(banner).findByRole("alert")).toHaveTextContent("Versions are not answering.");
    expect(within(banner).getByRole("button", { name: "View approved" })).toBeDisabled();
    expect(within(banner).getByRole("button", { name: "Export approved" })).toBeDisabled();
  });
});
