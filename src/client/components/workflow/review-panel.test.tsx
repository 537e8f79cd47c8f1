import { screen, waitFor, within } from "@testing-library/react";
import { useCurrentUser } from "@client/api/auth";
import { describe, expect, it } from "vitest";
import type { SharedScriptDto } from "@shared/schemas/dto";
import { apiError, callsTo, mockApi, sentBodies, signInAs, type ApiHandlers } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { buildTeamScript } from "@tests/support/client/team-fixtures";
import { ReviewPanel } from "./review-panel";

/** Who the screen knows is signed in: once it shows, the panel has the same answer (one cached query). */
function SignedInAs() {
  const { data: user } = useCurrentUser();
  return user ? <p>Signed in as {user.email}</p> : null;
}

/** The signed-in user is ana@newsela.com (`signInAs("user")`). */
function renderPanel(script: SharedScriptDto, { hasUnsavedChanges = false, handlers = {} as ApiHandlers } = {}) {
  signInAs("user");
  mockApi({
    "POST /api/scripts/7/reviews": () => ({ script: { ...script, status: "in_review" } }),
    "POST /api/scripts/7/decisions": () => ({ script }),
    ...handlers,
  });
  return renderRoutes(
    [
      {
        path: "/script",
        element: (
          <>
            <SignedInAs />
            <ReviewPanel script={script} hasUnsavedChanges={hasUnsavedChanges} />
          </>
        ),
      },
    ],
    "/script",
  );
}

/** The Review section, once the signed-in user is known (what it offers depends on who they are). */
async function review() {
  await screen.findByText("Signed in as ana@newsela.com");
  return screen.getByRole("region", { name: "Review" });
}
/** A toast's text (the toaster loads with the first toast). */
const findToast = async (text: string) =>
  within(await screen.findByRole("region", { name: "Notifications (F8)" })).findByText(text);

/** A script by bo@newsela.com that ana was asked to review. */
const askedOfAna = (overrides: Partial<SharedScriptDto> = {}) =>
  buildTeamScript({
    access: "reviewer",
    author: "bo@newsela.com",
    status: "in_review",
    reviewers: [{ email: "ana@newsela.com", decision: null, version: null }],
    ...overrides,
  });

