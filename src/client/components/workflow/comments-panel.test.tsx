import type { ComponentProps } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CommentDto } from "@shared/schemas/collaboration";
import { apiError, callsTo, mockApi, sentBodies, signInAs, type ApiHandlers } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { buildComment } from "@tests/support/client/team-fixtures";
import { CommentsPanel } from "./comments-panel";

/** Four lines; anchors are character offsets into it (docs/product/team-workflow.md "Comments"). */
const text = "RHYMO: Welcome, detectives!\nPENNY: Hi!\nRHYMO: Let's find the main idea.\nPENNY: Clues first.";
const rangeOf = (part: string) => ({ from: text.indexOf(part), to: text.indexOf(part) + part.length });
const LINE_3 = "RHYMO: Let's find the main idea.";

const wholeScript = buildComment({ id: 1, author: "bo@newsela.com", body: "Lovely opening." });
const onLine3 = buildComment({
  id: 2,
  author: "bo@newsela.com",
  body: "Name the main idea here.",
  anchor: rangeOf(LINE_3),
  createdAt: "2025-03-05T09:00:00.000Z",
});
const onLines1To2 = buildComment({
  id: 3,
  author: "ana@newsela.com",
  body: "Shorter greeting?",
  anchor: rangeOf("RHYMO: Welcome, detectives!\nPENNY: Hi!"),
});
const outdated = buildComment({
  id: 4,
  author: "cy@newsela.com",
  body: "This joke falls flat.",
  anchor: null,
  outdated: true,
  quote: "PENNY: Knock knock!",
  createdAt: "2025-03-04T10:00:00.000Z",
});
const resolved = buildComment({ id: 5, author: "cy@newsela.com", body: "Fixed the typo?", resolved: true });

function renderPanel(
  comments: CommentDto[],
  props: Partial<ComponentProps<typeof CommentsPanel>> = {},
  handlers: ApiHandlers = {},
) {
  signInAs("user"); // ana@newsela.com
  const api = mockScriptsApi({ comments: { 7: comments } });
  mockApi(handlers);
  const view = renderRoutes(
    [{ path: "/script", element: <CommentsPanel scriptId={7} version={3} text={text} {...props} /> }],
    "/script",
  );
  return { ...view, api };
}

const threadList = () => screen.findByRole("list", { name: "Comment threads" });
const thread = (name: string) => screen.findByRole("article", { name });
const toasts = () => screen.getByRole("region", { name: "Notifications (F8)" });

