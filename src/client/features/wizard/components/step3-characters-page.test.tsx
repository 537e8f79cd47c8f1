import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CharacterDto } from "@client/api/characters";
import { initialWizardState, useWizardStore } from "../stores/wizard-store";
import { Step3CharactersPage } from "./step3-characters-page";
import { currentPath, nextStepButton, renderWizardPage, stubApi } from "./wizard-test-harness";

const dto = (id: number, name: string, extra: Partial<CharacterDto> = {}): CharacterDto => ({
  id,
  name,
  label: "Reading Coach",
  personality: "Cheerful",
  catchphrase: null,
  backstory: null,
  educationalStrength: "Phonics",
  photoUrl: null,
  isActive: true,
  ...extra,
});

const stubCharacters = (status: number, body: unknown) => stubApi({ "GET /api/characters": () => ({ status, body }) });

const renderPage = () => renderWizardPage("/step3-characters", <Step3CharactersPage />);

const nextButton = nextStepButton;
// fireEvent (no focus) keeps the hover card's open timer out of these tests.
const toggle = (name: RegExp) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => {
  localStorage.clear();
  useWizardStore.setState({ ...initialWizardState });
});
afterEach(() => vi.unstubAllGlobals());

describe("Step3CharactersPage", () => {
  it("toggles characters, counts them and enables Next", async () => {
    stubCharacters(200, [dto(1, "Ava", { photoUrl: "/api/photos/ava.png" }), dto(2, "Ben")]);
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
  });

  it("treats a character with the same name as the same one", async () => {
    useWizardStore.setState({ characters: [{ name: " ava ", label: "Old", personality: "" }] });
    stubCharacters(200, [dto(1, "Ava")]);
    renderPage();
    const ava = await screen.findByRole("button", { name: /^Ava/ });
    expect(ava).toHaveAttribute("aria-pressed", "true");
    toggle(/^Ava/);
    expect(useWizardStore.getState().characters).toEqual([]);
  });

  it("shows the empty-state strings when the server has no characters", async () => {
    stubCharacters(200, []);
    renderPage();
    expect(await screen.findByText("No characters available yet.")).toBeInTheDocument();
    expect(screen.getByText("Characters can be managed through the admin panel.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create New Character" })).toBeInTheDocument();
  });

  it("shows an error with Retry when the characters cannot be loaded", async () => {
    stubCharacters(500, { error: "INTERNAL", message: "Something went wrong" });
    renderPage();
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("creates a local character: required fields, trimmed, '??' for an empty catchphrase, and selected", async () => {
    stubCharacters(200, []);
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Create New Character" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Character" });
    await user.type(within(dialog).getByLabelText(/Name/), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Create Character" }));
    expect(within(dialog).getByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Role is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Personality is required")).toBeInTheDocument();
    expect(useWizardStore.getState().localCharacters).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Name/), " Zoe ");
    await user.type(within(dialog).getByLabelText(/Role/), " Storyteller ");
    await user.type(within(dialog).getByLabelText(/Personality/), " Curious ");
    await user.click(within(dialog).getByRole("button", { name: "Create Character" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const { localCharacters, characters } = useWizardStore.getState();
    expect(localCharacters).toEqual([
      {
        name: "Zoe",
        label: "Storyteller",
        personality: "Curious",
        catchphrase: "??",
        educationalStrength: null,
        photoUrl: null,
      },
    ]);
    expect(characters.map((c) => c.name)).toEqual(["Zoe"]);
    expect(screen.getByRole("button", { name: /^Zoe/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Selected Characters (1)")).toBeInTheDocument();
  });
});
