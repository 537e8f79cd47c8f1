import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { useCreateCharacter } from "@client/api/characters";
import type { AdminCharacter, CharacterInput } from "@client/api/characters";
import { useUpdateCharacter } from "@client/api/characters";
import { notifyError, notifySuccess } from "../lib/notify";
import { CharacterCard } from "./character-card";
import { CharacterForm } from "./character-form";

type FormState = { kind: "closed" } | { kind: "create" } | { kind: "edit"; id: number };

/** 'Characters Management' (docs/product/screens.md#characters-tab): create and edit characters (no delete in the UI). */
export function CharactersTab({ characters }: { characters: AdminCharacter[] }) {
  const [form, setForm] = useState<FormState>({ kind: "closed" });
  const createCharacter = useCreateCharacter();
  const updateCharacter = useUpdateCharacter();
  const closeForm = () => setForm({ kind: "closed" });

  const handleCreate = (input: CharacterInput) =>
    createCharacter.mutate(input, {
      onSuccess: () => {
        notifySuccess("Character created successfully!");
        closeForm();
      },
      onError: (err) => notifyError("Failed to create character", err),
    });

  const handleUpdate = (id: number, input: CharacterInput) =>
    updateCharacter.mutate(
      { id, input },
      {
        onSuccess: () => {
          notifySuccess("Character updated successfully!");
          closeForm();
        },
        onError: (err) => notifyError("Failed to update character", err),
      },
    );

  return (
    <section aria-labelledby="characters-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="characters-heading" className="text-2xl font-semibold">
          Characters Management
        </h2>
        {form.kind === "create" ? null : (
          <Button type="button" onClick={() => setForm({ kind: "create" })}>
            <Plus aria-hidden="true" />
            Create Character
          </Button>
        )}
      </div>

      {form.kind === "create" ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h3 className="text-lg">New Character</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <CharacterForm
              title="Create character"
              submitLabel="Create Character"
              pendingLabel="Creating..."
              isPending={createCharacter.isPending}
              onSubmit={handleCreate}
              onCancel={closeForm}
            />
          </CardContent>
        </Card>
      ) : null}

      {characters.length === 0 && form.kind !== "create" ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
            <p className="text-muted-foreground">No characters found. Create your first character to get started.</p>
            <Button type="button" onClick={() => setForm({ kind: "create" })}>
              Create First Character
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {characters.map((character) => (
          <CharacterCard
            key={character.id}
            character={character}
            onEdit={() => setForm({ kind: "edit", id: character.id })}
            editForm={
              form.kind === "edit" && form.id === character.id ? (
                <CharacterForm
                  character={character}
                  title={`Edit character ${character.name}`}
                  submitLabel="Save Changes"
                  pendingLabel="Saving..."
                  isPending={updateCharacter.isPending}
                  onSubmit={(input) => handleUpdate(character.id, input)}
                  onCancel={closeForm}
                />
              ) : undefined
            }
          />
        ))}
      </div>
    </section>
  );
}
