import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, mockApi } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { TopicTextCard, topicTextHeading } from "./topic-text-card";

const KEY = "GET /api/topic-text" as const;
const HEADING = topicTextHeading("honeybees");
const renderCard = () => renderRoutes([{ path: "/", element: <TopicTextCard /> }], "/");

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({
    ...initialWizardState,
    topic: "Honeybees",
    grade: "2",
    contentConsiderations: "No scary scenes.",
    standards: [{ code: "RI.2.2", description: "Identify the main topic." }],
  });
});

describe("TopicTextCard (docs/product/topic-texts.md)", () => {
  it("shows our own text the lesson will read, asked for the wizard's topic, grade, primary standard and considerations", async () => {
    mockApi({
      [KEY]: () => ({
        subject: "honeybees",
        title: "How Honeybees Work Together",
        text: "A honeybee colony is a big family of bees that live in one hive.",
        minutes: 3,
      }),
    });
    renderCard();
    const region = await screen.findByRole("region", { name: HEADING });
    expect(HEADING).toBe("Text read aloud: Nova Writer's own text about honeybees");
    expect(within(region).getByText("How Honeybees Work Together")).toBeInTheDocument();
    expect(within(region).getByText(/A honeybee colony is a big family/)).toBeInTheDocument();
    const [call] = callsTo(KEY);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      topic: "Honeybees",
      grade: "2",
      standard: "RI.2.2",
      considerations: "No scary scenes.",
    });
  });

  it("shows nothing when the lesson reads no text of ours", async () => {
    renderCard();
    await screen.findByTestId("location");
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(KEY)).toHaveLength(1);
    expect(screen.queryByRole("region", { name: /Text read aloud/ })).toBeNull();
  });

  it("shows nothing, and asks nothing, while a PDF is attached or no standard is chosen", async () => {
    useWizardStore.setState({ attachmentUrl: "/api/uploads/0b9c1c34-5b43-4c2e-9a0d-7f3d7b1f6a21" });
    renderCard();
    await screen.findByTestId("location");
    useWizardStore.setState({ attachmentUrl: null, standards: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(KEY)).toEqual([]);
    expect(screen.queryByRole("region", { name: /Text read aloud/ })).toBeNull();
  });
});
