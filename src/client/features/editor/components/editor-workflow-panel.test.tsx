import type { ComponentProps } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ActivityEntry } from "@shared/schemas/collaboration";
import type { SharedScriptDto } from "@shared/schemas/dto";
import { useCurrentUser } from "@client/api/auth";
import { apiError, callsTo, mockApi, sentBodies, signInAs, type ApiHandlers } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { mockScriptsApi } from "@tests/support/client/scripts-api";
import { buildComment, buildTeamScript } from "@tests/support/client/team-fixtures";
import { EditorWorkflowPanel } from "./editor-workflow-panel";

const text = buildTeamScript().scriptContent; // "RHYMO: Welcome, detectives, to our reading lab!\nPENNY: Hi!"
const LINE_2 = "PENNY: Hi!";
const line2 = { from: text.indexOf(LINE_2), to: text.indexOf(LINE_2) + LINE_2.length, text: LINE_2 };

const entry = (id: number, overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  kind: "saved",
  actor: "ana@newsela.com",
  version: null,
  detail: null,
  at: "2025-03-05T10:00:00.000Z",
  ...overrides,
});

/** Who the screen knows is signed in: once it shows, the panel has the same answer (one cached query). */
function SignedInAs() {
  const { data: user } = useCurrentUser();
  return user ? <p>Signed in as {user.email}</p> : null;
}

type PanelProps = ComponentProps<typeof EditorWorkflowPanel>;

/** The editor's team panel for `script`, signed in as ana@newsela.com, beside nothing but the panel. */
function renderPanel({
  script = buildTeamScript(),
  props = {},
  activity = [],
  handlers = {},
}: {
  script?: SharedScriptDto;
  props?: Partial<PanelProps>;
  activity?: ActivityEntry[];
  handlers?: ApiHandlers;
} = {}) {
  signInAs("user");
  mockScriptsApi({ scripts: [script], comments: { 7: [] }, activity: { 7: activity } });
  mockApi(handlers);
  const all: PanelProps = {
    script,
    isChanged: false,
    getSelectedLines: () => null,
    activeCommentId: null,
    onShowComment: () => {},
    ...props,
  };
  return renderRoutes(
    [
      {
        path: "/editor/7",
        element: (
          <>
            <SignedInAs />
            <EditorWorkflowPanel {...all} />
          </>
        ),
      },
    ],
    "/editor/7",
  );
}

async function panel() {
  await screen.findByText("Signed in as ana@newsela.com");
  return screen.getByRole("complementary", { name: "Team" });
}

