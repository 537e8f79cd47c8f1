ALTER TABLE "scripts" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "target_minutes" integer;