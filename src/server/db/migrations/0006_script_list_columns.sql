DROP INDEX "scripts_user_created_idx";--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "preview" text GENERATED ALWAYS AS (left(script_content, 300)) STORED;--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "text_length" integer GENERATED ALWAYS AS (char_length(script_content)) STORED;--> statement-breakpoint
CREATE INDEX "scripts_user_saved_created_idx" ON "scripts" USING btree ("user_id","is_saved","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);