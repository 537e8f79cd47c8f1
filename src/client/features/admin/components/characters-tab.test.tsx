import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, mockEmptyAdmin, sentBodies, type ApiHandlers } from "@tests/support/client/api";
import { buildCharacter } from "@tests/support/client/fixtures";
import { expectConsoleWarnings } from "@tests/support/client/console";
import { renderRoutes } from "@tests/support/client/render";
import { AdminPage } from "./admin-page";

const renderAdmin = () => renderRoutes([{ path: "/admin", element: <AdminPage /> }], "/admin");

async function openCharacters(handlers: ApiHandlers = {}) {
  mockEmptyAdmin();
  mockApi(handlers);
  const { user } = renderAdmin();
  await user.click(await screen.findByRole("tab", { name: "Characters" }));
  await screen.findByRole("heading", { name: "Characters Management" });
  return { user };
}

const form = (name: string) => screen.getByRole("form", { name });
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "nova.png", { type: "image/png" });

describe("CharactersTab", () => {
  it("shows the empty state, whose button opens the create form", async () => {
    const { user } = await openCharacters();
    expect(screen.getByText("No characters found. Create your first character to get started.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create First Character" }));
    const f = form("Create character");
    expect(within(f).getByLabelText("Personality")).toHaveAttribute("rows", "3");
    expect(within(f).getByLabelText("Catchphrase (Optional)")).toHaveValue("");
    expect(within(f).getByLabelText("Educational Focus (Optional)")).toHaveValue("");
    expect(within(f).getByLabelText("Character Photo")).toHaveAttribute("accept", "image/*");
    expect(within(f).getByText("PNG, JPG, GIF up to 10MB")).toBeInTheDocument();
  });

  it("requires name, label and personality", async () => {
    const { user } = await openCharacters();
    await user.click(screen.getByRole("button", { name: "Create Character" }));
    await user.click(within(form("Create character")).getByRole("button", { name: "Create Character" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Label is required")).toBeInTheDocument();
    expect(screen.getByText("Personality is required")).toBeInTheDocument();
    const f = form("Create character");
    expect(within(f).getByLabelText("Label")).toHaveAttribute("aria-invalid", "true");
    expect(within(f).getByLabelText("Label")).toHaveAccessibleDescription("Label is required");
    expect(within(f).getByLabelText("Personality")).toHaveAccessibleDescription("Personality is required");
    expect(within(f).getByLabelText("Catchphrase (Optional)")).not.toHaveAttribute("aria-invalid");
    expect(within(f).getByLabelText("Name")).toHaveFocus();
    expect(sentBodies("POST /api/admin/characters")).toEqual([]);
  });

  it("uploads a photo (uploading, then preview and remove) and creates the character with nulls for empty fields", async () => {
    let rows: ReturnType<typeof buildCharacter>[] = [];
    let finishUpload!: () => void;
    const { user } = await openCharacters({
      "GET /api/admin/characters": () => rows,
      "POST /api/uploads/photo": () =>
        new Promise(
          (r) => (finishUpload = () => r({ id: "p1", url: "/api/uploads/p1", name: "nova.png", sizeBytes: 4 })),
        ),
      "POST /api/admin/characters": ({ body }) => {
        rows = [buildCharacter({ ...body, id: 5 })];
        return rows[0]!;
      },
    });
    await user.click(screen.getByRole("button", { name: "Create Character" }));
    const f = form("Create character");
    await user.type(within(f).getByLabelText("Name"), " Pip ");
    await user.type(within(f).getByLabelText("Label"), "Sidekick");
    await user.type(within(f).getByLabelText("Personality"), "Playful");
    await user.upload(within(f).getByLabelText("Character Photo"), photo());
    expect(await within(f).findByRole("status", { name: "Uploading photo..." })).toBeInTheDocument();
    expect(within(f).getByRole("button", { name: "Create Character" })).toBeDisabled();
    finishUpload();
    expect(await within(f).findByRole("img", { name: "Character photo preview" })).toHaveAttribute(
      "src",
      "/api/uploads/p1",
    );
    await user.click(within(f).getByRole("button", { name: "Create Character" }));
    expect(await screen.findByText("Character created successfully!")).toBeInTheDocument();
    expect(sentBodies("POST /api/admin/characters")).toEqual([
      {
        name: "Pip",
        label: "Sidekick",
        personality: "Playful",
        catchphrase: null,
        educationalStrength: null,
        photoUrl: "/api/uploads/p1",
        backstory: null,
        isActive: true,
      },
    ]);
    expect(await screen.findByRole("heading", { name: "Pip" })).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("removes an uploaded photo and toasts the server's message when an upload fails", async () => {
    let fail = false;
    const { user } = await openCharacters({
      "POST /api/uploads/photo": () =>
        fail
          ? apiError(413, "PAYLOAD_TOO_LARGE", "The photo is larger than 10 MB.")
          : { id: "p1", url: "/api/uploads/p1", name: "nova.png", sizeBytes: 4 },
    });
    await user.click(screen.getByRole("button", { name: "Create Character" }));
    const f = form("Create character");
    await user.upload(within(f).getByLabelText("Character Photo"), photo());
    await within(f).findByRole("img", { name: "Character photo preview" });
    await user.click(within(f).getByRole("button", { name: "Remove photo" }));
    expect(within(f).getByLabelText("Character Photo")).toBeInTheDocument();
    fail = true;
    await user.upload(within(f).getByLabelText("Character Photo"), photo());
    expect(await screen.findByText("The photo is larger than 10 MB.")).toBeInTheDocument();
    expect(within(f).getByLabelText("Character Photo")).toBeInTheDocument();
    expect(within(f).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows cards with avatar initial, Inactive badge and expandable details", async () => {
    const { user } = await openCharacters({
      "GET /api/admin/characters": () => [
        buildCharacter({ catchphrase: "Let's read!", educationalStrength: "Phonics" }),
        buildCharacter({ id: 2, name: "Zed", label: "Guide", isActive: false, photoUrl: "/api/uploads/z" }),
      ],
    });
    expect(screen.getByText("N")).toBeInTheDocument();
    expect(screen.getByText("Inactive")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /delete/i })).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Show details for Nova" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide details for Nova" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("No photo uploaded")).toBeInTheDocument();
    expect(screen.getByText("Curious and kind")).toBeInTheDocument();
    expect(screen.getByText('"Let\'s read!"')).toBeInTheDocument();
    expect(screen.getByText("Phonics")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show details for Zed" }));
    expect(screen.getByRole("img", { name: "Photo of Zed" })).toHaveAttribute("src", "/api/uploads/z");
    expect(screen.queryByText("Catchphrase", { selector: "dt" })).toBeInTheDocument();
  });

  it("edits a character with 'Save Changes', keeping its backstory and active flag", async () => {
    const { user } = await openCharacters({
      "GET /api/admin/characters": () => [
        buildCharacter({ backstory: "From Mars", isActive: false, catchphrase: "Hi" }),
      ],
      "PUT /api/admin/characters/1": ({ body }) => buildCharacter(body),
    });
    await user.click(screen.getByRole("button", { name: "Edit character Nova" }));
    const f = form("Edit character Nova");
    expect(within(f).getByLabelText("Catchphrase (Optional)")).toHaveValue("Hi");
    await user.clear(within(f).getByLabelText("Catchphrase (Optional)"));
    await user.click(within(f).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Character updated successfully!")).toBeInTheDocument();
    expect(sentBodies("PUT /api/admin/characters/1")).toEqual([
      {
        name: "Nova",
        label: "Host",
        personality: "Curious and kind",
        catchphrase: null,
        educationalStrength: null,
        photoUrl: null,
        backstory: "From Mars",
        isActive: false,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("form")).not.toBeInTheDocument());
  });

  it("toasts failures to create and update", async () => {
    const { user } = await openCharacters({
      "GET /api/admin/characters": () => [buildCharacter()],
      "POST /api/admin/characters": () => apiError(500, "INTERNAL", "Oops"),
      "PUT /api/admin/characters/1": () => apiError(500, "INTERNAL", "Oops"),
    });
    await user.click(screen.getByRole("button", { name: "Edit character Nova" }));
    await user.click(within(form("Edit character Nova")).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update character")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Character" }));
    expect(screen.queryByRole("form", { name: "Edit character Nova" })).not.toBeInTheDocument();
    const f = form("Create character");
    await user.type(within(f).getByLabelText("Name"), "A");
    await user.type(within(f).getByLabelText("Label"), "B");
    await user.type(within(f).getByLabelText("Personality"), "C");
    await user.click(within(f).getByRole("button", { name: "Create Character" }));
    expect(await screen.findByText("Failed to create character")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expectConsoleWarnings("[admin] Failed to update character: Oops", "[admin] Failed to create character: Oops");
  });
});
