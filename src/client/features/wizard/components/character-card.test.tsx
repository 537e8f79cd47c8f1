import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ScriptCharacter } from "@shared/schemas/script";
import { CharacterCard } from "./character-card";

const ava: ScriptCharacter = {
  name: "Ava",
  label: "Reading Coach",
  personality: "Cheerful and patient",
  catchphrase: "Let's read!",
  educationalStrength: "Phonics",
  photoUrl: null,
};

describe("CharacterCard", () => {
  it("opens the details on keyboard focus, with the catchphrase", async () => {
    const user = userEvent.setup();
    render(<CharacterCard character={ava} isSelected={false} onToggle={vi.fn()} />);
    await user.tab();
    expect(await screen.findByText("Cheerful and patient")).toBeInTheDocument();
    expect(screen.getByText("Phonics")).toBeInTheDocument();
    expect(screen.getByText(/Let's read!/)).toBeInTheDocument();
  });

  it("hides the '??' placeholder catchphrase", async () => {
    const user = userEvent.setup();
    render(<CharacterCard character={{ ...ava, catchphrase: "??" }} isSelected={false} onToggle={vi.fn()} />);
    await user.tab();
    expect(await screen.findByText("Cheerful and patient")).toBeInTheDocument();
    expect(screen.queryByText(/Catchphrase/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\?\?/)).not.toBeInTheDocument();
  });

  it("opens the details with a tap-friendly Details button, not only on hover", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<CharacterCard character={ava} isSelected={false} onToggle={onToggle} />);
    const details = screen.getByRole("button", { name: "Details about Ava" });
    expect(details).toHaveAttribute("aria-expanded", "false");
    expect(details.className).toMatch(/min-h-11/); // at least 44 px tall: a finger-sized target
    await user.click(details);
    expect(details).toHaveAttribute("aria-expanded", "true");
    const panel = await screen.findByRole("dialog", { name: "About Ava" });
    expect(panel).toHaveTextContent("Personality: Cheerful and patient");
    expect(panel).toHaveTextContent("Educational Focus: Phonics");
    expect(onToggle).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "About Ava" })).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });

  it("toggles with Enter and Space and reports its state with aria-pressed", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<CharacterCard character={ava} isSelected onToggle={onToggle} />);
    const button = screen.getByRole("button", { name: /^Ava/ });
    expect(button).toHaveAttribute("aria-pressed", "true");
    await user.tab();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(onToggle).toHaveBeenCalledWith(ava);
  });
});
