import { useId, useState, type FormEvent } from "react";
import type { Concept } from "@shared/schemas/standard";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/components/ui/use-toast";

interface CustomConceptPanelProps {
  id: string;
  onUse: (concept: Concept) => void;
}

/**
 * The 'Add Custom' form: a required title and an optional description (docs/product/rules.md#validation).
 * Mounted fresh each time the panel opens, so its fields start empty.
 */
export function CustomConceptPanel({ id, onUse }: CustomConceptPanelProps) {
  const fieldId = useId();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      toast({
        title: "Title Required",
        description: "Please enter a title for your custom concept.",
        variant: "destructive",
      });
      return;
    }
    onUse({ title: trimmed, description: description.trim() });
    toast({ title: "Custom Concept Added", description: trimmed });
  };

  return (
    <form
      id={id}
      onSubmit={handleSubmit}
      noValidate
      className="space-y-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-title`}>Concept Title</Label>
        <Input
          id={`${fieldId}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="Enter your concept title..."
          aria-required="true"
          maxLength={200}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-description`}>Description (optional)</Label>
        <Textarea
          id={`${fieldId}-description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Describe your concept..."
          rows={4}
          maxLength={2000}
        />
      </div>
      <Button type="submit">Use This Concept</Button>
    </form>
  );
}
