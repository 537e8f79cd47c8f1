import { Check, Info } from "lucide-react";
import type { ScriptCharacter } from "@shared/schemas/script";
import { CATCHPHRASE_PLACEHOLDER } from "@shared/constants";
import { HoverCard, HoverCardContent, HoverCardTrigger } from "@client/components/ui/hover-card";
import { Popover, PopoverContent, PopoverTrigger } from "@client/components/ui/popover";
import { cn } from "@client/lib/utils";

export interface CharacterCardProps {
  character: ScriptCharacter;
  isSelected: boolean;
  onToggle: (character: ScriptCharacter) => void;
}

/** Personality, educational focus and catchphrase (the '??' placeholder catchphrase is not shown). */
function CharacterDetails({ character }: { character: ScriptCharacter }) {
  const catchphrase = character.catchphrase?.trim();
  const hasCatchphrase = Boolean(catchphrase) && catchphrase !== CATCHPHRASE_PLACEHOLDER;
  return (
    <>
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
    </>
  );
}

/**
 * A selectable presenter: photo or initial, name and role. Its details show in a hover card (mouse, and
 * keyboard focus) and — for touch screens, where nothing hovers — in a popover opened by a
 * finger-sized "Details" button.
 */
export function CharacterCard({ character, isSelected, onToggle }: CharacterCardProps) {
  const hasDetails = Boolean(character.personality || character.educationalStrength || character.catchphrase?.trim());
  return (
    <div
      className={cn(
        "flex h-full flex-col rounded-xl border-2 bg-card text-card-foreground shadow-sm transition-colors",
        isSelected ? "border-primary bg-accent" : "border-border hover:border-primary/60",
      )}
    >
      <HoverCard openDelay={400} closeDelay={100}>
        <HoverCardTrigger asChild>
          <button
            type="button"
            aria-pressed={isSelected}
            onClick={() => onToggle(character)}
            className="relative flex w-full flex-1 cursor-pointer flex-col items-center gap-3 rounded-xl p-5 text-center"
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
            <span className="font-semibold break-words">{character.name}</span>
            <span className="text-sm break-words text-muted-foreground">{character.label}</span>
          </button>
        </HoverCardTrigger>
        <HoverCardContent className="w-72 space-y-2 text-sm">
          <p className="font-semibold">{character.name}</p>
          <CharacterDetails character={character} />
        </HoverCardContent>
      </HoverCard>
      {hasDetails ? (
        <div className="px-3 pb-3">
          <Popover>
            <PopoverTrigger className="flex min-h-11 w-full cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium text-primary hover:bg-background/60">
              <Info className="size-4" aria-hidden="true" />
              Details<span className="sr-only"> about {character.name}</span>
            </PopoverTrigger>
            <PopoverContent className="space-y-2 text-sm break-words" aria-label={`About ${character.name}`}>
              <p className="font-semibold">{character.name}</p>
              <CharacterDetails character={character} />
            </PopoverContent>
          </Popover>
        </div>
      ) : null}
    </div>
  );
}
