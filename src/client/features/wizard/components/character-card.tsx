import { Check } from "lucide-react";
import type { ScriptCharacter } from "@shared/schemas/script";
import { CATCHPHRASE_PLACEHOLDER } from "@shared/constants";
import { HoverCard, HoverCardContent, HoverCardTrigger } from "@client/components/ui/hover-card";
import { cn } from "@client/lib/utils";

export interface CharacterCardProps {
  character: ScriptCharacter;
  isSelected: boolean;
  onToggle: (character: ScriptCharacter) => void;
}

/** A selectable presenter: photo or initial, name and role; details in a hover card (also opened by keyboard focus). */
export function CharacterCard({ character, isSelected, onToggle }: CharacterCardProps) {
  const catchphrase = character.catchphrase?.trim();
  const hasCatchphrase = Boolean(catchphrase) && catchphrase !== CATCHPHRASE_PLACEHOLDER;
  return (
    <HoverCard openDelay={400} closeDelay={100}>
      <HoverCardTrigger asChild>
        <button
          type="button"
          aria-pressed={isSelected}
          onClick={() => onToggle(character)}
          className={cn(
            "relative flex h-full w-full cursor-pointer flex-col items-center gap-3 rounded-xl border-2 bg-card p-5 text-center text-card-foreground shadow-sm transition-colors",
            isSelected ? "border-primary bg-accent" : "border-border hover:border-primary/60",
          )}
        >
          {isSelected ? (
            <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Check className="size-4" aria-hidden="true" />
            </span>
          ) : null}
          {character.photoUrl ? (
            <img src={character.photoUrl} alt="" className="size-20 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
            >
              {character.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <span className="font-semibold">{character.name}</span>
          <span className="text-sm text-muted-foreground">{character.label}</span>
        </button>
      </HoverCardTrigger>
      <HoverCardContent className="w-72 space-y-2 text-sm">
        <p className="font-semibold">{character.name}</p>
        {character.personality ? (
          <p>
            <span className="font-medium">Personality:</span> {character.personality}
          </p>
        ) : null}
        {character.educationalStrength ? (
          <p>
            <span className="font-medium">Educational Focus:</span> {character.educationalStrength}
          </p>
        ) : null}
        {hasCatchphrase ? (
          <p className="italic">
            <span className="font-medium not-italic">Catchphrase:</span> “{catchphrase}”
          </p>
        ) : null}
      </HoverCardContent>
    </HoverCard>
  );
}
