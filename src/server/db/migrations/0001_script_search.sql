DROP INDEX "scripts_user_created_idx";--> statement-breakpoint
ALTER TABLE "scripts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(topic, '') || ' ' || coalesce(concept, '') || ' ' || characters::text || ' ' || coalesce(script_content, ''))) STORED;--> statement-breakpoint
CREATE INDEX "scripts_search_idx" ON "scripts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "scripts_user_created_idx" ON "scripts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);