import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ScriptDocument } from "./script-document";
import { SceneToolbar } from "./scene-toolbar";

const SCRIPT = `TITLE: Rhyme Time
TOPIC: Rhyming | CONCEPT: Rocket | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RF.1.2 (primary)
CAST: Lola Fox (Host)

SCENE 1 — HOOK (0:10)
LOLA FOX: Hello!

SCENE 2 — CLOSE (0:05)
LOLA FOX: Bye!
`;

describe("a scene's actions", () => {
  it("names every button uniquely, with the words it shows first, and disables moves that cannot happen", () => {
    render(
      <ScriptDocument
        text={SCRIPT}
        sceneActions={(scene, count, label) => (
          <SceneToolbar
            scene={scene}
            sceneCount={count}
            sceneLabel={label}
            onOperation={() => {}}
            onRewrite={async () => {}}
          />
        )}
      />,
    );
    const scene1 = screen.getByRole("group", { name: "Scene 1 actions" });
    expect(within(scene1).getByRole("button", { name: "Rewrite this scene (scene 1)" })).toBeEnabled();
    expect(within(scene1).getByRole("button", { name: "Move scene 1 up" })).toBeDisabled();
    expect(within(scene1).getByRole("button", { name: "Move scene 1 down" })).toBeEnabled();
    const scene2 = screen.getByRole("group", { name: "Scene 2 actions" });
    expect(within(scene2).getByRole("button", { name: "Move scene 2 down" })).toBeDisabled();
    // Speaker and line are read apart ("LOLA FOX: Hello!"), not run together.
    expect(screen.getAllByText("Hello!")[0]!.closest("p")!.textContent).toBe("LOLA FOX: Hello!");
  });

  it("runs an operation and rewrites with the chosen note, showing a failure in the dialog", async () => {
    const user = userEvent.setup();
    const onOperation = vi.fn();
    const onRewrite = vi
      .fn()
      .mockRejectedValueOnce(new Error("The AI model is busy right now."))
      .mockResolvedValue(undefined);
    render(
      <SceneToolbar scene={2} sceneCount={3} sceneLabel="PRACTICE" onOperation={onOperation} onRewrite={onRewrite} />,
    );
    await user.click(screen.getByRole("button", { name: "Duplicate scene 2" }));
    expect(onOperation).toHaveBeenCalledWith({ kind: "duplicate", scene: 2 });

    await user.click(screen.getByRole("button", { name: "Rewrite this scene (scene 2)" }));
    const dialog = await screen.findByRole("dialog", { name: "Rewrite scene 2 — PRACTICE" });
    await user.click(within(dialog).getByRole("button", { name: "shorter" }));
    await user.click(within(dialog).getByRole("button", { name: "Rewrite scene" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The AI model is busy right now.");
    expect(onRewrite).toHaveBeenLastCalledWith("shorter");
    await user.click(within(dialog).getByRole("button", { name: "Rewrite scene" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onRewrite).toHaveBeenCalledTimes(2);
  });

  it("gives the focus back to 'Rewrite this scene' when its dialog closes with Escape or Cancel", async () => {
    const user = userEvent.setup();
    render(
      <SceneToolbar scene={2} sceneCount={3} sceneLabel="PRACTICE" onOperation={() => {}} onRewrite={async () => {}} />,
    );
    const opener = screen.getByRole("button", { name: "Rewrite this scene (scene 2)" });
    for (const close of ["{Escape}", "Cancel"]) {
      opener.focus();
      await user.keyboard("{Enter}");
      const dialog = await screen.findByRole("dialog", { name: "Rewrite scene 2 — PRACTICE" });
      expect(within(dialog).getByRole("textbox", { name: "Note (optional)" })).toHaveFocus();
      if (close === "Cancel") await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      else await user.keyboard(close);
      await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await vi.waitFor(() => expect(opener).toHaveFocus());
    }
  });
});
