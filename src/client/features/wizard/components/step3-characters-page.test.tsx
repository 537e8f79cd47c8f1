import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { CharacterDto } from "@client/api/characters";
import { apiError, mockApi, sentBodies } from "@tests/support/client/api";
import { buildActiveCharacter as dto } from "@tests/support/client/fixtures";
import { currentPath, renderRoutes } from "@tests/support/client/render";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { mockWizardApi, nextStepButton, wizardRoutes } from "./wizard-test-routes";

const stubCharacters = (characters: CharacterDto[]) => mockApi({ "GET /api/characters": () => characters });

const renderPage = () => renderRoutes(wizardRoutes, "/step3-characters");

const nextButton = nextStepButton;
// fireEvent (no focus) keeps the hover card's open timer out of these tests.
const toggle = (name: RegExp) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({ ...initialWizardState });
  mockWizardApi();
});

describe("Step3CharactersPage", () => {
  it("toggles characters, counts them and enables Next", async () => {
    stubCharacters([dto(1, "Ava", { photoUrl: "/api/photos/ava.png" }), dto(2, "Ben")]);
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Characters" })).toBeInTheDocument();
    const ava = await screen.findByRole("button", { name: /^Ava/ });
    expect(ava.querySelector("img")).toHaveAttribute("alt", "");
    expect(within(screen.getByRole("button", { name: /^Ben/ })).getByText("B")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(screen.getByText("Selected Characters (0)")).toBeInTheDocument();

    toggle(/^Ava/);
    expect(ava).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Selected Characters (1)")).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    toggle(/^Ava/);
    expect(ava).toHaveAttribute("aria-pressed", "false");
    expect(nextButton()).toBeDisabled();

    toggle(/^Ben/);
    await user.click(nextButton());
    expect(currentPath()).toBe("/step4-concepts");
    expect(await screen.findByRole("heading", { level: 1, name: "Choose Your Concept" })).toBeInTheDocument();
  });

  it("treats a character with the same name as the same one", async () => {
    useWizardStore.setState({ characters: [{ name: " ava ", label: "Old", personality: "" }] });
    stubCharacters([dto(1, "Ava")]);
    renderPage();
    const ava = await screen.findByRole("button", { name: /^Ava/ });
    expect(ava).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Selected Characters (1)")).toBeInTheDocument();
    toggle(/^Ava/);
    expect(ava).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Selected Characters (0)")).toBeInTheDocument();
  });

  it("shows the empty-state strings when the server has no characters", async () => {
    stubCharacters([]);
    renderPage();
    expect(await screen.findByText("No characters available yet.")).toBeInTheDocument();
    expect(screen.getByText("Characters can be managed through the admin panel.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create New Character" })).toBeInTheDocument();
  });

  it("shows an error with Retry when the characters cannot be loaded", async () => {
    mockApi({ "GET /api/characters": () => apiError(500, "INTERNAL", "Something went wrong") });
    renderPage();
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("gives the focus back to 'Create New Character' when its dialog closes with Escape or Cancel", async () => {
    stubCharacters([]);
    const { user } = renderPage();
    const opener = await screen.findByRole("button", { name: "Create New Character" });
    for (const close of ["{Escape}", "Cancel"]) {
      opener.focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Create New Character" });
      if (close === "Cancel") await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      else await user.keyboard(close);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it("creates a local character: required fields, trimmed, '??' for an empty catchphrase, and selected", async () => {
    stubCharacters([]);
    useWizardStore.setState({ topic: "Main Idea", standards: [{ code: "RI.3.2", description: "Main idea." }] });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Create New Character" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Character" });
    await user.type(within(dialog).getByLabelText(/Name/), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Create Character" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Role is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Personality is required")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Role/)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByLabelText(/Role/)).toHaveAccessibleDescription("Role is required");
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();
    expect(screen.getByText("Selected Characters (0)")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Name/), " Zoe ");
    await user.type(within(dialog).getByLabelText(/Role/), " Storyteller ");
    await user.type(within(dialog).getByLabelText(/Personality/), " Curious ");
    await user.click(within(dialog).getByRole("button", { name: "Create Character" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Zoe/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Selected Characters (1)")).toBeInTheDocument();
    // Step 4 asks for concepts with the new character as typed (trimmed, "??" for the empty catchphrase).
    await user.click(nextButton());
    await screen.findByRole("heading", { level: 1, name: "Choose Your Concept" });
    await waitFor(() => expect(sentBodies("POST /api/subtopics")).toHaveLength(1));
    expect(sentBodies("POST /api/subtopics")[0].characters).toEqual([
      {
        name: "Zoe",
        label: "Storyteller",
        personality: "Curious",
        catchphrase: "??",
        educationalStrength: null,
        photoUrl: null,
      },
    ]);
  });
});
