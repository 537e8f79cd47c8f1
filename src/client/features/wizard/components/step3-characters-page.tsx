import { useState } from "react";
import { useNavigate } from "react-router";
import { Plus } from "lucide-react";
import type { ScriptCharacter } from "@shared/schemas/script";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api-client";
import { useCharacters, type CharacterDto } from "@client/api/characters";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";
import { CharacterCard } from "./character-card";
import { CreateCharacterDialog } from "./create-character-dialog";
import { LoadError } from "./load-error";
import { SelectionSummary } from "./selection-summary";
import { WizardPageShell } from "./wizard-page-shell";
import { paths } from "@client/lib/paths";

/** docs/product/rules.md#states: the same name (trimmed, any case) is the same character. */
const nameKey = (c: { name: string }) => c.name.trim().toLowerCase();

const toScriptCharacter = (c: CharacterDto): ScriptCharacter => ({
  id: c.id,
  name: c.name,
  label: c.label,
  personality: c.personality,
  catchphrase: c.catchphrase,
  educationalStrength: c.educationalStrength,
  photoUrl: c.photoUrl,
});

/** /step3-characters (docs/product/screens.md#step-3-characters). */
export function Step3CharactersPage() {
  const navigate = useNavigate();
  const characters = useCharacters();
  const selected = useWizardStore((s) => s.characters);
  const localCharacters = useWizardStore((s) => s.localCharacters);
  const toggleCharacter = useWizardStore((s) => s.toggleCharacter);
  const addLocalCharacter = useWizardStore((s) => s.addLocalCharacter);
  const [isDialogOpen, setIsDialogOpen] = useState(false);

  const serverCharacters = (characters.data ?? []).map(toScriptCharacter);
  const serverNames = new Set(serverCharacters.map(nameKey));
  const shown = [...serverCharacters, ...localCharacters.filter((c) => !serverNames.has(nameKey(c)))];
  const selectedNames = new Set(selected.map(nameKey));
  const isServerListEmpty = characters.isSuccess && serverCharacters.length === 0;

  return (
    <WizardPageShell
      step={3}
      title="Choose Your Characters"
      subtitle="Pick the presenters who will speak in your video. Open Details on a character to read about it."
      onPrevious={() => navigate(paths.step2)}
      onNext={() => navigate(paths.step4)}
      nextDisabled={selected.length === 0}
    >
      {characters.isError ? (
        <LoadError
          message={`Could not load characters: ${errorMessage(characters.error)}`}
          onRetry={() => void characters.refetch()}
        />
      ) : null}

      {isServerListEmpty ? (
        <div className="rounded-xl border bg-card p-6 text-center">
          <p className="font-medium">No characters available yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">Characters can be managed through the admin panel.</p>
        </div>
      ) : null}

      {characters.isPending ? (
        <div
          role="status"
          aria-label="Loading characters"
          className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      ) : (
        <ul aria-label="Characters" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {shown.map((character) => (
            <li key={nameKey(character)}>
              <CharacterCard
                character={character}
                isSelected={selectedNames.has(nameKey(character))}
                onToggle={(c) => guardScriptDrop(() => toggleCharacter(c))}
              />
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => setIsDialogOpen(true)}
              className="flex h-full min-h-48 w-full cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-border bg-background p-5 text-center transition-colors hover:border-primary hover:bg-accent"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Plus className="size-6" aria-hidden="true" />
              </span>
              <span className="font-semibold">Create New Character</span>
            </button>
          </li>
        </ul>
      )}

      <SelectionSummary noun="Characters" items={selected.map((c) => c.name)} />

      <CreateCharacterDialog
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        onCreate={(c) => guardScriptDrop(() => addLocalCharacter(c), { onCancel: () => addLocalCharacter(c, false) })}
      />
    </WizardPageShell>
  );
}
