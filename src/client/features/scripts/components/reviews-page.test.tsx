import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReviewQueueItem } from "@shared/schemas/collaboration";
import { reviewKeys } from "@client/api/reviews";
import { apiError, callsTo, mockApi } from "@tests/support/client/api";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { ReviewsCard } from "./reviews-card";
import { ReviewsPage } from "./reviews-page";

const item = (id: number, overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  id,
  topic: `Topic ${id}`,
  concept: `Concept ${id}`,
  author: "bo@newsela.com",
  grade: "3",
  status: "in_review",
  version: 2,
  requestedBy: "bo@newsela.com",
  message: null,
  requestedAt: "2025-03-05T10:00:00.000Z",
  updatedAt: "2025-03-05T10:00:00.000Z",
  ...overrides,
});

const routes = [
  { path: "/reviews", element: <ReviewsPage /> },
  { path: "/dashboard", element: <ReviewsCard /> },
  { path: "/script-editor/:id", element: <p>Editor</p> },
];

/** A promise the test resolves later, to hold a request pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("ReviewsPage (docs/product/team-workflow.md, Review)", () => {
  it("lists the scripts awaiting my decision: title, status, author, version, who asked, the message", async () => {
    const queue = deferred<{ reviews: ReviewQueueItem[]; total: number }>();
    mockApi({ "GET /api/reviews": () => queue.promise });
    renderRoutes(routes, "/reviews");
    expect(screen.getByRole("heading", { level: 1, name: "Reviews" })).toBeInTheDocument();
    expect(screen.getByText("Loading reviews...")).toHaveAttribute("role", "status");
    queue.resolve({
      reviews: [
        item(7, { concept: "Detective Story", topic: "Main Idea", message: "Please check scene 2.\nThanks!" }),
        item(8, { concept: "", topic: "Phonics", status: "changes_requested", requestedBy: "cy@newsela.com" }),
      ],
      total: 2,
    });
    const list = await screen.findByRole("list", { name: "Awaiting your review" });
    expect(screen.getByText("2 scripts await your decision")).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByRole("link", { name: "Detective Story — Main Idea" })).toHaveAttribute(
      "href",
      "/script-editor/7",
    );
    expect(first).toHaveTextContent("In review");
    const about = (row: HTMLElement) =>
      within(row).getByText((_, el) => el?.tagName === "P" && el.textContent!.startsWith("By "));
    expect(about(first!)).toHaveTextContent(/^By bo@newsela\.com · version 2 · asked \S/);
    // Asked by the author: not said twice.
    expect(about(first!)).not.toHaveTextContent(/asked .* by /);
    expect(first).toHaveTextContent("“Please check scene 2. Thanks!”");
    expect(within(second!).getByRole("link", { name: "Phonics" })).toHaveAttribute("href", "/script-editor/8");
    expect(second).toHaveTextContent("Changes requested");
    expect(about(second!)).toHaveTextContent(/asked .* by cy@newsela\.com$/);
    expect(second).not.toHaveTextContent("“");
  });

  it("opens a script in the editor from its title", async () => {
    mockApi({ "GET /api/reviews": () => ({ reviews: [item(7)], total: 1 }) });
    const { user } = renderRoutes(routes, "/reviews");
    expect(await screen.findByText("1 script awaits your decision")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Concept 7 — Topic 7" }));
    expect(await screen.findByText("Editor")).toBeInTheDocument();
    expect(currentPath()).toBe("/script-editor/7");
  });

  it("says when nothing awaits a decision", async () => {
    renderRoutes(routes, "/reviews"); // the harness's default queue is empty
    expect(await screen.findByText("Nothing awaits your review")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Awaiting your review" })).toBeNull();
  });

  it("shows why the queue failed, and 'Try again' loads it", async () => {
    let fails = true;
    mockApi({
      "GET /api/reviews": () =>
        fails ? apiError(500, "INTERNAL", "Reviews are resting.") : { reviews: [item(7)], total: 1 },
    });
    const { user } = renderRoutes(routes, "/reviews");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load reviews");
    expect(alert).toHaveTextContent("Reviews are resting.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Awaiting your review" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(callsTo("GET /api/reviews")).toHaveLength(2);
  });

  it("keeps the scripts shown when a reload fails, says why below them, and 'Try again' reloads", async () => {
    let answer: () => Response | { reviews: ReviewQueueItem[]; total: number } = () => ({
      reviews: [item(7)],
      total: 1,
    });
    mockApi({ "GET /api/reviews": () => answer() });
    const { user, queryClient } = renderRoutes(routes, "/reviews");
    const list = await screen.findByRole("list", { name: "Awaiting your review" });
    answer = () => apiError(500, "INTERNAL", "Reviews are resting.");
    // A decision taken elsewhere reloads the queue (its cached answer is marked stale).
    await act(() => queryClient.invalidateQueries({ queryKey: reviewKeys.queue }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Reviews are resting.");
    expect(within(list).getByRole("link", { name: "Concept 7 — Topic 7" })).toBeInTheDocument();
    expect(screen.queryByText("Failed to load reviews")).toBeNull();
    answer = () => ({ reviews: [item(7), item(8)], total: 2 });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Concept 8 — Topic 8" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("ReviewsCard (the dashboard's)", () => {
  it("counts every waiting review, lists the three oldest without their messages, and links to all", async () => {
    mockApi({
      "GET /api/reviews": () => ({
        reviews: [1, 2, 3, 4].map((id) => item(id, { message: `Message ${id}` })),
        total: 4,
      }),
    });
    const { user } = renderRoutes(routes, "/dashboard");
    expect(await screen.findByRole("heading", { level: 2, name: "Reviews (4)" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Awaiting your review" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Concept 1 — Topic 1", "Concept 2 — Topic 2", "Concept 3 — Topic 3"]);
    expect(list).not.toHaveTextContent("Message 1");
    await user.click(screen.getByRole("link", { name: "All reviews" }));
    await waitFor(() => expect(currentPath()).toBe("/reviews"));
  });

  it("says when nothing awaits, and why the queue failed", async () => {
    const { unmount } = renderRoutes(routes, "/dashboard");
    expect(await screen.findByText("Nothing awaits your review.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Reviews" })).toBeInTheDocument();
    unmount();
    mockApi({ "GET /api/reviews": () => apiError(403, "FORBIDDEN", "Please verify your e-mail first.") });
    renderRoutes(routes, "/dashboard");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load reviews. Please verify your e-mail first.",
    );
  });
});