describe("CommentsPanel: threads beside the text", () => {
  it("lists open threads in reading order, each named by author and place, with the text it is on", async () => {
    renderPanel([outdated, onLine3, onLines1To2, wholeScript]);
    const list = await threadList();
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual([
      "Comment by bo@newsela.com, Whole script",
      "Comment by ana@newsela.com, Lines 1–2",
      "Comment by bo@newsela.com, Line 3",
      "Comment by cy@newsela.com, Outdated",
    ]);
    expect(screen.getByRole("heading", { name: "Comments (4 open)" })).toBeInTheDocument();
    const line3 = await thread("Comment by bo@newsela.com, Line 3");
    expect(within(line3).getByText(LINE_3)).toBeInTheDocument();
    expect(within(line3).getByText("Name the main idea here.")).toBeInTheDocument();
    expect(within(line3).getByText("on v3")).toBeInTheDocument();
  });

  it("keeps an outdated thread with the text it was made on, and offers no jump to it", async () => {
    const onShow = vi.fn();
    const { user } = renderPanel([outdated, onLine3], { onShow });
    const card = await thread("Comment by cy@newsela.com, Outdated");
    expect(card).toHaveTextContent("Was on: PENNY: Knock knock!");
    expect(within(card).queryByRole("button", { name: "Outdated" })).toBeNull();
    // A thread still on the text is a button that shows its lines in the editor.
    const line3 = await thread("Comment by bo@newsela.com, Line 3");
    await user.click(within(line3).getByRole("button", { name: "Line 3" }));
    expect(onShow).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("shows replies under their thread, oldest first, and the author's own comments alone have Edit and Delete", async () => {
    const later = buildComment({ id: 11, parentId: 2, body: "Second reply", createdAt: "2025-03-06T10:00:00.000Z" });
    const earlier = buildComment({
      id: 10,
      parentId: 2,
      author: "cy@newsela.com",
      body: "First reply",
      createdAt: "2025-03-05T11:00:00.000Z",
    });
    renderPanel([onLine3, later, earlier]);
    const card = await thread("Comment by bo@newsela.com, Line 3");
    const replies = within(card).getByRole("list", { name: "Replies" });
    expect(within(replies).getAllByRole("listitem")).toHaveLength(2);
    expect(replies).toHaveTextContent(/First reply.*Second reply/);
    // Only ana's reply (the signed-in user) can be edited or deleted.
    expect(within(card).getAllByRole("button", { name: /^Edit / })).toHaveLength(1);
    expect(within(card).getAllByRole("button", { name: /^Delete / })).toHaveLength(1);
    expect(within(replies).getAllByRole("listitem")[1]).toContainElement(
      within(card).getByRole("button", { name: /^Edit / }),
    );
  });

  it("says so when there are no comments, and when every comment is resolved", async () => {
    const { user } = renderPanel([resolved]);
    expect(await screen.findByText("No open comments.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Comments" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show resolved (1)" }));
    const card = await thread("Comment by cy@newsela.com, Whole script, resolved");
    expect(within(card).getByText("Resolved")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hide resolved" }));
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("says 'No comments yet.' for a script nobody has commented on", async () => {
    renderPanel([]);
    expect(await screen.findByText("No comments yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Show resolved/ })).toBeNull();
  });

  it("shows why comments could not be loaded", async () => {
    renderPanel(
      [],
      {},
      {
        "GET /api/scripts/7/comments": () => apiError(500, "INTERNAL", "The database is not answering."),
      },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Comments could not be loaded. The database is not answering.",
    );
  });
});

describe("CommentsPanel: a new comment", () => {
  it("comments on the whole script: the box takes focus, Post waits for text, the thread appears", async () => {
    const { user } = renderPanel([]);
    await screen.findByText("No comments yet.");
    expect(screen.queryByRole("button", { name: "Comment on selected lines" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Comment on the whole script" }));
    expect(screen.getByText("On the whole script")).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "New comment" });
    expect(box).toHaveFocus();
    expect(screen.getByRole("button", { name: "Post comment" })).toBeDisabled();
    await user.type(box, "   ");
    expect(screen.getByRole("button", { name: "Post comment" })).toBeDisabled();
    await user.type(box, "Add a check for understanding.  ");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await thread("Comment by ana@newsela.com, Whole script")).toHaveTextContent(
      "Add a check for understanding.",
    );
    expect(sentBodies("POST /api/scripts/7/comments")).toEqual([
      { body: "Add a check for understanding.", version: 3, anchor: null },
    ]);
    expect(screen.queryByRole("textbox", { name: "New comment" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Comments (1 open)" })).toBeInTheDocument();
  });

  it("comments on the selected lines: quotes them and sends their range in the saved version", async () => {
    const lines = { ...rangeOf(LINE_3), text: LINE_3 };
    const { user } = renderPanel([], { getSelectedLines: () => lines });
    await screen.findByText("No comments yet.");
    await user.click(screen.getByRole("button", { name: "Comment on selected lines" }));
    expect(screen.getByText("On the selected lines:")).toBeInTheDocument();
    expect(screen.getByText(LINE_3, { selector: "blockquote" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "New comment" }), "Say it plainly.");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await thread("Comment by ana@newsela.com, Line 3")).toHaveTextContent("Say it plainly.");
    expect(sentBodies("POST /api/scripts/7/comments")).toEqual([
      { body: "Say it plainly.", version: 3, anchor: { from: lines.from, to: lines.to } },
    ]);
  });

  it("falls back to the whole script when nothing is selected", async () => {
    const { user } = renderPanel([], { getSelectedLines: () => ({ from: 5, to: 5, text: "" }) });
    await screen.findByText("No comments yet.");
    await user.click(screen.getByRole("button", { name: "Comment on selected lines" }));
    expect(screen.getByText("On the whole script")).toBeInTheDocument();
  });

  it("shows the host's note instead of the lines button (unsaved edits)", async () => {
    renderPanel([], { getSelectedLines: () => null, selectionNote: "Save your edits first." });
    await screen.findByText("No comments yet.");
    expect(screen.getByText("Save your edits first.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Comment on selected lines" })).toBeNull();
    expect(screen.getByRole("button", { name: "Comment on the whole script" })).toBeEnabled();
  });

  it("works from the keyboard alone: open, type, post; Cancel keeps nothing open", async () => {
    const { user } = renderPanel([]);
    await screen.findByText("No comments yet.");
    await user.tab();
    expect(screen.getByRole("button", { name: "Comment on the whole script" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "New comment" })).toHaveFocus();
    await user.keyboard("Typed without a mouse");
    await user.tab();
    expect(screen.getByRole("button", { name: "Post comment" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await thread("Comment by ana@newsela.com, Whole script")).toHaveTextContent("Typed without a mouse");

    await user.click(screen.getByRole("button", { name: "Comment on the whole script" }));
    await user.tab(); // "Post comment" waits for text, so it is skipped
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.queryByRole("textbox", { name: "New comment" })).toBeNull();
    expect(sentBodies("POST /api/scripts/7/comments")).toHaveLength(1);
  });

  it.each([
    [403, "FORBIDDEN", "You can no longer open this script."],
    [500, "INTERNAL", "Something went wrong on our side."],
  ])("a %i keeps the comment typed and says why it was not saved", async (status, code, message) => {
    const { user } = renderPanel([]);
    mockApi({ "POST /api/scripts/7/comments": () => apiError(status, code, message) });
    await screen.findByText("No comments yet.");
    await user.click(screen.getByRole("button", { name: "Comment on the whole script" }));
    await user.type(screen.getByRole("textbox", { name: "New comment" }), "Keep me");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await within(toasts()).findByText("Comment not saved")).toBeInTheDocument();
    expect(within(toasts()).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "New comment" })).toHaveValue("Keep me");
    expect(screen.getByRole("button", { name: "Post comment" })).toBeEnabled();
    expect(screen.getByText("No comments yet.")).toBeInTheDocument();
  });
});

describe("CommentsPanel: reply, resolve, edit, delete", () => {
  it("replies in the thread (labelled by whom it answers) and clears the box", async () => {
    const { user } = renderPanel([onLine3]);
    const card = await thread("Comment by bo@newsela.com, Line 3");
    const reply = within(card).getByRole("textbox", { name: /^Reply to bo@newsela.com, / });
    expect(within(card).getByRole("button", { name: /^Reply / })).toBeDisabled();
    await user.type(reply, "Done: see line 3.");
    await user.click(within(card).getByRole("button", { name: /^Reply / }));
    const replies = await within(card).findByRole("list", { name: "Replies" });
    expect(replies).toHaveTextContent("Done: see line 3.");
    expect(reply).toHaveValue("");
    expect(sentBodies("POST /api/scripts/7/comments")).toEqual([
      { body: "Done: see line 3.", version: 3, anchor: null, parentId: 2 },
    ]);
  });

  it("keeps a reply that failed to send, with the reason", async () => {
    const { user } = renderPanel([onLine3]);
    mockApi({ "POST /api/scripts/7/comments": () => apiError(500, "INTERNAL", "Try again in a minute.") });
    const card = await thread("Comment by bo@newsela.com, Line 3");
    const reply = within(card).getByRole("textbox", { name: /^Reply to bo@newsela.com, / });
    await user.type(reply, "A long, careful answer");
    await user.click(within(card).getByRole("button", { name: /^Reply / }));
    expect(await within(toasts()).findByText("Try again in a minute.")).toBeInTheDocument();
    expect(reply).toHaveValue("A long, careful answer");
    expect(within(card).getByRole("button", { name: /^Reply / })).toBeEnabled();
  });

  it("resolves a thread (it moves behind 'Show resolved') and reopens it", async () => {
    const { user } = renderPanel([onLine3, wholeScript]);
    const card = await thread("Comment by bo@newsela.com, Line 3");
    await user.click(within(card).getByRole("button", { name: /^Resolve / }));
    await waitFor(() => expect(screen.queryByRole("article", { name: /Line 3/ })).toBeNull());
    expect(sentBodies("PATCH /api/scripts/7/comments/2")).toEqual([{ resolved: true }]);
    expect(screen.getByRole("heading", { name: "Comments (1 open)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show resolved (1)" }));
    const shown = await thread("Comment by bo@newsela.com, Line 3, resolved");
    await user.click(within(shown).getByRole("button", { name: /^Reopen / }));
    expect(await thread("Comment by bo@newsela.com, Line 3")).toBeInTheDocument();
    expect(sentBodies("PATCH /api/scripts/7/comments/2")).toEqual([{ resolved: true }, { resolved: false }]);
  });

  it("shows why a thread could not be resolved, and leaves it open", async () => {
    const { user } = renderPanel([onLine3]);
    mockApi({ "PATCH /api/scripts/7/comments/2": () => apiError(403, "FORBIDDEN", "You may not resolve this.") });
    const card = await thread("Comment by bo@newsela.com, Line 3");
    await user.click(within(card).getByRole("button", { name: /^Resolve / }));
    expect(await within(toasts()).findByText("You may not resolve this.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^Resolve / })).toBeEnabled();
    expect(screen.getByRole("heading", { name: "Comments (1 open)" })).toBeInTheDocument();
  });

  it("edits one's own comment (marked edited) and Cancel leaves it as it was", async () => {
    const { user } = renderPanel([onLines1To2]);
    const card = await thread("Comment by ana@newsela.com, Lines 1–2");
    await user.click(within(card).getByRole("button", { name: /^Edit / }));
    const box = within(card).getByRole("textbox", { name: "Edit comment" });
    expect(box).toHaveFocus();
    expect(box).toHaveValue("Shorter greeting?");
    await user.click(within(card).getByRole("button", { name: "Cancel" }));
    expect(within(card).getByText("Shorter greeting?")).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: /^Edit / }));
    await user.clear(within(card).getByRole("textbox", { name: "Edit comment" }));
    expect(within(card).getByRole("button", { name: "Save comment" })).toBeDisabled();
    await user.type(within(card).getByRole("textbox", { name: "Edit comment" }), "A shorter greeting, please.");
    await user.click(within(card).getByRole("button", { name: "Save comment" }));
    expect(await within(card).findByText("A shorter greeting, please.")).toBeInTheDocument();
    expect(within(card).getByText("(edited)")).toBeInTheDocument();
    expect(within(card).queryByRole("textbox", { name: "Edit comment" })).toBeNull();
    expect(sentBodies("PATCH /api/scripts/7/comments/3")).toEqual([{ body: "A shorter greeting, please." }]);
  });

  it("keeps an edit the server refused open, with the reason", async () => {
    const { user } = renderPanel([onLines1To2]);
    mockApi({
      "PATCH /api/scripts/7/comments/3": () => apiError(403, "FORBIDDEN", "Only the author of a comment can edit it."),
    });
    const card = await thread("Comment by ana@newsela.com, Lines 1–2");
    await user.click(within(card).getByRole("button", { name: /^Edit / }));
    await user.type(within(card).getByRole("textbox", { name: "Edit comment" }), " Really.");
    await user.click(within(card).getByRole("button", { name: "Save comment" }));
    expect(await within(toasts()).findByText("Only the author of a comment can edit it.")).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: "Edit comment" })).toHaveValue("Shorter greeting? Really.");
  });

  it("deletes one's own comment", async () => {
    const { user } = renderPanel([onLines1To2, onLine3]);
    const card = await thread("Comment by ana@newsela.com, Lines 1–2");
    await user.click(within(card).getByRole("button", { name: /^Delete / }));
    await waitFor(() => expect(screen.queryByRole("article", { name: /Lines 1–2/ })).toBeNull());
    expect(callsTo("DELETE /api/scripts/7/comments/3")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Comments (1 open)" })).toBeInTheDocument();
  });

  it("keeps a comment whose delete failed", async () => {
    const { user } = renderPanel([onLines1To2]);
    mockApi({ "DELETE /api/scripts/7/comments/3": () => apiError(500, "INTERNAL", "Not deleted, try again.") });
    const card = await thread("Comment by ana@newsela.com, Lines 1–2");
    await user.click(within(card).getByRole("button", { name: /^Delete / }));
    expect(await within(toasts()).findByText("Not deleted, try again.")).toBeInTheDocument();
    expect(card).toBeInTheDocument();
    expect(within(card).getByText("Shorter greeting?")).toBeInTheDocument();
  });
});