describe("EditorWorkflowPanel", () => {
  it("is a 'Team' landmark holding Review, Comments, Sharing and Activity, in that order", async () => {
    renderPanel();
    const team = await panel();
    expect(
      within(team)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Review", "Comments", "Sharing", "Activity"]);
    expect(await within(team).findByText("Nothing yet.")).toBeInTheDocument();
    expect(within(team).getByRole("button", { name: "Comment on selected lines" })).toBeInTheDocument();
    expect(within(team).getByRole("switch", { name: "Share with the team" })).toBeInTheDocument();
  });

  it("lists the activity newest first, as people read it, in a list the keyboard can scroll", async () => {
    renderPanel({
      activity: [
        entry(4, { kind: "decided", actor: "bo@newsela.com", version: 3, detail: "request_changes: Warmer, please" }),
        entry(3, { kind: "review_requested", detail: "bo@newsela.com" }),
        entry(2, { kind: "commented", actor: "cy@newsela.com", detail: "Nice opening" }),
        entry(1, { kind: "created", actor: null }),
      ],
    });
    const team = await panel();
    const log = await within(team).findByRole("list", { name: "Activity" });
    const withoutTime = (li: HTMLElement) => li.textContent!.replace(li.querySelector("time")!.textContent!, "");
    expect(within(log).getAllByRole("listitem").map(withoutTime)).toEqual([
      "bo@newsela.com requested changes on version 3",
      "ana@newsela.com requested review from bo@newsela.com",
      "cy@newsela.com commented: “Nice opening”",
      "Someone created the script",
    ]);
    expect(log).toHaveAttribute("tabindex", "0");
  });

  it("shows why the activity could not be loaded, beside comments that did load", async () => {
    renderPanel({
      handlers: { "GET /api/scripts/7/activity": () => apiError(500, "INTERNAL", "The log is resting.") },
    });
    const team = await panel();
    const activity = within(team).getByRole("region", { name: "Activity" });
    expect(await within(activity).findByRole("alert")).toHaveTextContent(
      "Activity could not be loaded. The log is resting.",
    );
    expect(await within(team).findByText("No comments yet.")).toBeInTheDocument();
  });

  it("comments on the lines selected in the editor, and the activity log then shows the comment", async () => {
    let logged: ActivityEntry[] = [];
    const { user } = renderPanel({
      props: { getSelectedLines: () => line2 },
      handlers: {
        "GET /api/scripts/7/activity": () => ({ activity: logged }),
      },
    });
    const team = await panel();
    await within(team).findByText("Nothing yet.");
    await user.click(within(team).getByRole("button", { name: "Comment on selected lines" }));
    expect(within(team).getByText(LINE_2, { selector: "blockquote" })).toBeInTheDocument();
    logged = [entry(1, { kind: "commented", detail: "Add a greeting back" })];
    await user.type(within(team).getByRole("textbox", { name: "New comment" }), "Add a greeting back");
    await user.click(within(team).getByRole("button", { name: "Post comment" }));
    expect(await within(team).findByRole("article", { name: "Comment by ana@newsela.com, Line 2" })).toBeVisible();
    expect(sentBodies("POST /api/scripts/7/comments")).toEqual([
      { body: "Add a greeting back", version: 3, anchor: { from: line2.from, to: line2.to } },
    ]);
    expect(
      await within(team).findByText((_, el) => el?.tagName === "LI" && el.textContent!.includes("commented: “Add")),
    ).toBeInTheDocument();
    expect(callsTo("GET /api/scripts/7/activity")).toHaveLength(2);
  });

  it("shows a comment's lines in the editor when its place is chosen", async () => {
    const onShowComment = vi.fn();
    const { user } = renderPanel({
      props: { onShowComment },
      handlers: {
        "GET /api/scripts/7/comments": () => ({
          comments: [buildComment({ id: 12, author: "bo@newsela.com", anchor: { from: line2.from, to: line2.to } })],
        }),
      },
    });
    const team = await panel();
    const place = await within(team).findByRole("button", { name: "Line 2" });
    place.focus();
    await user.keyboard("{Enter}");
    expect(onShowComment).toHaveBeenCalledExactlyOnceWith(12);
  });

  it("while the text has unsaved edits: no comment on lines (the offsets would be wrong) and no decision", async () => {
    renderPanel({
      script: buildTeamScript({
        access: "reviewer",
        author: "bo@newsela.com",
        status: "in_review",
        reviewers: [{ email: "ana@newsela.com", decision: null, version: null }],
      }),
      props: { isChanged: true },
    });
    const team = await panel();
    expect(within(team).getByText("Save your edits to comment on lines of the new text.")).toBeInTheDocument();
    expect(within(team).queryByRole("button", { name: "Comment on selected lines" })).toBeNull();
    expect(within(team).getByRole("button", { name: "Comment on the whole script" })).toBeEnabled();
    expect(
      within(team).getByText("Save or undo your edits first: decisions are made on a saved version."),
    ).toBeInTheDocument();
    expect(within(team).getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(within(team).getByRole("button", { name: "Request changes" })).toBeDisabled();
    // A reviewer sees who shares the script but cannot change it.
    expect(within(team).queryByRole("switch")).toBeNull();
  });

  it("once saved, the reviewer decides on the saved version", async () => {
    const { user } = renderPanel({
      script: buildTeamScript({
        access: "reviewer",
        author: "bo@newsela.com",
        status: "in_review",
        version: 4,
        reviewers: [{ email: "ana@newsela.com", decision: null, version: null }],
      }),
      handlers: { "POST /api/scripts/7/decisions": () => ({ script: buildTeamScript() }) },
    });
    const team = await panel();
    await user.click(within(team).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(sentBodies("POST /api/scripts/7/decisions")).toEqual([{ decision: "approve", version: 4 }]),
    );
  });
});
