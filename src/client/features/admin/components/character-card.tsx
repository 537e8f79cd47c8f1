import { useId, useState, type ReactNode } from "react";
import { ChevronDown, Pencil } from "lucide-react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";
import type { AdminCharacter } from "@client/api/characters";

export interface CharacterCardProps {
  character: AdminCharacter;
  /** The edit form, shown in place of the card while this character is being edited. */
  editForm?: ReactNode;
  onEdit: () => void;
}

function Avatar({ character }: { character: AdminCharacter }) {
  return character.photoUrl ? (
    <img src={character.photoUrl} alt="" className="size-12 shrink-0 rounded-full border object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
    >
      {character.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** One character (docs/product/screens.md#characters-tab): avatar, name, label, edit; the expanded view shows photo, personality and more. */
export function CharacterCard({ character, editForm, onEdit }: CharacterCardProps) {
  const detailsId = useId();
  const [isExpanded, setIsExpanded] = useState(false);

  if (editForm !== undefined) {
    return (
      <Card className="sm:col-span-2 lg:col-span-3">
        <CardContent className="flex flex-col gap-4">
          <h3 className="text-lg font-semibold">Edit {character.name}</h3>
          {editForm}
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="gap-4 py-4">
      <CardContent className="flex flex-col gap-3 px-4">
        <div className="flex items-center gap-3">
          <Avatar character={character} />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold">{character.name}</h3>
            <p className="truncate text-sm text-muted-foreground">{character.label}</p>
          </div>
          {character.isActive ? null : <Badge variant="secondary">Inactive</Badge>}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Edit character ${character.name}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onClick={() => setIsExpanded((v) => !v)}
        >
          <ChevronDown aria-hidden="true" className={cn("transition-transform", isExpanded && "rotate-180")} />
          {isExpanded ? "Hide details" : "Show details"}
          <span className="sr-only"> for {character.name}</span>
        </Button>
        {isExpanded ? (
          <dl id={detailsId} className="flex flex-col gap-3 text-sm">
            <div>
              <dt className="font-medium">Photo</dt>
              <dd className="mt-1">
                {character.photoUrl ? (
                  <img
                    src={character.photoUrl}
                    alt={`Photo of ${character.name}`}
                    className="size-24 rounded-md border object-cover"
                  />
                ) : (
                  <span className="text-muted-foreground">No photo uploaded</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-medium">Personality</dt>
              <dd className="mt-1 whitespace-pre-wrap text-muted-foreground">{character.personality}</dd>
            </div>
            {character.catchphrase ? (
              <div>
                <dt className="font-medium">Catchphrase</dt>
                <dd className="mt-1 text-muted-foreground italic">&quot;{character.catchphrase}&quot;</dd>
              </div>
            ) : null}
            {character.educationalStrength ? (
              <div>
                <dt className="font-medium">Educational Focus</dt>
                <dd className="mt-1 text-muted-foreground">{character.educationalStrength}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