describe("ReviewPanel: status and reviewers", () => {
  it("tells the owner no review is requested yet, with the Draft status and 'Request review'", async () => {
    renderPanel(buildTeamScript());
    const panel = await review();
    expect(within(panel).getByRole("heading", { name: "Review" })).toBeInTheDocument();
    expect(within(panel).getByText("Draft")).toBeInTheDocument();
    expect(within(panel).getByText("No review requested yet.")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Request review" })).toBeEnabled();
    expect(within(panel).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("lists each reviewer with their latest decision and the version it was on", async () => {
    renderPanel(
      buildTeamScript({
        status: "changes_requested",
        reviewers: [
          { email: "bo@newsela.com", decision: "approve", version: 2 },
          { email: "cy@newsela.com", decision: "request_changes", version: 3 },
          { email: "di@newsela.com", decision: null, version: null },
        ],
      }),
    );
    const panel = await review();
    expect(within(panel).getByText("Changes requested")).toBeInTheDocument();
    const rows = within(within(panel).getByRole("list", { name: "Reviewers" })).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([
      "bo@newsela.comApproved · v2",
      "cy@newsela.comAsked for changes · v3",
      "di@newsela.comWaiting",
    ]);
  });

  it("offers a co-editor 'Request review' but a team member who was not asked neither request nor decision", async () => {
    const { unmount } = renderPanel(buildTeamScript({ access: "editor", author: "bo@newsela.com" }));
    expect(within(await review()).getByRole("button", { name: "Request review" })).toBeInTheDocument();
    unmount();
    renderPanel(buildTeamScript({ access: "viewer", author: "bo@newsela.com", visibility: "team" }));
    const panel = await review();
    expect(within(panel).queryByRole("button", { name: "Request review" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("never lets the owner decide on their own script, even when named as a reviewer", async () => {
    renderPanel(buildTeamScript({ reviewers: [{ email: "ana@newsela.com", decision: null, version: null }] }));
    const panel = await review();
    expect(within(panel).getByRole("listitem")).toHaveTextContent("ana@newsela.comWaiting");
    expect(within(panel).queryByText(/Your decision/)).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Request changes" })).toBeNull();
  });
});

describe("ReviewPanel: Request review dialog", () => {
  it("asks the named colleagues with a message, then closes and confirms", async () => {
    const { user } = renderPanel(buildTeamScript());
    await user.click(within(await review()).getByRole("button", { name: "Request review" }));
    const dialog = await screen.findByRole("dialog", { name: "Request review" });
    expect(dialog).toHaveAccessibleDescription(
      "Each reviewer gets an e-mail with a link and finds the script in their Reviews.",
    );
    const emails = within(dialog).getByRole("textbox", { name: "Reviewers' e-mails" });
    expect(emails).toHaveFocus();
    await user.paste("Bo@Newsela.com; cy@newsela.com bo@newsela.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Message (optional)" }), "  Check scene 2.  ");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentBodies("POST /api/scripts/7/reviews")).toEqual([
      { reviewers: ["bo@newsela.com", "cy@newsela.com"], message: "Check scene 2." },
    ]);
    expect(await findToast("Review requested")).toBeInTheDocument();
    expect(await findToast("Sent to bo@newsela.com, cy@newsela.com.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request review" })).toHaveFocus();
  });

  it("checks the addresses before asking the server, naming the one that is not an e-mail", async () => {
    const { user } = renderPanel(buildTeamScript());
    await user.click(within(await review()).getByRole("button", { name: "Request review" }));
    const dialog = await screen.findByRole("dialog", { name: "Request review" });
    const emails = within(dialog).getByRole("textbox", { name: "Reviewers' e-mails" });
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Name at least one reviewer by e-mail.");
    expect(emails).toHaveAttribute("aria-invalid", "true");
    expect(emails).toHaveAccessibleDescription("Name at least one reviewer by e-mail.");
    await user.type(emails, "bo@newsela.com, cy");
    await user.keyboard("{Enter}");
    expect(within(dialog).getByRole("alert")).toHaveTextContent('"cy" is not an e-mail address.');
    expect(callsTo("POST /api/scripts/7/reviews")).toEqual([]);
  });

  it.each([
    [
      "an address with no colleague's account",
      400,
      "VALIDATION_ERROR",
      "No colleague has an account with the e-mail zed@newsela.com. Check the address, or ask them to sign up first.",
    ],
    [
      "a review of one's own script",
      400,
      "VALIDATION_ERROR",
      "Nobody reviews their own script: ana@newsela.com is an author of this script.",
    ],
    ["a reviewer asking for more reviewers", 403, "FORBIDDEN", "Only the author and co-editors can request a review."],
    ["a server failure", 500, "INTERNAL", "Something went wrong. Please try again."],
  ])("shows the server's refusal of %s in the dialog, keeping what was typed", async (_case, status, code, message) => {
    const { user } = renderPanel(buildTeamScript(), {
      handlers: { "POST /api/scripts/7/reviews": () => apiError(status, code, message) },
    });
    await user.click(within(await review()).getByRole("button", { name: "Request review" }));
    const dialog = await screen.findByRole("dialog", { name: "Request review" });
    const emails = within(dialog).getByRole("textbox", { name: "Reviewers' e-mails" });
    await user.type(emails, "zed@newsela.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Message (optional)" }), "Please look");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(emails).toHaveAccessibleDescription(message);
    expect(emails).toHaveValue("zed@newsela.com");
    expect(within(dialog).getByRole("textbox", { name: "Message (optional)" })).toHaveValue("Please look");
    expect(within(dialog).getByRole("button", { name: "Send request" })).toBeEnabled();
  });

  it("closes on Escape without sending, and opens again without the old error but with the typed text", async () => {
    const { user } = renderPanel(buildTeamScript());
    const open = within(await review()).getByRole("button", { name: "Request review" });
    await user.click(open);
    let dialog = await screen.findByRole("dialog", { name: "Request review" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reviewers' e-mails" }), "bo");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByRole("alert")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(open).toHaveFocus();
    await user.keyboard("{Enter}");
    dialog = await screen.findByRole("dialog", { name: "Request review" });
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByRole("textbox", { name: "Reviewers' e-mails" })).toHaveValue("bo");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo("POST /api/scripts/7/reviews")).toEqual([]);
  });
});

describe("ReviewPanel: a reviewer's decision", () => {
  it("approves the version shown with a note, confirms it and clears the note", async () => {
    const { user } = renderPanel(askedOfAna());
    const panel = await review();
    expect(within(panel).getByText("Your decision on version 3")).toBeInTheDocument();
    expect(within(panel).getByText("In review")).toBeInTheDocument();
    const note = within(panel).getByRole("textbox", { name: "Note with your decision (optional)" });
    await user.type(note, "  Clear and kind.  ");
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    expect(await findToast("Your decision on version 3 was sent.")).toBeInTheDocument();
    expect(await findToast("Approved")).toBeInTheDocument();
    expect(sentBodies("POST /api/scripts/7/decisions")).toEqual([
      { decision: "approve", version: 3, note: "Clear and kind." },
    ]);
    expect(note).toHaveValue("");
  });

  it("asks for changes from the keyboard, without a note when none is written", async () => {
    const { user } = renderPanel(askedOfAna());
    const panel = await review();
    within(panel).getByRole("textbox", { name: "Note with your decision (optional)" }).focus();
    await user.tab();
    expect(within(panel).getByRole("button", { name: "Approve" })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole("button", { name: "Request changes" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await findToast("Changes requested")).toBeInTheDocument();
    expect(sentBodies("POST /api/scripts/7/decisions")).toEqual([{ decision: "request_changes", version: 3 }]);
  });

  it("shows a decision on a version that is no longer current (409) clearly, keeping the note", async () => {
    const stale =
      "This decision is on version 3, but the script is now at version 4. Read the current version, then decide on it.";
    const { user } = renderPanel(askedOfAna(), {
      handlers: { "POST /api/scripts/7/decisions": () => apiError(409, "CONFLICT", stale) },
    });
    const panel = await review();
    const note = within(panel).getByRole("textbox", { name: "Note with your decision (optional)" });
    await user.type(note, "Needs a check for understanding.");
    await user.click(within(panel).getByRole("button", { name: "Request changes" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(`${stale} Reload to see the current version.`);
    expect(note).toHaveValue("Needs a check for understanding.");
    expect(within(panel).getByRole("button", { name: "Approve" })).toBeEnabled();
  });

  it.each([
    [403, "FORBIDDEN", "Only a reviewer the author asked can approve this script or request changes."],
    [500, "INTERNAL", "Something went wrong. Please try again."],
  ])("shows a %i refusal as it is, keeping the note", async (status, code, message) => {
    const { user } = renderPanel(askedOfAna(), {
      handlers: { "POST /api/scripts/7/decisions": () => apiError(status, code, message) },
    });
    const panel = await review();
    const note = within(panel).getByRole("textbox", { name: "Note with your decision (optional)" });
    await user.type(note, "Looks good");
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(message);
    expect(within(panel).getByRole("alert")).not.toHaveTextContent("Reload");
    expect(note).toHaveValue("Looks good");
  });

  it("clears the last error when deciding again", async () => {
    let attempt = 0;
    const { user } = renderPanel(askedOfAna(), {
      handlers: {
        "POST /api/scripts/7/decisions": () =>
          ++attempt === 1 ? apiError(500, "INTERNAL", "Try again.") : { script: askedOfAna() },
      },
    });
    const panel = await review();
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Try again.");
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    expect(await findToast("Your decision on version 3 was sent.")).toBeInTheDocument();
    expect(within(panel).queryByRole("alert")).toBeNull();
  });

  it("disables both choices while a decision is being sent", async () => {
    let answer!: () => void;
    const { user } = renderPanel(askedOfAna(), {
      handlers: {
        "POST /api/scripts/7/decisions": () =>
          new Promise((resolve) => (answer = () => resolve({ script: askedOfAna() }))),
      },
    });
    const panel = await review();
    await user.click(within(panel).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Approve" })).toBeDisabled());
    expect(within(panel).getByRole("button", { name: "Request changes" })).toBeDisabled();
    answer();
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Approve" })).toBeEnabled());
    expect(callsTo("POST /api/scripts/7/decisions")).toHaveLength(1);
  });

  it("says what the reviewer decided on this version, and lets them change it", async () => {
    renderPanel(askedOfAna({ reviewers: [{ email: "ana@newsela.com", decision: "request_changes", version: 3 }] }));
    const panel = await review();
    expect(
      within(panel).getByText("You asked for changes on this version. You may change your decision."),
    ).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Approve" })).toBeEnabled();
  });

  it("does not count a decision on an earlier version as one on this version", async () => {
    renderPanel(askedOfAna({ reviewers: [{ email: "ana@newsela.com", decision: "approve", version: 2 }] }));
    const panel = await review();
    expect(within(panel).getByRole("listitem")).toHaveTextContent("Approved · v2");
    expect(within(panel).queryByText(/this version\. You may change/)).toBeNull();
  });

  it("refuses a decision while the text shown has unsaved edits", async () => {
    renderPanel(askedOfAna(), { hasUnsavedChanges: true });
    const panel = await review();
    expect(
      within(panel).getByText("Save or undo your edits first: decisions are made on a saved version."),
    ).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(within(panel).getByRole("button", { name: "Request changes" })).toBeDisabled();
  });
});
