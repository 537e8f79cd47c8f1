import { useId, useState } from "react";
import { Lock, Users, X } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Switch } from "@client/components/ui/switch";
import { toast } from "@client/components/ui/use-toast";
import type { CheckedScript } from "@client/api/scripts";
import { useUpdateSharing } from "@client/api/sharing";
import { errorMessage } from "@client/lib/api-client";
import { looksLikeEmail, parseEmailList } from "./email-list";

type SharingScript = Pick<CheckedScript, "id" | "visibility" | "coEditors" | "access" | "author">;

/**
 * Sharing (docs/product/team-workflow.md "Sharing"): the owner switches the script between private and shared
 * with the team, and adds or removes co-editors by e-mail (each change is saved at once; the server answers 400
 * naming an address that is not a colleague). Others see who may open it.
 */
export function SharingControl({ script }: { script: SharingScript }) {
  const switchId = useId();
  const inputId = useId();
  const errorId = useId();
  const update = useUpdateSharing(script.id);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const isOwner = script.access === "owner";
  const isShared = script.visibility === "team";

  const send = (request: { visibility: "private" | "team"; coEditors?: string[] }, done?: () => void) => {
    setError(null);
    update.mutate(request, {
      onSuccess: () => {
        done?.();
        toast({
          title: "Sharing updated",
          description: request.visibility === "team" ? "Shared with the team." : "Private to you and the people named.",
        });
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  const handleAdd = (event: React.FormEvent) => {
    event.preventDefault();
    const emails = parseEmailList(draft);
    if (emails.length === 0) return setError("Type a colleague's e-mail address.");
    const bad = emails.find((e) => !looksLikeEmail(e));
    if (bad) return setError(`"${bad}" is not an e-mail address.`);
    const coEditors = [...new Set([...script.coEditors, ...emails])];
    send({ visibility: script.visibility, coEditors }, () => setDraft(""));
  };

  if (!isOwner) {
    return (
      <section aria-labelledby={`${switchId}-title`} className="space-y-1 text-sm">
        <h3 id={`${switchId}-title`} className="font-semibold">
          Sharing
        </h3>
        <p className="flex items-center gap-2 text-muted-foreground">
          {isShared ? <Users aria-hidden="true" className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
          {isShared ? "Shared with the team" : "Private"}
          {script.author ? ` · by ${script.author}` : ""}
        </p>
        {script.coEditors.length > 0 ? (
          <p className="text-muted-foreground">Co-editors: {script.coEditors.join(", ")}</p>
        ) : null}
      </section>
    );
  }

  return (
    <section aria-labelledby={`${switchId}-title`} className="space-y-3 text-sm">
      <h3 id={`${switchId}-title`} className="font-semibold">
        Sharing
      </h3>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={isShared}
          disabled={update.isPending}
          onCheckedChange={(checked) => send({ visibility: checked ? "team" : "private" })}
        />
        <label htmlFor={switchId} className="cursor-pointer">
          Share with the team
        </label>
      </div>
      <p className="text-muted-foreground">
        {isShared
          ? "Everyone at the company can find it in Team scripts and read and comment on it."
          : "Only you, your co-editors and reviewers can open it."}
      </p>
      <div className="space-y-2">
        <h4 className="font-medium">Co-editors</h4>
        {script.coEditors.length === 0 ? (
          <p className="text-muted-foreground">Nobody else can edit it.</p>
        ) : (
          <ul className="space-y-1" aria-label="Co-editors">
            {script.coEditors.map((email) => (
              <li key={email} className="flex items-center justify-between gap-2">
                <span className="min-w-0 break-all">{email}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove co-editor ${email}`}
                  disabled={update.isPending}
                  onClick={() =>
                    send({ visibility: script.visibility, coEditors: script.coEditors.filter((e) => e !== email) })
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={handleAdd} className="flex gap-2" noValidate>
          <label htmlFor={inputId} className="sr-only">
            Co-editor's e-mail
          </label>
          <Input
            id={inputId}
            type="email"
            value={draft}
            placeholder="colleague@newsela.com"
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" variant="outline" disabled={update.isPending}>
            Add
          </Button>
        </form>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
