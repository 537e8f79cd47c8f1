import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PdfExcerpt } from "@shared/schemas/pdf-excerpt";
import { callsTo, mockApi } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { PdfExcerptCard, leftOutNote } from "./pdf-excerpt-card";

const UPLOAD = "0b9c1c34-5b43-4c2e-9a0d-7f3d7b1f6a21";
const EXCERPT_KEY = `GET /api/uploads/${UPLOAD}/excerpt` as const;
const excerpt: PdfExcerpt = {
  title: "Honeybees",
  text: "Honeybees live together in a colony. Each colony has one queen.",
  leftOut: 3,
};

const renderCard = () => renderRoutes([{ path: "/", element: <PdfExcerptCard /> }], "/");

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({
    ...initialWizardState,
    topic: "Honeybees",
    grade: "3",
    standards: [
      { code: "RI.3.2", description: "Determine the main idea." },
      { code: "RI.3.3", description: "Describe relationships." },
    ],
    attachmentUrl: `/api/uploads/${UPLOAD}`,
    attachmentName: "bees.pdf",
  });
});

describe("PdfExcerptCard", () => {
  it("shows nothing, and asks nothing, while no PDF is attached", async () => {
    useWizardStore.setState({ attachmentUrl: null, attachmentName: null });
    renderCard();
    await screen.findByTestId("location");
    expect(screen.queryByRole("region", { name: "Text read aloud from your PDF" })).toBeNull();
    expect(callsTo(EXCERPT_KEY)).toEqual([]);
  });

  it("shows the server's excerpt for the wizard's grade and primary standard, and how many sentences were left out and why", async () => {
    mockApi({ [EXCERPT_KEY]: () => excerpt });
    renderCard();
    const region = await screen.findByRole("region", { name: "Text read aloud from your PDF" });
    expect(within(region).getByRole("heading", { name: "Text read aloud from your PDF" })).toBeInTheDocument();
    expect(await within(region).findByText(excerpt.text)).toBeVisible();
    expect(within(region).getByText("Honeybees")).toBeVisible();
    expect(within(region).getByText(/^3 sentences addressed to the viewer were left out: /)).toBeVisible();
    const [call] = callsTo(EXCERPT_KEY);
    expect(call!.url.searchParams.get("grade")).toBe("3");
    expect(call!.url.searchParams.get("standard")).toBe("RI.3.2");
  });

  it("folds away and back with a labelled toggle (keyboard)", async () => {
    mockApi({ [EXCERPT_KEY]: () => excerpt });
    const { user } = renderCard();
    const region = await screen.findByRole("region", { name: "Text read aloud from your PDF" });
    await within(region).findByText(excerpt.text);
    const toggle = within(region).getByRole("button", { name: "Hide text read aloud" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(within(region).getByRole("button", { name: "Show text read aloud" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(region).getByText(excerpt.text)).not.toBeVisible();
    await user.keyboard(" ");
    expect(within(region).getByText(excerpt.text)).toBeVisible();
  });

  it("says when nothing in the PDF can be read aloud, with no left-out note when none was", async () => {
    mockApi({ [EXCERPT_KEY]: () => ({ title: null, text: "", leftOut: 0 }) });
    renderCard();
    expect(await screen.findByText(/^Nothing in your PDF will be read aloud/)).toBeVisible();
    expect(screen.queryByText(/left out/)).toBeNull();
  });

  it("counts in words a writer reads", () => {
    expect(leftOutNote(1)).toBe("1 sentence addressed to the viewer was left out");
    expect(leftOutNote(3)).toBe("3 sentences addressed to the viewer were left out");
  });
});
